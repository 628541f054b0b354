# prepare.cmake -- build step of test_refmap: compiles SRC_DIR/*.java with
# javac into OUT/samples, extracts the classes of the JDK's java.base.jmod
# into OUT/corpus (when the JDK has jmods), and writes OUT/samples.txt and
# OUT/corpus.txt, one class file path (relative to OUT) per line, sorted.
#   cmake -DJAVAC=... -DJDK_BIN=... -DSRC_DIR=... -DOUT=... -P prepare.cmake
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT}/samples)
file(GLOB srcs ${SRC_DIR}/*.java)
execute_process(COMMAND ${JAVAC} -g -encoding UTF-8 -d ${OUT}/samples ${srcs} RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "javac failed on the refmap samples")
endif()
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
