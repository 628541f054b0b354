/*
 * vm.h -- the VM's shared core: the types nearly every file uses (the
 * vm_thread record, Java frames, the VM_ROOT macros, FIELD_PTR), the trace
 * bits, the options fixed at startup, and the VM's life (vm.c: creation,
 * exit, the VM's own output, the current thread).  It keeps those types
 * because they are used everywhere; everything else is declared by the
 * file that implements it: allocation heap/heap.h, exceptions
 * runtime/exception.h, strings object/string.h, calling Java
 * interp/interp.h, natives natives/natives.h, threads runtime/threads.h,
 * safepoint states runtime/safepoint.h.
 *
 * Threads.  Every thread that runs Java has one vm_thread for its whole
 * life.  Its first member is the JNI function-table pointer, so a vm_thread*
 * *is* the thread's JNIEnv* (and its JVMPI thread identity, docs/rules.md rule 6).
 *
 * Java stack.  Frames live on a per-thread stack of slots, separate from the
 * C stack, laid out so that a caller's outgoing arguments become the
 * callee's first locals without copying:
 *
 *      low addresses                                      high addresses
 *      | locals[0..max_locals) | frame header | operand stack ... -> sp
 *        ^ = caller's last arg slots
 *
 * GC roots held by C code.  A C variable that holds an object reference
 * across anything that can allocate registers its address with
 * VM_ROOT(t, &var) and releases it with VM_UNROOT(t, n) (a per-thread stack
 * of addresses), so the moving collector can update it (docs/rules.md rule 4).
 */
#ifndef LANTERN_VM_H
#define LANTERN_VM_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "object/class.h"
#include "object/object.h"
#include "os.h"

/* Trace bits of the VM's subsystems (os.h owns bits 0-7). */
enum {
    VM_TRACE_CLASS = 1u << 8,
    VM_TRACE_INTERP = 1u << 9,
    VM_TRACE_GC = 1u << 10,
    VM_TRACE_INIT = 1u << 11,
    VM_TRACE_EXCEPTION = 1u << 12,
    VM_TRACE_NATIVE = 1u << 13,
    VM_TRACE_JVMPI = 1u << 14,
    VM_TRACE_SAFEPOINT = 1u << 15,
    VM_TRACE_MONITOR = 1u << 16,
    VM_TRACE_THREAD = 1u << 17
};

typedef struct frame {
    vm_method *method;
    const uint8_t *pc;      /* saved when this frame calls out or is suspended */
    slot *sp;               /* likewise: top of its operand stack */
    slot *locals;
    struct frame *prev;
    uint32_t flags;         /* FRAME_ENTRY: C called in here; return to C */
} frame;

enum { FRAME_ENTRY = 1 };

#define FRAME_SLOTS ((sizeof(frame) + sizeof(slot) - 1) / sizeof(slot))
#define FRAME_STACK_BASE(f) ((slot *)((f) + 1))

typedef struct vm_thread {
    /* Identity (threads.c).  jni_functions must stay first: a vm_thread* is
     * the thread's JNIEnv* (jni_env.c hands it out as one).  Nothing else
     * depends on the order of the fields. */
    const void *jni_functions;
    os_thread *os;
    object *java_thread;        /* java.lang.Thread; a root */
    uint32_t id;                /* small id for thin locks (1..) */
    struct vm_thread *next;     /* the list of all threads (thread_for_each) */
    bool daemon;                /* does not keep the VM alive */
    bool is_java;               /* a java.lang.Thread started by start0 (or main) */
    bool java_ended;            /* its Thread has ended (THREAD_END sent); main may live on */
    int64_t start_ns;           /* when it was published (dumps' "elapsed") */
    void (*system_fn)(void *);  /* a JVMPI CreateSystemThread thread's agent code, or NULL */

    /* The interpreter's: the Java stack and the C-to-Java nesting. */
    frame *top;                 /* innermost Java frame */
    slot *stack_base, *stack_limit; /* the Java stack */
    int native_depth;           /* nested C->Java entries */

    /* Exceptions (exception.c, and the OutOfMemoryError of heap.c). */
    object *exception;          /* pending exception; a root */
    bool in_stack_overflow;     /* building the StackOverflowError */
    bool in_oom;                /* building the OutOfMemoryError: may use the reserve */

    /* The collector's: C code's roots (VM_ROOT). */
    object **roots[256];        /* VM_ROOT stack */
    int root_count;

    /* The heap's (heap.c, gclocker.c). */
    uint8_t *tlab_top, *tlab_end; /* its allocation buffer; NULL if none */
    int32_t gc_locker_depth;    /* GC locker enters not yet left (gclocker.h) */

    /* Safepoints and suspension (safepoint.c). */
    volatile int32_t exec_state; /* enum thread_exec_state (safepoint.h) */
    volatile int32_t suspended; /* JVMPI SuspendThread: stays stopped until resumed */
    int64_t cpu_at_suspend;     /* its CPU time at the last suspension (ThreadHasRun) */
    bool has_run;               /* whether it used CPU between its last two suspensions */

    /* Monitors, waits and parking (monitor.c, threads.c). */
    volatile int32_t java_state; /* enum thread_java_state (threads.h): blocked, waiting ... (dumps, getState) */

    /* Identity hashes (heap.c): its own xor-shift state, as HotSpot's threads. */
    uint32_t hash_state[4];
    os_monitor *parker;         /* Unsafe.park's permit lives under it */
    bool permit;                /* guarded by parker */

    /* JNI's (jni_refs.c) and JNI checking's (-Xcheck:jni, jni_check.c). */
    struct jni_locals *jni_locals; /* its JNI local references */
    const char *jni_unchecked;  /* the Call* whose exception was not checked yet */
    int jni_critical;           /* GetPrimitiveArrayCritical regions open */
    int jni_native_plan;        /* the local capacity planned for its next native invocation */

    /* JVMPI's (jvmpi.c), and -Xcheck:jvmpi's (jvmpi_check.c). */
    void *jvmpi_tls;            /* JVMPI Get/SetThreadLocalStorage */
    object *jvmpi_refs[64];     /* jobjectID2jobject's references: a ring, */
    uint32_t jvmpi_ref_next;    /* valid while GC is disabled (the spec's rule) */
    /* -Xcheck:jvmpi: the innermost JVMPI handler's event (0: none), how many
     * handlers of GC-disabled events it runs, its DisableGC calls not matched by EnableGC */
    int32_t jvmpi_check_event, jvmpi_check_gc_off, jvmpi_check_disables;
} vm_thread;

#define VM_ROOT(t, addr) ((t)->roots[(t)->root_count++] = (object **)(addr))
#define VM_UNROOT(t, n) ((t)->root_count -= (n))

/* ---- options, fixed at startup ------------------------------------------ */
typedef struct vm_options {
    size_t heap_max;        /* -Xmx */
    size_t heap_initial;    /* -Xms */
    size_t heap_young;      /* -Xmn: accepted; the collector has one generation */
    size_t java_stack;      /* -Xss */
    bool gc_stress;         /* -Xgcstress: collect at every allocation */
    bool gc_verify;         /* -Xgcverify: check the heap before and after each collection */
    bool verbose_class, verbose_gc;
    bool log_heap_exit;          /* -Xlog:gc+heap+exit, -Xlog:gc* */
    bool verbose_jni;       /* -verbose:jni: JNI natives linked and registered */
    bool reduce_signals;    /* -Xrs: leave Ctrl-\ / Ctrl-Break to the OS */
    /* the type checker at link time: -XX:+BytecodeVerificationRemote
     * (classes of the application loader, on by default),
     * -XX:+BytecodeVerificationLocal (the class library); -Xverify:all,
     * remote and none set both */
    bool verify_remote, verify_local;
    const char *home;       /* the image/JDK directory: lib/ lives under it */
    const char *class_path; /* java.class.path */
    int property_count;
    char **properties;      /* "key=value" from -D */
    /* JNI_CreateJavaVM's hooks (option "vfprintf", "exit", "abort" with the
     * function in extraInfo, called as jni.h's JNICALL), NULL if not given */
    void *vfprintf_hook, *exit_hook, *abort_hook;
} vm_options;

extern vm_options vm_opts;
extern vm_thread *vm_main_thread;

/* ---- a field of an object, by its vm_field ----------------------------- */
#define FIELD_PTR(o, f, type) ((type *)((char *)(o) + (f)->offset))

/* ---- the VM's life (vm.c) ---------------------------------------------- */
char *vm_strdup(const char *s); /* strdup is POSIX, not C11 */
/* Seconds since the VM began to be made: the time stamps of -Xlog's lines. */
double vm_uptime(void);
/* The calling thread's vm_thread, or NULL if the VM does not know it (vm.c
 * implements it; the rest of the thread API is runtime/threads.h). */
vm_thread *thread_current(void);
/* -ea/-da/-esa/-dsa as they apply to a class (internal name). */
bool vm_assertion_status(const char *class_name, bool system);
int vm_create(vm_thread *t);
/* Loads the core classes if not yet done (GetEnv for JNI in an agent's
 * JVM_OnLoad comes here first); false if they cannot be loaded (the error
 * is printed once). */
extern volatile bool vm_core_ready;
bool vm_boot_core(vm_thread *t);
void vm_exit(int code);
/* As HotSpot's vm_exit_during_initialization: "Error occurred during
 * initialization of VM", the message, both on stdout, and exit code 1 at
 * once (the launcher adds nothing).  Never returns. */
void vm_exit_during_initialization(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((noreturn, format(printf, 1, 2)))
#endif
    ;
/* The VM's own output (messages, -verbose, FATAL ERROR, thread dumps; not
 * System.out/err): through the embedder's vfprintf hook if it gave one. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void vm_printf(FILE *f, const char *fmt, ...);
/* An abnormal end (FATAL ERROR): the embedder's abort hook, then the
 * process ends as abort() ends it. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void vm_abort(void);
/* DestroyJavaVM's last steps, once the program is over: agents told, the
 * Signal Dispatcher stopped, ended threads joined, stdio flushed. */
void vm_shutdown(vm_thread *t);

#endif /* LANTERN_VM_H */
