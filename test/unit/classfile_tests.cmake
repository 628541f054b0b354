# test_classfile: the class-file parser and the opcode table.  The malformed
# class files and HotSpot's verdicts live in test/classfile (committed; see
# record.sh there); the well-formed samples are compiled here by javac, when
# there is one.  Paths are compiled in: absolute /work/... paths also work
# under Wine, which maps them onto its Z: drive.
lantern_unit_test(test_classfile test_classfile.c)
target_link_libraries(test_classfile PRIVATE lantern_classfile)
set(lantern_cf_data ${PROJECT_SOURCE_DIR}/test/classfile)
target_compile_definitions(test_classfile PRIVATE CF_DATA_DIR="${lantern_cf_data}")
if(Java_JAVAC_EXECUTABLE)
  set(lantern_cf_out ${CMAKE_CURRENT_BINARY_DIR}/classfile_samples)
  file(GLOB lantern_cf_sources ${lantern_cf_data}/samples/*.java ${lantern_cf_data}/release8/*.java)
  add_custom_command(OUTPUT ${lantern_cf_out}/list.txt
    COMMAND ${CMAKE_COMMAND} -DJAVAC=${Java_JAVAC_EXECUTABLE} -DSRC_DIR=${lantern_cf_data}
            -DOUT=${lantern_cf_out} -P ${lantern_cf_data}/compile_samples.cmake
    DEPENDS ${lantern_cf_sources} ${lantern_cf_data}/compile_samples.cmake
    COMMENT "Compiling the class-file samples with javac")
  add_custom_target(classfile_samples DEPENDS ${lantern_cf_out}/list.txt)
  add_dependencies(test_classfile classfile_samples)
  target_compile_definitions(test_classfile PRIVATE CF_SAMPLES_DIR="${lantern_cf_out}")
endif()
get_property(lantern_cf_tests DIRECTORY PROPERTY TESTS)
foreach(t IN LISTS lantern_cf_tests)
  if(t MATCHES "^test_classfile\\.")
    set_tests_properties(${t} PROPERTIES SKIP_RETURN_CODE 77)
  endif()
endforeach()
