# Tests of the public JNI headers vm/jni/jni.h and vm/jni/jni_md.h (docs/rules.md rule 2:
# every value and layout is the JDK 17's).  Included by
# test/unit/CMakeLists.txt.  What runs where:
#
#   every build     test_jni_header: constants, types, all slots, structs,
#                   calls through tables; jni_abi_check.c's static asserts for
#                   the build's own data model (LP64 natively, LLP64 in win64)
#   native, with the JDK 17's headers
#                   test_jni_header_jdk: every layout fact (jni_abi_list.h)
#                   equal to the JDK's, at compile time and at run time
#   native, with a C++ compiler
#                   test_jni_header.cxx_calls (the C++ JNIEnv_/JavaVM_
#                   wrappers), and with the JDK: test_jni_header.cxx_types_
#                   match_jdk, the exact C++ type of all slots and wrappers
#   native, with the JDK 17
#                   test_jni_header.runs_in_jdk: natives compiled against
#                   vm/jni/jni.h, loaded and called by the JDK 17 itself
#   native          compile-only: C89 and C++98 dialects, ILP32 with -m32,
#                   Win64 and Win32 with mingw-w64 when installed
#
# The C++ targets use enable_language(CXX) here, after check_language(CXX):
# only these targets use C++, and builds without a C++ compiler skip them.

lantern_unit_test(test_jni_header test_jni_header.c)
target_sources(test_jni_header PRIVATE jni_abi_check.c)
target_include_directories(test_jni_header PRIVATE ${PROJECT_SOURCE_DIR}/vm/jni)

# A test that is one command (often a compiler: passes if it compiles).
function(lantern_jni_command_test name)
  add_test(NAME test_jni_header.${name} COMMAND ${ARGN})
  set_tests_properties(test_jni_header.${name} PROPERTIES TIMEOUT 120 LABELS unit)
endfunction()

if(CMAKE_CROSSCOMPILING)
  return()
endif()

# ---- the JDK's own headers ------------------------------------------------
# JDK 17 exactly: a later JDK's table has more slots.  Its jni.h names
# JNI_VERSION_10 and nothing later.
set(_jni_candidates)
if(DEFINED ENV{JAVA_HOME})
  list(APPEND _jni_candidates $ENV{JAVA_HOME}/include)
endif()
if(Java_JAVAC_EXECUTABLE)
  get_filename_component(_javac "${Java_JAVAC_EXECUTABLE}" REALPATH)
  get_filename_component(_jdk_home "${_javac}" DIRECTORY)
  get_filename_component(_jdk_home "${_jdk_home}" DIRECTORY)
  list(APPEND _jni_candidates ${_jdk_home}/include)
endif()
file(GLOB _jni_globbed LIST_DIRECTORIES true
     /usr/lib/jvm/java-17-openjdk*/include /usr/lib/jvm/*-17-*/include
     /usr/lib/jvm/jdk-17*/include /Library/Java/JavaVirtualMachines/*17*/Contents/Home/include)
list(APPEND _jni_candidates ${_jni_globbed})
set(LANTERN_JDK_JNI_INCLUDE "" CACHE PATH "The JDK 17's include directory (holds jni.h)")
if(NOT LANTERN_JDK_JNI_INCLUDE)
  foreach(dir IN LISTS _jni_candidates)
    if(EXISTS ${dir}/jni.h)
      file(STRINGS ${dir}/jni.h _v10 REGEX "define JNI_VERSION_10 ")
      file(STRINGS ${dir}/jni.h _vlater REGEX "define JNI_VERSION_(1[1-9]|[2-9][0-9]) ")
      if(_v10 AND NOT _vlater)
        set(LANTERN_JDK_JNI_INCLUDE ${dir} CACHE PATH "The JDK 17's include directory (holds jni.h)" FORCE)
        break()
      endif()
    endif()
  endforeach()
endif()
set(_jdk_md "")
if(LANTERN_JDK_JNI_INCLUDE)
  foreach(sub linux darwin bsd aix win32)
    if(EXISTS ${LANTERN_JDK_JNI_INCLUDE}/${sub}/jni_md.h)
      set(_jdk_md ${LANTERN_JDK_JNI_INCLUDE}/${sub})
      break()
    endif()
  endforeach()
endif()
if(LANTERN_JDK_JNI_INCLUDE AND _jdk_md)
  set(_have_jdk TRUE)
  message(STATUS "JNI header tests: comparing with ${LANTERN_JDK_JNI_INCLUDE}/jni.h")
else()
  set(_have_jdk FALSE)
  message(STATUS "JNI header tests: JDK 17 headers not found, no comparison with the JDK's jni.h")
endif()

if(_have_jdk)
  # The JDK's facts, generated at build time.
  add_executable(jni_abi_dump_jdk jni_abi_dump.c)
  target_include_directories(jni_abi_dump_jdk PRIVATE
    ${LANTERN_JDK_JNI_INCLUDE} ${_jdk_md} ${CMAKE_CURRENT_SOURCE_DIR})
  target_compile_definitions(jni_abi_dump_jdk PRIVATE JNI_ABI_WANT_JDK)
  add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/jni_abi_jdk.h
    COMMAND jni_abi_dump_jdk ${CMAKE_CURRENT_BINARY_DIR}/jni_abi_jdk.h
    DEPENDS jni_abi_dump_jdk
    COMMENT "Reading the JNI layout of ${LANTERN_JDK_JNI_INCLUDE}/jni.h" VERBATIM)

  lantern_unit_test(test_jni_header_jdk test_jni_header_jdk.c)
  target_sources(test_jni_header_jdk PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/jni_abi_jdk.h)
  target_include_directories(test_jni_header_jdk PRIVATE ${PROJECT_SOURCE_DIR}/vm/jni)
endif()

# ---- natives built against Lantern's jni.h, run by the JDK 17 ------------
# The library is built with hidden visibility (only JNIEXPORT exports) and
# the JDK runs it under -Xcheck:jni.  Not in the sanitizer build: an
# ASan-instrumented library cannot be loaded into an uninstrumented java.
get_filename_component(_jdk_bin ${LANTERN_JDK_JNI_INCLUDE}/../bin ABSOLUTE)
if(_have_jdk AND NOT LANTERN_SANITIZE AND EXISTS ${_jdk_bin}/java AND EXISTS ${_jdk_bin}/javac)
  add_library(jni_header_native SHARED jni_header_native.c)
  target_include_directories(jni_header_native PRIVATE ${PROJECT_SOURCE_DIR}/vm/jni)
  set_target_properties(jni_header_native PROPERTIES C_VISIBILITY_PRESET hidden
    LIBRARY_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/jni_header_lib)
  set(_classes ${CMAKE_CURRENT_BINARY_DIR}/jni_header_classes)
  set(_java_src ${CMAKE_CURRENT_SOURCE_DIR}/jni_header_java/JniHeaderCheck.java)
  add_custom_command(OUTPUT ${_classes}/JniHeaderCheck.class
    COMMAND ${_jdk_bin}/javac -d ${_classes} ${_java_src}
    DEPENDS ${_java_src} COMMENT "javac JniHeaderCheck.java" VERBATIM)
  add_custom_target(jni_header_classes ALL DEPENDS ${_classes}/JniHeaderCheck.class jni_header_native)
  lantern_jni_command_test(runs_in_jdk ${_jdk_bin}/java -Xcheck:jni
    -Djava.library.path=$<TARGET_FILE_DIR:jni_header_native> -cp ${_classes} JniHeaderCheck)
  set_tests_properties(test_jni_header.runs_in_jdk PROPERTIES
    PASS_REGULAR_EXPRESSION "all checks passed" FAIL_REGULAR_EXPRESSION "FAIL|WARNING|FATAL")
endif()

# ---- C++ ------------------------------------------------------------------
include(CheckLanguage)
check_language(CXX)
if(CMAKE_CXX_COMPILER)
  enable_language(CXX)
  add_executable(jni_abi_cxx jni_abi_cxx.cpp)
  target_include_directories(jni_abi_cxx PRIVATE ${PROJECT_SOURCE_DIR}/vm/jni ${CMAKE_CURRENT_SOURCE_DIR})
  set(_cxx_targets jni_abi_cxx)
  lantern_jni_command_test(cxx_calls $<TARGET_FILE:jni_abi_cxx> calls)
  if(_have_jdk)
    add_executable(jni_abi_cxx_jdk jni_abi_cxx.cpp)
    target_include_directories(jni_abi_cxx_jdk PRIVATE
      ${LANTERN_JDK_JNI_INCLUDE} ${_jdk_md} ${CMAKE_CURRENT_SOURCE_DIR})
    target_compile_definitions(jni_abi_cxx_jdk PRIVATE JNI_ABI_WANT_JDK)
    list(APPEND _cxx_targets jni_abi_cxx_jdk)
    set(_list ${CMAKE_CURRENT_BINARY_DIR}/jni_abi_cxx_jdk.txt)
    add_custom_command(OUTPUT ${_list}
      COMMAND jni_abi_cxx_jdk ${_list}
      DEPENDS jni_abi_cxx_jdk
      COMMENT "Listing the C++ types of ${LANTERN_JDK_JNI_INCLUDE}/jni.h" VERBATIM)
    add_custom_target(jni_abi_cxx_jdk_list ALL DEPENDS ${_list})
    lantern_jni_command_test(cxx_types_match_jdk $<TARGET_FILE:jni_abi_cxx> compare ${_list})
  endif()
  set_target_properties(${_cxx_targets} PROPERTIES
    CXX_STANDARD 11 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF)
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    # The oldest dialect the header supports, strictly.
    lantern_jni_command_test(cxx98_dialect ${CMAKE_CXX_COMPILER} -x c++ -std=c++98
      -pedantic-errors -Wall -Wextra -Werror -fsyntax-only ${PROJECT_SOURCE_DIR}/vm/jni/jni.h)
  endif()
endif()

# ---- compile-only checks for other dialects and data models ---------------
set(_strict -std=c11 -Wall -Wextra -Werror -fsyntax-only
    -I${PROJECT_SOURCE_DIR}/vm/jni -I${CMAKE_CURRENT_SOURCE_DIR})
set(_check ${CMAKE_CURRENT_SOURCE_DIR}/jni_abi_check.c)
# The unit test too, for the other Windows models: its fake JNI functions must
# have the table's exact types, __stdcall included.
set(_check_all ${_check} ${CMAKE_CURRENT_SOURCE_DIR}/test_jni_header.c
    -I${CMAKE_CURRENT_BINARY_DIR} -Wno-unused-parameter)

if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  lantern_jni_command_test(c89_dialect ${CMAKE_C_COMPILER} -x c -std=c89 -pedantic-errors
    -Wall -Wextra -Werror -fsyntax-only ${PROJECT_SOURCE_DIR}/vm/jni/jni.h)

  # ILP32 (i386 Linux).  Without multilib there is no 32-bit <stdio.h>;
  # jni.h needs only the name FILE from it, so a stub stands in.
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
    set(_stub ${CMAKE_CURRENT_BINARY_DIR}/jni_ilp32_stub)
    file(WRITE ${_stub}/stdio.h "/* stand-in for a 32-bit <stdio.h> */\ntypedef struct _IO_FILE FILE;\n")
    execute_process(COMMAND ${CMAKE_C_COMPILER} -m32 -std=c11 -fsyntax-only -isystem ${_stub}
                            -I${PROJECT_SOURCE_DIR}/vm/jni -x c ${PROJECT_SOURCE_DIR}/vm/jni/jni.h
                    RESULT_VARIABLE _m32_rc OUTPUT_QUIET ERROR_QUIET)
    if(_m32_rc EQUAL 0)
      lantern_jni_command_test(abi_ilp32 ${CMAKE_C_COMPILER} -m32 -isystem ${_stub} ${_strict} ${_check})
    else()
      message(STATUS "JNI header tests: ${CMAKE_C_COMPILER} -m32 does not work, no ILP32 check")
    endif()
  endif()
endif()

# LLP64 and 32-bit Windows (where JNICALL is __stdcall and jint is long).
find_program(LANTERN_MINGW64_CC x86_64-w64-mingw32-gcc)
find_program(LANTERN_MINGW32_CC i686-w64-mingw32-gcc)
if(LANTERN_MINGW64_CC)
  lantern_jni_command_test(abi_win64 ${LANTERN_MINGW64_CC} ${_strict} ${_check_all})
endif()
set(_win32_cc "")
if(LANTERN_MINGW32_CC)
  set(_win32_cc ${LANTERN_MINGW32_CC})
elseif(LANTERN_MINGW64_CC)
  execute_process(COMMAND ${LANTERN_MINGW64_CC} -m32 -std=c11 -fsyntax-only
                          -I${PROJECT_SOURCE_DIR}/vm/jni -x c ${PROJECT_SOURCE_DIR}/vm/jni/jni.h
                  RESULT_VARIABLE _w32_rc OUTPUT_QUIET ERROR_QUIET)
  if(_w32_rc EQUAL 0)
    set(_win32_cc ${LANTERN_MINGW64_CC} -m32)
  endif()
endif()
if(_win32_cc)
  lantern_jni_command_test(abi_win32 ${_win32_cc} ${_strict} ${_check_all})
endif()
