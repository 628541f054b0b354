# A bad option (BAD, default foo=bar): named, exit 1, no profile.
if(NOT BAD)
  set(BAD "foo=bar")
endif()
expect(err "HPROF ERROR: bad hprof option '${BAD}'\n")
expect(err "-Xrunhprof:help")
if(EXISTS "${WORKDIR}/java.hprof.txt")
  message(FATAL_ERROR "a bad option still wrote a profile")
endif()
