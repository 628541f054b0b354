# jvmpi_demo.cmake -- the sample agents of demo/jvmpi as an outside
# developer meets them: from an installed image, built with the image's own
# Makefile and headers, run on the image's java.  One step per call:
#
#   -DMODE=install -DBUILD_DIR=<build tree> -DPREFIX=<scratch prefix>
#       a fresh `cmake --install BUILD_DIR --prefix PREFIX`, and the files
#       an agent writer needs are there (include/jni.h, jni_md.h, jvmpi.h;
#       demo/jvmpi/ with its Makefile, sources and JvmpiDemo.class)
#   -DMODE=build -DPREFIX=... -DMAKE=<make> -DCC=<compiler> [-DWINDOWS=ON]
#       `make -C PREFIX/demo/jvmpi CC=... CFLAGS="-O2 -Werror"`, and the
#       four libraries exist (libjvmpi_<name>.so, or jvmpi_<name>.dll)
#   -DMODE=run -DPREFIX=... -DAGENT=<name> [-DOPTIONS=<agent options>]
#       [-DVMARGS=a^^b] [-DARGS=a^^b] -DEXPECTED=<file> [-DEMULATOR=wine^^...]
#       [-DWINDOWS=ON] [-DTIMEOUT=300]
#       in PREFIX/demo/jvmpi: [EMULATOR] PREFIX/bin/java VMARGS
#       -Xrunjvmpi_AGENT[:OPTIONS] -cp . JvmpiDemo ARGS, with the agent found
#       the way the demo's README says (LD_LIBRARY_PATH=. on Linux, the
#       current directory on Windows).  Passes when the exit code is 0,
#       stderr is empty and stdout holds the blocks of EXPECTED in order.
#
# EXPECTED: blocks of lines separated by empty lines; '#' starts a comment
# line.  A block must match consecutive lines of stdout, after the previous
# block's.  A line starting with "re:" is a regular expression for the whole
# line; any other line must be equal.
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/runner_common.cmake)

set(demo ${PREFIX}/demo/jvmpi)

if(MODE STREQUAL "install")
  file(REMOVE_RECURSE ${PREFIX})
  execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}${err}")
  endif()
  foreach(f include/jni.h include/jni_md.h include/jvmpi.h
            demo/jvmpi/Makefile demo/jvmpi/README.md demo/jvmpi/JvmpiDemo.java demo/jvmpi/JvmpiDemo.class
            demo/jvmpi/alloccount.c demo/jvmpi/calltrace.c demo/jvmpi/sampler.c demo/jvmpi/monwatch.c)
    if(NOT EXISTS ${PREFIX}/${f})
      message(FATAL_ERROR "the install tree has no ${f}")
    endif()
  endforeach()
  message("installed into ${PREFIX}")

elseif(MODE STREQUAL "build")
  execute_process(COMMAND ${MAKE} -C ${demo} clean RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  execute_process(COMMAND ${MAKE} -C ${demo} "CC=${CC}" "CFLAGS=-O2 -Werror"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("${out}${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "make in ${demo} failed (${rc})")
  endif()
  foreach(a alloccount calltrace sampler monwatch)
    if(WINDOWS)
      set(lib ${demo}/jvmpi_${a}.dll)
    else()
      set(lib ${demo}/libjvmpi_${a}.so)
    endif()
    if(NOT EXISTS ${lib})
      message(FATAL_ERROR "make did not produce ${lib}")
    endif()
  endforeach()

elseif(MODE STREQUAL "run")
  runner_default(TIMEOUT 300)
  set(java ${PREFIX}/bin/java)
  if(WINDOWS)
    set(java ${PREFIX}/bin/java.exe)
  else()
    set(ENV{LD_LIBRARY_PATH} ".")
  endif()
  set(xrun -Xrunjvmpi_${AGENT})
  if(DEFINED OPTIONS AND NOT OPTIONS STREQUAL "")
    set(xrun "${xrun}:${OPTIONS}")
  endif()
  runner_split(emu EMULATOR)
  runner_split(vmargs VMARGS)
  runner_split(args ARGS)
  runner_exec(COMMAND ${emu} ${java} ${vmargs} ${xrun} -cp . JvmpiDemo ${args}
    WORKING_DIRECTORY ${demo} TIMEOUT ${TIMEOUT} CRLF out err)
  string(REPLACE ";" " " cmd "cd ${demo} && ${emu} ${java} ${vmargs} ${xrun} -cp . JvmpiDemo ${args}")

  # the expectation's blocks, each a list of protected lines
  file(READ ${EXPECTED} exp_text)
  to_lines("${exp_text}" exp_lines)
  to_lines("${out}" act)
  list(LENGTH act na)
  set(problems "")
  set(pos 0)
  set(block "")
  set(nblock 0)
  list(APPEND exp_lines "")           # the last block ends too
  foreach(l IN LISTS exp_lines)
    if("${l}" MATCHES "^#")
      continue()
    endif()
    if(NOT "${l}" STREQUAL "")
      list(APPEND block "${l}")
      math(EXPR nblock "${nblock} + 1")
      continue()
    endif()
    if(nblock EQUAL 0)
      continue()
    endif()
    # find the block at or after pos
    set(found -1)
    math(EXPR last "${na} - ${nblock}")
    if(last GREATER_EQUAL pos)
      foreach(start RANGE ${pos} ${last})
        set(ok TRUE)
        math(EXPR top "${nblock} - 1")
        foreach(i RANGE 0 ${top})
          list(GET block ${i} e)
          math(EXPR j "${start} + ${i}")
          list(GET act ${j} a)
          if("${e}" MATCHES "^re:")
            shown("${e}" re)
            string(SUBSTRING "${re}" 3 -1 re)
            shown("${a}" plain)
            if(NOT "${plain}" MATCHES "^${re}$")
              set(ok FALSE)
              break()
            endif()
          elseif(NOT "${e}" STREQUAL "${a}")
            set(ok FALSE)
            break()
          endif()
        endforeach()
        if(ok)
          set(found ${start})
          break()
        endif()
      endforeach()
    endif()
    if(found LESS 0)
      set(text "")
      foreach(e IN LISTS block)
        shown("${e}" s)
        string(APPEND text "    ${s}\n")
      endforeach()
      string(APPEND problems "stdout lacks these lines (in this order, after line ${pos}):\n${text}")
    else()
      math(EXPR pos "${found} + ${nblock}")
    endif()
    set(block "")
    set(nblock 0)
  endforeach()
  if(NOT err STREQUAL "")
    string(APPEND problems "stderr is not empty\n")
  endif()
  if(NOT "${rc}" STREQUAL "0")
    string(APPEND problems "exit code ${rc}, not 0\n")
  endif()
  if(problems)
    message("${problems}---- stdout ----\n${out}---- stderr ----\n${err}----------------")
    message(FATAL_ERROR "jvmpi_${AGENT}: output not as expected (${EXPECTED})\n  command: ${cmd}")
  endif()
  message("jvmpi_${AGENT}: as expected (${EXPECTED})\n  command: ${cmd}\n${out}")

else()
  message(FATAL_ERROR "jvmpi_demo.cmake: MODE must be install, build or run")
endif()
