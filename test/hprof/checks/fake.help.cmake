# help: the usage table on stdout, exit 0, no profile.
expect(out "usage: java -Xrunhprof")
foreach(o "heap=  +dump\\|sites\\|all" "cpu=  +samples\\|times\\|old" "monitor=  +y\\|n" "format=  +a\\|b"
          "file=  +<name>" "net=  +<host>:<port>" "depth=  +<n>" "interval=  +<ms>" "cutoff=  +<fraction>"
          "lineno=  +y\\|n" "thread=  +y\\|n" "doe=  +y\\|n" "collapsed=  +<file>"
          "flamegraph=  +<file\\.svg>" "segment=  +<bytes>")
  expect(out "\n${o} ")
endforeach()
expect(out "java\\.hprof\\.txt\n")
expect(out "\n +java -Xrunhprof:cpu=samples,flamegraph=flame\\.svg Main\n")
if(EXISTS "${WORKDIR}/java.hprof.txt")
  message(FATAL_ERROR "help wrote a profile")
endif()
# cpu=samples, monitor=y and format=b are no longer listed as missing
expect(out "Not supported yet by Lantern's HPROF: cpu=old, net=\\.\n")
expect(out "\nformat=b writes the binary HPROF format to java\\.hprof ")
