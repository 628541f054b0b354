# Options this HPROF does not do yet: named, exit 1, no profile.
expect(err "HPROF ERROR: ${UNSUPPORTED} is not supported yet by Lantern's HPROF\n")
if(EXISTS "${WORKDIR}/java.hprof.txt")
  message(FATAL_ERROR "an unsupported option still wrote a profile")
endif()
