# libjvm (the VM as a shared library, as the JDK ships it) and the `java`
# launcher, both placed in the runnable image: image/lib/<libjvm>, image/bin/java.
add_library(jvm SHARED
  ${CMAKE_CURRENT_SOURCE_DIR}/class.c
  ${CMAKE_CURRENT_SOURCE_DIR}/exception.c
  ${CMAKE_CURRENT_SOURCE_DIR}/gc.c
  ${CMAKE_CURRENT_SOURCE_DIR}/heap.c
  ${CMAKE_CURRENT_SOURCE_DIR}/interp.c
  ${CMAKE_CURRENT_SOURCE_DIR}/jni_check.c
  ${CMAKE_CURRENT_SOURCE_DIR}/jni_env.c
  ${CMAKE_CURRENT_SOURCE_DIR}/jni_invoke.c
  ${CMAKE_CURRENT_SOURCE_DIR}/jni_library.c
  ${CMAKE_CURRENT_SOURCE_DIR}/jni_native.c
  ${CMAKE_CURRENT_SOURCE_DIR}/jni_refs.c
  ${CMAKE_CURRENT_SOURCE_DIR}/lambda.c
  ${CMAKE_CURRENT_SOURCE_DIR}/loader.c
  ${CMAKE_CURRENT_SOURCE_DIR}/monitor.c
  ${CMAKE_CURRENT_SOURCE_DIR}/natives.c
  ${CMAKE_CURRENT_SOURCE_DIR}/natives_concurrent.c
  ${CMAKE_CURRENT_SOURCE_DIR}/natives_zip.c
  ${CMAKE_CURRENT_SOURCE_DIR}/npe.c
  ${CMAKE_CURRENT_SOURCE_DIR}/offheap.c
  ${CMAKE_CURRENT_SOURCE_DIR}/reflect.c
  ${CMAKE_CURRENT_SOURCE_DIR}/resolve.c
  ${CMAKE_CURRENT_SOURCE_DIR}/safepoint.c
  ${CMAKE_CURRENT_SOURCE_DIR}/string.c
  ${CMAKE_CURRENT_SOURCE_DIR}/threaddump.c
  ${CMAKE_CURRENT_SOURCE_DIR}/threads.c
  ${CMAKE_CURRENT_SOURCE_DIR}/vm.c)
target_include_directories(jvm PRIVATE ${CMAKE_CURRENT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/jvmpi)
# jni.h exports the invocation functions from the library that defines this.
target_compile_definitions(jvm PRIVATE _JNI_IMPLEMENTATION_)
target_link_libraries(jvm PRIVATE lantern_os lantern_classfile lantern_classpath lantern_refmap ZLIB::ZLIB)
if(NOT WIN32)
  target_link_libraries(jvm PRIVATE m)
endif()
# The interpreter loop wants its dispatch jumps left where they are (one per
# handler, not merged into one shared indirect jump) and its registers out
# of vector units: GCC's global CSE, cross-jumping and SLP vectorization
# undo both.
if(CMAKE_C_COMPILER_ID MATCHES "GNU")
  set_source_files_properties(${CMAKE_CURRENT_SOURCE_DIR}/interp.c PROPERTIES
    COMPILE_OPTIONS "-fno-gcse;-fno-crossjumping;-fno-tree-vectorize")
endif()
# Only the JNI entry points leave the library: the VM's own files are
# compiled hidden, and the static libraries it links (os, class files,
# class path, reference maps) keep their symbols inside it too, so no agent
# or native library can bind to them or interpose on them.
if(NOT WIN32 AND CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  target_link_options(jvm PRIVATE "LINKER:--exclude-libs,ALL")
endif()
set_target_properties(jvm PROPERTIES C_VISIBILITY_PRESET hidden
  LIBRARY_OUTPUT_DIRECTORY ${LANTERN_IMAGE_DIR}/lib
  RUNTIME_OUTPUT_DIRECTORY ${LANTERN_IMAGE_DIR}/lib
  ARCHIVE_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
if(WIN32)
  set_target_properties(jvm PROPERTIES PREFIX "")
endif()

add_executable(lantern_java ${CMAKE_CURRENT_SOURCE_DIR}/java.c ${CMAKE_CURRENT_SOURCE_DIR}/launcher_args.c)
target_include_directories(lantern_java PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(lantern_java PRIVATE lantern_os lantern_classpath)
set_target_properties(lantern_java PROPERTIES OUTPUT_NAME java
  RUNTIME_OUTPUT_DIRECTORY ${LANTERN_IMAGE_DIR}/bin)
add_dependencies(lantern_java jvm)
if(TARGET lantern_classes)
  add_dependencies(lantern_java lantern_classes)
endif()

install(TARGETS lantern_java RUNTIME DESTINATION bin)
install(TARGETS jvm LIBRARY DESTINATION lib RUNTIME DESTINATION lib)
# jni.h and jni_md.h are installed from the staged include/ (../CMakeLists.txt).
