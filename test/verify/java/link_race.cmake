# link_race.cmake -- the test verify.link_race: LinkRace's threads link the
# same classes at once; its stdout must be EXPECTED, and with -DTRACE=ON
# (Lantern: -Xtrace:class) stderr must show exactly one verification of
# H2_ok_race, however many threads asked for it at once.  Whether the
# threads did meet (one of them waited for another's linking) is reported,
# not required: the scheduler decides.
#   cmake -DJAVA=<java> -DCLASSES=<class path> -DEXPECTED=<file> [-DTRACE=ON]
#         -P link_race.cmake
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/runner_common.cmake)
runner_require(link_race.cmake JAVA CLASSES EXPECTED)

set(opts "")
if(TRACE)
  set(opts -Xtrace:class)
endif()
runner_exec(COMMAND ${JAVA} ${opts} -cp ${CLASSES} LinkRace TIMEOUT 120)
file(READ ${EXPECTED} exp_out)
set(failed FALSE)
runner_compare("stdout" "${exp_out}" "${out}" failed "stdout differs in line ends")
runner_check_rc("0" "${rc}" failed)
if(TRACE)
  string(REGEX MATCHALL "verified H2_ok_race[^\n]*\n" verified "${err}")
  list(LENGTH verified n)
  if(NOT n EQUAL 1)
    message("H2_ok_race verified ${n} times, not once")
    set(failed TRUE)
  endif()
  string(REGEX MATCHALL "waiting for another thread to link H2_ok_race" waits "${err}")
  list(LENGTH waits w)
  message("threads that waited for another's linking of H2_ok_race: ${w}")
endif()
if(failed)
  message(FATAL_ERROR "LinkRace failed")
endif()
message("LinkRace: H2_ok_race verified once")
