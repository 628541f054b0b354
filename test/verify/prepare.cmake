# prepare.cmake -- build step of test_verify: extracts the classes of some
# JDK modules from their jmods into OUT/jmod/<module> (when the JDK has
# jmods) and writes the lists the test reads, one absolute class-file path
# per line, sorted: java.base.txt, others.txt (java.desktop, java.sql,
# jdk.compiler), jdk.txt (those and the modules they read: the JDK
# hierarchy), lantern.txt (LANTERN_DIR,
# the class library's javac output), tests.txt (TESTS_DIR, the compiled
# test programs), hostile.txt (OUT/hostile), hostile49.txt (OUT/hostile49,
# the old-generation copies and cases), oldjars.txt (the classes of the
# jars in OLD_JARS, comma-separated, extracted into OUT/oldjars/<n>).
#   cmake -DJDK_BIN=... -DOUT=... -DLANTERN_DIR=... -DTESTS_DIR=... [-DOLD_JARS=a.jar,b.jar] -P prepare.cmake
cmake_policy(SET CMP0057 NEW)
find_program(JMOD jmod HINTS ${JDK_BIN} NO_DEFAULT_PATH)
function(write_list name)
  list(SORT ARGN)
  string(REPLACE ";" "\n" text "${ARGN}")
  file(WRITE ${OUT}/${name} "${text}\n")
endfunction()
set(all "")
set(others "")
# the modules they read, for the hierarchy only
set(readers java.xml java.datatransfer java.prefs java.logging java.compiler java.transaction.xa)
foreach(mod java.base java.desktop java.sql jdk.compiler ${readers})
  set(jmod_file ${JDK_BIN}/../jmods/${mod}.jmod)
  set(classes "")
  if(JMOD AND EXISTS ${jmod_file})
    file(REMOVE_RECURSE ${OUT}/jmod/${mod})
    execute_process(COMMAND ${JMOD} extract --dir ${OUT}/jmod/${mod} ${jmod_file} RESULT_VARIABLE rc)
    if(NOT rc)
      file(GLOB_RECURSE classes ${OUT}/jmod/${mod}/classes/*.class)
      list(FILTER classes EXCLUDE REGEX "/module-info\\.class$")
    endif()
  endif()
  if(mod STREQUAL "java.base")
    write_list(java.base.txt ${classes})
  elseif(mod IN_LIST readers)
  else()
    list(APPEND others ${classes})
  endif()
  list(APPEND all ${classes})
endforeach()
write_list(others.txt ${others})
write_list(jdk.txt ${all})
file(GLOB_RECURSE lantern ${LANTERN_DIR}/*.class)
write_list(lantern.txt ${lantern})
file(GLOB_RECURSE tests ${TESTS_DIR}/*.class)
write_list(tests.txt ${tests})
file(GLOB_RECURSE hostile ${OUT}/hostile/*.class)
write_list(hostile.txt ${hostile})
file(GLOB_RECURSE hostile49 ${OUT}/hostile49/*.class)
write_list(hostile49.txt ${hostile49})
file(REMOVE_RECURSE ${OUT}/oldjars)
set(old "")
if(OLD_JARS)
  string(REPLACE "," ";" jars "${OLD_JARS}")
  set(n 0)
  foreach(jar IN LISTS jars)
    file(ARCHIVE_EXTRACT INPUT ${jar} DESTINATION ${OUT}/oldjars/${n} PATTERNS *.class)
    file(GLOB_RECURSE classes ${OUT}/oldjars/${n}/*.class)
    # multi-release variants and module descriptors are not old classes
    list(FILTER classes EXCLUDE REGEX "/META-INF/|/module-info\\.class$")
    list(APPEND old ${classes})
    math(EXPR n "${n} + 1")
  endforeach()
endif()
write_list(oldjars.txt ${old})
