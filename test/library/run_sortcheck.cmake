# Copies Lantern's Arrays.java into package t (so that the JDK can load it
# beside its own java.util.Arrays), compiles it with SortCheck.java and runs
# the comparison on the JDK.  Arguments: JAVAC JAVA ARRAYS CHECK WORK.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/t ${WORK}/out)
file(READ ${ARRAYS} src)
string(REPLACE "package java.util;" "package t;\nimport java.util.*;" src "${src}")
file(WRITE ${WORK}/t/Arrays.java "${src}")
configure_file(${CHECK} ${WORK}/t/SortCheck.java COPYONLY)
execute_process(COMMAND ${JAVAC} -nowarn -encoding UTF-8 -d ${WORK}/out
                        ${WORK}/t/Arrays.java ${WORK}/t/SortCheck.java
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "javac failed (${rc})")
endif()
execute_process(COMMAND ${JAVA} -cp ${WORK}/out t.SortCheck RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0 OR NOT out MATCHES "sort check passed")
  message(FATAL_ERROR "SortCheck failed (exit ${rc})")
endif()
