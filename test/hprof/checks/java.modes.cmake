# An option combination on Contended: the program ran to its end; the
# profile's sections were checked against the options by run_case.cmake.
expect(out "^counter 20\n")
