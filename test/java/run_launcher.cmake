# run_launcher.cmake -- run the java launcher with one bad (or unusual) usage
# from launcher/cases.txt and compare with what the JDK 17 launcher did
# (launcher/expected/<CASE>.out, .err, .rc, written by launcher/regen.sh).
#
#   cmake -DJAVA=<java> -DCASE=<name> -DMODE=<mode> [-DARGS=a^^b]
#         -DEXPECTED=<dir> [-DEMULATOR=wine] -P run_launcher.cmake
#
# Run in the directory holding launcher-classes/ and the jars.  ARGS and
# EMULATOR are lists separated by "^^".  Modes (see cases.txt):
#   exact        stdout exact, exit code exact, stderr normalised as in
#                run_diff.cmake (library frames and "... N more" dropped);
#   head1        stdout and exit code exact, first stderr line exact;
#   version-err  stdout and exit code exact, stderr a version banner;
#   version-out  stderr and exit code exact, stdout a version banner.
# A version banner is exactly three lines shaped like the JDK's (launcher.md
# section 4):
#   <name> version "<version>" [<date>...]   or   <name> <version> [...]
#   <runtime name> (build <runtime version>)
#   <vm name> (build <vm version>, <vm info>)
# since Lantern's names and version strings differ from the JDK's.
# Line ends are compared after "\r\n" -> "\n" (Windows).
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/diff_common.cmake)

foreach(v JAVA CASE MODE EXPECTED)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "run_launcher.cmake: -D${v}=... is required")
  endif()
endforeach()
set(args "")
if(DEFINED ARGS AND NOT ARGS STREQUAL "")
  string(REPLACE "^^" ";" args "${ARGS}")
endif()
set(emu "")
if(DEFINED EMULATOR AND NOT EMULATOR STREQUAL "")
  string(REPLACE "^^" ";" emu "${EMULATOR}")
endif()
foreach(ext out err rc)
  if(NOT EXISTS ${EXPECTED}/${CASE}.${ext})
    message(FATAL_ERROR "missing expectation ${EXPECTED}/${CASE}.${ext} (launcher/regen.sh writes it)")
  endif()
endforeach()
file(READ ${EXPECTED}/${CASE}.out exp_out)
file(READ ${EXPECTED}/${CASE}.err exp_err)
file(READ ${EXPECTED}/${CASE}.rc exp_rc)
string(STRIP "${exp_rc}" exp_rc)

execute_process(COMMAND ${emu} ${JAVA} ${args}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc TIMEOUT 120)
string(REPLACE "\r\n" "\n" out "${out}")
string(REPLACE "\r\n" "\n" err "${err}")

set(failed FALSE)
function(check_exact what exp act)
  to_lines("${exp}" el)
  to_lines("${act}" al)
  report_diff("${what}" "${el}" "${al}" d)
  if(d OR NOT exp STREQUAL act)
    if(NOT d)
      message("${what} differs in the final newline")
    endif()
    set(failed TRUE PARENT_SCOPE)
  endif()
endfunction()
function(check_banner what text)
  to_lines("${text}" l)
  list(LENGTH l n)
  if(NOT n EQUAL 3)
    shown("${text}" t)
    message("${what}: a version banner has 3 lines, got ${n}:\n${t}")
    set(failed TRUE PARENT_SCOPE)
    return()
  endif()
  list(GET l 0 l1)
  list(GET l 1 l2)
  list(GET l 2 l3)
  set(bad "")
  if(NOT l1 MATCHES "^[A-Za-z][^ ]* (version \"[^\"]+\"|[0-9][^ ]*)( .*)?$")
    string(APPEND bad "  line 1 '${l1}' is not '<name> version \"<v>\" ...' or '<name> <v> ...'\n")
  endif()
  if(NOT l2 MATCHES "^[^ ].* \\(build [^)]+\\)$")
    string(APPEND bad "  line 2 '${l2}' is not '<runtime> (build <v>)'\n")
  endif()
  if(NOT l3 MATCHES "^[^ ].* \\(build [^,)]+, [^)]+\\)$")
    string(APPEND bad "  line 3 '${l3}' is not '<vm> (build <v>, <info>)'\n")
  endif()
  if(bad)
    message("${what}: not a version banner:\n${bad}")
    set(failed TRUE PARENT_SCOPE)
  endif()
endfunction()

if(MODE STREQUAL "exact")
  check_exact("stdout" "${exp_out}" "${out}")
  normalise_err("${exp_err}" ee)
  normalise_err("${err}" ae)
  report_diff("stderr (normalised)" "${ee}" "${ae}" d)
  if(d)
    set(failed TRUE)
  endif()
elseif(MODE STREQUAL "head1")
  check_exact("stdout" "${exp_out}" "${out}")
  string(REGEX REPLACE "\n.*" "" eh "${exp_err}")
  string(REGEX REPLACE "\n.*" "" ah "${err}")
  if(NOT eh STREQUAL ah)
    message("stderr's first line differs:\n  expected: ${eh}\n  actual:   ${ah}")
    set(failed TRUE)
  endif()
elseif(MODE STREQUAL "version-err")
  check_exact("stdout" "${exp_out}" "${out}")
  check_banner("stderr" "${err}")
elseif(MODE STREQUAL "version-out")
  check_exact("stderr" "${exp_err}" "${err}")
  check_banner("stdout" "${out}")
else()
  message(FATAL_ERROR "unknown mode ${MODE}")
endif()
if(NOT "${rc}" STREQUAL "${exp_rc}")
  message("exit code differs: expected ${exp_rc}, got ${rc}")
  set(failed TRUE)
endif()

if(failed)
  string(REPLACE ";" " " cmd "${emu} ${JAVA} ${args}")
  message(FATAL_ERROR "launcher case ${CASE} (${MODE}) differs from the JDK 17 launcher\n  command: ${cmd}")
endif()
message("launcher case ${CASE} (${MODE}): as the JDK")
