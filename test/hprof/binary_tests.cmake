# format=b: binary profiles, each read by reader/HprofCheck.java,
# a strict HPROF parser run on the host JDK (every length, every ID), and
# by VisualVM's heap library where it is installed (visualvm/).  Included
# by CMakeLists.txt after java_tests.cmake.
#
#   bin.fake.*     the fake VM: every record kind, a Ctrl-\ dump appended,
#                  1.0.2 segments, refused option combinations
#   bin.reader_selfcheck  corrupted copies of a good file: the reader must
#                  reject each (so the other cases can fail)
#   bin.java.*     Lantern's java: heap=dump|sites|all, cpu=samples,
#                  combinations, forced segments, Ctrl-\ dumps appended
#   bin.visualvm.* (native builds) VisualVM opens the files; its counts per
#                  class equal the same program's ASCII heap dump's
if(NOT Java_JAVAC_EXECUTABLE OR NOT Java_JAVA_EXECUTABLE)
  return()
endif()
set(_reader_dir ${CMAKE_CURRENT_BINARY_DIR}/reader)
lantern_javac(lantern_hprof_reader OUTPUT_DIR ${_reader_dir} OPTIONS -nowarn
  SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/reader/HprofCheck.java
  OUTPUTS ${_reader_dir}/HprofCheck.class COMMENT "javac: test/hprof/reader")
set(_reader "READER=${Java_JAVA_EXECUTABLE}^^-cp^^${_reader_dir}^^HprofCheck")

# VisualVM's heap library (native builds, where installed) then opens every
# binary profile the reader accepts (binary_lib.cmake's hprof_read).
set(_visualvm "")
if(NOT CMAKE_CROSSCOMPILING)
  find_file(LANTERN_VISUALVM_HEAP_JAR org-graalvm-visualvm-lib-jfluid-heap.jar
    PATHS /usr/share/visualvm/visualvm/modules /usr/share/visualvm/profiler/modules
    NO_DEFAULT_PATH)
endif()
if(LANTERN_VISUALVM_HEAP_JAR AND NOT CMAKE_CROSSCOMPILING)
  set(_vv ${CMAKE_CURRENT_BINARY_DIR}/visualvm)
  lantern_javac(lantern_hprof_visualvm OUTPUT_DIR ${_vv} OPTIONS -nowarn
    CLASSPATH ${LANTERN_VISUALVM_HEAP_JAR}
    SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/visualvm/VisualVMCounts.java
    OUTPUTS ${_vv}/VisualVMCounts.class COMMENT "javac: test/hprof/visualvm")
  set(_visualvm "VISUALVM=${Java_JAVA_EXECUTABLE}^^-cp^^${_vv}:${LANTERN_VISUALVM_HEAP_JAR}^^VisualVMCounts")
  list(APPEND _reader "${_visualvm}")
endif()

# ---- the fake VM -------------------------------------------------------------------
hprof_case(bin.fake.all RC 0 CHECK bin.fake VARS ${_reader} FILE=java.hprof DUMPS=2
  COMMAND ${fake} format=b,heap=all dumpreq)
hprof_case(bin.fake.sites RC 0 CHECK bin.modes VARS ${_reader} FILE=java.hprof
  COMMAND ${fake} format=b,heap=sites,thread=y)
hprof_case(bin.fake.segments RC 0 CHECK bin.fake VARS ${_reader} FILE=seg.hprof DUMPS=2 SEGMENTS=1
  COMMAND ${fake} format=b,heap=dump,segment=64,file=seg.hprof dumpreq)
hprof_case(bin.reader_selfcheck RC 0 CHECK bin.reader_selfcheck VARS ${_reader}
  COMMAND ${fake} format=b,heap=all)
# the JDK's refusals, word for word (its hprof_setup.c)
foreach(r "cpu=times#cpu=times[|]old is not supported with format=b"
          "cpu=old#cpu=times[|]old is not supported with format=b"
          "monitor=y#monitor=y is not supported with format=b"
          "segment=100#segment= is only for format=b")
  string(REPLACE "#" ";" r "${r}")
  list(GET r 0 opt)
  list(GET r 1 msg)
  string(REGEX REPLACE "[=|]" "_" n "${opt}")
  set(fmt format=b,)
  if(opt MATCHES "^segment")
    set(fmt "")
  endif()
  hprof_case(bin.fake.refused.${n} RC 1 CHECK bin.refused VARS "MESSAGE=${msg}"
    COMMAND ${fake} ${fmt}heap=sites,${opt})
endforeach()

# ---- Lantern's java ------------------------------------------------------------------
if(NOT TARGET lantern_java)
  return()
endif()
# HeapShapes and its Ctrl-\ helper (HeapShapes.press)
set(_shapes ${CMAKE_CURRENT_BINARY_DIR}/shapes)
lantern_javac(lantern_hprof_shapes OUTPUT_DIR ${_shapes} OPTIONS -nowarn
  SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/binary/HeapShapes.java
  OUTPUTS ${_shapes}/HeapShapes.class COMMENT "javac: test/hprof/binary")
add_library(hprof_press MODULE binary/hprof_press.c)
target_include_directories(hprof_press PRIVATE ${PROJECT_SOURCE_DIR}/test/datadump)
lantern_public_includes(hprof_press)
set_target_properties(hprof_press PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${_shapes}
  RUNTIME_OUTPUT_DIRECTORY ${_shapes})
if(WIN32)
  set_target_properties(hprof_press PROPERTIES PREFIX "")
endif()
add_dependencies(lantern_hprof_shapes hprof_press)

hprof_case(bin.java.heap_dump RC 0 TIMEOUT 300 CHECK bin.modes
  VARS ${_reader} FILE=java.hprof NODES=Profiled$Node=20000
  COMMAND ${java} -Xmx4m -Xrunhprof:heap=dump,format=b -cp ${_classes} Profiled)
hprof_case(bin.java.segments RC 0 TIMEOUT 300 CHECK bin.modes
  VARS ${_reader} FILE=prof.bin NODES=Profiled$Node=20000
  COMMAND ${java} -Xmx4m -Xrunhprof:heap=all,format=b,segment=65536,file=prof.bin -cp ${_classes} Profiled)
hprof_case(bin.java.cpu_samples RC 0 TIMEOUT 300 CHECK bin.modes VARS ${_reader} FILE=java.hprof
  COMMAND ${java} -Xrunhprof:cpu=samples,format=b,thread=y -cp ${_classes} HotSpin)
foreach(m heap=sites heap=all heap=all,cpu=samples heap=dump,cpu=samples,segment=4096
          heap=sites,cpu=samples,doe=y,depth=8)
  string(REGEX REPLACE "[=,]" "_" n "${m}")
  hprof_case(bin.java.modes.${n} RC 0 TIMEOUT 300 CHECK bin.modes VARS ${_reader} FILE=java.hprof
    COMMAND ${java} -Xrunhprof:${m},format=b -cp ${_classes} Contended)
endforeach()
# class unloading: an UNLOAD CLASS record per dropped loader's class
hprof_case(bin.java.unload RC 0 TIMEOUT 300 CHECK bin.unload VARS ${_reader} FILE=java.hprof
  COMMAND ${java} -Xrunhprof:heap=all,format=b -cp ${_classes} Unloader)
# Ctrl-\ mid-run: the dump is appended to the same file, the header once.
# (hprof_press is found from the case's working directory, work/<case>: a
# Unix absolute path means nothing to Windows' library search)
foreach(m heap=all heap=dump,segment=8192)
  string(REGEX REPLACE "[=,]" "_" n "${m}")
  hprof_case(bin.java.ctrl_break.${n} RC 0 TIMEOUT 300 CHECK bin.ctrl_break VARS ${_reader} FILE=java.hprof
    COMMAND ${java} -Djava.library.path=../../shapes -Xrunhprof:${m},format=b -cp ${_shapes} HeapShapes press)
  # (Windows: the press reaches every process of the console)
  set_tests_properties(hprof.bin.java.ctrl_break.${n} PROPERTIES RESOURCE_LOCK console_ctrl_break)
endforeach()

# ---- VisualVM's heap library (native builds) ---------------------------------------------
if(CMAKE_CROSSCOMPILING)
  return()
endif()
set(_vv_cases bin.visualvm.compare bin.visualvm.segments)
if(NOT LANTERN_VISUALVM_HEAP_JAR)
  foreach(t IN LISTS _vv_cases)
    add_test(NAME hprof.${t} COMMAND sh -c
      "echo 'hprof.${t}: SKIPPED: VisualVM is not installed (apt-get install visualvm; tools/install-deps.sh does)'; exit 77")
    set_tests_properties(hprof.${t} PROPERTIES SKIP_RETURN_CODE 77 LABELS hprof)
  endforeach()
  return()
endif()
# The same deterministic program twice, format=b and format=a (the check
# runs the second): per class, the same instance counts.
hprof_case(bin.visualvm.compare RC 0 TIMEOUT 300 CHECK bin.visualvm
  VARS ${_reader} ${_visualvm} FILE=java.hprof COMPARE=1
  COMMAND ${java} -Xrunhprof:heap=dump,format=b -cp ${_shapes} HeapShapes)
# A dump forced into 1.0.2 segments
hprof_case(bin.visualvm.segments RC 0 TIMEOUT 300 CHECK bin.visualvm
  VARS ${_reader} ${_visualvm} FILE=java.hprof NODES=Profiled$Node=20000
  COMMAND ${java} -Xmx4m -Xrunhprof:heap=dump,format=b,segment=32768 -cp ${_classes} Profiled)
