# Launcher robustness tests (included by test/java/CMakeLists.txt): the cases
# of cases.txt run by run_launcher.cmake in ${CMAKE_CURRENT_BINARY_DIR}/launcher,
# which holds launcher-classes/ (classes/*.java compiled at build time) and
# app.jar (Main-Class PrintArgs), nomain.jar (no Main-Class), bad.jar (not a
# zip); in launcher-classes/, GoneSuper.class is deleted (MissingSuper's
# superclass) and Garbage.class is not a class file; the argument files of
# argfiles/ are copied beside them.  Registered as java.launcher.<case> against Lantern (if the
# lantern_java target exists; DISABLED for cases listed in launcher/PENDING)
# and as java.launcher.selfcheck.<case> against the JDK (except lantern_*
# cases: Lantern's own options, which the JDK does not have).
set(_ldir ${CMAKE_CURRENT_BINARY_DIR}/launcher)
set(_lsrc ${CMAKE_CURRENT_SOURCE_DIR}/launcher)
file(GLOB_RECURSE _lsources CONFIGURE_DEPENDS ${_lsrc}/classes/*.java)
file(GLOB _largfiles CONFIGURE_DEPENDS ${_lsrc}/argfiles/*.txt)
set(_lstamp ${_ldir}/launcher.stamp)
set(_jar_cmds "")
if(Java_JAR_EXECUTABLE)
  set(_jar_cmds
    COMMAND ${Java_JAR_EXECUTABLE} cfm app.jar ${_lsrc}/classes/Manifest.txt -C launcher-classes PrintArgs.class
    COMMAND ${Java_JAR_EXECUTABLE} cfm nomain.jar ${_lsrc}/classes/NoMainManifest.txt -C launcher-classes PrintArgs.class)
endif()
lantern_javac(lantern_launcher_test_files OUTPUT_DIR ${_ldir}/launcher-classes CLEAN STAMP ${_lstamp}
  OPTIONS -nowarn SOURCES ${_lsources}
  THEN
  COMMAND ${CMAKE_COMMAND} -E rm -f ${_ldir}/launcher-classes/GoneSuper.class
  COMMAND ${CMAKE_COMMAND} -E copy ${_lsrc}/cases.txt ${_ldir}/launcher-classes/Garbage.class
  ${_jar_cmds}
  COMMAND ${CMAKE_COMMAND} -E copy ${_lsrc}/cases.txt ${_ldir}/bad.jar
  COMMAND ${CMAKE_COMMAND} -E copy ${_largfiles} ${_ldir}
  DEPENDS ${_largfiles} ${_lsrc}/classes/Manifest.txt ${_lsrc}/classes/NoMainManifest.txt ${_lsrc}/cases.txt
  WORKING_DIRECTORY ${_ldir}
  COMMENT "javac + jar: launcher test classes (${_ldir})")
file(MAKE_DIRECTORY ${_ldir})

set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_lsrc}/cases.txt)
# launcher/PENDING: "<case> <reason>" per line: Lantern's test is DISABLED.
set(_lpending "")
if(EXISTS ${_lsrc}/PENDING)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_lsrc}/PENDING)
  file(STRINGS ${_lsrc}/PENDING _lp REGEX "^[a-z]")
  foreach(l IN LISTS _lp)
    string(REGEX MATCH "^[a-z0-9_]+" c "${l}")
    list(APPEND _lpending ${c})
  endforeach()
endif()
file(STRINGS ${_lsrc}/cases.txt _lcases REGEX "^[a-z]" ENCODING UTF-8)
foreach(line IN LISTS _lcases)
  string(REGEX REPLACE "[ \t]+" ";" f "${line}")
  list(POP_FRONT f name mode)
  if(NOT Java_JAR_EXECUTABLE AND name MATCHES "^jar_(runs|ignores|no_manifest)")
    continue()
  endif()
  string(REPLACE ";" "^^" a "${f}")
  set(variants selfcheck)
  if(name MATCHES "^lantern_")
    set(variants "")
  endif()
  if(TARGET lantern_java AND NOT (WIN32 AND name MATCHES "^posix_"))
    list(APPEND variants lantern)
  endif()
  foreach(v IN LISTS variants)
    if(v STREQUAL "selfcheck")
      set(t java.launcher.selfcheck.${name})
      set(java ${Java_JAVA_EXECUTABLE})
      set(emu "")
      set(labels "java;launcher;selfcheck")
    else()
      set(t java.launcher.${name})
      set(java $<TARGET_FILE:lantern_java>)
      set(emu "")
      if(CMAKE_CROSSCOMPILING)
        string(REPLACE ";" "^^" emu "${CMAKE_CROSSCOMPILING_EMULATOR}")
      endif()
      set(labels "java;launcher")
    endif()
    add_test(NAME ${t}
      COMMAND ${CMAKE_COMMAND} -DJAVA=${java} -DCASE=${name} -DMODE=${mode}
        -DARGS=${a} -DEMULATOR=${emu} -DEXPECTED=${_lsrc}/expected
        -P ${CMAKE_CURRENT_SOURCE_DIR}/run_launcher.cmake
      WORKING_DIRECTORY ${_ldir})
    set_tests_properties(${t} PROPERTIES LABELS "${labels}" TIMEOUT 120)
    if(v STREQUAL "lantern" AND name IN_LIST _lpending)
      set_tests_properties(${t} PROPERTIES DISABLED TRUE)
    endif()
  endforeach()
endforeach()
