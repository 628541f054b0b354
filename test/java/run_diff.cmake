# run_diff.cmake -- run one Java test program and compare what it does with
# what the JDK 17 did (the files in test/java/expected/).
#
#   cmake -DJAVA=<java or java.exe> -DMAIN=<main class> -DCLASSES=<dir>
#         -DEXPECTED=<dir> [-DEXPECT=<name>] [-DOPTIONS=a^^b]
#         [-DEMULATOR=wine] [-DTARGET_WINDOWS=ON] [-DTIMEOUT=300]
#         -P run_diff.cmake
#
# Runs `[EMULATOR] JAVA OPTIONS... -cp CLASSES MAIN` (OPTIONS and EMULATOR
# are lists separated by "^^", since a ";" would split the add_test
# argument), captures stdout, stderr and the exit code, and compares them with
# EXPECTED/<EXPECT>.out, .err and .rc (EXPECT defaults to MAIN; the
# negative self-check compares a program with another program's files).
# The environment is inherited from ctest: under Wine that is the
# WINEPREFIX / WINEDEBUG the GNUmakefile sets around the suite, with ASan the
# ASAN_OPTIONS set by lantern_test_environment().
#
# The comparison, after the normalisation below:
#   exit code  exactly;
#   stdout     exactly, byte for byte (with TARGET_WINDOWS, "\r\n" is first
#              turned into "\n", since println writes the Windows line
#              separator);
#   stderr     line by line after normalising BOTH sides:
#     1. a "\r" before a line end is dropped (Windows);
#     2. stack frames ("\tat ..." with any number of leading tabs, as nested
#        Suppressed: traces have) of the class library are dropped: frames
#        with a module prefix ("java.base/...") and frames whose class is
#        in java.*, javax.*, jdk.*, sun.* or com.sun.*.  Lantern's library
#        is its own code, so its line numbers and helper methods differ from
#        the JDK's; the program's frames must still match exactly, as
#        "\tat Name.method(Name.java:12)" with the line number;
#     3. the "... N more" lines are dropped (their counts include library
#        frames);
#     4. everything else is kept exactly: the headers
#        ('Exception in thread "main" java.lang.X: msg'), "Caused by: ...",
#        "Suppressed: ...", and whatever the program itself printed.
# With TARGET_WINDOWS, a file EXPECTED/<EXPECT>.win.out (.win.err, .win.rc)
# replaces <EXPECT>.out (.err, .rc) where Windows must differ: the
# separators Sys_Properties prints; Exit_256's status, which Windows keeps
# as 256 and Wine (the cross-build's runner) reports as 1, as it does for
# any status above 255 (`wine cmd /c exit 256` gives 1 too).
# On a mismatch the first differing lines are printed with their numbers and
# the script fails (FATAL_ERROR); the messages start with
# "stdout differs", "stderr differs" or "exit code differs".
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/runner_common.cmake)

runner_require(run_diff.cmake JAVA MAIN CLASSES EXPECTED)
runner_default(EXPECT ${MAIN})
runner_default(TIMEOUT 300)
runner_split(opts OPTIONS)
runner_split(emu EMULATOR)

foreach(ext out err rc)
  if(NOT EXISTS ${EXPECTED}/${EXPECT}.${ext})
    message(FATAL_ERROR "missing expectation ${EXPECTED}/${EXPECT}.${ext} "
                        "(test/java/regen-expected.sh writes it)")
  endif()
endforeach()
foreach(ext out err rc)
  set(${ext}_file ${EXPECTED}/${EXPECT}.${ext})
  if(TARGET_WINDOWS AND EXISTS ${EXPECTED}/${EXPECT}.win.${ext})
    set(${ext}_file ${EXPECTED}/${EXPECT}.win.${ext})
  endif()
endforeach()
file(READ ${out_file} exp_out)
file(READ ${err_file} exp_err)
file(READ ${rc_file} exp_rc)
string(STRIP "${exp_rc}" exp_rc)

# The class path is relative to the working directory (ctest runs us in the
# test directory), so that the same argument works for a Windows program
# under Wine and for a native one.
# (line ends: stdout below, stderr in normalise_err)
# A program with a file programs/<MAIN>.stdin reads it as its standard input.
set(stdin_file ${EXPECTED}/../programs/${MAIN}.stdin)
if(EXISTS ${stdin_file})
  runner_exec(COMMAND ${emu} ${JAVA} ${opts} -cp ${CLASSES} ${MAIN} TIMEOUT ${TIMEOUT} INPUT_FILE ${stdin_file})
else()
  runner_exec(COMMAND ${emu} ${JAVA} ${opts} -cp ${CLASSES} ${MAIN} TIMEOUT ${TIMEOUT})
endif()

# ---- the comparison ------------------------------------------------------------
set(failed FALSE)
if(TARGET_WINDOWS)
  string(REPLACE "\r\n" "\n" out "${out}")
endif()
# -DSTRIP_THREAD_DUMP=ON: a Ctrl-\ thread dump (its time stamp through its
# Heap summary and the blank line after it) is taken out of stdout, for
# tests that press the key for another reason (tests/threaddump checks dumps).
if(STRIP_THREAD_DUMP)
  string(REGEX REPLACE "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9:]+\nFull thread dump [^\n]*\n(([^H\n][^\n]*)?\n)*Heap\n( [^\n]*\n)*\n" "" out "${out}")
endif()
runner_compare("stdout" "${exp_out}" "${out}" failed
  "stdout differs in line ends or the final newline")

normalise_err("${exp_err}" ee)
normalise_err("${err}" ae)
report_diff("stderr (normalised)" "${ee}" "${ae}" d)
if(d)
  set(failed TRUE)
endif()

runner_check_rc("${exp_rc}" "${rc}" failed)

if(failed)
  string(REPLACE ";" " " cmd "${emu} ${JAVA} ${opts} -cp ${CLASSES} ${MAIN}")
  message(FATAL_ERROR "${MAIN}: differs from ${EXPECT}'s JDK 17 output\n  command: ${cmd}")
endif()
message("${MAIN}: same stdout, stderr and exit code as the JDK (${EXPECT})")
