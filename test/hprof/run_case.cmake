# Runs one HPROF test case and checks its outcome.
#   -DCOMMAND=<cmd^^arg^^...>  what to run (the fake VM or Lantern's java)
#   -DEMULATOR=<cmd^^...>      prefix (wine in the Windows cross-build), may be empty
#   -DWORKDIR=<dir>            fresh working directory (the profile lands there)
#   -DEXPECT_RC=<n>            expected exit code
#   -DPROFILE=<name>           profile file to read into ${profile} (optional)
#   -DCHECK=<file.cmake>       checks, run with ${whole} ${profile} ${out} ${err} set
#   -DTIMEOUT=<s>
cmake_minimum_required(VERSION 3.20)
string(REPLACE "^^" ";" cmd "${COMMAND}")
string(REPLACE "^^" ";" emu "${EMULATOR}")
file(REMOVE_RECURSE "${WORKDIR}")
file(MAKE_DIRECTORY "${WORKDIR}")
if(NOT TIMEOUT)
  set(TIMEOUT 120)
endif()
execute_process(COMMAND ${emu} ${cmd}
  WORKING_DIRECTORY "${WORKDIR}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT ${TIMEOUT})
string(REPLACE "\r\n" "\n" out "${out}")
string(REPLACE "\r\n" "\n" err "${err}")
# a sanitizer report fails the case whatever the exit code
if(err MATCHES "runtime error:|AddressSanitizer|LeakSanitizer")
  message(FATAL_ERROR "sanitizer report (exit code ${rc})\n--- stderr:\n${err}")
endif()
if(NOT "${rc}" STREQUAL "${EXPECT_RC}")
  message(FATAL_ERROR "exit code ${rc}, expected ${EXPECT_RC}\n--- stdout:\n${out}\n--- stderr:\n${err}")
endif()
set(profile "")
if(PROFILE)
  if(NOT EXISTS "${WORKDIR}/${PROFILE}")
    message(FATAL_ERROR "no profile ${WORKDIR}/${PROFILE}\n--- stderr:\n${err}")
  endif()
  file(READ "${WORKDIR}/${PROFILE}" whole)
  # ${whole} is the file, ${profile} what follows the prelude
  string(FIND "${whole}" "\n--------\n\n" sep)
  if(sep EQUAL -1)
    message(FATAL_ERROR "no '--------' line after the prelude\n${whole}")
  endif()
  math(EXPR sep "${sep} + 10")
  string(SUBSTRING "${whole}" ${sep} -1 profile)
  set(profile "\n${profile}")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/check_lib.cmake)
include(${CHECK})
message(STATUS "ok")
