# prepare.cmake -- build step of test_refmap, after lantern_javac() compiled
# the samples into OUT/samples: extracts the classes of the JDK's
# java.base.jmod into OUT/jmod (when the JDK has jmods), and writes
# OUT/samples.txt and OUT/corpus.txt, one class file path (relative to OUT)
# per line, sorted.
#   cmake -DJDK_BIN=... -DOUT=... -P prepare.cmake
file(REMOVE_RECURSE ${OUT}/jmod)
file(GLOB_RECURSE classes RELATIVE ${OUT} ${OUT}/samples/*.class)
list(SORT classes)
string(REPLACE ";" "\n" text "${classes}")
file(WRITE ${OUT}/samples.txt "${text}\n")

set(jmod_file ${JDK_BIN}/../jmods/java.base.jmod)
find_program(JMOD jmod HINTS ${JDK_BIN} NO_DEFAULT_PATH)
set(corpus "")
if(JMOD AND EXISTS ${jmod_file})
  execute_process(COMMAND ${JMOD} extract --dir ${OUT}/jmod ${jmod_file} RESULT_VARIABLE rc)
  if(NOT rc)
    file(GLOB_RECURSE corpus RELATIVE ${OUT} ${OUT}/jmod/classes/*.class)
    list(SORT corpus)
  endif()
endif()
string(REPLACE ";" "\n" text "${corpus}")
file(WRITE ${OUT}/corpus.txt "${text}\n")
