# lantern_refmap: reference maps by abstract interpretation of the original
# bytecode (refmap.h), for the precise moving collector.  Pure C over the
# parsed class file: no APR, no VM state.
add_library(lantern_refmap STATIC ${CMAKE_CURRENT_LIST_DIR}/refmap.c)
target_include_directories(lantern_refmap PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(lantern_refmap PUBLIC lantern_classfile)
