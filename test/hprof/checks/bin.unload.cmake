# Unloader, format=b: the strict reader accepts the file, and it holds an
# UNLOAD CLASS record for each of the 300 dropped loaders' Unloader$Plugin
# (the reader checks each names a class serial a LOAD CLASS gave).
include(${CMAKE_CURRENT_LIST_DIR}/../binary_lib.cmake)
hprof_read(s "${WORKDIR}/${FILE}")
expect(s "\nrecord UNLOAD_CLASS ([0-9]+)\n")
if(CMAKE_MATCH_1 LESS 300)
  message(FATAL_ERROR "${CMAKE_MATCH_1} UNLOAD CLASS records, expected at least 300\n${s}")
endif()
expect(s "\ndump 1 (HEAP_DUMP|SEGMENTS) ")
