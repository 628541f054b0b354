# docs/rules.md rule 3: HPROF is an ordinary agent.  Its files (hprof/*.c, *.h)
# may include only the public headers (jni.h, jvmpi.h), HPROF's own
# (hprof*.h in hprof/), APR's (apr*.h) and the C library's listed below;
# and no C11 atomics or thread-local variables (<stdatomic.h>, _Atomic,
# _Thread_local), which MSVC accepts only recently and behind flags.
# Usage: cmake -DROOT=<tree> -P hprof_headers.cmake
# Prints each violation as "<file>: <what>" and fails if there is any.
cmake_minimum_required(VERSION 3.20)
if(NOT ROOT)
  message(FATAL_ERROR "ROOT not set")
endif()
# C11's headers but <stdatomic.h>, <threads.h> (MSVC), <signal.h> (rule 1),
# <complex.h> and <tgmath.h> (not in MSVC's C).
set(c_headers assert.h ctype.h errno.h float.h inttypes.h iso646.h limits.h
  locale.h math.h setjmp.h stdalign.h stdarg.h stdbool.h stddef.h stdint.h
  stdio.h stdlib.h string.h time.h wchar.h wctype.h)
file(GLOB sources RELATIVE ${ROOT} ${ROOT}/hprof/*.c ${ROOT}/hprof/*.h)
set(bad 0)
foreach(f IN LISTS sources)
  file(STRINGS ${ROOT}/${f} lines REGEX "^[ \t]*#[ \t]*include|_Thread_local|_Atomic|thread_local")
  foreach(line IN LISTS lines)
    if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*([<\"])([^>\"]*)[>\"]")
      set(delim "${CMAKE_MATCH_1}")
      set(h "${CMAKE_MATCH_2}")
      if(h STREQUAL "jni.h" OR h STREQUAL "jvmpi.h" OR h MATCHES "^apr[a-z0-9_]*\\.h$")
        continue()
      endif()
      if(delim STREQUAL "<" AND h IN_LIST c_headers)
        continue()
      endif()
      if(delim STREQUAL "\"" AND h MATCHES "^hprof[a-z0-9_]*\\.h$" AND EXISTS ${ROOT}/hprof/${h})
        continue()
      endif()
      if(delim STREQUAL "<")
        set(close ">")
      else()
        set(close "\"")
      endif()
      message("${f}: #include ${delim}${h}${close} (not jni.h, jvmpi.h, hprof*.h, apr*.h or the C library)")
      math(EXPR bad "${bad} + 1")
    elseif(line MATCHES "^[ \t]*#[ \t]*include")
      message("${f}: ${line} (an #include this check cannot read)")
      math(EXPR bad "${bad} + 1")
    elseif(NOT line MATCHES "^[ \t]*(/?\\*|//)")   # comments may name them
      string(REGEX MATCH "_Thread_local|_Atomic|thread_local" what "${line}")
      message("${f}: ${what} (C11 thread-local or atomic: use JVMPI's thread-local storage, apr_atomic.h)")
      math(EXPR bad "${bad} + 1")
    endif()
  endforeach()
endforeach()
list(LENGTH sources n)
if(n EQUAL 0)
  message(FATAL_ERROR "no hprof/*.c or *.h under ${ROOT}")
endif()
if(bad GREATER 0)
  message(FATAL_ERROR "${bad} HPROF header violation(s) in ${n} files")
endif()
message("HPROF headers: ${n} files checked, no violation")
