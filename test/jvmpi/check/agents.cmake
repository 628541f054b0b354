# -Xcheck:jvmpi, part 1 of 2, included from ../CMakeLists.txt
# where the agents are defined: one agent per check, each making its one
# kind of mistake (agents/xcheck_<check>.c over agents/xcheck.h) while
# jvmpitest.XCheck runs.  The tests: tests.cmake.
foreach(a ids calltrace gc raw jni events suspend)
  lantern_jvmpi_agent(xcheck_${a} ../check/agents/xcheck_${a}.c)
endforeach()
