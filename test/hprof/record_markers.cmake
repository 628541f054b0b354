# Record markers of an ASCII profile against the options that wrote it
# (included by run_case.cmake for every case that leaves a profile).
#
# Tools written for the JDK's HPROF output (flame-graph converters, summary
# scripts) scan the whole file for the record keywords, so:
#   - the prelude (from the header line to the "--------" line) holds no
#     record keyword at all and no line that starts like a record;
#   - after it, the section kinds present are exactly those the options
#     call for, each opened as often as it is closed.
#
# check_record_markers(<options> <scenario>): <options> is the agent's
# option string ("" for none), <scenario> the fake VM's extra words (a
# "dumpreq" there is a Ctrl-\ dump).  Reads ${whole} and ${profile}.

# every section kind: <marker stem>|<what turns it on>
set(_hp_sections
  "SITES|sites"
  "HEAP DUMP|dump"
  "CPU SAMPLES|samples"
  "CPU TIME (ms)|times"
  "MONITOR TIME|monitor"
  "MONITOR DUMP|monitor_dump")

function(check_record_markers options scenario)
  # ---- the prelude ----------------------------------------------------------
  string(FIND "${whole}" "\n--------\n" sep)
  if(sep EQUAL -1)
    message(FATAL_ERROR "no '--------' line\n${whole}")
  endif()
  string(SUBSTRING "${whole}" 0 ${sep} prelude)
  if(NOT prelude MATCHES "^JAVA PROFILE 1\\.0\\.1, created [^\n]+\n\n")
    message(FATAL_ERROR "the file does not open with the JDK's header line\n${prelude}")
  endif()
  string(FIND "${prelude}" "\n" eol)
  math(EXPR eol "${eol} + 1")
  string(SUBSTRING "${prelude}" ${eol} -1 text)
  # Upper-case record keywords as words, anywhere in a line: a marker's
  # parts on their own already mislead a tool that matches loosely.
  foreach(word THREAD TRACE SITES HEAP DUMP SAMPLES TIME MONITOR RAW BEGIN END
               START ROOT CLS OBJ ARR)
    if("\n${text}\n" MATCHES "[^A-Za-z0-9_]${word}[^A-Za-z0-9_]")
      message(FATAL_ERROR "the prelude uses the record keyword '${word}'\n--- prelude:\n${prelude}")
    endif()
  endforeach()
  # Line starts of records, in any case: keywords, the column headers of
  # the ranked sections, frame lines (a tab), rows (a number, maybe indented),
  # and the header and separator lines themselves.
  string(TOLOWER "${text}" lower)
  # (list splitting also minds brackets and backslashes)
  string(REPLACE "[" "," lower "${lower}")
  string(REPLACE "]" "," lower "${lower}")
  string(REPLACE ";" "," lower "${lower}")
  string(REPLACE "\\" "," lower "${lower}")
  string(REPLACE "\n" ";" lines "${lower}")
  foreach(line IN LISTS lines)
    if(line MATCHES "^[ \t]*(thread|trace|sites|heap|cpu|monitor|raw|root|cls|obj|arr|rank|percent|count|java profile)([^a-z]|$)"
       OR line MATCHES "^[ \t]*[0-9]" OR line MATCHES "^\t" OR line MATCHES "^--------")
      message(FATAL_ERROR "a prelude line starts like a record: '${line}'\n--- prelude:\n${prelude}")
    endif()
  endforeach()

  # ---- the sections after it ------------------------------------------------
  set(heap "")
  set(cpu "")
  set(monitor n)
  set(doe y)
  string(REPLACE "," ";" opts "${options}")
  foreach(o IN LISTS opts)
    if(o MATCHES "^(heap|cpu|monitor|doe)=(.*)$")
      set(${CMAKE_MATCH_1} "${CMAKE_MATCH_2}")
    endif()
  endforeach()
  if(heap STREQUAL "" AND cpu STREQUAL "" AND monitor STREQUAL "n")
    set(heap all)                       # HPROF's default
  endif()
  set(dumps FALSE)                      # was anything written at all
  if(doe STREQUAL "y" OR scenario MATCHES "(^|;)dumpreq(;|$)")
    set(dumps TRUE)
  endif()
  set(on "")
  if(dumps)
    if(heap MATCHES "^(sites|all)$")
      list(APPEND on sites)
    endif()
    if(heap MATCHES "^(dump|all)$")
      list(APPEND on dump)
    endif()
    if(cpu MATCHES "^(samples|y)$")
      list(APPEND on samples)
    elseif(cpu STREQUAL "times")
      list(APPEND on times)
    endif()
    if(monitor STREQUAL "y")
      list(APPEND on monitor)
      # the monitor dump is written on Ctrl-\ only, not at exit
      if(scenario MATCHES "(^|;)dumpreq(;|$)")
        list(APPEND on monitor_dump)
      endif()
    endif()
  endif()
  foreach(s IN LISTS _hp_sections)
    string(REPLACE "|" ";" s "${s}")
    list(GET s 0 stem)
    list(GET s 1 what)
    count(opened profile "\n${stem} BEGIN")
    count(closed profile "\n${stem} END\n")
    list(FIND on ${what} want)
    if(want EQUAL -1 AND (opened GREATER 0 OR closed GREATER 0))
      message(FATAL_ERROR "'${stem} BEGIN/END' in a profile of '${options}' ${scenario}\n--- profile:\n${profile}")
    endif()
    if(NOT want EQUAL -1 AND opened EQUAL 0)
      message(FATAL_ERROR "no '${stem} BEGIN' in a profile of '${options}' ${scenario}\n--- profile:\n${profile}")
    endif()
    if(NOT opened EQUAL closed)
      message(FATAL_ERROR "${opened} '${stem} BEGIN' but ${closed} '${stem} END'\n--- profile:\n${profile}")
    endif()
  endforeach()
  # every profile records its threads
  if(NOT profile MATCHES "\nTHREAD START \\(")
    message(FATAL_ERROR "no THREAD START record\n--- profile:\n${profile}")
  endif()
endfunction()
