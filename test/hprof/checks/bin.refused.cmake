# An option combination the JDK's HPROF refused: its message, exit 1, no profile.
expect(err "^HPROF ERROR: ${MESSAGE}\n")
file(GLOB left "${WORKDIR}/java.hprof*")
if(left)
  message(FATAL_ERROR "a refused option still wrote ${left}")
endif()
