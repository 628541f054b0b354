# runner_common.cmake -- what the test runner scripts (cmake -P) share:
# reading their -D arguments, running the program under test (under the
# cross-build's emulator, Wine, when there is one) with a timeout, line-end
# normalisation, comparing texts and exit codes with a readable report.
# Included by test/java/run_diff.cmake, run_launcher.cmake,
# test/jvmpi/run_agent.cmake, test/jni/embed/run_embed.cmake,
# test/library/run_both.cmake, test/hprof/run_case.cmake,
# test/threaddump/check_threaddump.cmake, test/demo/jvmpi_demo.cmake and
# test/verify/java/link_race.cmake.
# Each runner keeps its own pass/fail rules (in its header); only the
# mechanics live here.
include_guard(GLOBAL)

# runner_require(<script> <var>...): each -D<var>=... must be given.
function(runner_require script)
  foreach(v IN LISTS ARGN)
    if(NOT DEFINED ${v})
      message(FATAL_ERROR "${script}: -D${v}=... is required")
    endif()
  endforeach()
endfunction()

# runner_default(<var> <value>): <value> when -D<var> is missing or empty.
function(runner_default var value)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    set(${var} "${value}" PARENT_SCOPE)
  endif()
endfunction()

# runner_split(<out> <var>): the "^^"-separated list in ${<var>} (a ";"
# would split the add_test argument) as a CMake list; empty when <var> is
# missing or empty.  EMULATOR, OPTIONS, ARGS ... arrive this way.
function(runner_split out var)
  set(list "")
  if(DEFINED ${var} AND NOT "${${var}}" STREQUAL "")
    string(REPLACE "^^" ";" list "${${var}}")
  endif()
  set(${out} "${list}" PARENT_SCOPE)
endfunction()

# runner_exec(COMMAND <cmd>... [TIMEOUT <s>] [WORKING_DIRECTORY <dir>]
#             [INPUT_FILE <file>] [CRLF <out|err>...]): runs the command
# (the caller puts the emulator first) and sets out, err and rc in the
# caller's scope.  CRLF names the streams in which "\r\n" becomes "\n"
# (Windows programs write "\r\n"; a runner that compares a stream more
# carefully normalises it itself).
function(runner_exec)
  cmake_parse_arguments(PARSE_ARGV 0 R "" "TIMEOUT;WORKING_DIRECTORY;INPUT_FILE" "COMMAND;CRLF")
  set(extra "")
  if(DEFINED R_TIMEOUT)
    list(APPEND extra TIMEOUT ${R_TIMEOUT})
  endif()
  if(DEFINED R_WORKING_DIRECTORY)
    list(APPEND extra WORKING_DIRECTORY ${R_WORKING_DIRECTORY})
  endif()
  if(DEFINED R_INPUT_FILE)
    list(APPEND extra INPUT_FILE ${R_INPUT_FILE})
  endif()
  execute_process(COMMAND ${R_COMMAND} ${extra}
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  foreach(stream IN LISTS R_CRLF)
    string(REPLACE "\r\n" "\n" ${stream} "${${stream}}")
  endforeach()
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
  set(rc "${rc}" PARENT_SCOPE)
endfunction()

# runner_compare(<what> <expected> <actual> <failed-var> [<same-lines message>]):
# the texts must be equal; if not, prints the first differing lines (or, if
# the lines are the same, the message: the difference is in line ends or the
# final newline) and sets <failed-var> to TRUE in the caller's scope.
function(runner_compare what expected actual failed_var)
  if("${expected}" STREQUAL "${actual}")
    return()
  endif()
  to_lines("${expected}" el)
  to_lines("${actual}" al)
  report_diff("${what}" "${el}" "${al}" d)
  if(NOT d AND ARGC GREATER 4)
    message("${ARGV4}")
  endif()
  set(${failed_var} TRUE PARENT_SCOPE)
endfunction()

# runner_check_rc(<expected> <actual> <failed-var>): the exit codes must be
# equal (compared as strings: a timeout or a crash is a text).
function(runner_check_rc expected actual failed_var)
  if(NOT "${actual}" STREQUAL "${expected}")
    message("exit code differs: expected ${expected}, got ${actual}")
    set(${failed_var} TRUE PARENT_SCOPE)
  endif()
endfunction()

# ---- texts as lines -----------------------------------------------------------
# CMake lists cannot hold ";" and treat "[" "]" specially: protect them while
# a text is handled as a list of lines.
string(ASCII 1 SEMI)
string(ASCII 2 LBR)
string(ASCII 3 RBR)
function(to_lines text outvar)
  string(REPLACE ";" "${SEMI}" text "${text}")
  string(REPLACE "[" "${LBR}" text "${text}")
  string(REPLACE "]" "${RBR}" text "${text}")
  string(REPLACE "\r\n" "\n" text "${text}")
  # A final newline does not start another line.
  string(REGEX REPLACE "\n$" "" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(${outvar} "${lines}" PARENT_SCOPE)
endfunction()
function(shown line outvar)
  string(REPLACE "${SEMI}" ";" line "${line}")
  string(REPLACE "${LBR}" "[" line "${line}")
  string(REPLACE "${RBR}" "]" line "${line}")
  string(REPLACE "\t" "\\t" line "${line}")
  set(${outvar} "${line}" PARENT_SCOPE)
endfunction()

# Normalised stderr (rules 1-4 in the header of run_diff.cmake).
function(normalise_err text outvar)
  to_lines("${text}" lines)
  set(kept "")
  set(n 0)
  foreach(l IN LISTS lines)
    if(l MATCHES "^\t+at ")
      string(REGEX REPLACE "^\t+at " "" frame "${l}")
      if(frame MATCHES "^[A-Za-z0-9_.]+(@[^/]*)?/")        # module prefix
        continue()
      endif()
      if(frame MATCHES "^(java|javax|jdk|sun|com\\.sun)\\.")
        continue()
      endif()
    elseif(l MATCHES "^\t*\\.\\.\\. [0-9]+ more$")
      continue()
    endif()
    # (list(APPEND) would lose a leading empty line)
    if(n EQUAL 0)
      set(kept "${l}")
    else()
      string(APPEND kept ";${l}")
    endif()
    math(EXPR n "${n} + 1")
  endforeach()
  set(${outvar} "${kept}" PARENT_SCOPE)
endfunction()

# Prints the first difference between two lists of lines and a few lines of
# context; sets <found> to TRUE if they differ.
function(report_diff what exp act found)
  list(LENGTH exp ne)
  list(LENGTH act na)
  set(n ${ne})
  if(na GREATER n)
    set(n ${na})
  endif()
  set(first -1)
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      set(e "<no line>")
      set(a "<no line>")
      if(i LESS ne)
        list(GET exp ${i} e)
      endif()
      if(i LESS na)
        list(GET act ${i} a)
      endif()
      if(NOT e STREQUAL a)
        set(first ${i})
        break()
      endif()
    endforeach()
  endif()
  if(first EQUAL -1)
    set(${found} FALSE PARENT_SCOPE)
    return()
  endif()
  math(EXPR lineno "${first} + 1")
  set(msg "${what} differs at line ${lineno} (expected ${ne} lines, got ${na}):\n")
  math(EXPR from "${first} - 2")
  if(from LESS 0)
    set(from 0)
  endif()
  math(EXPR to "${first} + 4")
  # Lines that agree are shown once ("  same"), the others as a pair.
  foreach(i RANGE ${from} ${to})
    math(EXPR k "${i} + 1")
    set(e "<no line>")
    set(a "<no line>")
    if(i LESS ne)
      list(GET exp ${i} e)
    endif()
    if(i LESS na)
      list(GET act ${i} a)
    endif()
    if(NOT i LESS ne AND NOT i LESS na)
      break()
    endif()
    shown("${e}" e)
    shown("${a}" a)
    if(e STREQUAL a)
      string(APPEND msg "    same ${k}: ${e}\n")
    else()
      string(APPEND msg "  expected ${k}: ${e}\n")
      string(APPEND msg "  actual   ${k}: ${a}\n")
    endif()
  endforeach()
  message("${msg}")
  set(${found} TRUE PARENT_SCOPE)
endfunction()

