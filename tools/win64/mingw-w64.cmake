# CMake toolchain file: cross-compile for Windows x86_64 with mingw-w64 (Debian 12
# package gcc-mingw-w64-x86-64), running target programs (tests, generators)
# under Wine.
#
# Used both to build APR (tools/win64/build-apr.sh) and to build Lantern:
#
#   cmake -G Ninja -S . -B build-win64 \
#         -DCMAKE_TOOLCHAIN_FILE=tools/win64/mingw-w64.cmake \
#         -DLANTERN_WIN_PREFIX=/path/where/apr/is/installed
#
# LANTERN_WIN_PREFIX (optional) is an extra root searched for libraries,
# headers and CMake packages, next to the mingw-w64 sysroot.

set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(_lantern_mingw_triplet x86_64-w64-mingw32)

set(CMAKE_C_COMPILER   ${_lantern_mingw_triplet}-gcc)
set(CMAKE_CXX_COMPILER ${_lantern_mingw_triplet}-g++)
set(CMAKE_RC_COMPILER  ${_lantern_mingw_triplet}-windres)

# Pass LANTERN_WIN_PREFIX on to try_compile() projects, which re-read this file.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES LANTERN_WIN_PREFIX)
set(LANTERN_WIN_PREFIX "${LANTERN_WIN_PREFIX}" CACHE PATH
    "Extra install prefix for Windows (mingw-w64) dependencies such as APR")

set(CMAKE_FIND_ROOT_PATH /usr/${_lantern_mingw_triplet})
if(LANTERN_WIN_PREFIX)
  list(APPEND CMAKE_FIND_ROOT_PATH "${LANTERN_WIN_PREFIX}")
endif()

# Libraries, headers and packages come only from the target roots; programs
# (compilers, generators, wine, java, ...) always come from the build host.
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)

# Run target executables (add_custom_command on an executable target, ctest,
# try_run) under Wine.
find_program(LANTERN_WINE_PROGRAM NAMES wine wine64
             DOC "Wine, used to run Windows executables on the build host")
if(LANTERN_WINE_PROGRAM)
  set(CMAKE_CROSSCOMPILING_EMULATOR "${LANTERN_WINE_PROGRAM}")
else()
  set(CMAKE_CROSSCOMPILING_EMULATOR wine)
endif()
