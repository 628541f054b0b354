# Tests of the class library (label "library"), included by
# vm/classes/CMakeLists.txt when testing is on:
#   library.sortcheck      Lantern's java.util.Arrays, copied into package t,
#                          against the JDK's own, on the JDK (jdk/SortCheck.java)
#   library.diff.<Main>    programs/<Main>.java run by the JDK and by Lantern's
#                          launcher; stdout, stderr and exit code must be equal
#                          (programs/<Main>.in is fed to stdin when present)
# The JDK runs on the build host; Lantern under the cross-compiling emulator
# (wine) when there is one.
if(NOT Java_JAVAC_EXECUTABLE OR NOT Java_JAVA_EXECUTABLE)
  return()
endif()

set(_lib_dir ${PROJECT_SOURCE_DIR}/test/library)
set(_lib_bin ${CMAKE_BINARY_DIR}/test-library)

add_test(NAME library.sortcheck
  COMMAND ${CMAKE_COMMAND}
    -DJAVAC=${Java_JAVAC_EXECUTABLE} -DJAVA=${Java_JAVA_EXECUTABLE}
    -DARRAYS=${PROJECT_SOURCE_DIR}/vm/classes/java/util/Arrays.java
    -DCHECK=${_lib_dir}/jdk/SortCheck.java -DWORK=${_lib_bin}/sortcheck
    -P ${_lib_dir}/run_sortcheck.cmake)
set_tests_properties(library.sortcheck PROPERTIES LABELS library TIMEOUT 300)

file(GLOB _lib_programs CONFIGURE_DEPENDS ${_lib_dir}/programs/*.java)
set(_lib_classes ${_lib_bin}/classes)
lantern_javac(lantern_library_test_classes OUTPUT_DIR ${_lib_classes} CLEAN
  OPTIONS -nowarn -encoding UTF-8 SOURCES ${_lib_programs} COMMENT "javac: test/library/programs")

string(REPLACE ";" "^^" _lib_emu "${CMAKE_CROSSCOMPILING_EMULATOR}")
# Programs that print POSIX paths and OS messages: compared only when the
# target is the build host's kind of system.
set(_lib_posix_only LibIO)
foreach(src IN LISTS _lib_programs)
  get_filename_component(main ${src} NAME_WE)
  if(WIN32 AND main IN_LIST _lib_posix_only)
    continue()
  endif()
  add_test(NAME library.diff.${main}
    COMMAND ${CMAKE_COMMAND}
      -DJDK=${Java_JAVA_EXECUTABLE}
      -DLANTERN=${LANTERN_IMAGE_DIR}/bin/java${CMAKE_EXECUTABLE_SUFFIX}
      -DEMULATOR=${_lib_emu} -DCLASSES=${_lib_classes} -DMAIN=${main}
      -DINPUT=${_lib_dir}/programs/${main}.in -DWORK=${_lib_bin}/run/${main}
      -P ${_lib_dir}/run_both.cmake)
  set_tests_properties(library.diff.${main} PROPERTIES LABELS library TIMEOUT 600)
endforeach()
