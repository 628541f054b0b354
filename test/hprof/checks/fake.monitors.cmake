# monitor=y on the fake VM with contended monitors and a Ctrl-\: the
# MONITOR DUMP (statuses with their S|/intr| marks, the Java monitor by
# class and object id with owner, entry count and the thread waiting to
# enter, the raw monitor unowned with its waiter) comes first, its traces
# printed before it; then MONITOR TIME with the demo/Node monitor entered
# twice (times are wall clock: only counts are checked, not ranks); after the reset,
# the exit dump has no rows.
expect(err "^Dumping contended monitor usage \\.\\.\\. done\\.\n$")
expect_not(profile "SITES BEGIN")
expect_not(profile "HEAP DUMP")
section(md profile "MONITOR DUMP BEGIN" "MONITOR DUMP END" 1)
expect(md "^\nMONITOR DUMP BEGIN\n    THREAD 1, trace ([0-9]+), status: intr\\|CW\n    THREAD 2, trace ([0-9]+), status: S\\|MW\n    MONITOR demo/Node\\(([0-9a-f]+)\\)\n\towner: thread 1, entry count: 2\n\twaiting to enter: thread 2\n    RAW MONITOR \"fake lock\"\\(0x[0-9a-f]+\\) unowned\n\twaiting to be notified: thread 1\nMONITOR DUMP END\n$")
set(main_trace ${CMAKE_MATCH_1})
set(signal_trace ${CMAKE_MATCH_2})
set(node ${CMAKE_MATCH_3})
trace_frames(f ${main_trace})
if(NOT f STREQUAL "\tMain.spin(Main.java:31)\n\tMain.main(Main.java:14)\n")
  message(FATAL_ERROR "main's trace in the dump:\n${f}")
endif()
trace_frames(f ${signal_trace})
if(NOT f STREQUAL "\t<empty>\n")
  message(FATAL_ERROR "the signal dispatcher's trace in the dump:\n${f}")
endif()
# the traces come before the dump that names them
string(FIND "${profile}" "\nTRACE ${main_trace}:" tp)
string(FIND "${profile}" "\nMONITOR DUMP BEGIN" dp)
if(tp GREATER dp)
  message(FATAL_ERROR "TRACE ${main_trace} after the MONITOR DUMP")
endif()
section(mt profile "MONITOR TIME BEGIN" "MONITOR TIME END" 1)
expect(mt "^\nMONITOR TIME BEGIN \\(total = [0-9]+ ms\\) [^\n]+\nrank   self  accum   count trace monitor\n")
# the rank is not checked: the raw monitor's one entry may take longer on
# the wall clock than the Java monitor's two on a loaded machine
expect(mt "\n   [12] +[0-9.]+% +[0-9.]+% +2 +([0-9]+) demo/Node\\(${node}\\) \\(Java\\)\n")
trace_frames(f ${CMAKE_MATCH_1})
if(NOT f STREQUAL "\tMain.idle(Main.java:40)\n\tMain.main(Main.java:14)\n")
  message(FATAL_ERROR "the blocked trace:\n${f}")
endif()
section(mt2 profile "MONITOR TIME BEGIN" "MONITOR TIME END" 2)
expect(mt2 "\nrank   self  accum   count trace monitor\nMONITOR TIME END\n$")
count(n profile "MONITOR DUMP BEGIN")
if(NOT n EQUAL 1)
  message(FATAL_ERROR "${n} MONITOR DUMPs: only Ctrl-\\ asks for one")
endif()
