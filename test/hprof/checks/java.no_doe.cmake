# doe=n: the program runs, nothing is dumped at exit.
expect(out "^done ")
expect(profile "\nTHREAD START \\(obj=[0-9a-f]+, id = 1, name=\"main\"")
expect_not(profile "SITES BEGIN")
expect_not(profile "\nTRACE ")
