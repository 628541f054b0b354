# run_spin.cmake -- one safepoint test: Spin.java with a thread spinning in
# loop shape SHAPE while main needs the world stopped (ACTION), and what
# the run printed checked.
#
#   cmake -DJAVA=<java> -DCLASSES=<dir> -DSHAPE=<shape> -DACTION=gc|dump|suspend
#         [-DAGENT=<-Xrun option>] [-DOPTIONS=a^^b] [-DEMULATOR=a^^b]
#         [-DTIMEOUT=<s>] -P run_spin.cmake
#
#   gc       main calls System.gc(); stdout must be exactly what the JDK 17
#            prints (the same check runs the JDK: the safepoint.selfcheck.*
#            tests)
#   dump     the agent presses Ctrl-\ / Ctrl-Break: the thread dump must
#            list "spinner" as runnable in its loop's method, and the agent
#            must get its DATA_DUMP_REQUEST
#   suspend  the agent suspends the spinner (and finds it in its loop's
#            method), dumps the heap, resumes it, runs the collector
# Every action also needs: exit code 0, empty stderr, main going on.  A VM
# whose loop does not poll never finishes: TIMEOUT (default 20 s) fails it.
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/runner_common.cmake)

runner_require(run_spin.cmake JAVA CLASSES SHAPE ACTION)
runner_default(TIMEOUT 20)
runner_split(opts OPTIONS)
runner_split(emu EMULATOR)
set(agent "")
if(DEFINED AGENT AND NOT AGENT STREQUAL "")
  set(agent ${AGENT})
endif()
set(what poke)
if(ACTION STREQUAL "gc")
  set(what gc)
endif()
runner_exec(COMMAND ${emu} ${JAVA} ${opts} ${agent} -Dspin.shape=${SHAPE} -Dspin.action=${what}
            -cp ${CLASSES} Spin TIMEOUT ${TIMEOUT} CRLF out err)

set(failed FALSE)
# the method the spinner spins in: javac's shapes are Spin.<shape>,
# SpinGen's are Spin_<shape>.run
set(in "(Spin\\.${SHAPE}|Spin_${SHAPE}\\.run)")
if(ACTION STREQUAL "gc")
  runner_compare("stdout" "spinning: ${SHAPE}\ncollected while spinning: ${SHAPE}\n" "${out}" failed)
else()
  if(ACTION STREQUAL "dump")
    set(expect
      "^spinning: ${SHAPE}\n"
      "Full thread dump "
      "\n\"spinner\" #[0-9]+ daemon [^\n]* runnable  [^\n]*\n   java.lang.Thread.State: RUNNABLE\n\tat ${in}\\("
      "\ndump request served\nmain goes on: ${SHAPE}\n$")
  elseif(ACTION STREQUAL "suspend")
    set(expect
      "^spinning: ${SHAPE}\nspinner suspended in ${in}\nheap dump while suspended: has objects\n"
      "RunGC while spinning: done\nDisableGC/EnableGC while spinning: done\nmain goes on: ${SHAPE}\n$")
  else()
    message(FATAL_ERROR "run_spin.cmake: unknown ACTION ${ACTION}")
  endif()
  foreach(re IN LISTS expect)
    if(NOT out MATCHES "${re}")
      message("stdout lacks: ${re}")
      set(failed TRUE)
    endif()
  endforeach()
endif()
runner_check_rc(0 "${rc}" failed)
if(NOT err STREQUAL "")
  message("stderr is not empty")
  set(failed TRUE)
endif()
if(failed)
  message(FATAL_ERROR "---- stdout ----\n${out}\n---- stderr ----\n${err}")
endif()
message("${SHAPE} ${ACTION}: as expected")
