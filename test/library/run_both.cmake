# Runs MAIN from CLASSES on the JDK and on Lantern (under EMULATOR, "^^"-
# separated, if given), each in its own empty directory under WORK, with
# INPUT on stdin when that file exists, and compares stdout, stderr and the
# exit code.  Line ends are normalised to \n (Windows prints \r\n).
if(NOT EXISTS ${LANTERN})
  message(FATAL_ERROR "no Lantern launcher at ${LANTERN}")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/runner_common.cmake)
runner_split(emu EMULATOR)
set(in_args "")
if(EXISTS ${INPUT})
  set(in_args INPUT_FILE ${INPUT})
endif()

function(run tag)
  file(REMOVE_RECURSE ${WORK}/${tag})
  file(MAKE_DIRECTORY ${WORK}/${tag})
  runner_exec(COMMAND ${ARGN} -cp ${CLASSES} ${MAIN} WORKING_DIRECTORY ${WORK}/${tag} ${in_args}
              TIMEOUT 500 CRLF out err)
  set(${tag}_rc "${rc}" PARENT_SCOPE)
  set(${tag}_out "${out}" PARENT_SCOPE)
  set(${tag}_err "${err}" PARENT_SCOPE)
endfunction()

run(jdk ${JDK})
run(lantern ${emu} ${LANTERN})

set(failed OFF)
foreach(stream out err)
  if(NOT jdk_${stream} STREQUAL lantern_${stream})
    set(failed ON)
    file(WRITE ${WORK}/jdk.${stream} "${jdk_${stream}}")
    file(WRITE ${WORK}/lantern.${stream} "${lantern_${stream}}")
    # (expected: the JDK's; actual: Lantern's)
    runner_compare("std${stream}" "${jdk_${stream}}" "${lantern_${stream}}" failed
      "std${stream} differs in the final newline")
  endif()
endforeach()
runner_check_rc("${jdk_rc}" "${lantern_rc}" failed)
if(failed)
  message(FATAL_ERROR "${MAIN}: Lantern differs from the JDK (whole outputs in ${WORK})")
endif()
