# Runs the deadlocking DataDump with the datadump agent (which presses
# Ctrl-\ / Ctrl-Break in poke()) and checks the thread dump on stdout: the
# JDK's header, each thread's entry with its state and lock lines, and the
# deadlock report naming both threads.  Addresses, times and ids vary, so
# the check is by regular expressions, each of which a dump without that
# feature fails.
#   -DJAVA=<launcher> -DCLASSES=<dir> -DOPTIONS=<a^^b> [-DEMULATOR=<a^^b>]
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/runner_common.cmake)
runner_split(emu EMULATOR)
runner_split(opts OPTIONS)
runner_exec(COMMAND ${emu} ${JAVA} ${opts} -cp ${CLASSES} DataDump TIMEOUT 120 CRLF out)
set(expect
  "[0-9]+-[0-9]+-[0-9]+ [0-9]+:[0-9]+:[0-9]+\nFull thread dump Lantern VM"
  "\n\"main\" #1 prio=5 os_prio=0 cpu=[0-9.]+ms elapsed=[0-9.]+s tid=0x[0-9a-f]+ nid=0x[0-9a-f]+ runnable"
  "\n\"alpha\" #[0-9]+ daemon prio=5 [^\n]* waiting for monitor entry  \\[0x[0-9a-f]+\\]\n   java.lang.Thread.State: BLOCKED \\(on object monitor\\)\n\tat DataDump.lockBoth\\(DataDump.java:24\\)\n\t- waiting to lock <0x[0-9a-f]+> \\(a java.lang.Object\\)\n\t- locked <0x[0-9a-f]+> \\(a java.lang.Object\\)\n"
  "\n\"waiter\" #[0-9]+ daemon [^\n]* in Object.wait\\(\\)  [^\n]*\n   java.lang.Thread.State: WAITING \\(on object monitor\\)\n\tat java.base@17/java.lang.Object.wait\\(Native Method\\)\n\t- waiting on <0x[0-9a-f]+> \\(a java.lang.Object\\)\n"
  "\n\"sleeper\" #[0-9]+ daemon [^\n]* waiting on condition  [^\n]*\n   java.lang.Thread.State: TIMED_WAITING \\(sleeping\\)\n"
  "\nFound one Java-level deadlock:\n=============================\n\"(alpha|beta)\":\n  waiting to lock monitor 0x[0-9a-f]+ \\(object 0x[0-9a-f]+, a java.lang.Object\\),\n  which is held by \"(alpha|beta)\"\n"
  "Java stack information for the threads listed above:\n"
  "\nFound 1 deadlock.\n"
  "main goes on after the dump\n")
set(failed FALSE)
foreach(re IN LISTS expect)
  if(NOT out MATCHES "${re}")
    message("thread dump lacks: ${re}")
    set(failed TRUE)
  endif()
endforeach()
if(NOT rc EQUAL 0)
  message("exit code ${rc}")
  set(failed TRUE)
endif()
if(failed)
  message(FATAL_ERROR "---- stdout ----\n${out}\n---- stderr ----\n${err}")
endif()
message("thread dump as expected")
