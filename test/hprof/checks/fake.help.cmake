# help: the usage table on stdout, exit 0, no profile.
expect(out "usage: java -Xrunhprof")
foreach(o "heap=  +dump\\|sites\\|all" "cpu=  +samples\\|times\\|old" "monitor=  +y\\|n" "format=  +a\\|b"
          "file=  +<name>" "net=  +<host>:<port>" "depth=  +<n>" "interval=  +<ms>" "cutoff=  +<fraction>"
          "lineno=  +y\\|n" "thread=  +y\\|n" "doe=  +y\\|n")
  expect(out "\n${o} ")
endforeach()
expect(out "java\\.hprof\\.txt\n")
if(EXISTS "${WORKDIR}/java.hprof.txt")
  message(FATAL_ERROR "help wrote a profile")
endif()
# cpu=old and net= are described, no longer listed as missing
expect_not(out "Not supported yet[^\n]*(cpu=old|net=|cpu=samples|monitor)")
expect(out "\ncpu=old writes the JDK 1\\.1 -prof table")
expect(out "\nnet= sends the profile to a front end")
