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
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/runner_common.cmake)

runner_require(run_agent.cmake JAVA MAIN CLASSES EXPECTED)
runner_default(RC 0)
runner_default(MATCH exact)
runner_default(TIMEOUT 300)
runner_split(opts OPTIONS)
runner_split(emu EMULATOR)

file(READ ${EXPECTED} expected)
if(DEFINED OUTPUT_FILE AND NOT OUTPUT_FILE STREQUAL "")
  file(REMOVE ${OUTPUT_FILE})
endif()
runner_exec(COMMAND ${emu} ${JAVA} ${opts} -cp ${CLASSES} ${MAIN} TIMEOUT ${TIMEOUT} CRLF out err)

set(failed FALSE)
if(MATCH STREQUAL "regex")
  string(REGEX REPLACE "\n$" "" re "${expected}")
  # "\n" written in the file (e.g. in "[^\n]") stands for a newline
  string(REPLACE "\\n" "\n" re "${re}")
  if(NOT out MATCHES "^${re}\n?$")
    message("stdout does not match the expression in ${EXPECTED}:\n${re}")
    set(failed TRUE)
  endif()
else()
  runner_compare("stdout" "${expected}" "${out}" failed
    "stdout differs in line ends or the final newline")
endif()
if(NOT err STREQUAL "")
  message("stderr is not empty")
  set(failed TRUE)
endif()
runner_check_rc("${RC}" "${rc}" failed)

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
