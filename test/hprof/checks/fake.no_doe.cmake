# doe=n: nothing is dumped at exit; threads are still recorded.
expect(profile "\nTHREAD START \\(obj=[0-9a-f]+, id = 1, name=\"main\", group=\"main\"\\)\n")
expect_not(profile "HEAP DUMP")
expect_not(profile "SITES BEGIN")
expect_not(profile "\nTRACE ")
