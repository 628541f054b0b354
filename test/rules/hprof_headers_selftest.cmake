# rules.hprof_headers_catches_violation: hprof_headers.cmake run on a tree
# with one planted violation of each kind (hprof_violation/hprof/hprof_bad.c)
# must fail and name each, and must not flag the allowed file (hprof_ok.h).
cmake_minimum_required(VERSION 3.20)
execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${CMAKE_CURRENT_LIST_DIR}/hprof_violation
                        -P ${CMAKE_CURRENT_LIST_DIR}/hprof_headers.cmake
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(rc EQUAL 0)
  message(FATAL_ERROR "the checker passed a tree with violations")
endif()
foreach(expect "#include \"vm_thread.h\"" "#include \"../vm/jni.h\"" "#include \"hprof_missing.h\""
               "#include <stdatomic.h>" "#include <pthread.h>" "#include HEADER_MACRO"
               ": _Thread_local" ": _Atomic" "8 HPROF header violation")
  string(FIND "${out}" "${expect}" at)
  if(at LESS 0)
    message(FATAL_ERROR "not reported: ${expect}")
  endif()
endforeach()
if(out MATCHES "hprof_ok.h:")
  message(FATAL_ERROR "the allowed file was flagged")
endif()
message("the checker caught every planted violation")
