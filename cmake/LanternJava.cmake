# LanternJava.cmake -- the one build rule that runs the host's javac
# (${Java_JAVAC_EXECUTABLE}, found by the top CMakeLists.txt) on Java sources.
# Every folder that compiles Java at build time calls lantern_javac(), so the
# rule (cleaning, stamps, argument files for Windows' command-line limit) is
# written once.  javac always runs on the build host, also in cross-builds.
#
# lantern_javac(<target> OUTPUT_DIR <dir> SOURCES <file>...
#               [OPTIONS <javac option>...] [RELEASE <n>] [CLASSPATH <entry>...]
#               [OUTPUTS <file>...] [STAMP <file>] [CLEAN] [ARGFILE <file>]
#               [THEN <COMMAND ...>...] [DEPENDS <file or target>...]
#               [WORKING_DIRECTORY <dir>] [COMMENT <text>] [EXCLUDE_FROM_ALL])
#
#   OUTPUT_DIR  javac's -d.
#   OPTIONS     passed first, as given (-nowarn, -encoding UTF-8, -g, ...).
#   RELEASE     --release <n> (class files for an older VM).
#   CLASSPATH   -cp, the entries joined with the host's path separator.
#   OUTPUTS     the files the rule produces (class files, a jar made by THEN).
#               Without OUTPUTS the rule touches a stamp file, STAMP or by
#               default <dir>.stamp: one output for any number of classes.
#   CLEAN       remove and re-create OUTPUT_DIR first, so classes of deleted
#               sources do not linger (never for a directory shared with
#               other outputs).
#   ARGFILE     write the source list to this file at configure time and
#               pass @<file>: a long list overflows the command line of
#               Windows hosts.  The file is rewritten only when the list
#               changes, so it does not rebuild everything on reconfigure.
#   THEN        further commands (each introduced by COMMAND) run after
#               javac, before the stamp is touched.
#   DEPENDS     more files (or targets) the rule depends on.
# The target <target> is built by default (ALL) unless EXCLUDE_FROM_ALL.
# Sets <target>_OUTPUTS in the caller's scope: the rule's output files, for
# another rule's DEPENDS.
include_guard(GLOBAL)

function(lantern_javac target)
  cmake_parse_arguments(PARSE_ARGV 1 J "CLEAN;EXCLUDE_FROM_ALL"
    "OUTPUT_DIR;RELEASE;STAMP;ARGFILE;WORKING_DIRECTORY;COMMENT"
    "SOURCES;OPTIONS;CLASSPATH;OUTPUTS;THEN;DEPENDS")
  if(J_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "lantern_javac(${target}): unknown arguments ${J_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT J_OUTPUT_DIR OR NOT J_SOURCES)
    message(FATAL_ERROR "lantern_javac(${target}): OUTPUT_DIR and SOURCES are required")
  endif()
  if(NOT Java_JAVAC_EXECUTABLE)
    message(FATAL_ERROR "lantern_javac(${target}): no javac (test Java_JAVAC_EXECUTABLE first)")
  endif()

  set(args ${J_OPTIONS})
  if(J_RELEASE)
    list(APPEND args --release ${J_RELEASE})
  endif()
  if(J_CLASSPATH)
    # javac on the build host: its separator, not the target's (";" as a
    # generator expression, or the command would split there)
    if(CMAKE_HOST_WIN32)
      list(JOIN J_CLASSPATH "$<SEMICOLON>" cp)
    else()
      list(JOIN J_CLASSPATH ":" cp)
    endif()
    list(APPEND args -cp ${cp})
  endif()
  list(APPEND args -d ${J_OUTPUT_DIR})
  if(J_ARGFILE)
    string(REPLACE ";" "\n" lines "${J_SOURCES}")
    file(WRITE ${J_ARGFILE}.in "${lines}\n")
    configure_file(${J_ARGFILE}.in ${J_ARGFILE} COPYONLY)
    list(APPEND args @${J_ARGFILE})
  else()
    list(APPEND args ${J_SOURCES})
  endif()

  set(pre "")
  if(J_CLEAN)
    set(pre COMMAND ${CMAKE_COMMAND} -E rm -rf ${J_OUTPUT_DIR}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${J_OUTPUT_DIR})
  endif()
  set(post "")
  set(outputs ${J_OUTPUTS})
  if(NOT outputs)
    set(stamp ${J_STAMP})
    if(NOT stamp)
      set(stamp ${J_OUTPUT_DIR}.stamp)
    endif()
    set(outputs ${stamp})
    set(post COMMAND ${CMAKE_COMMAND} -E touch ${stamp})
  endif()
  set(comment "${J_COMMENT}")
  if(NOT comment)
    file(RELATIVE_PATH rel ${PROJECT_BINARY_DIR} ${J_OUTPUT_DIR})
    set(comment "javac: ${rel}")
  endif()
  set(wd "")
  if(J_WORKING_DIRECTORY)
    set(wd WORKING_DIRECTORY ${J_WORKING_DIRECTORY})
  endif()
  set(extra_deps "")
  if(J_ARGFILE)
    set(extra_deps ${J_ARGFILE})
  endif()

  add_custom_command(OUTPUT ${outputs}
    ${pre}
    COMMAND ${Java_JAVAC_EXECUTABLE} ${args}
    ${J_THEN}
    ${post}
    DEPENDS ${J_SOURCES} ${J_DEPENDS} ${extra_deps}
    ${wd}
    COMMENT "${comment}"
    VERBATIM)
  set(all ALL)
  if(J_EXCLUDE_FROM_ALL)
    set(all "")
  endif()
  add_custom_target(${target} ${all} DEPENDS ${outputs})
  set(${target}_OUTPUTS ${outputs} PARENT_SCOPE)
endfunction()
