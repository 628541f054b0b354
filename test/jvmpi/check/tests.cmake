# -Xcheck:jvmpi, part 2 of 2, included from ../CMakeLists.txt
# after lantern_jvmpi_test.  Expected outputs: check/expected/.
#
#   jvmpi.xcheck.<check>       the agent of that check under -Xcheck:jvmpi:
#                              its lines and the VM's warnings, exactly
#   jvmpi.xcheck.off           the events agent without the option: the same
#                              results, no warning (the warnings are the
#                              option's; the IDs agent would crash without it:
#                              GetMethodClass follows a made-up ID)
#   jvmpi.xcheck.jni_and_jvmpi both options: the JNI check's table under ours
#   jvmpi.xcheck.hprof.<mode>  HPROF under -Xcheck:jvmpi: the program's own
#                              output only (no warning), and a profile written
set(_xc ../check/expected)
foreach(a ids calltrace gc raw jni events suspend)
  lantern_jvmpi_test(jvmpi.xcheck.${a} MAIN jvmpitest.XCheck EXPECTED ${_xc}/xcheck_${a}.out
    OPTIONS -Xcheck:jvmpi -Xrunjvmpitest_xcheck_${a})
endforeach()
lantern_jvmpi_test(jvmpi.xcheck.off MAIN jvmpitest.XCheck EXPECTED ${_xc}/xcheck_off.out
  OPTIONS -Xrunjvmpitest_xcheck_events)
lantern_jvmpi_test(jvmpi.xcheck.jni_and_jvmpi MAIN jvmpitest.XCheck EXPECTED ${_xc}/xcheck_jni.out
  OPTIONS -Xcheck:jni -Xcheck:jvmpi -Xrunjvmpitest_xcheck_jni)
foreach(m "sites|heap=sites" "dump|heap=dump" "all|heap=all" "samples|cpu=samples" "times|cpu=times"
          "monitor|monitor=y" "combined|heap=all,cpu=samples,monitor=y,depth=6")
  string(REPLACE "|" ";" f "${m}")
  list(GET f 0 name)
  list(GET f 1 opts)
  lantern_jvmpi_test(jvmpi.xcheck.hprof.${name} MAIN jvmpitest.XCheck EXPECTED ${_xc}/xcheck_hprof.out
    FILE xcheck_hprof_${name}.txt
    OPTIONS -Xcheck:jvmpi -Xrunhprof:${opts},file=xcheck_hprof_${name}.txt)
  set_tests_properties(jvmpi.xcheck.hprof.${name} PROPERTIES LABELS "jvmpi;hprof")
endforeach()
