/*
 * jvmpi_abi_check.c -- compile-time checks of jvmpi/jvmpi.h against the
 * JVMPI ABI (Sun's jvmpi.h of JDK 1.2 to 1.4, on each data model): every constant's
 * value, every struct member's offset and every struct's size, the type of
 * every interface slot and the slot order.  Nothing runs: the file compiles
 * or it does not.  test/jvmpi/CMakeLists.txt compiles it
 *
 *   - with the build's compiler (LP64 natively, LLP64 in the win64 build),
 *   - against the JDK 17's own jni.h instead of Lantern's (natively),
 *   - with -m32 (ILP32, i386 System V: jlong 4-aligned inside structs),
 *   - with mingw-w64 for Win64 (LLP64) and Win32 (ILP32 with jlong 8-aligned
 *     inside structs, JNICALL = __stdcall),
 *   - as C++11 (the same file: static_assert and decltype stand in for
 *     _Static_assert and _Generic).
 *
 * The numbers below are written out per data model, not computed from the
 * compiler's own sizes, so that a header that changes a member's type or
 * order fails here.  The model is chosen from predefined macros and then
 * confirmed against sizeof(void *) and sizeof(long).
 */
#include "jvmpi.h"
#include <stddef.h>

#ifdef __cplusplus
#include <type_traits>
#define ABI_ASSERT(cond, msg) static_assert(cond, msg)
#define TYPE_IS(expr, type) (std::is_same<decltype(expr), type>::value)
#else
#define ABI_ASSERT(cond, msg) _Static_assert(cond, msg)
#define TYPE_IS(expr, type) _Generic((expr), type: 1, default: 0)
#endif

/* ---- the data model -------------------------------------------------------- */
#if defined(_WIN64)
#define MODEL_LLP64 1
#elif defined(_WIN32)
#define MODEL_WIN32 1          /* ILP32, jlong aligned to 8 inside structs */
#elif defined(__LP64__) || defined(_LP64)
#define MODEL_LP64 1
#elif defined(__i386__) || defined(__ILP32__) || \
      (defined(__SIZEOF_POINTER__) && __SIZEOF_POINTER__ == 4)
#define MODEL_ILP32 1          /* System V i386: jlong aligned to 4 inside structs */
#else
#error "jvmpi_abi_check.c: unknown data model"
#endif

#if defined(MODEL_LP64)
ABI_ASSERT(sizeof(void *) == 8 && sizeof(long) == 8, "LP64 model");
#elif defined(MODEL_LLP64)
ABI_ASSERT(sizeof(void *) == 8 && sizeof(long) == 4, "LLP64 model");
#else
ABI_ASSERT(sizeof(void *) == 4 && sizeof(long) == 4, "ILP32 model");
#endif

#if defined(MODEL_LP64) || defined(MODEL_LLP64)
#define W64 1
/* V(64-bit, ILP32 System V, Win32) */
#define V(a, b, c) (a)
#elif defined(MODEL_ILP32)
#define V(a, b, c) (b)
#else
#define V(a, b, c) (c)
#endif

#define OFF(type, member, a, b, c) \
  ABI_ASSERT(offsetof(type, member) == V(a, b, c), "offsetof(" #type ", " #member ")")
#define SIZE(type, a, b, c) ABI_ASSERT(sizeof(type) == V(a, b, c), "sizeof(" #type ")")
#define MTYPE(type, member, mtype) \
  ABI_ASSERT(TYPE_IS(((type *)0)->member, mtype), "type of " #type "." #member)
#define VALUE(name, v) ABI_ASSERT((name) == (v), #name " == " #v)
#define JINT_VALUE(name, v) \
  VALUE(name, v);           \
  ABI_ASSERT(TYPE_IS(name, jint), #name " is a jint")

/* ---- JNI types the layouts rest on ----------------------------------------- */
ABI_ASSERT(sizeof(jint) == 4, "jint is 32 bits");
ABI_ASSERT(sizeof(jlong) == 8, "jlong is 64 bits");
ABI_ASSERT(sizeof(jboolean) == 1, "jboolean is 8 bits");
ABI_ASSERT(sizeof(jobjectID) == sizeof(void *), "jobjectID is a pointer");
ABI_ASSERT(sizeof(JVMPI_RawMonitor) == sizeof(void *), "JVMPI_RawMonitor is a pointer");
ABI_ASSERT(TYPE_IS((jobjectID)0, struct _jobjectID *), "jobjectID = struct _jobjectID *");
ABI_ASSERT(TYPE_IS((JVMPI_RawMonitor)0, struct _JVMPI_RawMonitor *),
           "JVMPI_RawMonitor = struct _JVMPI_RawMonitor *");
ABI_ASSERT(TYPE_IS((jvmpi_void_function_of_void)0, void (*)(void *)),
           "jvmpi_void_function_of_void = void (*)(void *)");

/* ---- §1 versions --------------------------------------------------------------- */
JINT_VALUE(JVMPI_VERSION_1, 0x10000001);
JINT_VALUE(JVMPI_VERSION_1_1, 0x10000002);
JINT_VALUE(JVMPI_VERSION_1_2, 0x10000003);

/* ---- §2 event types --------------------------------------------------------------- */
JINT_VALUE(JVMPI_EVENT_METHOD_ENTRY, 1);
JINT_VALUE(JVMPI_EVENT_METHOD_ENTRY2, 2);
JINT_VALUE(JVMPI_EVENT_METHOD_EXIT, 3);
JINT_VALUE(JVMPI_EVENT_OBJECT_ALLOC, 4);
JINT_VALUE(JVMPI_EVENT_OBJECT_FREE, 5);
JINT_VALUE(JVMPI_EVENT_OBJECT_MOVE, 6);
JINT_VALUE(JVMPI_EVENT_COMPILED_METHOD_LOAD, 7);
JINT_VALUE(JVMPI_EVENT_COMPILED_METHOD_UNLOAD, 8);
JINT_VALUE(JVMPI_EVENT_INSTRUCTION_START, 9);
JINT_VALUE(JVMPI_EVENT_THREAD_START, 33);
JINT_VALUE(JVMPI_EVENT_THREAD_END, 34);
JINT_VALUE(JVMPI_EVENT_CLASS_LOAD_HOOK, 35);
JINT_VALUE(JVMPI_EVENT_HEAP_DUMP, 37);
JINT_VALUE(JVMPI_EVENT_JNI_GLOBALREF_ALLOC, 38);
JINT_VALUE(JVMPI_EVENT_JNI_GLOBALREF_FREE, 39);
JINT_VALUE(JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC, 40);
JINT_VALUE(JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE, 41);
JINT_VALUE(JVMPI_EVENT_CLASS_LOAD, 42);
JINT_VALUE(JVMPI_EVENT_CLASS_UNLOAD, 43);
JINT_VALUE(JVMPI_EVENT_DATA_DUMP_REQUEST, 44);
JINT_VALUE(JVMPI_EVENT_DATA_RESET_REQUEST, 45);
JINT_VALUE(JVMPI_EVENT_JVM_INIT_DONE, 46);
JINT_VALUE(JVMPI_EVENT_JVM_SHUT_DOWN, 47);
JINT_VALUE(JVMPI_EVENT_ARENA_NEW, 48);
JINT_VALUE(JVMPI_EVENT_ARENA_DELETE, 49);
JINT_VALUE(JVMPI_EVENT_OBJECT_DUMP, 50);
JINT_VALUE(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER, 51);
JINT_VALUE(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED, 52);
JINT_VALUE(JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT, 53);
JINT_VALUE(JVMPI_EVENT_MONITOR_CONTENDED_ENTER, 54);
JINT_VALUE(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED, 55);
JINT_VALUE(JVMPI_EVENT_MONITOR_CONTENDED_EXIT, 56);
JINT_VALUE(JVMPI_EVENT_MONITOR_WAIT, 57);
JINT_VALUE(JVMPI_EVENT_MONITOR_WAITED, 58);
JINT_VALUE(JVMPI_EVENT_MONITOR_DUMP, 59);
JINT_VALUE(JVMPI_EVENT_GC_START, 60);
JINT_VALUE(JVMPI_EVENT_GC_FINISH, 61);
JINT_VALUE(JVMPI_MAX_EVENT_TYPE_VAL, 61);
JINT_VALUE(JVMPI_REQUESTED_EVENT, 0x10000000);
/* the old names */
VALUE(JVMPI_EVENT_OBJ_ALLOC, 4);
VALUE(JVMPI_EVENT_OBJ_FREE, 5);
VALUE(JVMPI_EVENT_OBJ_MOVE, 6);
VALUE(JVMPI_EVENT_LOAD_COMPILED_METHOD, 7);
VALUE(JVMPI_EVENT_UNLOAD_COMPILED_METHOD, 8);
VALUE(JVMPI_EVENT_DUMP_DATA_REQUEST, 44);
VALUE(JVMPI_EVENT_RESET_DATA_REQUEST, 45);
VALUE(JVMPI_EVENT_NEW_ARENA, 48);
VALUE(JVMPI_EVENT_DELETE_ARENA, 49);

/* ---- §3 results, §4 thread status, §5 priorities ---------------------------------- */
JINT_VALUE(JVMPI_SUCCESS, 0);
JINT_VALUE(JVMPI_NOT_AVAILABLE, 1);
JINT_VALUE(JVMPI_FAIL, -1);
VALUE(JVMPI_THREAD_RUNNABLE, 1);
VALUE(JVMPI_THREAD_MONITOR_WAIT, 2);
VALUE(JVMPI_THREAD_CONDVAR_WAIT, 3);
VALUE(JVMPI_THREAD_INTERRUPTED, 0x4000);
VALUE(JVMPI_THREAD_SUSPENDED, 0x8000);
VALUE(JVMPI_MINIMUM_PRIORITY, 1);
VALUE(JVMPI_NORMAL_PRIORITY, 5);
VALUE(JVMPI_MAXIMUM_PRIORITY, 10);

/* ---- §6 type codes ------------------------------------------------------------------ */
JINT_VALUE(JVMPI_NORMAL_OBJECT, 0);
JINT_VALUE(JVMPI_CLASS, 2);
JINT_VALUE(JVMPI_BOOLEAN, 4);
JINT_VALUE(JVMPI_CHAR, 5);
JINT_VALUE(JVMPI_FLOAT, 6);
JINT_VALUE(JVMPI_DOUBLE, 7);
JINT_VALUE(JVMPI_BYTE, 8);
JINT_VALUE(JVMPI_SHORT, 9);
JINT_VALUE(JVMPI_INT, 10);
JINT_VALUE(JVMPI_LONG, 11);

/* ---- §7 dump record tags and levels ----------------------------------------------------- */
VALUE(JVMPI_MONITOR_JAVA, 0x01);
VALUE(JVMPI_MONITOR_RAW, 0x02);
VALUE(JVMPI_GC_ROOT_UNKNOWN, 0xff);
VALUE(JVMPI_GC_ROOT_JNI_GLOBAL, 0x01);
VALUE(JVMPI_GC_ROOT_JNI_LOCAL, 0x02);
VALUE(JVMPI_GC_ROOT_JAVA_FRAME, 0x03);
VALUE(JVMPI_GC_ROOT_NATIVE_STACK, 0x04);
VALUE(JVMPI_GC_ROOT_STICKY_CLASS, 0x05);
VALUE(JVMPI_GC_ROOT_THREAD_BLOCK, 0x06);
VALUE(JVMPI_GC_ROOT_MONITOR_USED, 0x07);
VALUE(JVMPI_GC_ROOT_THREAD_OBJ, 0x08);
VALUE(JVMPI_GC_CLASS_DUMP, 0x20);
VALUE(JVMPI_GC_INSTANCE_DUMP, 0x21);
VALUE(JVMPI_GC_OBJ_ARRAY_DUMP, 0x22);
VALUE(JVMPI_GC_PRIM_ARRAY_DUMP, 0x23);
JINT_VALUE(JVMPI_DUMP_LEVEL_0, 0);
JINT_VALUE(JVMPI_DUMP_LEVEL_1, 1);
JINT_VALUE(JVMPI_DUMP_LEVEL_2, 2);

/* ---- §8 small structs ------------------------------------------------------------------------ */
SIZE(JVMPI_Field, 16, 8, 8);
OFF(JVMPI_Field, field_name, 0, 0, 0);
OFF(JVMPI_Field, field_signature, 8, 4, 4);
MTYPE(JVMPI_Field, field_name, char *);
MTYPE(JVMPI_Field, field_signature, char *);

SIZE(JVMPI_HeapDumpArg, 4, 4, 4);
OFF(JVMPI_HeapDumpArg, heap_dump_level, 0, 0, 0);
MTYPE(JVMPI_HeapDumpArg, heap_dump_level, jint);

SIZE(JVMPI_Lineno, 8, 8, 8);
OFF(JVMPI_Lineno, offset, 0, 0, 0);
OFF(JVMPI_Lineno, lineno, 4, 4, 4);
MTYPE(JVMPI_Lineno, offset, jint);
MTYPE(JVMPI_Lineno, lineno, jint);

SIZE(JVMPI_Method, 32, 20, 20);
OFF(JVMPI_Method, method_name, 0, 0, 0);
OFF(JVMPI_Method, method_signature, 8, 4, 4);
OFF(JVMPI_Method, start_lineno, 16, 8, 8);
OFF(JVMPI_Method, end_lineno, 20, 12, 12);
OFF(JVMPI_Method, method_id, 24, 16, 16);
MTYPE(JVMPI_Method, method_name, char *);
MTYPE(JVMPI_Method, method_signature, char *);
MTYPE(JVMPI_Method, start_lineno, jint);
MTYPE(JVMPI_Method, end_lineno, jint);
MTYPE(JVMPI_Method, method_id, jmethodID);

SIZE(JVMPI_CallFrame, 16, 8, 8);
OFF(JVMPI_CallFrame, lineno, 0, 0, 0);
OFF(JVMPI_CallFrame, method_id, 8, 4, 4);
MTYPE(JVMPI_CallFrame, lineno, jint);
MTYPE(JVMPI_CallFrame, method_id, jmethodID);

SIZE(JVMPI_CallTrace, 24, 12, 12);
OFF(JVMPI_CallTrace, env_id, 0, 0, 0);
OFF(JVMPI_CallTrace, num_frames, 8, 4, 4);
OFF(JVMPI_CallTrace, frames, 16, 8, 8);
MTYPE(JVMPI_CallTrace, env_id, JNIEnv *);
MTYPE(JVMPI_CallTrace, num_frames, jint);
MTYPE(JVMPI_CallTrace, frames, JVMPI_CallFrame *);

/* ---- §9 JVMPI_Event ------------------------------------------------------------------------------ */
SIZE(JVMPI_Event, 88, 48, 48);
OFF(JVMPI_Event, event_type, 0, 0, 0);
OFF(JVMPI_Event, env_id, 8, 4, 4);
OFF(JVMPI_Event, u, 16, 8, 8);
MTYPE(JVMPI_Event, event_type, jint);
MTYPE(JVMPI_Event, env_id, JNIEnv *);

/* Offsets inside the union are given from the start of the event: u + field. */
#define EOFF(member, a, b, c) OFF(JVMPI_Event, u.member, 16 + (a), 8 + (b), 8 + (c))
#define ETYPE(member, t) MTYPE(JVMPI_Event, u.member, t)

EOFF(class_load.class_name, 0, 0, 0);
EOFF(class_load.source_name, 8, 4, 4);
EOFF(class_load.num_interfaces, 16, 8, 8);
EOFF(class_load.num_methods, 20, 12, 12);
EOFF(class_load.methods, 24, 16, 16);
EOFF(class_load.num_static_fields, 32, 20, 20);
EOFF(class_load.statics, 40, 24, 24);
EOFF(class_load.num_instance_fields, 48, 28, 28);
EOFF(class_load.instances, 56, 32, 32);
EOFF(class_load.class_id, 64, 36, 36);
ETYPE(class_load.class_name, const char *);
ETYPE(class_load.source_name, char *);
ETYPE(class_load.num_interfaces, jint);
ETYPE(class_load.num_methods, jint);
ETYPE(class_load.methods, JVMPI_Method *);
ETYPE(class_load.num_static_fields, jint);
ETYPE(class_load.statics, JVMPI_Field *);
ETYPE(class_load.num_instance_fields, jint);
ETYPE(class_load.instances, JVMPI_Field *);
ETYPE(class_load.class_id, jobjectID);

EOFF(class_unload.class_id, 0, 0, 0);
ETYPE(class_unload.class_id, jobjectID);

EOFF(class_load_hook.class_data, 0, 0, 0);
EOFF(class_load_hook.class_data_len, 8, 4, 4);
EOFF(class_load_hook.new_class_data, 16, 8, 8);
EOFF(class_load_hook.new_class_data_len, 24, 12, 12);
EOFF(class_load_hook.malloc_f, 32, 16, 16);
ETYPE(class_load_hook.class_data, unsigned char *);
ETYPE(class_load_hook.class_data_len, jint);
ETYPE(class_load_hook.new_class_data, unsigned char *);
ETYPE(class_load_hook.new_class_data_len, jint);
ETYPE(class_load_hook.malloc_f, void *(*)(unsigned int));

EOFF(obj_alloc.arena_id, 0, 0, 0);
EOFF(obj_alloc.class_id, 8, 4, 4);
EOFF(obj_alloc.is_array, 16, 8, 8);
EOFF(obj_alloc.size, 20, 12, 12);
EOFF(obj_alloc.obj_id, 24, 16, 16);
ETYPE(obj_alloc.arena_id, jint);
ETYPE(obj_alloc.class_id, jobjectID);
ETYPE(obj_alloc.is_array, jint);
ETYPE(obj_alloc.size, jint);
ETYPE(obj_alloc.obj_id, jobjectID);

EOFF(obj_free.obj_id, 0, 0, 0);
ETYPE(obj_free.obj_id, jobjectID);

EOFF(obj_move.arena_id, 0, 0, 0);
EOFF(obj_move.obj_id, 8, 4, 4);
EOFF(obj_move.new_arena_id, 16, 8, 8);
EOFF(obj_move.new_obj_id, 24, 12, 12);
ETYPE(obj_move.arena_id, jint);
ETYPE(obj_move.obj_id, jobjectID);
ETYPE(obj_move.new_arena_id, jint);
ETYPE(obj_move.new_obj_id, jobjectID);

EOFF(new_arena.arena_id, 0, 0, 0);
EOFF(new_arena.arena_name, 8, 4, 4);
ETYPE(new_arena.arena_id, jint);
ETYPE(new_arena.arena_name, const char *);

EOFF(delete_arena.arena_id, 0, 0, 0);
ETYPE(delete_arena.arena_id, jint);

EOFF(thread_start.thread_name, 0, 0, 0);
EOFF(thread_start.group_name, 8, 4, 4);
EOFF(thread_start.parent_name, 16, 8, 8);
EOFF(thread_start.thread_id, 24, 12, 12);
EOFF(thread_start.thread_env_id, 32, 16, 16);
ETYPE(thread_start.thread_name, char *);
ETYPE(thread_start.group_name, char *);
ETYPE(thread_start.parent_name, char *);
ETYPE(thread_start.thread_id, jobjectID);
ETYPE(thread_start.thread_env_id, JNIEnv *);

EOFF(heap_dump.dump_level, 0, 0, 0);
EOFF(heap_dump.begin, 8, 4, 4);
EOFF(heap_dump.end, 16, 8, 8);
EOFF(heap_dump.num_traces, 24, 12, 12);
EOFF(heap_dump.traces, 32, 16, 16);
ETYPE(heap_dump.dump_level, int);
ETYPE(heap_dump.begin, char *);
ETYPE(heap_dump.end, char *);
ETYPE(heap_dump.num_traces, jint);
ETYPE(heap_dump.traces, JVMPI_CallTrace *);

EOFF(jni_globalref_alloc.obj_id, 0, 0, 0);
EOFF(jni_globalref_alloc.ref_id, 8, 4, 4);
ETYPE(jni_globalref_alloc.obj_id, jobjectID);
ETYPE(jni_globalref_alloc.ref_id, jobject);

EOFF(jni_globalref_free.ref_id, 0, 0, 0);
ETYPE(jni_globalref_free.ref_id, jobject);

EOFF(method.method_id, 0, 0, 0);
ETYPE(method.method_id, jmethodID);

EOFF(method_entry2.method_id, 0, 0, 0);
EOFF(method_entry2.obj_id, 8, 4, 4);
ETYPE(method_entry2.method_id, jmethodID);
ETYPE(method_entry2.obj_id, jobjectID);

EOFF(compiled_method_load.method_id, 0, 0, 0);
EOFF(compiled_method_load.code_addr, 8, 4, 4);
EOFF(compiled_method_load.code_size, 16, 8, 8);
EOFF(compiled_method_load.lineno_table_size, 20, 12, 12);
EOFF(compiled_method_load.lineno_table, 24, 16, 16);
ETYPE(compiled_method_load.method_id, jmethodID);
ETYPE(compiled_method_load.code_addr, void *);
ETYPE(compiled_method_load.code_size, jint);
ETYPE(compiled_method_load.lineno_table_size, jint);
ETYPE(compiled_method_load.lineno_table, JVMPI_Lineno *);

EOFF(compiled_method_unload.method_id, 0, 0, 0);
ETYPE(compiled_method_unload.method_id, jmethodID);

EOFF(instruction.method_id, 0, 0, 0);
EOFF(instruction.offset, 8, 4, 4);
EOFF(instruction.u.if_info.is_true, 12, 8, 8);
EOFF(instruction.u.tableswitch_info.key, 12, 8, 8);
EOFF(instruction.u.tableswitch_info.low, 16, 12, 12);
EOFF(instruction.u.tableswitch_info.hi, 20, 16, 16);
EOFF(instruction.u.lookupswitch_info.chosen_pair_index, 12, 8, 8);
EOFF(instruction.u.lookupswitch_info.pairs_total, 16, 12, 12);
ETYPE(instruction.method_id, jmethodID);
ETYPE(instruction.offset, jint);
ETYPE(instruction.u.if_info.is_true, jboolean);
ETYPE(instruction.u.tableswitch_info.key, jint);
ETYPE(instruction.u.tableswitch_info.low, jint);
ETYPE(instruction.u.tableswitch_info.hi, jint);
ETYPE(instruction.u.lookupswitch_info.chosen_pair_index, jint);
ETYPE(instruction.u.lookupswitch_info.pairs_total, jint);

EOFF(monitor_dump.begin, 0, 0, 0);
EOFF(monitor_dump.end, 8, 4, 4);
EOFF(monitor_dump.num_traces, 16, 8, 8);
EOFF(monitor_dump.traces, 24, 12, 12);
EOFF(monitor_dump.threads_status, 32, 16, 16);
ETYPE(monitor_dump.begin, char *);
ETYPE(monitor_dump.end, char *);
ETYPE(monitor_dump.num_traces, jint);
ETYPE(monitor_dump.traces, JVMPI_CallTrace *);
ETYPE(monitor_dump.threads_status, jint *);

EOFF(raw_monitor.name, 0, 0, 0);
EOFF(raw_monitor.id, 8, 4, 4);
ETYPE(raw_monitor.name, const char *);
ETYPE(raw_monitor.id, JVMPI_RawMonitor);

EOFF(monitor.object, 0, 0, 0);
ETYPE(monitor.object, jobjectID);

/* jlong after a pointer: 4-aligned on i386 System V, 8-aligned on Win32 */
EOFF(monitor_wait.object, 0, 0, 0);
EOFF(monitor_wait.timeout, 8, 4, 8);
ETYPE(monitor_wait.object, jobjectID);
ETYPE(monitor_wait.timeout, jlong);

EOFF(gc_info.used_objects, 0, 0, 0);
EOFF(gc_info.used_object_space, 8, 8, 8);
EOFF(gc_info.total_object_space, 16, 16, 16);
ETYPE(gc_info.used_objects, jlong);
ETYPE(gc_info.used_object_space, jlong);
ETYPE(gc_info.total_object_space, jlong);

EOFF(object_dump.data_len, 0, 0, 0);
EOFF(object_dump.data, 8, 4, 4);
ETYPE(object_dump.data_len, jint);
ETYPE(object_dump.data, char *);

/* JVMPI_Event offsets measured with Sun's header (LP64, ILP32, LLP64), once
 * more as absolute numbers. */
OFF(JVMPI_Event, u.class_load.class_id, 80, 44, 44);
OFF(JVMPI_Event, u.obj_alloc.obj_id, 40, 24, 24);
OFF(JVMPI_Event, u.thread_start.thread_env_id, 48, 24, 24);
OFF(JVMPI_Event, u.heap_dump.traces, 48, 24, 24);
OFF(JVMPI_Event, u.monitor_wait.timeout, 24, 12, 16);
OFF(JVMPI_Event, u.gc_info.total_object_space, 32, 24, 24);

/* ---- §10 JVMPI_Interface: version, then 29 function pointers in order ------------------------------- */
SIZE(JVMPI_Interface, 240, 120, 120);
OFF(JVMPI_Interface, version, 0, 0, 0);
MTYPE(JVMPI_Interface, version, jint);
#define SLOT(index, member, ftype)                                                        \
  ABI_ASSERT(offsetof(JVMPI_Interface, member) == (index) * sizeof(void *),              \
             "JVMPI_Interface." #member " is slot " #index);                             \
  ABI_ASSERT(offsetof(JVMPI_Interface, member) == V(8 * (index), 4 * (index), 4 * (index)), \
             "offsetof(JVMPI_Interface, " #member ")");                                  \
  MTYPE(JVMPI_Interface, member, ftype)

SLOT(1, NotifyEvent, void (*)(JVMPI_Event *));
SLOT(2, EnableEvent, jint (*)(jint, void *));
SLOT(3, DisableEvent, jint (*)(jint, void *));
SLOT(4, RequestEvent, jint (*)(jint, void *));
SLOT(5, GetCallTrace, void (*)(JVMPI_CallTrace *, jint));
SLOT(6, ProfilerExit, void (*)(jint));
SLOT(7, RawMonitorCreate, JVMPI_RawMonitor (*)(char *));
SLOT(8, RawMonitorEnter, void (*)(JVMPI_RawMonitor));
SLOT(9, RawMonitorExit, void (*)(JVMPI_RawMonitor));
SLOT(10, RawMonitorWait, void (*)(JVMPI_RawMonitor, jlong));
SLOT(11, RawMonitorNotifyAll, void (*)(JVMPI_RawMonitor));
SLOT(12, RawMonitorDestroy, void (*)(JVMPI_RawMonitor));
SLOT(13, GetCurrentThreadCpuTime, jlong (*)(void));
SLOT(14, SuspendThread, void (*)(JNIEnv *));
SLOT(15, ResumeThread, void (*)(JNIEnv *));
SLOT(16, GetThreadStatus, jint (*)(JNIEnv *));
SLOT(17, ThreadHasRun, jboolean (*)(JNIEnv *));
SLOT(18, CreateSystemThread, jint (*)(char *, jint, void (*)(void *)));
SLOT(19, SetThreadLocalStorage, void (*)(JNIEnv *, void *));
SLOT(20, GetThreadLocalStorage, void *(*)(JNIEnv *));
SLOT(21, DisableGC, void (*)(void));
SLOT(22, EnableGC, void (*)(void));
SLOT(23, RunGC, void (*)(void));
SLOT(24, GetThreadObject, jobjectID (*)(JNIEnv *));
SLOT(25, GetMethodClass, jobjectID (*)(jmethodID));
SLOT(26, jobjectID2jobject, jobject (*)(jobjectID));
SLOT(27, jobject2jobjectID, jobjectID (*)(jobject));
SLOT(28, SuspendThreadList, void (*)(jint, JNIEnv **, jint *));
SLOT(29, ResumeThreadList, void (*)(jint, JNIEnv **, jint *));

/* ---- the agent's entry points: a redeclaration with a different type (or
 * linkage, or calling convention on Win32) does not compile. ----------------- */
#ifdef __cplusplus
extern "C" {
#endif
JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved);
JNIEXPORT void JNICALL JVM_OnUnload(JavaVM *vm);
#ifdef __cplusplus
}
#endif

/* Something to compile into an object (ISO C wants a declaration). */
int jvmpi_abi_check_model(void);
int jvmpi_abi_check_model(void)
{
    return (int)sizeof(JVMPI_Event);
}
