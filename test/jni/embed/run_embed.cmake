# run_embed.cmake -- run one embedding program and compare its output with
# what the same program printed on the JDK 17 (expected/, from regen.sh).
#
#   cmake -DEXE=<program> -DCLASSES=<dir> -DEXPECTED=<expected/name>
#         [-DEMULATOR=wine] [-DRC=0] [-DOPTIONS=a^^b] -P run_embed.cmake
#
# Runs `[EMULATOR] EXE CLASSES [OPTIONS...]` (VM options) in the working directory ctest gives
# (CLASSES relative to it, so that the same argument works under Wine).
# Passes when the exit code is RC (default 0; "abort" accepts any non-zero
# code, as abort() ends a process differently on each platform), stdout
# equals EXPECTED.out and stderr equals EXPECTED.err, "\r\n" read as "\n".
cmake_minimum_required(VERSION 3.20)
foreach(v EXE CLASSES EXPECTED)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "run_embed.cmake: -D${v}=... is required")
  endif()
endforeach()
if(NOT DEFINED RC OR RC STREQUAL "")
  set(RC 0)
endif()
set(emu "")
if(DEFINED EMULATOR AND NOT EMULATOR STREQUAL "")
  string(REPLACE "^^" ";" emu "${EMULATOR}")
endif()
set(opts "")
if(DEFINED OPTIONS AND NOT OPTIONS STREQUAL "")
  string(REPLACE "^^" ";" opts "${OPTIONS}")
endif()
execute_process(COMMAND ${emu} ${EXE} ${CLASSES} ${opts}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc TIMEOUT 300)
string(REPLACE "\r\n" "\n" out "${out}")
string(REPLACE "\r\n" "\n" err "${err}")
file(READ ${EXPECTED}.out exp_out)
set(exp_err "")
if(EXISTS ${EXPECTED}.err)
  file(READ ${EXPECTED}.err exp_err)
endif()
# Wine's own complaint when a process aborts under it is not the program's.
if(emu)
  string(REGEX REPLACE "wine client error:[^\n]*\n" "" err "${err}")
endif()
set(failed FALSE)
if(RC STREQUAL "abort")
  if(rc EQUAL 0)
    message("exit code 0, expected an abnormal end")
    set(failed TRUE)
  endif()
elseif(NOT rc STREQUAL "${RC}")
  message("exit code ${rc}, expected ${RC}")
  set(failed TRUE)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/../../java/diff_common.cmake)
foreach(stream out err)
  if(NOT "${${stream}}" STREQUAL "${exp_${stream}}")
    set(failed TRUE)
    to_lines("${exp_${stream}}" el)
    to_lines("${${stream}}" al)
    report_diff("std${stream}" "${el}" "${al}" d)
  endif()
endforeach()
if(failed)
  message("---- stdout ----\n${out}---- stderr ----\n${err}----")
  message(FATAL_ERROR "embedding test failed")
endif()
