/*
 * vm.h -- the VM's shared core: threads and their Java stacks, frames,
 * allocation, exceptions, strings and the global options.  Each subsystem
 * has its own header for the rest (class.h, interp.h, ...).
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

/* What Thread.getState reports for a live thread (the VM's view; NEW and
 * TERMINATED are decided in Java). */
enum { JSTATE_RUNNABLE = 0, JSTATE_BLOCKED, JSTATE_WAITING, JSTATE_TIMED_WAITING };

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
    const void *jni_functions;  /* must be first: vm_thread* == JNIEnv* */
    os_thread *os;
    object *java_thread;        /* java.lang.Thread; a root */
    object *exception;          /* pending exception; a root */
    frame *top;                 /* innermost Java frame */
    slot *stack_base, *stack_limit; /* the Java stack */
    object **roots[256];        /* VM_ROOT stack */
    int root_count;
    uint32_t id;                /* small id for thin locks (1..) */
    int native_depth;           /* nested C->Java entries */
    bool in_stack_overflow;     /* building the StackOverflowError */
    bool in_oom;                /* building the OutOfMemoryError: may use the reserve */
    volatile int32_t state;     /* THREAD_IN_JAVA ... (safepoint.h) */
    void *jvmpi_tls;            /* JVMPI Get/SetThreadLocalStorage */
    object *jvmpi_refs[64];     /* jobjectID2jobject's references: a ring, */
    uint32_t jvmpi_ref_next;    /* valid while GC is disabled (the spec's rule) */
    struct vm_thread *next;     /* the list of all threads (vm_thread_for_each) */
    volatile int32_t java_state; /* JSTATE_*: blocked, waiting ... (dumps, getState) */
    bool daemon;                /* does not keep the VM alive */
    bool is_java;               /* a java.lang.Thread started by start0 (or main) */
    os_monitor *parker;         /* Unsafe.park's permit lives under it */
    bool permit;                /* guarded by parker */
    int64_t start_ns;           /* when it was published (dumps' "elapsed") */
    volatile int32_t suspended; /* JVMPI SuspendThread: stays stopped until resumed */
    int64_t cpu_at_suspend;     /* its CPU time at the last suspension (ThreadHasRun) */
    bool has_run;               /* whether it used CPU between its last two suspensions */
    void (*system_fn)(void *);  /* a JVMPI CreateSystemThread thread's agent code, or NULL */
    struct jni_locals *jni_locals; /* its JNI local references (jni_refs.c) */
    const char *jni_unchecked;  /* -Xcheck:jni: the Call* whose exception was not checked yet */
    int jni_critical;           /* -Xcheck:jni: GetPrimitiveArrayCritical regions open */
    int jni_native_plan;        /* -Xcheck:jni: the local capacity planned for its next native invocation */
    uint8_t *tlab_top, *tlab_end; /* its allocation buffer (heap.c); NULL if none */
    int32_t gc_locker_depth;    /* GC locker enters not yet left (gclocker.c) */
    bool java_ended;            /* its Thread has ended (THREAD_END sent); main may live on */
    /* -Xcheck:jvmpi (jvmpi_check.c): the innermost JVMPI handler's event (0: none), how many
     * handlers of GC-disabled events it runs, its DisableGC calls not matched by EnableGC */
    int32_t jvmpi_check_event, jvmpi_check_gc_off, jvmpi_check_disables;
} vm_thread;

#define VM_ROOT(t, addr) ((t)->roots[(t)->root_count++] = (object **)(addr))
#define VM_UNROOT(t, n) ((t)->root_count -= (n))

/* ---- options, fixed at startup ------------------------------------------ */
typedef struct vm_options {
    size_t heap_max;        /* -Xmx */
    size_t heap_initial;    /* -Xms */
    size_t java_stack;      /* -Xss */
    bool gc_stress;         /* -Xgcstress: collect at every allocation */
    bool verbose_class, verbose_gc;
    bool verbose_jni;       /* -verbose:jni: JNI natives linked and registered */
    bool reduce_signals;    /* -Xrs: leave Ctrl-\ / Ctrl-Break to the OS */
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

/* ---- allocation (heap.c) --------------------------------------------- */
bool heap_init(size_t max_bytes);
/* ARENA_NEW for both semispaces (at start-up, once agents are loaded). */
void heap_announce_arenas(vm_thread *t);
/* New zeroed instance of c (c must be initialized); NULL with
 * OutOfMemoryError pending. */
object *heap_new_object(vm_thread *t, vm_class *c);
/* New zeroed array of length n of the array class ac. */
object *heap_new_array(vm_thread *t, vm_class *ac, int32_t n);
object *heap_new_primitive_array(vm_thread *t, basic_type elem, int32_t n);
object *heap_clone(vm_thread *t, object *o);
/* An instance allocated without collecting (from the reserve if need be),
 * for event sites holding raw references; NULL if even that is full.  No
 * OBJECT_ALLOC is sent for it: the caller does so once it is complete. */
object *heap_new_object_nogc(vm_thread *t, vm_class *c);
/* A full collection now (JVMPI RunGC), unless GC is disabled. */
void heap_collect(vm_thread *t);
/* JVMPI turned allocation events on or off: choose the allocation path. */
void heap_events_changed(void);
/* Gives up t's allocation buffer (t is ending, or the caller stopped the world). */
void heap_tlab_retire(vm_thread *t);
/* A filler covering the unused end of a retired buffer: not an object. */
bool heap_is_filler(const object *o);
/* Whether p is the address of an object in the heap (an exact object start). */
bool heap_contains_object(const void *p);
/* The JVMPI arena the object lives in (1 or 2: the current semispace). */
int heap_arena_of(const object *o);
/* Every object in the heap, in address order (the world must be stopped). */
void heap_for_each_object(void (*fn)(object *o, void *arg), void *arg);
size_t obj_size(const object *o);
int32_t obj_identity_hash(object *o);
size_t heap_used(void);
size_t heap_capacity(void);

/* ---- exceptions (exception.c) ----------------------------------------- */
/* Throws a new exception of the named class (internal form) with a message
 * (printf format; NULL for none).  Always returns false, for `return
 * vm_throw(...)` in code that signals failure by false. */
bool vm_throw(vm_thread *t, const char *class_name, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Fills a Throwable's backtrace from the current Java stack. */
void exception_fill_backtrace(vm_thread *t, object *throwable);
/* Builds StackTraceElement[] from a backtrace. */
object *exception_decode_backtrace(vm_thread *t, object *throwable);
/* Prints a pending exception the way the JDK reports an uncaught one in
 * thread t, then clears it. */
void exception_report_uncaught(vm_thread *t);
/* The method and line at a frame's pc (for traces and dumps). */
int frame_line_number(const vm_method *m, uint32_t pc);

/* ---- strings (string.c) ---------------------------------------------- */
object *string_from_utf8(vm_thread *t, const char *utf8);        /* modified UTF-8 */
object *string_from_chars(vm_thread *t, const uint16_t *chars, int32_t n);
object *string_intern(vm_thread *t, object *s);
object *string_intern_utf8(vm_thread *t, const char *utf8);
/* malloc'd modified UTF-8 of a String (or NULL if s is null). */
char *string_to_utf8(object *s);
/* Modified UTF-8 of n UTF-16 units: its length in bytes, and the bytes
 * written to out (no terminator; out holds at least that length). */
size_t string_mutf8_length(const uint16_t *chars, int32_t n);
size_t string_mutf8_encode(const uint16_t *chars, int32_t n, char *out);
int32_t string_length(object *s);
const uint16_t *string_chars(object *s);

/* ---- calling Java from C (interp.c) ------------------------------------ */
/* Calls m with args (receiver first for instance methods).  Returns false
 * with t->exception set if it threw. */
bool vm_call(vm_thread *t, vm_method *m, slot *args, slot *result);
/* Finds and calls a static or instance method by name. */
bool vm_call_static(vm_thread *t, vm_class *c, const char *name, const char *desc, slot *args, slot *result);
bool vm_call_virtual(vm_thread *t, object *receiver, const char *name, const char *desc, slot *args,
                     slot *result);

/* ---- a field of an object, by its vm_field ----------------------------- */
#define FIELD_PTR(o, f, type) ((type *)((char *)(o) + (f)->offset))

/* ---- natives (natives.c) --------------------------------------------- */
vm_native_fn natives_lookup(const vm_method *m);

/* ---- the VM's life (vm.c) ---------------------------------------------- */
char *vm_strdup(const char *s); /* strdup is POSIX, not C11 */
vm_thread *vm_thread_current(void);
/* The live thread with that thin-lock id / OS identity, or NULL. */
vm_thread *vm_thread_by_id(uint32_t id);
vm_thread *vm_thread_of_os(const os_thread *os);
/* Reads and clears the current thread's interrupt status (the Thread
 * object's field and the OS flag agree afterwards). */
bool vm_thread_take_interrupt(vm_thread *t);
/* -ea/-da/-esa/-dsa as they apply to a class (internal name). */
bool vm_assertion_status(const char *class_name, bool system);
/* ---- threads (threads.c) ------------------------------------------------ */
void threads_init(const void *jni_functions);
/* A vm_thread for the calling native thread, published on the list. */
vm_thread *vm_thread_new_current(void);
/* In Thread.sleep (its innermost frame; a snapshot, exact at a safepoint). */
bool vm_thread_is_sleeping(const vm_thread *t);
/* Unsafe.park / unpark (time: ns relative, or ms since the epoch if absolute). */
void vm_thread_park(vm_thread *t, bool absolute, int64_t time);
void vm_thread_unpark(object *java_thread);
/* JVMPI CreateSystemThread: a daemon Thread in the system group running fn. */
bool vm_thread_start_system(vm_thread *t, const char *name, int priority, void (*fn)(void *));
/* JVMPI SuspendThread: marks t suspended if it is a live other thread
 * (0), else 10 (invalid) or 14 (already suspended). */
int vm_thread_mark_suspended(vm_thread *self, vm_thread *t);
/* Joins the OS threads of ended Java threads (all of them, or all but a few). */
void vm_threads_reap(bool all);
/* Blocks (IN_NATIVE) until every non-daemon Java thread has ended. */
void vm_threads_await_nondaemon(vm_thread *t);
/* Every thread the VM knows, in creation order (under the list lock: fn
 * must not block). */
void vm_thread_for_each(void (*fn)(vm_thread *t, void *arg), void *arg);
bool vm_thread_is_known(const vm_thread *t);
/* The thread whose java.lang.Thread is o, or NULL. */
vm_thread *vm_thread_of_object(const object *o);
/* A VM thread for a native thread that runs no Java (the Signal Dispatcher):
 * it has an identity (a JNIEnv) for events and roots, but no Thread object. */
vm_thread *vm_thread_attach_internal(void);
/* JNI AttachCurrentThread: a vm_thread for the calling native thread (its
 * os_thread attached already), a Java thread that DestroyJavaVM waits for
 * unless daemon; IN_NATIVE, without a Thread object yet. */
vm_thread *vm_thread_attach_java(bool daemon);
/* JNI DetachCurrentThread: ends it as a Java thread ends (THREAD_END,
 * join()ers woken) and frees it; the OS thread runs on.  Called IN_NATIVE. */
void vm_thread_detach_java(vm_thread *t);
/* DetachCurrentThread of the main thread: its Thread ends (THREAD_END,
 * TERMINATED, joiners woken); the native thread stays for DestroyJavaVM. */
void vm_thread_end_main(vm_thread *t);
/* DestroyJavaVM called by an attached non-daemon thread: it no longer
 * counts among the threads the VM waits for. */
void vm_thread_stop_counting(vm_thread *t);
int vm_create(vm_thread *t);
/* Loads the core classes if not yet done (GetEnv for JNI in an agent's
 * JVM_OnLoad comes here first); false if they cannot be loaded (the error
 * is printed once). */
extern volatile bool vm_core_ready;
bool vm_boot_core(vm_thread *t);
void vm_exit(int code);
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
