# Builds the class-path test data with the JDK's own `jar` tool, on the
# build host (also for the Windows build, whose tests read it under Wine).
#   cmake -DJAR=/usr/bin/jar -DSRC=<this dir> -DOUT=<data dir> -P make_jars.cmake
# The layout the tests expect is described in test_classpath.c (beside this file).
cmake_minimum_required(VERSION 3.20)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}")
  endif()
endfunction()

file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT}/lib ${OUT}/wild ${OUT}/wildempty ${OUT}/sp\ ace)
file(COPY ${SRC}/tree DESTINATION ${OUT})
file(COPY ${SRC}/dirent/ DESTINATION ${OUT}/classes)

# A file big enough for several deflate blocks, with text that is
# compressible but not trivially so.
set(big "")
foreach(i RANGE 1 6000)
  math(EXPR sq "${i} * ${i} % 9973")
  string(APPEND big "line ${i} of the big resource, checksum ${sq}\n")
endforeach()
file(WRITE ${OUT}/tree/big.txt "${big}")

set(T ${OUT}/tree)
run(${JAR} --create --file ${OUT}/deflated.jar -C ${T} .)
run(${JAR} --create --no-compress --file ${OUT}/stored.jar -C ${T} .)
run(${JAR} --create --no-manifest --file ${OUT}/nomanifest.jar -C ${T} .)
run(${JAR} --create --file ${OUT}/main.jar --manifest ${SRC}/main.mf -C ${T} p)
run(${JAR} --create --file ${OUT}/nomain.jar --manifest ${SRC}/nomain.mf -C ${T} p)
run(${JAR} --create --file ${OUT}/lib/dep.jar -C ${SRC}/dep .)
run(${JAR} --create --file ${OUT}/sp\ ace/sp.jar -C ${T} top.txt)
run(${JAR} --create --file ${OUT}/cyc1.jar --manifest ${SRC}/cyc1.mf -C ${T} p)
run(${JAR} --create --file ${OUT}/cyc2.jar --manifest ${SRC}/cyc2.mf -C ${SRC}/dep .)
# Wildcard directory: two jars the expansion takes, and three names it does not.
run(${JAR} --create --file ${OUT}/wild/one.jar -C ${SRC}/dep .)
run(${JAR} --create --file ${OUT}/wild/TWO.JAR -C ${T} top.txt)
file(COPY ${OUT}/wild/one.jar DESTINATION ${OUT}/wild/inner)
file(WRITE ${OUT}/wild/notes.txt "not a jar\n")
file(WRITE ${OUT}/wild/three.Jar "not taken: the case is neither jar nor JAR\n")
file(WRITE ${OUT}/wildempty/readme.txt "no jars here\n")
file(WRITE ${OUT}/stamp "")
