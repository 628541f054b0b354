# run_launcher.cmake -- run the java launcher with one bad (or unusual) usage
# from launcher/cases.txt and compare with what the JDK 17 launcher did
# (launcher/expected/<CASE>.out, .err, .rc, written by launcher/regen.sh).
#
#   cmake -DJAVA=<java> -DCASE=<name> -DMODE=<mode> [-DARGS=a^^b]
#         -DEXPECTED=<dir> [-DEMULATOR=wine] -P run_launcher.cmake
#
# Run in the directory holding launcher-classes/ and the jars.  ARGS and
# EMULATOR are lists separated by "^^"; leading ARGS of the form
# ENV:<NAME>=<value> set the environment instead ("%20" is a blank).  Modes (see cases.txt):
#   exact        stdout exact, exit code exact, stderr normalised as in
#                run_diff.cmake (library frames and "... N more" dropped);
#   head1        stdout and exit code exact, first stderr line exact;
#   version-err  stdout and exit code exact, stderr a version banner;
#   version-out  stderr and exit code exact, stdout a version banner.
# A version banner is exactly three lines shaped like the JDK's:
#   <name> version "<version>" [<date>...]   or   <name> <version> [...]
#   <runtime name> (build <runtime version>)
#   <vm name> (build <vm version>, <vm info>)
# since Lantern's names and version strings differ from the JDK's.
# Line ends are compared after "\r\n" -> "\n" (Windows).
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/runner_common.cmake)

runner_require(run_launcher.cmake JAVA CASE MODE EXPECTED)
runner_split(args ARGS)
# leading ENV:<NAME>=<value> arguments: the run's environment ("%20" = blank)
set(env_prefix "")
while(args)
  list(GET args 0 a)
  if(NOT a MATCHES "^ENV:([A-Za-z_][A-Za-z0-9_]*)=(.*)$")
    break()
  endif()
  # through `cmake -E env`: set(ENV{..} "") would unset, not empty it
  string(REPLACE "%20" " " v "${CMAKE_MATCH_2}")
  list(APPEND env_prefix "${CMAKE_MATCH_1}=${v}")
  list(POP_FRONT args)
endwhile()
if(env_prefix)
  list(PREPEND env_prefix ${CMAKE_COMMAND} -E env)
endif()
runner_split(emu EMULATOR)
foreach(ext out err rc)
  if(NOT EXISTS ${EXPECTED}/${CASE}.${ext})
    message(FATAL_ERROR "missing expectation ${EXPECTED}/${CASE}.${ext} (launcher/regen.sh writes it)")
  endif()
endforeach()
file(READ ${EXPECTED}/${CASE}.out exp_out)
file(READ ${EXPECTED}/${CASE}.err exp_err)
file(READ ${EXPECTED}/${CASE}.rc exp_rc)
string(STRIP "${exp_rc}" exp_rc)

runner_exec(COMMAND ${env_prefix} ${emu} ${JAVA} ${args} TIMEOUT 120 CRLF out err)

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
runner_check_rc("${exp_rc}" "${rc}" failed)

if(failed)
  string(REPLACE ";" " " cmd "${emu} ${JAVA} ${args}")
  message(FATAL_ERROR "launcher case ${CASE} (${MODE}) differs from the JDK 17 launcher\n  command: ${cmd}")
endif()
message("launcher case ${CASE} (${MODE}): as the JDK")
