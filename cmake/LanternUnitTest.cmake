# LanternUnitTest.cmake -- lantern_unit_test(<target> <source> [TIMEOUT s]):
# a C unit test executable from one source written against test/unit/unit.h.
# Each TEST(name) in a test file becomes one CTest test named
# <file>.<name>; the case table is generated from the same lines, so writing
# a case is all it takes to register it.  A case that exits with 77 is
# reported as skipped (its data could not be made here: no JDK, no jar
# tool); TIMEOUT defaults to 120 seconds.
include_guard(GLOBAL)

function(lantern_unit_test target source)
  cmake_parse_arguments(ARG "" "TIMEOUT" "" ${ARGN})
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 120)
  endif()
  file(STRINGS ${source} lines REGEX "^TEST\\(([A-Za-z0-9_]+)\\)")
  set(inc "")
  set(cases "")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^TEST\\(([A-Za-z0-9_]+)\\).*" "\\1" name "${line}")
    string(APPEND inc "UNIT_CASE(${name})\n")
    list(APPEND cases ${name})
  endforeach()
  set(incfile ${CMAKE_CURRENT_BINARY_DIR}/${target}_cases.inc)
  file(CONFIGURE OUTPUT ${incfile} CONTENT "${inc}")
  add_executable(${target} ${source})
  # unit.h (the TEST() harness) lives in test/unit; the case table in the
  # calling folder's build directory
  target_include_directories(${target} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}
    ${PROJECT_SOURCE_DIR}/test/unit)
  foreach(name IN LISTS cases)
    add_test(NAME ${target}.${name} COMMAND ${target} ${name})
    set_tests_properties(${target}.${name} PROPERTIES TIMEOUT ${ARG_TIMEOUT} LABELS unit SKIP_RETURN_CODE 77)
  endforeach()
endfunction()
