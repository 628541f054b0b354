# collapsed= / flamegraph= without cpu=samples or cpu=times: refused, exit
# 1, no file written.
expect(err "HPROF ERROR: ${OPTION} needs cpu=samples or cpu=times\n")
expect(err "-Xrunhprof:help")
foreach(f java.hprof.txt x.svg x.txt)
  if(EXISTS "${WORKDIR}/${f}")
    message(FATAL_ERROR "refused options still wrote ${f}")
  endif()
endforeach()
