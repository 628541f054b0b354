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
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/runner_common.cmake)
runner_require(run_embed.cmake EXE CLASSES EXPECTED)
runner_default(RC 0)
runner_split(emu EMULATOR)
runner_split(opts OPTIONS)
runner_exec(COMMAND ${emu} ${EXE} ${CLASSES} ${opts} TIMEOUT 300 CRLF out err)
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
foreach(stream out err)
  runner_compare("std${stream}" "${exp_${stream}}" "${${stream}}" failed)
endforeach()
if(failed)
  message("---- stdout ----\n${out}---- stderr ----\n${err}----")
  message(FATAL_ERROR "embedding test failed")
endif()
