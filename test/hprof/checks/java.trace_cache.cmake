# TraceCache with the trace cache (hprof_cputime.c) against the same run
# without it (LANTERN_HPROF_TRACE_CACHE=off, every entry's trace taken from
# the stack) and with every hit checked (=check, which aborts on a wrong
# hit): the program's calls must have the same traces (frames and lines)
# and the same counts; times are not compared.  With OLD=1 (cpu=old) the
# table's rows without the time column.  The cache must have been used:
# =check reports its hits, and no thread may have fallen back.
expect(out "^done [0-9]+\n$")

# rows(<out> <file>): the program's rows of the profile, sorted, each
# "count<frames>" for cpu=times (frames joined by |; the thread= of a
# TRACE line left out, since thread serials are not the point) or
# "count callee caller" for cpu=old.
function(rows out file)
  file(READ "${file}" text)
  string(REPLACE ";" "," text "${text}")
  string(REPLACE "[" "@" text "${text}")
  string(REPLACE "]" "@" text "${text}")
  set(result "")
  if(OLD)
    string(REGEX MATCHALL "\n[0-9]+ [^ \n]+ [^ \n]+ [0-9]+" lines "${text}")
    foreach(l IN LISTS lines)
      if(l MATCHES "TraceCache" AND l MATCHES "^\n([0-9]+ [^ ]+ [^ ]+) [0-9]+$")
        list(APPEND result "${CMAKE_MATCH_1}")
      endif()
    endforeach()
  else()
    section(cpu text "CPU TIME (ms) BEGIN" "CPU TIME (ms) END" LAST)
    string(REGEX MATCHALL "\n *[0-9]+ +[0-9.]+% +[0-9.]+% +[0-9]+ +[0-9]+ TraceCache[^\n]*" lines "${cpu}")
    foreach(l IN LISTS lines)
      if(NOT l MATCHES "% +([0-9]+) +([0-9]+) ")
        message(FATAL_ERROR "bad row '${l}'")
      endif()
      set(n ${CMAKE_MATCH_1})
      set(serial ${CMAKE_MATCH_2})
      if(NOT text MATCHES "\nTRACE ${serial}:[^\n]*\n((\t[^\n]*\n)*)")
        message(FATAL_ERROR "no TRACE ${serial} in ${file}")
      endif()
      string(REPLACE "\n" "|" f "${CMAKE_MATCH_1}")
      list(APPEND result "${n}${f}")
    endforeach()
  endif()
  list(SORT result)
  set(${out} "${result}" PARENT_SCOPE)
endfunction()

# the same command again, the profile to another file, the cache set
function(run_again out_file mode)
  set(again "")
  foreach(a IN LISTS cmd)
    if(a MATCHES "^-Xrunhprof:(.*)file=([^,]*)(.*)$")
      set(a "-Xrunhprof:${CMAKE_MATCH_1}file=${out_file}${CMAKE_MATCH_3}")
    endif()
    list(APPEND again "${a}")
  endforeach()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LANTERN_HPROF_TRACE_CACHE=${mode} ${again}
    WORKING_DIRECTORY "${WORKDIR}" RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e
    TIMEOUT ${TIMEOUT})
  if(NOT rc EQUAL 0 OR NOT o STREQUAL out)
    message(FATAL_ERROR "LANTERN_HPROF_TRACE_CACHE=${mode}: exit code ${rc}\n--- stdout:\n${o}\n--- stderr:\n${e}")
  endif()
  set(err_${mode} "${e}" PARENT_SCOPE)
endfunction()

function(same_as_reference run)
  if(NOT "${${run}}" STREQUAL "${reference}")
    string(REPLACE ";" "\n" a "${${run}}")
    string(REPLACE ";" "\n" b "${reference}")
    message(FATAL_ERROR "${run} rows differ from the uncached run\n--- ${run}:\n${a}\n--- uncached:\n${b}")
  endif()
endfunction()

rows(cached "${WORKDIR}/cached.txt")
run_again(reference.txt off)
rows(reference "${WORKDIR}/reference.txt")
list(LENGTH reference nref)
if(nref LESS 20)
  message(FATAL_ERROR "only ${nref} rows of TraceCache without the cache:\n${reference}")
endif()
same_as_reference(cached)
run_again(checked.txt check)
rows(checked "${WORKDIR}/checked.txt")
same_as_reference(checked)
if(NOT err_check MATCHES "HPROF: trace cache: ([0-9]+) hits" OR CMAKE_MATCH_1 LESS 1000)
  message(FATAL_ERROR "the cache was hardly used\n${err_check}")
endif()
expect_not(err_check "trace cache off")
