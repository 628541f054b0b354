# CallCounts, cpu=old: the -prof table alone (no header, no other records),
# every row "count callee caller time" with whole non-negative numbers, and
# the counts the program makes.
expect(out "^779570\n")
file(READ "${WORKDIR}/java.hprof.txt" whole)
expect(whole "^count callee caller time\n")
expect_not(whole "JAVA PROFILE|\nTHREAD |\nTRACE |BEGIN")
# (list splitting minds ';' and brackets, which signatures have)
string(REPLACE ";" "," flat "${whole}")
string(REPLACE "[" "@" flat "${flat}")
string(REPLACE "]" "@" flat "${flat}")
string(REPLACE "\n" ";" rows "${flat}")
list(REMOVE_AT rows 0)
list(REMOVE_ITEM rows "")
list(LENGTH rows n)
if(n LESS 5)
  message(FATAL_ERROR "only ${n} rows\n${whole}")
endif()
set(prev "")
foreach(r IN LISTS rows)
  if(NOT r MATCHES "^([0-9]+) ([^ ]+\\.[^ ]+\\([^ ]*\\)[^ ]+) ([^ ]+\\.[^ ]+\\([^ ]*\\)[^ ]+|<unknown caller>) ([0-9]+)$")
    message(FATAL_ERROR "a row not in the -prof form: '${r}'\n${whole}")
  endif()
  # ordered by count
  if(NOT prev STREQUAL "" AND CMAKE_MATCH_1 GREATER prev)
    message(FATAL_ERROR "rows not ordered by count at '${r}'\n${whole}")
  endif()
  set(prev ${CMAKE_MATCH_1})
endforeach()
foreach(want "1000 CallCounts.work(I)I CallCounts.hot()I "
             "7 CallCounts.work(I)I CallCounts.cold()I "
             "1 CallCounts.hot()I CallCounts.main([Ljava/lang/String;)V "
             "1 CallCounts.cold()I CallCounts.main([Ljava/lang/String;)V ")
  count(k whole "\n${want}")
  if(NOT k EQUAL 1)
    message(FATAL_ERROR "expected one row '${want}...', found ${k}\n${whole}")
  endif()
endforeach()
# work is called from nowhere else
string(REGEX MATCHALL "\n[0-9]+ CallCounts\\.work\\(I\\)I " w "${whole}")
list(LENGTH w nw)
if(NOT nw EQUAL 2)
  message(FATAL_ERROR "work() has ${nw} callers\n${whole}")
endif()
