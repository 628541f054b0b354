# net= with nobody listening: the JDK HPROF's message, exit 1 (checked by
# run_case.cmake), and nothing written anywhere.
expect(err "(^|\n)HPROF ERROR: can't connect to 127\\.0\\.0\\.1:[0-9]+\n")
expect_not(err "lost the connection")
if(EXISTS "${WORKDIR}/java.hprof.txt" OR EXISTS "${WORKDIR}/received.txt")
  message(FATAL_ERROR "a refused connection still wrote a profile")
endif()
