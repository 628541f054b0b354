# cpu=times with collapsed= and flamegraph=, a Ctrl-\ dump mid-run: the
# fake VM's clock makes every microsecond known.  The dump writes the
# numbered files (c.1.txt, f.1.svg) with what CPU TIME 1 shows; the exit
# writes c.txt and f.svg with what ran after the reset.  Stacks go from the
# root (Main.main) to the top frame, one line per distinct stack, weights
# in microseconds of the methods' own time.
foreach(f c.1.txt c.txt f.1.svg f.svg)
  if(NOT EXISTS "${WORKDIR}/${f}")
    message(FATAL_ERROR "no ${f}")
  endif()
endforeach()
if(EXISTS "${WORKDIR}/c.2.txt" OR EXISTS "${WORKDIR}/f.2.svg")
  message(FATAL_ERROR "a second dump's files, but there was one Ctrl-\\")
endif()
file(READ "${WORKDIR}/c.1.txt" c1)
set(want1 "Main.main;Main.build 5000\nMain.main;Main.idle 10000\nMain.main;Main.spin 800000\nMain.main;Main.spin;Main.idle 100000\n")
if(NOT c1 STREQUAL want1)
  message(FATAL_ERROR "c.1.txt:\n${c1}\nexpected:\n${want1}")
endif()
file(READ "${WORKDIR}/c.txt" c0)
if(NOT c0 STREQUAL "Main.main 1000\nMain.main;Main.idle 7000\n")
  message(FATAL_ERROR "c.txt:\n${c0}")
endif()
# the same totals as the CPU TIME sections of the same dumps
section(cpu1 profile "CPU TIME (ms) BEGIN" "CPU TIME (ms) END" 1)
expect(cpu1 "\\(total = 915\\)")
section(cpu2 profile "CPU TIME (ms) BEGIN" "CPU TIME (ms) END" 2)
expect(cpu2 "\\(total = 8\\)")

file(READ "${WORKDIR}/f.1.svg" s1)
expect(s1 "^<\\?xml version=\"1\\.0\" encoding=\"UTF-8\"")
expect(s1 "\n</svg>\n$")
expect(s1 ">Ctrl-\\\\ dump 1</text>")
expect(s1 "cpu=times: 915\\.0 ms of CPU time in all")
# spin: offset 5000 + 10000 (build and idle sort before it), 800 of 915 ms
expect(s1 "<g class=\"f\" data-o=\"15000\" data-n=\"900000\"><title>Main\\.spin\n900\\.0 ms, 98\\.36%</title><rect x=\"29\\.34\" y=\"[0-9]+\" width=\"1160\\.66\"")
expect(s1 "<title>Main\\.idle\n100\\.0 ms, 10\\.93%</title>")
# "all" under everything, the full width, in the bottom row
expect(s1 "<g class=\"f\" data-o=\"0\" data-n=\"915000\"><title>all\n915\\.0 ms, 100\\.00%</title><rect x=\"10\\.00\" y=\"115\" width=\"1180\\.00\"")
count(frames s1 "<g class=\"f\"")
if(NOT frames EQUAL 6)
  message(FATAL_ERROR "${frames} frames in f.1.svg, expected 6 (all, main, build, idle, spin, spin's idle)\n${s1}")
endif()
file(READ "${WORKDIR}/f.svg" s0)
expect(s0 "cpu=times: 8\\.0 ms of CPU time in all[^<]*, at exit</text>")
expect_not(s0 "Ctrl-\\\\ dump")
