# compile_samples.cmake -- build step of test_classfile: compiles the sample
# classes with javac (SRC_DIR/samples with the default target, SRC_DIR/release8
# with --release 8) into OUT, and writes OUT/list.txt, one class file path
# (relative to OUT) per line, for the test to read.
#   cmake -DJAVAC=... -DSRC_DIR=... -DOUT=... -P compile_samples.cmake
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT}/r8)
file(GLOB srcs ${SRC_DIR}/samples/*.java)
execute_process(COMMAND ${JAVAC} -g -encoding UTF-8 -d ${OUT} ${srcs} RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "javac failed on the samples")
endif()
file(GLOB srcs8 ${SRC_DIR}/release8/*.java)
execute_process(COMMAND ${JAVAC} --release 8 -encoding UTF-8 -d ${OUT}/r8 ${srcs8} RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "javac --release 8 failed on the samples")
endif()
file(GLOB_RECURSE classes RELATIVE ${OUT} ${OUT}/*.class)
list(SORT classes)
string(REPLACE ";" "\n" text "${classes}")
file(WRITE ${OUT}/list.txt "${text}\n")
