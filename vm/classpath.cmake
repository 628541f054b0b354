# lantern_classpath: zip/jar reading with zlib (zip.c) and the class path with
# jar manifests (classpath.c).  Included from vm/CMakeLists.txt.
add_library(lantern_classpath STATIC
  ${CMAKE_CURRENT_SOURCE_DIR}/zip.c
  ${CMAKE_CURRENT_SOURCE_DIR}/classpath.c)
target_include_directories(lantern_classpath PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(lantern_classpath PUBLIC lantern_os ZLIB::ZLIB)
