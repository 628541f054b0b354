# lantern_classfile: the class-file parser (classfile.h) and the opcode
# table (opcodes.h).  Pure C: no APR, no VM state.
add_library(lantern_classfile STATIC
  ${CMAKE_CURRENT_SOURCE_DIR}/classfile.c
  ${CMAKE_CURRENT_SOURCE_DIR}/classfile_code.c
  ${CMAKE_CURRENT_SOURCE_DIR}/opcodes.c)
target_include_directories(lantern_classfile PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
