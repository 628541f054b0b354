# run_agent.cmake -- run one Java program with a JVMPI test agent and compare
# what it printed with a committed expectation.
#
#   cmake -DJAVA=<java> -DMAIN=<main class> -DCLASSES=<dir> -DEXPECTED=<file>
#         [-DOPTIONS=a^^b] [-DEMULATOR=wine] [-DRC=0] [-DMATCH=exact|regex]
#         [-DTIMEOUT=300] [-DOUTPUT_FILE=<file>] -P run_agent.cmake
#
# Runs `[EMULATOR] JAVA OPTIONS... -cp CLASSES MAIN` (lists separated by
# "^^"), in the working directory ctest gives (CLASSES is relative to it, so
# that the same argument works under Wine).  Passes when
#   - the exit code is RC (default 0),
#   - stdout, with "\r\n" turned into "\n", equals the file EXPECTED
#     (MATCH=exact, the default) or matches the regular expression the file
#     holds, anchored at both ends, the two characters "\n" in it standing
#     for a newline (MATCH=regex),
#   - stderr is empty (the agents print to stdout; a sanitizer report, a
#     crash message or a VM warning lands on stderr and fails the test),
#   - OUTPUT_FILE, if given (relative to the working directory), was
#     written by the run and is not empty (e.g. HPROF's profile).
# On failure it prints the first differing line, the whole stdout and
# stderr, and fails with FATAL_ERROR.
cmake_minimum_required(VERSION 3.20)

foreach(v JAVA MAIN CLASSES EXPECTED)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "run_agent.cmake: -D${v}=... is required")
  endif()
endforeach()
if(NOT DEFINED RC OR RC STREQUAL "")
  set(RC 0)
endif()
if(NOT DEFINED MATCH OR MATCH STREQUAL "")
  set(MATCH exact)
endif()
if(NOT DEFINED TIMEOUT OR TIMEOUT STREQUAL "")
  set(TIMEOUT 300)
endif()
set(opts "")
if(DEFINED OPTIONS AND NOT OPTIONS STREQUAL "")
  string(REPLACE "^^" ";" opts "${OPTIONS}")
endif()
set(emu "")
if(DEFINED EMULATOR AND NOT EMULATOR STREQUAL "")
  string(REPLACE "^^" ";" emu "${EMULATOR}")
endif()

file(READ ${EXPECTED} expected)
if(DEFINED OUTPUT_FILE AND NOT OUTPUT_FILE STREQUAL "")
  file(REMOVE ${OUTPUT_FILE})
endif()
execute_process(
  COMMAND ${emu} ${JAVA} ${opts} -cp ${CLASSES} ${MAIN}
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err
  RESULT_VARIABLE rc
  TIMEOUT ${TIMEOUT})
string(REPLACE "\r\n" "\n" out "${out}")
string(REPLACE "\r\n" "\n" err "${err}")

include(${CMAKE_CURRENT_LIST_DIR}/../java/diff_common.cmake)

set(failed FALSE)
if(MATCH STREQUAL "regex")
  string(REGEX REPLACE "\n$" "" re "${expected}")
  # "\n" written in the file (e.g. in "[^\n]") stands for a newline
  string(REPLACE "\\n" "\n" re "${re}")
  if(NOT out MATCHES "^${re}\n?$")
    message("stdout does not match the expression in ${EXPECTED}:\n${re}")
    set(failed TRUE)
  endif()
elseif(NOT out STREQUAL expected)
  to_lines("${expected}" el)
  to_lines("${out}" al)
  report_diff("stdout" "${el}" "${al}" d)
  if(NOT d)
    message("stdout differs in line ends or the final newline")
  endif()
  set(failed TRUE)
endif()
if(NOT err STREQUAL "")
  message("stderr is not empty")
  set(failed TRUE)
endif()
if(NOT "${rc}" STREQUAL "${RC}")
  message("exit code differs: expected ${RC}, got ${rc}")
  set(failed TRUE)
endif()

if(DEFINED OUTPUT_FILE AND NOT OUTPUT_FILE STREQUAL "")
  if(NOT EXISTS ${OUTPUT_FILE})
    message("${OUTPUT_FILE} was not written")
    set(failed TRUE)
  else()
    file(SIZE ${OUTPUT_FILE} _size)
    if(_size EQUAL 0)
      message("${OUTPUT_FILE} is empty")
      set(failed TRUE)
    endif()
  endif()
endif()

string(REPLACE ";" " " cmd "${emu} ${JAVA} ${opts} -cp ${CLASSES} ${MAIN}")
if(failed)
  message("---- stdout ----\n${out}---- stderr ----\n${err}----------------")
  message(FATAL_ERROR "${MAIN}: output differs from ${EXPECTED}\n  command: ${cmd}")
endif()
message("${MAIN}: as expected (${EXPECTED})\n  command: ${cmd}")
