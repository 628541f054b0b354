# The front end went away while the program ran: one message, the program
# finished (exit 0, checked by run_case.cmake), and the front end got the
# start of the profile.
count(n err "HPROF ERROR")
count(m err "HPROF ERROR: lost the connection to 127.0.0.1:")
if(NOT n EQUAL 1 OR NOT m EQUAL 1)
  message(FATAL_ERROR "expected one 'lost the connection' message\n--- stderr:\n${err}")
endif()
expect(out "^done ")
file(READ "${WORKDIR}/received.txt" got)
string(LENGTH "${got}" len)
if(NOT len EQUAL 1000 OR NOT got MATCHES "^JAVA PROFILE 1\\.0\\.1, created ")
  message(FATAL_ERROR "the front end got ${len} bytes:\n${got}")
endif()
