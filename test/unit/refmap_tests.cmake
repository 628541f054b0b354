# test_refmap: reference maps.  Hand-assembled methods check the semantics
# case by case; with a JDK, build steps also compile test/refmap/*.java and
# extract java.base's classes from the JDK's jmod, and the test checks the
# maps against javac's StackMapTable frames on every method of those samples
# and of a bounded sample of the corpus.  Paths are compiled in (absolute
# paths also work under Wine, on its Z: drive).
lantern_unit_test(test_refmap ${CMAKE_CURRENT_LIST_DIR}/test_refmap.c)
target_include_directories(test_refmap PRIVATE ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(test_refmap PRIVATE lantern_refmap)
if(Java_JAVAC_EXECUTABLE)
  set(lantern_rm_data ${CMAKE_CURRENT_LIST_DIR}/../refmap)
  set(lantern_rm_out ${CMAKE_CURRENT_BINARY_DIR}/refmap_data)
  get_filename_component(lantern_rm_javac ${Java_JAVAC_EXECUTABLE} REALPATH)
  get_filename_component(lantern_rm_jdk_bin ${lantern_rm_javac} DIRECTORY)
  file(GLOB lantern_rm_sources ${lantern_rm_data}/*.java)
  add_custom_command(OUTPUT ${lantern_rm_out}/samples.txt ${lantern_rm_out}/corpus.txt
    COMMAND ${CMAKE_COMMAND} -DJAVAC=${Java_JAVAC_EXECUTABLE} -DJDK_BIN=${lantern_rm_jdk_bin}
            -DSRC_DIR=${lantern_rm_data} -DOUT=${lantern_rm_out} -P ${lantern_rm_data}/prepare.cmake
    DEPENDS ${lantern_rm_sources} ${lantern_rm_data}/prepare.cmake
    COMMENT "Compiling the reference-map samples and extracting java.base's classes")
  add_custom_target(refmap_data DEPENDS ${lantern_rm_out}/samples.txt)
  add_dependencies(test_refmap refmap_data)
  target_compile_definitions(test_refmap PRIVATE RM_DATA_DIR="${lantern_rm_out}")
endif()
get_property(lantern_rm_tests DIRECTORY PROPERTY TESTS)
foreach(t IN LISTS lantern_rm_tests)
  if(t MATCHES "^test_refmap\\.")
    set_tests_properties(${t} PROPERTIES SKIP_RETURN_CODE 77)
  endif()
endforeach()
