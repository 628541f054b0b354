# Helpers for the format=b checks (included by checks/bin.*.cmake).

# hprof_read(<out> <file> [<reader-var>]): the strict reader's summary of a
# binary profile (reader/HprofCheck.java); the case fails if it rejects it.
function(hprof_read out file)
  string(REPLACE "^^" ";" reader "${READER}")
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "no profile ${file}\n--- stderr:\n${err}")
  endif()
  execute_process(COMMAND ${reader} "${file}" RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the strict reader rejects ${file} (exit ${rc}):\n${e}\n--- its output:\n${o}")
  endif()
  set(${out} "${o}" PARENT_SCOPE)
endfunction()

# hprof_options(<out>): the agent's options of this case (Lantern's
# -Xrunhprof:<opts>, or the fake VM's second argument).
function(hprof_options out)
  set(o "")
  list(GET cmd 0 prog)
  if(prog MATCHES "hprof_fake_vm[^/\\]*$")
    list(GET cmd 2 o)
  else()
    foreach(a IN LISTS cmd)
      if(a MATCHES "^-Xrunhprof(:(.*))?$")
        set(o "${CMAKE_MATCH_2}")
      endif()
    endforeach()
  endif()
  set(${out} ",${o}," PARENT_SCOPE)
endfunction()

# expect_nodes(<summary> <dump #> <class=count>): the dump holds exactly
# that many instances of the class.
function(expect_nodes summary k spec)
  string(REGEX MATCH "^(.*)=([0-9]+)$" m "${spec}")
  set(name "${CMAKE_MATCH_1}")
  set(n ${CMAKE_MATCH_2})
  string(REGEX REPLACE "([][$.+*?^()])" "\\\\\\1" cls "${name}")
  if(NOT "${summary}" MATCHES "\ndump ${k} class ${cls} ([0-9]+) ")
    message(FATAL_ERROR "dump ${k} has no ${name}\n${summary}")
  endif()
  if(NOT CMAKE_MATCH_1 EQUAL n)
    message(FATAL_ERROR "dump ${k} has ${CMAKE_MATCH_1} ${name}, expected ${n}")
  endif()
endfunction()
