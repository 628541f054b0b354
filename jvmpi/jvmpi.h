/*
 * jvmpi.h -- the Java Virtual Machine Profiler Interface, as Lantern offers
 * it to profiler agents (public ABI).
 *
 * Names, values, member order and struct layouts are Sun's (the JDK 1.4.2 /
 * 5.0 header, interface versions 1, 1.1 and 1.2), so an agent written for
 * those VMs compiles and runs unchanged.  The header works with Lantern's
 * jni.h and with the JDK's own jni.h: it needs only the JNI types.
 *
 * An agent is a shared library loaded with -Xrun<name>[:options].  The VM
 * calls its JVM_OnLoad; the agent asks JavaVM->GetEnv for a JVMPI_Interface
 * with one of the JVMPI_VERSION_* values, stores its own NotifyEvent into the
 * table, and enables the events it wants.
 *
 * Layout facts (checked by test/jvmpi/jvmpi_abi_check.c on LP64, LLP64 and
 * ILP32):
 *
 *                         LP64/LLP64   ILP32 (i386 System V)
 *   sizeof(JVMPI_Event)        88        48
 *   offsetof(event, u)         16         8
 *   sizeof(JVMPI_Interface)   240       120    (30 members: version + 29 slots)
 *   sizeof(JVMPI_CallFrame)    16         8
 *   sizeof(JVMPI_CallTrace)    24        12
 *
 * On Win32 a jlong is 8-aligned, so the jlong members move (e.g.
 * u.monitor_wait.timeout is at 16, not 12); the sizes stay the same.
 *
 * Where the specification leaves room, Lantern chooses what lets agents
 * written for Classic, HotSpot 1.4 and CVM work unchanged:
 *
 *   Classes.  Every class gets exactly one CLASS_LOAD (more only when the
 *     agent requests them).  A class object's OBJECT_ALLOC comes before the
 *     CLASS_LOAD that names it, and java/lang/Class's CLASS_LOAD before any
 *     other class object's OBJECT_ALLOC.  The class object of
 *     java.lang.Class is its own class: its OBJECT_ALLOC carries
 *     class_id = NULL (as CVM), so an agent that requests the CLASS_LOAD of
 *     an unknown class_id cannot recurse.
 *   Deaths.  Each space of the generational heap is an arena, all
 *     announced by ARENA_NEW at start-up: 1 "Eden", 2 "Survivor 0",
 *     3 "Survivor 1", 4 "Tenured A", 5 "Tenured B" (the old generation is
 *     one of the last two at a time).  A young collection reports an
 *     OBJECT_MOVE per survivor, into a survivor space or the old
 *     generation; a full collection one per live object, into the other
 *     tenured arena, even for an object whose address stays (its arena
 *     changes), in address order so that no ID is ever held by two
 *     objects.  If OBJECT_FREE is enabled when a collection runs, each
 *     object that died gets one OBJECT_FREE and no arena is deleted while
 *     the VM runs (as on Classic, HotSpot 1.4 and CVM).  If OBJECT_FREE is
 *     off and ARENA_DELETE on, the heap-arena scheme: after the moves,
 *     ARENA_DELETE of each arena the collection left holding only dead
 *     objects (eden and the survivor space it emptied; after a full
 *     collection also the tenured arena it left) and ARENA_NEW of it again;
 *     a full collection, whose survivors slide onto the addresses of the
 *     dead, then reports in a second step the moves (within the new tenured
 *     arena) of those whose address changed, in address order.
 *     Either way the moves and deaths come between GC_START and GC_FINISH,
 *     on the collecting thread, and GC_FINISH counts every object still in
 *     the heap (old objects that died since the last full collection
 *     included: they are reported when it finds them).
 *   Raw monitors and the stopped world.  Agent code is never stopped at
 *     a safepoint, nor suspended.  A handler runs on the thread the event
 *     happened in: on a Java thread a safepoint waits for it to return; an
 *     agent thread (CreateSystemThread) and the Ctrl-\ handler count as
 *     native code and are not waited for (JVM_OnLoad runs before any other
 *     thread exists).  RawMonitorEnter and RawMonitorWait block as native
 *     code and never return holding their monitor while the world is
 *     stopped (they let it go, wait, and take it again).  So a thread
 *     holding a raw monitor is stopped only if it calls into the VM: JNI,
 *     RequestEvent, GetMethodClass, jobjectID2jobject, CreateSystemThread,
 *     RunGC, SuspendThread(List).
 *     Events sent with the world stopped come on the thread that stopped
 *     it: GC_START, the OBJECT_MOVEs, OBJECT_FREEs and arena events, and
 *     GC_FINISH on the collecting thread (Lantern stops the world before
 *     GC_START and restarts it after GC_FINISH, where Classic and HotSpot
 *     sent both with the world running); HEAP_DUMP, OBJECT_DUMP and
 *     MONITOR_DUMP on the thread that requested them.  A collection starts
 *     only while GC is enabled (no DisableGC outstanding, no event with IDs
 *     being handled), and DisableGC returns only once no collection is in
 *     progress -- at once, though, if the collection's handler is waiting
 *     for a raw monitor the caller holds, so that agents that take their
 *     lock before DisableGC keep working.  Hence the classic rule holds: a
 *     lock whose holders call into the VM only with GC disabled --
 *     DisableGC before the lock -- may be taken in GC_START and let go in
 *     GC_FINISH (Sun's HPROF does), and a holder that does not call into
 *     the VM simply runs on and lets go.  A dump's handler may take such a
 *     lock if the requester took it before RequestEvent.
 *   Ctrl-\ / Ctrl-Break.  DATA_DUMP_REQUEST then DATA_RESET_REQUEST come on
 *     the Signal Dispatcher thread after the thread dump, with the world
 *     running: the handler may take the agent's locks, suspend, sample and
 *     request dumps.
 *   Heap dumps.  The frame number of ROOT_JAVA_FRAME and ROOT_JNI_LOCAL is
 *     the frame's depth from the top of its thread's stack, from 0: it
 *     indexes that thread's trace in heap_dump.traces (as CVM).
 *   GetThreadStatus.  A thread in Thread.sleep is in a timed condition
 *     wait: JVMPI_THREAD_CONDVAR_WAIT (as Classic and CVM).
 *   JNI in JVM_OnLoad.  GetEnv(JNI_VERSION_1_2) gives the main thread's
 *     JNIEnv, and JNI works there: that GetEnv completes the loading of the
 *     core classes.
 */
#ifndef _JAVASOFT_JVMPI_H_
#define _JAVASOFT_JVMPI_H_

#include "jni.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- interface versions (the `version` argument of GetEnv) --------------- */
#define JVMPI_VERSION_1   ((jint)0x10000001)  /* JDK 1.2 */
#define JVMPI_VERSION_1_1 ((jint)0x10000002)  /* adds jobjectID2jobject, jobject2jobjectID */
#define JVMPI_VERSION_1_2 ((jint)0x10000003)  /* adds SuspendThreadList, ResumeThreadList */

/* ---- opaque identities ---------------------------------------------------- */
struct _jobjectID;
typedef struct _jobjectID *jobjectID;        /* an object (or class) while GC is disabled */

struct _JVMPI_RawMonitor;
typedef struct _JVMPI_RawMonitor *JVMPI_RawMonitor;

/* ---- small structures ---------------------------------------------------- */
typedef struct {
    char *field_name;
    char *field_signature;
} JVMPI_Field;

typedef struct {
    jint heap_dump_level;                    /* JVMPI_DUMP_LEVEL_0, _1 or _2 */
} JVMPI_HeapDumpArg;

typedef struct {
    jint offset;                             /* bytecode offset */
    jint lineno;
} JVMPI_Lineno;

typedef struct {
    char *method_name;
    char *method_signature;
    jint start_lineno;                       /* -1 for native and abstract methods */
    jint end_lineno;
    jmethodID method_id;
} JVMPI_Method;

typedef struct {
    jint lineno;                             /* >0 a line; -1 unknown, -2 compiled, -3 native */
    jmethodID method_id;
} JVMPI_CallFrame;

typedef struct {
    JNIEnv *env_id;                          /* set by the caller of GetCallTrace */
    jint num_frames;                         /* set by the VM */
    JVMPI_CallFrame *frames;                 /* allocated by the caller: depth entries */
} JVMPI_CallTrace;

typedef void (*jvmpi_void_function_of_void)(void *);

/* ---- events ----------------------------------------------------------------- */
typedef struct {
    jint event_type;                         /* JVMPI_EVENT_*, | JVMPI_REQUESTED_EVENT if requested */
    JNIEnv *env_id;                          /* the thread the event happened in */

    union {
        struct {
            const char *class_name;
            char *source_name;
            jint num_interfaces;
            jint num_methods;
            JVMPI_Method *methods;
            jint num_static_fields;
            JVMPI_Field *statics;
            jint num_instance_fields;
            JVMPI_Field *instances;
            jobjectID class_id;
        } class_load;

        struct {
            jobjectID class_id;
        } class_unload;

        struct {
            unsigned char *class_data;
            jint class_data_len;
            unsigned char *new_class_data;   /* set by the agent, allocated with malloc_f */
            jint new_class_data_len;
            void *(*malloc_f)(unsigned int);
        } class_load_hook;

        struct {
            jint arena_id;
            jobjectID class_id;              /* element class for object arrays; NULL for primitive arrays */
            jint is_array;                   /* JVMPI_NORMAL_OBJECT, JVMPI_CLASS or a primitive type */
            jint size;                       /* bytes */
            jobjectID obj_id;
        } obj_alloc;

        struct {
            jobjectID obj_id;
        } obj_free;

        struct {
            jint arena_id;
            jobjectID obj_id;
            jint new_arena_id;
            jobjectID new_obj_id;
        } obj_move;

        struct {
            jint arena_id;
            const char *arena_name;
        } new_arena;

        struct {
            jint arena_id;
        } delete_arena;

        struct {
            char *thread_name;
            char *group_name;
            char *parent_name;
            jobjectID thread_id;
            JNIEnv *thread_env_id;
        } thread_start;

        struct {
            int dump_level;
            char *begin;
            char *end;
            jint num_traces;
            JVMPI_CallTrace *traces;
        } heap_dump;

        struct {
            jobjectID obj_id;
            jobject ref_id;
        } jni_globalref_alloc;

        struct {
            jobject ref_id;
        } jni_globalref_free;

        struct {
            jmethodID method_id;
        } method;

        struct {
            jmethodID method_id;
            jobjectID obj_id;                /* the receiver; NULL for static methods */
        } method_entry2;

        struct {
            jmethodID method_id;
            void *code_addr;
            jint code_size;
            jint lineno_table_size;
            JVMPI_Lineno *lineno_table;
        } compiled_method_load;

        struct {
            jmethodID method_id;
        } compiled_method_unload;

        struct {
            jmethodID method_id;
            jint offset;
            union {
                struct {
                    jboolean is_true;
                } if_info;
                struct {
                    jint key;
                    jint low;
                    jint hi;
                } tableswitch_info;
                struct {
                    jint chosen_pair_index;  /* == pairs_total: the default was taken */
                    jint pairs_total;
                } lookupswitch_info;
            } u;
        } instruction;

        struct {
            char *begin;
            char *end;
            jint num_traces;
            JVMPI_CallTrace *traces;
            jint *threads_status;
        } monitor_dump;

        struct {
            const char *name;
            JVMPI_RawMonitor id;
        } raw_monitor;

        struct {
            jobjectID object;
        } monitor;

        struct {
            jobjectID object;                /* NULL for Thread.sleep */
            jlong timeout;                   /* ms; for WAITED, the time waited */
        } monitor_wait;

        struct {
            jlong used_objects;
            jlong used_object_space;
            jlong total_object_space;
        } gc_info;

        struct {
            jint data_len;
            char *data;
        } object_dump;
    } u;
} JVMPI_Event;

/* ---- the interface table -------------------------------------------------- */
typedef struct {
    jint version;                            /* the highest version the VM supports */

    /* set by the agent */
    void (*NotifyEvent)(JVMPI_Event *event);

    /* version 1 */
    jint (*EnableEvent)(jint event_type, void *arg);
    jint (*DisableEvent)(jint event_type, void *arg);
    jint (*RequestEvent)(jint event_type, void *arg);

    void (*GetCallTrace)(JVMPI_CallTrace *trace, jint depth);

    void (*ProfilerExit)(jint);

    JVMPI_RawMonitor (*RawMonitorCreate)(char *lock_name);
    void (*RawMonitorEnter)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorExit)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorWait)(JVMPI_RawMonitor lock_id, jlong ms);
    void (*RawMonitorNotifyAll)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorDestroy)(JVMPI_RawMonitor lock_id);

    jlong (*GetCurrentThreadCpuTime)(void);  /* nanoseconds */
    void (*SuspendThread)(JNIEnv *env);
    void (*ResumeThread)(JNIEnv *env);
    jint (*GetThreadStatus)(JNIEnv *env);
    jboolean (*ThreadHasRun)(JNIEnv *env);
    jint (*CreateSystemThread)(char *name, jint priority, jvmpi_void_function_of_void f);
    void (*SetThreadLocalStorage)(JNIEnv *env_id, void *ptr);
    void *(*GetThreadLocalStorage)(JNIEnv *env_id);

    void (*DisableGC)(void);
    void (*EnableGC)(void);
    void (*RunGC)(void);

    jobjectID (*GetThreadObject)(JNIEnv *env);
    jobjectID (*GetMethodClass)(jmethodID mid);

    /* version 1.1 */
    jobject (*jobjectID2jobject)(jobjectID jid);
    jobjectID (*jobject2jobjectID)(jobject jobj);

    /* version 1.2 */
    void (*SuspendThreadList)(jint reqCount, JNIEnv **reqList, jint *results);
    void (*ResumeThreadList)(jint reqCount, JNIEnv **reqList, jint *results);
} JVMPI_Interface;

/* ---- type codes: obj_alloc.is_array and the dump formats' `ty` ------------- */
#define JVMPI_NORMAL_OBJECT ((jint)0)
#define JVMPI_CLASS         ((jint)2)        /* an object reference; in is_array: an object array */
#define JVMPI_BOOLEAN       ((jint)4)
#define JVMPI_CHAR          ((jint)5)
#define JVMPI_FLOAT         ((jint)6)
#define JVMPI_DOUBLE        ((jint)7)
#define JVMPI_BYTE          ((jint)8)
#define JVMPI_SHORT         ((jint)9)
#define JVMPI_INT           ((jint)10)
#define JVMPI_LONG          ((jint)11)

/* ---- event types ------------------------------------------------------------ */
#define JVMPI_EVENT_METHOD_ENTRY              ((jint)1)
#define JVMPI_EVENT_METHOD_ENTRY2             ((jint)2)
#define JVMPI_EVENT_METHOD_EXIT               ((jint)3)

#define JVMPI_EVENT_OBJECT_ALLOC              ((jint)4)
#define JVMPI_EVENT_OBJECT_FREE               ((jint)5)
#define JVMPI_EVENT_OBJECT_MOVE               ((jint)6)

#define JVMPI_EVENT_COMPILED_METHOD_LOAD      ((jint)7)
#define JVMPI_EVENT_COMPILED_METHOD_UNLOAD    ((jint)8)

#define JVMPI_EVENT_INSTRUCTION_START         ((jint)9)

#define JVMPI_EVENT_THREAD_START              ((jint)33)
#define JVMPI_EVENT_THREAD_END                ((jint)34)

#define JVMPI_EVENT_CLASS_LOAD_HOOK           ((jint)35)

#define JVMPI_EVENT_HEAP_DUMP                 ((jint)37)
#define JVMPI_EVENT_JNI_GLOBALREF_ALLOC       ((jint)38)
#define JVMPI_EVENT_JNI_GLOBALREF_FREE        ((jint)39)
#define JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC  ((jint)40)
#define JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE   ((jint)41)
#define JVMPI_EVENT_CLASS_LOAD                ((jint)42)
#define JVMPI_EVENT_CLASS_UNLOAD              ((jint)43)
#define JVMPI_EVENT_DATA_DUMP_REQUEST         ((jint)44)
#define JVMPI_EVENT_DATA_RESET_REQUEST        ((jint)45)

#define JVMPI_EVENT_JVM_INIT_DONE             ((jint)46)
#define JVMPI_EVENT_JVM_SHUT_DOWN             ((jint)47)

#define JVMPI_EVENT_ARENA_NEW                 ((jint)48)
#define JVMPI_EVENT_ARENA_DELETE              ((jint)49)

#define JVMPI_EVENT_OBJECT_DUMP               ((jint)50)

#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER   ((jint)51)
#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED ((jint)52)
#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT    ((jint)53)
#define JVMPI_EVENT_MONITOR_CONTENDED_ENTER       ((jint)54)
#define JVMPI_EVENT_MONITOR_CONTENDED_ENTERED     ((jint)55)
#define JVMPI_EVENT_MONITOR_CONTENDED_EXIT        ((jint)56)
#define JVMPI_EVENT_MONITOR_WAIT                  ((jint)57)
#define JVMPI_EVENT_MONITOR_WAITED                ((jint)58)
#define JVMPI_EVENT_MONITOR_DUMP                  ((jint)59)

#define JVMPI_EVENT_GC_START                  ((jint)60)
#define JVMPI_EVENT_GC_FINISH                 ((jint)61)

#define JVMPI_MAX_EVENT_TYPE_VAL              ((jint)61)

/* The names JDK 1.2 used first; agents of that time still say them. */
#define JVMPI_EVENT_LOAD_COMPILED_METHOD      JVMPI_EVENT_COMPILED_METHOD_LOAD
#define JVMPI_EVENT_UNLOAD_COMPILED_METHOD    JVMPI_EVENT_COMPILED_METHOD_UNLOAD
#define JVMPI_EVENT_NEW_ARENA                 JVMPI_EVENT_ARENA_NEW
#define JVMPI_EVENT_DELETE_ARENA              JVMPI_EVENT_ARENA_DELETE
#define JVMPI_EVENT_DUMP_DATA_REQUEST         JVMPI_EVENT_DATA_DUMP_REQUEST
#define JVMPI_EVENT_RESET_DATA_REQUEST        JVMPI_EVENT_DATA_RESET_REQUEST
#define JVMPI_EVENT_OBJ_ALLOC                 JVMPI_EVENT_OBJECT_ALLOC
#define JVMPI_EVENT_OBJ_FREE                  JVMPI_EVENT_OBJECT_FREE
#define JVMPI_EVENT_OBJ_MOVE                  JVMPI_EVENT_OBJECT_MOVE

/* OR-ed into event_type of events sent in answer to RequestEvent. */
#define JVMPI_REQUESTED_EVENT                 ((jint)0x10000000)

/* ---- results ------------------------------------------------------------------ */
#define JVMPI_SUCCESS       ((jint)0)
#define JVMPI_NOT_AVAILABLE ((jint)1)
#define JVMPI_FAIL          ((jint)-1)

/* ---- thread status (GetThreadStatus, monitor_dump.threads_status) ------------ */
enum {
    JVMPI_THREAD_RUNNABLE = 1,
    JVMPI_THREAD_MONITOR_WAIT,
    JVMPI_THREAD_CONDVAR_WAIT
};
#define JVMPI_THREAD_SUSPENDED   0x8000      /* bits OR-ed into the status */
#define JVMPI_THREAD_INTERRUPTED 0x4000

/* ---- CreateSystemThread priorities --------------------------------------------- */
#define JVMPI_MINIMUM_PRIORITY 1
#define JVMPI_MAXIMUM_PRIORITY 10
#define JVMPI_NORMAL_PRIORITY  5

/* ---- monitor dump record kinds ------------------------------------------------- */
#define JVMPI_MONITOR_JAVA 0x01
#define JVMPI_MONITOR_RAW  0x02

/* ---- heap dump record tags ------------------------------------------------------ */
#define JVMPI_GC_ROOT_UNKNOWN      0xff
#define JVMPI_GC_ROOT_JNI_GLOBAL   0x01
#define JVMPI_GC_ROOT_JNI_LOCAL    0x02
#define JVMPI_GC_ROOT_JAVA_FRAME   0x03
#define JVMPI_GC_ROOT_NATIVE_STACK 0x04
#define JVMPI_GC_ROOT_STICKY_CLASS 0x05
#define JVMPI_GC_ROOT_THREAD_BLOCK 0x06
#define JVMPI_GC_ROOT_MONITOR_USED 0x07
#define JVMPI_GC_ROOT_THREAD_OBJ   0x08

#define JVMPI_GC_CLASS_DUMP        0x20
#define JVMPI_GC_INSTANCE_DUMP     0x21
#define JVMPI_GC_OBJ_ARRAY_DUMP    0x22
#define JVMPI_GC_PRIM_ARRAY_DUMP   0x23

/* ---- heap dump levels ------------------------------------------------------------ */
#define JVMPI_DUMP_LEVEL_0 ((jint)0)
#define JVMPI_DUMP_LEVEL_1 ((jint)1)
#define JVMPI_DUMP_LEVEL_2 ((jint)2)

/* ---- the agent's entry points ------------------------------------------------------ */
JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved);
JNIEXPORT void JNICALL JVM_OnUnload(JavaVM *vm);

#ifdef __cplusplus
}
#endif

#endif /* _JAVASOFT_JVMPI_H_ */
