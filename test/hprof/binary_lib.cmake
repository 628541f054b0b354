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
  if(VISUALVM AND o MATCHES "\ndump 1 ")
    hprof_visualvm_agrees("${file}" "${o}")
  endif()
  set(${out} "${o}" PARENT_SCOPE)
endfunction()

# hprof_visualvm_agrees(<file> <reader summary>): VisualVM's heap library
# (VISUALVM, set for every binary case in native builds where it is
# installed) opens every binary profile with a heap dump; for a file with
# one dump, its instance count of every class equals the strict reader's.
# (With several dumps appended it must open the file; which dump it shows
# is its own business.)
function(hprof_visualvm_agrees file summary)
  string(REPLACE "^^" ";" visualvm "${VISUALVM}")
  execute_process(COMMAND ${visualvm} "${file}" RESULT_VARIABLE rc OUTPUT_VARIABLE v ERROR_VARIABLE e)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "VisualVM cannot open ${file} (exit ${rc}):\n${e}\n${v}")
  endif()
  if(summary MATCHES "\ndump 2 ")
    return()
  endif()
  # ";" and "[" mean something in CMake lists: kept as "%" and "@"
  string(REPLACE ";" "%" summary "${summary}")
  string(REPLACE "[" "@" summary "${summary}")
  string(REPLACE "\n" ";" lines "${summary}")
  set(n 0)
  foreach(l IN LISTS lines)
    if(l MATCHES "^dump 1 class ([^ ]+) ([0-9]+) ")
      string(REPLACE "%" ";" cls "${CMAKE_MATCH_1}")
      string(REPLACE "@" "[" cls "${cls}")
      set(count ${CMAKE_MATCH_2})
      string(REGEX REPLACE "([][$.+*?^()])" "\\\\\\1" re "${cls}")
      if(NOT v MATCHES "\nclass ${re} ([0-9]+) ")
        message(FATAL_ERROR "VisualVM does not list ${cls} (the strict reader counts ${count}) in ${file}\n${v}")
      endif()
      if(NOT CMAKE_MATCH_1 EQUAL count)
        message(FATAL_ERROR "VisualVM counts ${CMAKE_MATCH_1} ${cls}, the strict reader ${count}, in ${file}")
      endif()
      math(EXPR n "${n} + 1")
    endif()
  endforeach()
  message(STATUS "VisualVM opens ${file} and agrees on the instance counts of its ${n} classes")
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
