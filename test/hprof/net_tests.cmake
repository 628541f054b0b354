# net=host:port (included by CMakeLists.txt): the profile goes to a front end
# over TCP.  net/HprofListener.java, run on the host's JDK, is that front
# end: it listens on 127.0.0.1 (port 0: the system picks a free one), runs
# the case's command with "{port}" replaced, and writes what it receives to
# a file that the case then checks like a profile file.  It runs natively
# also in the Windows cross-build (the Wine process connects to it), so it
# is the case's LAUNCHER, before the emulator.
if(NOT Java_JAVAC_EXECUTABLE OR NOT Java_JAVA_EXECUTABLE)
  return()
endif()
set(_net_classes ${CMAKE_CURRENT_BINARY_DIR}/net_classes)
lantern_javac(lantern_hprof_net_listener OUTPUT_DIR ${_net_classes} OPTIONS -nowarn
  SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/net/HprofListener.java
  OUTPUTS ${_net_classes}/HprofListener.class COMMENT "javac: test/hprof/net")
set(listen ${Java_JAVA_EXECUTABLE} -cp ${_net_classes} HprofListener)
set(at net=127.0.0.1:{port})

# The fake VM's fixed run with a Ctrl-\ dump: the same checks as the file.
hprof_case(fake.net.ctrl_break RC 0 PROFILE received.txt CHECK fake.ctrl_break
  LAUNCHER ${listen} received.txt COMMAND ${fake} heap=all,cpu=times,${at} dumpreq)
hprof_case(fake.net.monitors RC 0 PROFILE received.txt CHECK fake.monitors
  LAUNCHER ${listen} received.txt COMMAND ${fake} monitor=y,${at} dumpreq monitors)
# Nobody listens: the JDK HPROF's message, exit 1, no profile file.
hprof_case(fake.net.refused RC 1 CHECK net.refused
  LAUNCHER ${listen} --refuse received.txt COMMAND ${fake} heap=sites,${at})
# format=b over the connection, a Ctrl-\ dump appended: the strict reader
# checks what the front end received, segmented and not.
if(_reader)
  hprof_case(fake.net.binary RC 0 CHECK bin.fake VARS ${_reader} FILE=received.hprof DUMPS=2
    LAUNCHER ${listen} received.hprof COMMAND ${fake} format=b,heap=all,${at} dumpreq)
  hprof_case(fake.net.binary_segments RC 0 CHECK bin.fake VARS ${_reader} FILE=received.hprof DUMPS=2
    SEGMENTS=1 LAUNCHER ${listen} received.hprof COMMAND ${fake} format=b,heap=dump,segment=64,${at} dumpreq)
endif()
# One destination: file= and net= together are a bad option.
hprof_case(fake.net.with_file RC 1 CHECK fake.bad_option VARS BAD=net=127.0.0.1:9
  COMMAND ${fake} file=x.txt,net=127.0.0.1:9)

if(NOT TARGET lantern_hprof_test_classes)
  return()
endif()
# Lantern's java, every section but the heap dump's Ctrl-\ (the fake VM's)
hprof_case(java.net.modes RC 0 PROFILE received.txt TIMEOUT 300 CHECK java.modes
  LAUNCHER ${listen} received.txt
  COMMAND ${java} -Xrunhprof:heap=all,cpu=samples,monitor=y,${at} -cp ${_classes} Contended)
hprof_case(java.net.refused RC 1 CHECK net.refused
  LAUNCHER ${listen} --refuse received.txt
  COMMAND ${java} -Xrunhprof:cpu=times,${at} -cp ${_classes} Profiled)
# The front end closes after 1000 bytes; the profile with 300000 nodes is
# some 20 MB, far beyond what the socket buffers can take (Linux lets
# a send buffer grow to 4 MB; the listener's window is small), so a write
# fails whatever the timing: one message, the program runs to its end, exit 0.
hprof_case(java.net.dropped RC 0 CHECK net.dropped TIMEOUT 300
  LAUNCHER ${listen} --close-after 1000 received.txt
  COMMAND ${java} -Xrunhprof:heap=all,${at} -cp ${_classes} Profiled 300000)
