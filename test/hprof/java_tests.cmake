# Lantern's java with -Xrunhprof on programs/ (included by CMakeLists.txt).
if(NOT Java_JAVAC_EXECUTABLE OR NOT TARGET lantern_java)
  return()
endif()
set(_classes ${CMAKE_CURRENT_BINARY_DIR}/classes)
file(GLOB _sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/programs/*.java)
lantern_javac(lantern_hprof_test_classes OUTPUT_DIR ${_classes} OPTIONS -nowarn
  SOURCES ${_sources} OUTPUTS ${_classes}/Profiled.class COMMENT "javac: test/hprof/programs")

set(java $<TARGET_FILE:lantern_java>)
# Profiled with a 4 MB heap: several collections, so sites follow moves and
# arena deletes of a real collector.
hprof_case(java.sites RC 0 PROFILE sites.txt TIMEOUT 300
  COMMAND ${java} -Xmx4m -Xrunhprof:heap=sites,depth=4,file=sites.txt -cp ${_classes} Profiled)
hprof_case(java.cpu_times RC 0 PROFILE java.hprof.txt TIMEOUT 300
  COMMAND ${java} -Xrunhprof:cpu=times -cp ${_classes} CpuBurn)
# the trace cache of cpu=times/old (hprof_cputime.c): the same traces and
# counts as without it, at the default depth, deeper than the recursion
# with thread=y, without line numbers, and for cpu=old.  The cpu=times
# cases only natively: Windows' thread clock ticks in 10-15 ms steps, so
# most calls cost nothing there, and CPU TIME leaves a trace whose time is
# 0 out -- which ones differs from run to run (cpu=old lists every pair).
if(NOT CMAKE_CROSSCOMPILING)
  hprof_case(java.trace_cache RC 0 PROFILE cached.txt TIMEOUT 300
    COMMAND ${java} -Xrunhprof:cpu=times,cutoff=0,file=cached.txt -cp ${_classes} TraceCache)
  hprof_case(java.trace_cache_deep RC 0 PROFILE cached.txt TIMEOUT 300 CHECK java.trace_cache
    COMMAND ${java} -Xrunhprof:cpu=times,cutoff=0,depth=40,thread=y,file=cached.txt -cp ${_classes} TraceCache)
  hprof_case(java.trace_cache_nolines RC 0 PROFILE cached.txt TIMEOUT 300 CHECK java.trace_cache
    COMMAND ${java} -Xrunhprof:cpu=times,cutoff=0,depth=3,lineno=n,file=cached.txt -cp ${_classes} TraceCache)
endif()
hprof_case(java.trace_cache_old RC 0 TIMEOUT 300 CHECK java.trace_cache VARS OLD=1
  COMMAND ${java} -Xrunhprof:cpu=old,file=cached.txt -cp ${_classes} TraceCache)
hprof_case(java.heap_dump RC 0 PROFILE java.hprof.txt TIMEOUT 300
  COMMAND ${java} -Xmx4m -Xrunhprof:heap=dump -cp ${_classes} Profiled)
# class unloading: the dump lists only the live loader's class
hprof_case(java.unload RC 0 PROFILE java.hprof.txt TIMEOUT 300
  COMMAND ${java} -Xrunhprof:heap=all -cp ${_classes} Unloader)
hprof_case(java.no_doe RC 0 PROFILE java.hprof.txt TIMEOUT 300
  COMMAND ${java} -Xrunhprof:heap=sites,doe=n -cp ${_classes} Profiled)
hprof_case(java.help RC 0 CHECK fake.help COMMAND ${java} -Xrunhprof:help -cp ${_classes} Profiled)
hprof_case(java.bad_option RC 1 CHECK fake.bad_option
  COMMAND ${java} -Xrunhprof:heap=sites,foo=bar -cp ${_classes} Profiled)
# cpu=samples: the sampler thread finds the spinning main thread in
# HotSpin.spin nearly every time; the sleeping thread at most once.
hprof_case(java.cpu_samples RC 0 PROFILE java.hprof.txt TIMEOUT 300
  COMMAND ${java} -Xrunhprof:cpu=samples -cp ${_classes} HotSpin)
# the same with thread=y and interval=5: the spin trace names the main thread
hprof_case(java.cpu_samples_thread RC 0 PROFILE java.hprof.txt TIMEOUT 300
  CHECK java.cpu_samples VARS THREAD=1
  COMMAND ${java} -Xrunhprof:cpu=samples,thread=y,interval=5,depth=6 -cp ${_classes} HotSpin)
# collapsed= (hprof_flame.c): HotWarm's stacks, root first, deeper than
# depth=4, adding up to the CPU section of the same run; with format=a and a
# flame graph too
hprof_case(java.flame_samples RC 0 PROFILE java.hprof.txt TIMEOUT 300 CHECK java.flame_collapsed
  COMMAND ${java} -Xrunhprof:cpu=samples,format=a,collapsed=stacks.txt,flamegraph=flame.svg
    -cp ${_classes} HotWarm)
hprof_case(java.flame_times RC 0 PROFILE java.hprof.txt TIMEOUT 300 CHECK java.flame_collapsed
  VARS TIMES=1 COMMAND ${java} -Xrunhprof:cpu=times,collapsed=stacks.txt -cp ${_classes} HotWarm)
# flamegraph=: the SVG in headless Chromium (native only; skipped, saying
# so, where chromium is missing)
if(NOT CMAKE_CROSSCOMPILING AND Java_JAVA_EXECUTABLE)
  hprof_case(java.flame_browser RC 0 PROFILE java.hprof.txt TIMEOUT 300
    VARS HOST_JAVA=${Java_JAVA_EXECUTABLE} TOOLS=${CMAKE_CURRENT_SOURCE_DIR}/tools
    COMMAND ${java} -Xrunhprof:cpu=samples,flamegraph=flame.svg -cp ${_classes} HotWarm)
  set_tests_properties(hprof.java.flame_browser PROPERTIES SKIP_REGULAR_EXPRESSION "SKIPPED: chromium")
endif()
# many threads sampled, contending and ending at once
hprof_case(java.threads RC 0 PROFILE java.hprof.txt TIMEOUT 300
  COMMAND ${java} -Xrunhprof:cpu=samples,monitor=y,thread=y -cp ${_classes} ThreadsMix)
# monitor=y: four threads contend one Contended$Lock
hprof_case(java.monitor RC 0 PROFILE java.hprof.txt TIMEOUT 300
  COMMAND ${java} -Xrunhprof:monitor=y -cp ${_classes} Contended)
# No options (heap=all) and a heap big enough that no collection runs before
# the exit dump.
hprof_case(java.defaults RC 0 PROFILE java.hprof.txt TIMEOUT 300
  COMMAND ${java} -Xrunhprof -cp ${_classes} Profiled)
# Option combinations on Contended (threads, a little allocation, monitor
# contention): run_case.cmake checks that each profile has the sections its
# options call for, no others, and a prelude no tool can take for records.
foreach(m heap=sites,cpu=samples heap=dump,cpu=times heap=all,cpu=times
          heap=all,cpu=samples,monitor=y heap=sites,cpu=times,monitor=y
          heap=dump,monitor=y cpu=samples,monitor=y,doe=n)
  string(REGEX REPLACE "[=,]" "_" n "${m}")
  hprof_case(java.modes.${n} RC 0 PROFILE java.hprof.txt TIMEOUT 300 CHECK java.modes
    COMMAND ${java} -Xrunhprof:${m} -cp ${_classes} Contended)
endforeach()
# cpu=old: the -prof table's call counts per (callee, caller) pair are exact
hprof_case(java.cpu_old RC 0 TIMEOUT 300
  COMMAND ${java} -Xrunhprof:cpu=old -cp ${_classes} CallCounts)
