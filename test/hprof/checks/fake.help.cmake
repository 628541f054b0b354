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
# every option is implemented: none is listed as missing
expect_not(out "Not supported yet")
expect(out "\ncpu=old writes the JDK 1\\.1 -prof table")
expect(out "\nnet= sends the profile to a front end")
expect(out "\nformat=b writes the binary HPROF format to java\\.hprof ")
