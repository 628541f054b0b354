# The tree explains itself (docs/rules.md rule 10): no tracked file outside
# docs/ points at documents outside the repository (the shared folder the
# project started from, its design brief) or at issue numbers, which mean
# nothing to a reader of the tree.  Design facts live in docs/ and are cited
# as "docs/rules.md rule N" or "docs/jvmpi-notes.md item N".
# Usage: cmake -DROOT=<tree> -P pointers_out_of_tree.cmake
# Prints each hit as "<file>: <text>" and fails if there is any.
#
# Files: what git tracks when ROOT is a git checkout (or a folder of one),
# else every file below ROOT except build trees and .git.  docs/ is left out
# on purpose: it is where the design is written down.  No other exclusion is
# needed -- nothing tracked legitimately contains these texts; the self-test
# (pointers_selftest.cmake) builds its planted tree at test time rather than
# keeping one in the repository.  This file spells the patterns as regular
# expressions written so that they do not match themselves (shared[/]reference).
cmake_minimum_required(VERSION 3.20)
if(NOT ROOT)
  message(FATAL_ERROR "ROOT not set")
endif()
find_program(GIT git)
set(files "")
set(listed_by "files")
if(GIT)
  execute_process(COMMAND ${GIT} -c core.quotePath=false ls-files
    WORKING_DIRECTORY ${ROOT} OUTPUT_VARIABLE out RESULT_VARIABLE rc ERROR_QUIET)
  if(rc EQUAL 0)
    string(REPLACE "\n" ";" files "${out}")
    list(FILTER files EXCLUDE REGEX "^$")
    set(listed_by "tracked files")
  endif()
endif()
if(listed_by STREQUAL "files")
  # Not a git checkout (a source tarball): every file, as the platform-header
  # rule does; symlinks are not followed (a Wine prefix links to /).
  file(GLOB_RECURSE files RELATIVE ${ROOT} ${ROOT}/*)
  list(FILTER files EXCLUDE REGEX "^(build[^/]*|\\.git)/")
endif()
list(FILTER files EXCLUDE REGEX "^docs/")
set(pattern "\\.\\./shared|DESIGN\\.md|shared[/]reference|(^|[^A-Za-z])[Ii]ssues? [0-9]")
set(bad 0)
set(bad_files 0)
foreach(f IN LISTS files)
  if(IS_DIRECTORY ${ROOT}/${f} OR NOT EXISTS ${ROOT}/${f})
    continue() # a submodule, or a file deleted but not yet committed
  endif()
  file(STRINGS ${ROOT}/${f} hits REGEX "${pattern}")
  if(hits)
    math(EXPR bad_files "${bad_files} + 1")
  endif()
  foreach(h IN LISTS hits)
    string(STRIP "${h}" h)
    message("${f}: ${h}")
    math(EXPR bad "${bad} + 1")
  endforeach()
endforeach()
list(LENGTH files n)
if(bad GREATER 0)
  message(FATAL_ERROR "${bad} pointer(s) out of the tree in ${bad_files} file(s) of ${n} ${listed_by}")
endif()
message("pointers out of the tree: ${n} ${listed_by} checked, none")
