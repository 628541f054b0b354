# An option combination on the fake VM: it ran to its end; the profile's
# sections were checked against the options by run_case.cmake.
expect(profile "\nTHREAD END \\(id = 1\\)\n")
