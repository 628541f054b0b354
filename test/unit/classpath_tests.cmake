# Unit tests of vm/classpath/zip.c and vm/classpath/classpath.c.  Their jars are made at build
# time by the JDK's `jar` tool (test/classpath/make_jars.cmake) into
# cpdata/ next to the test, which the tests find relative to their working
# directory (so the same relative paths work under Wine).  Without `jar` the
# cases that need those jars say so and pass; the corrupt-archive cases build
# their archives themselves and always run.
lantern_unit_test(test_classpath test_classpath.c)
target_link_libraries(test_classpath PRIVATE lantern_classpath)
if(Java_JAR_EXECUTABLE)
  set(_cpdata ${CMAKE_CURRENT_BINARY_DIR}/cpdata)
  file(GLOB_RECURSE _cpsrc ${PROJECT_SOURCE_DIR}/test/classpath/*)
  add_custom_command(OUTPUT ${_cpdata}/stamp
    COMMAND ${CMAKE_COMMAND} -DJAR=${Java_JAR_EXECUTABLE}
            -DSRC=${PROJECT_SOURCE_DIR}/test/classpath -DOUT=${_cpdata}
            -P ${PROJECT_SOURCE_DIR}/test/classpath/make_jars.cmake
    DEPENDS ${_cpsrc}
    COMMENT "Making the class-path test jars with ${Java_JAR_EXECUTABLE}")
  add_custom_target(classpath_testdata DEPENDS ${_cpdata}/stamp)
  add_dependencies(test_classpath classpath_testdata)
  target_compile_definitions(test_classpath PRIVATE CLASSPATH_HAVE_JARS=1)
endif()
