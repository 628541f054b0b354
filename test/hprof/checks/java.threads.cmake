# ThreadsMix with cpu=samples,monitor=y,thread=y: the run ends with the
# right total; the six workers start and end; CPU SAMPLES has rows, each
# trace naming its thread; MONITOR TIME has the ThreadsMix$Shared lock on
# top, blocked in ThreadsMix.work.
expect(out "^total 599994\n")
foreach(i RANGE 0 5)
  expect(profile "\nTHREAD START \\(obj=[0-9a-f]+, id = ([0-9]+), name=\"mix-${i}\", group=\"main\"\\)\n")
  expect(profile "\nTHREAD END \\(id = ${CMAKE_MATCH_1}\\)\n")
endforeach()
section(cpu profile "CPU SAMPLES BEGIN" "CPU SAMPLES END" 1)
cpu_row(r1 cpu 1)
expect(profile "\nTRACE ${r1_TRACE}: \\(thread=[1-9][0-9]*\\)\n")
section(mon profile "MONITOR TIME BEGIN" "MONITOR TIME END" 1)
if(NOT mon MATCHES "\n   1 +[0-9.]+% +[0-9.]+% +([0-9]+) +([0-9]+) ThreadsMix\\$Shared\\([0-9a-f]+\\) \\(Java\\)\n")
  message(FATAL_ERROR "rank 1 is not the ThreadsMix$Shared lock\n${mon}")
endif()
trace_frames(f ${CMAKE_MATCH_2})
if(NOT f MATCHES "^\tThreadsMix\\.work\\(ThreadsMix\\.java:[0-9]+\\)\n")
  message(FATAL_ERROR "trace of the blocked thread:\n${f}")
endif()
