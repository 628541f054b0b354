/*
 * threads.c -- the VM's threads: the list of every thread, java.lang.Thread
 * on native threads, interruption, sleep, park/unpark, and the wait for the
 * last non-daemon thread.
 *
 * The list.  Every vm_thread is on it from before it runs Java until after
 * it has stopped touching the heap, so the collector and safepoints see
 * exactly the threads that can hold references.  One lock guards the list,
 * the ids, the count of live non-daemon threads and the link between a
 * Thread object and its vm_thread (the `eetop` field): a thread leaves the
 * list and clears eetop under it, so whoever finds a vm_thread under the
 * lock may use it until releasing the lock (unpark, interrupt).  The lock
 * is held for a few instructions and never across blocking or allocation,
 * so threads may take it IN_JAVA.
 *
 * Interruption has two halves that must agree: the Thread object's
 * `interrupted` field, which Java reads and writes, and the OS thread's
 * flag, which wakes a thread blocked in the platform layer.  The field is
 * the truth; before blocking a thread drops a stale OS flag (the field
 * false) and after an interrupted wake-up it clears the field.
 *
 * A thread's end (JDK order): uncaught exception to its handler, JVMPI
 * THREAD_END, eetop = 0 and notifyAll on the Thread (join waits on it),
 * off the list, and the non-daemon count down.
 */
#include <stdlib.h>
#include <string.h>

#include "jni/jni_check.h"
#include "jni/jni_refs.h"
#include "jvmpi_check.h"
#include "jvmpi_impl.h"
#include "runtime/monitor.h"
#include "natives/natives.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "object/string.h"
#include "interp/interp.h"
#include "runtime/threads.h"

static os_monitor *list_lock;
static vm_thread *thread_list;
static int32_t nondaemon_live;     /* started, not-yet-ended non-daemon Java threads */
static uint32_t next_id;
static const void *jni_table;
/* OS threads whose Java thread has ended: joined (reaped) at the next
 * start and at exit, so that no thread is still tearing itself down while
 * the process ends (leak checkers walk every thread then).  Under list_lock. */
static os_thread *ended[64];
static int ended_count;

static vm_field *f_eetop, *f_interrupted, *f_daemon, *f_priority, *f_name;

void thread_init(const void *jni_functions)
{
    list_lock = os_monitor_create("_threads");
    jni_table = jni_check_enabled ? jni_check_functions(jni_functions) : jni_functions;
    if (jvmpi_check_enabled) jni_table = jvmpi_check_jni_functions(jni_table);
}

/* The Thread fields the VM reads; the class is loaded before any thread starts. */
static void find_fields(void)
{
    if (f_eetop) return;
    f_interrupted = class_find_field(cls_Thread, "interrupted", "Z");
    f_daemon = class_find_field(cls_Thread, "daemon", "Z");
    f_priority = class_find_field(cls_Thread, "priority", "I");
    f_name = class_find_field(cls_Thread, "name", "Ljava/lang/String;");
    os_atomic_store_ptr((void *volatile *)&f_eetop, class_find_field(cls_Thread, "eetop", "J"));
}

/* ---- the list -------------------------------------------------------------------- */

static vm_thread *thread_alloc(void)
{
    vm_thread *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->jni_functions = jni_table;
    size_t slots = vm_opts.java_stack / sizeof(slot);
    t->stack_base = calloc(slots, sizeof(slot));
    t->parker = os_monitor_create("_parker");
    if (!t->stack_base || !t->parker) {
        if (t->parker) os_monitor_destroy(t->parker);
        free(t->stack_base);
        free(t);
        return NULL;
    }
    t->stack_limit = t->stack_base + slots;
    return t;
}

static void thread_free(vm_thread *t)
{
    os_monitor_destroy(t->parker);
    jni_thread_free(t);
    free(t->stack_base);
    free(t);
}

/* Appends t (its id given here); the caller made it complete first. */
static void thread_publish(vm_thread *t)
{
    os_monitor_enter(list_lock);
    t->id = ++next_id;
    t->start_ns = os_time_nanos();
    vm_thread **p = &thread_list;
    while (*p) p = &(*p)->next;
    t->next = NULL;
    *p = t;
    if (t->is_java && !t->daemon) nondaemon_live++;
    os_monitor_exit(list_lock);
}

static void thread_unpublish(vm_thread *t)
{
    os_monitor_enter(list_lock);
    for (vm_thread **p = &thread_list; *p; p = &(*p)->next)
        if (*p == t) {
            *p = t->next;
            break;
        }
    if (t->is_java && !t->daemon && --nondaemon_live == 0) os_monitor_notify_all(list_lock);
    os_monitor_exit(list_lock);
}

vm_thread *thread_new_current(void)
{
    vm_thread *t = thread_alloc();
    if (!t) return NULL;
    t->os = os_thread_current();
    os_tls_set(t);
    thread_publish(t);
    return t;
}

void thread_for_each(void (*fn)(vm_thread *t, void *arg), void *arg)
{
    os_monitor_enter(list_lock);
    for (vm_thread *t = thread_list; t; t = t->next) fn(t, arg);
    os_monitor_exit(list_lock);
}

bool thread_is_known(const vm_thread *t)
{
    os_monitor_enter(list_lock);
    vm_thread *k = thread_list;
    while (k && k != t) k = k->next;
    os_monitor_exit(list_lock);
    return k != NULL;
}

vm_thread *thread_of_object(const object *o)
{
    os_monitor_enter(list_lock);
    vm_thread *k = thread_list;
    while (k && (!o || k->java_thread != o)) k = k->next;
    os_monitor_exit(list_lock);
    return k;
}

vm_thread *thread_by_id(uint32_t id)
{
    os_monitor_enter(list_lock);
    vm_thread *k = thread_list;
    while (k && k->id != id) k = k->next;
    os_monitor_exit(list_lock);
    return k;
}

os_thread *thread_os_by_id(uint32_t id)
{
    /* The read of k->os stays under the lock: once it is released the
     * thread may leave the list and its record be freed (thread_leaves). */
    os_monitor_enter(list_lock);
    vm_thread *k = thread_list;
    while (k && k->id != id) k = k->next;
    os_thread *os = k ? k->os : NULL;
    os_monitor_exit(list_lock);
    return os;
}

vm_thread *thread_of_os(const os_thread *os)
{
    if (!os) return NULL;
    os_monitor_enter(list_lock);
    vm_thread *k = thread_list;
    while (k && k->os != os) k = k->next;
    os_monitor_exit(list_lock);
    return k;
}

vm_thread *thread_attach_internal(void)
{
    vm_thread *t = thread_current();
    if (t) return t;
    t = thread_new_current();
    if (t) os_atomic_store32(&t->exec_state, THREAD_EXEC_IN_NATIVE); /* runs no Java: never waited for */
    return t;
}

vm_thread *thread_attach_java(bool daemon)
{
    vm_thread *t = thread_alloc();
    if (!t) return NULL;
    t->os = os_thread_current();
    t->is_java = true;
    t->daemon = daemon;
    t->exec_state = THREAD_EXEC_IN_NATIVE; /* no frames and no Thread yet: never waited for */
    os_tls_set(t);
    thread_publish(t);
    return t;
}

void thread_stop_counting(vm_thread *t)
{
    os_monitor_enter(list_lock);
    if (t->is_java && !t->daemon) {
        t->daemon = true;
        if (--nondaemon_live == 0) os_monitor_notify_all(list_lock);
    }
    os_monitor_exit(list_lock);
}

/* The end of a thread's life as a java.lang.Thread (IN_JAVA, on the
 * thread itself): THREAD_END, the monitors it entered through JNI let go,
 * eetop 0 (TERMINATED) and the Thread object's waiters (join) woken. */
static void end_java_thread_object(vm_thread *t)
{
    if (!t->java_thread || t->java_ended) return;
    t->java_ended = true;
    if (JVMPI_ON(JVMPI_EVENT_THREAD_END)) jvmpi_post_thread_end(t);
    t->exception = NULL;
    jni_monitors_release(t);
    bool locked = monitor_enter(t, t->java_thread);
    os_monitor_enter(list_lock);
    *FIELD_PTR(t->java_thread, f_eetop, int64_t) = 0;
    os_monitor_exit(list_lock);
    if (locked) {
        monitor_notify(t, t->java_thread, true);
        monitor_exit(t, t->java_thread);
    }
    t->exception = NULL;
}

/* The main thread detached by the launcher after main returned: its Thread
 * ends as the JDK's does (join returns, TERMINATED), while the native
 * thread stays the VM's for DestroyJavaVM. */
void thread_end_main(vm_thread *t)
{
    find_fields();
    thread_from_native(t);
    end_java_thread_object(t);
    thread_to_native(t);
}

/* The end of a Java thread, run or attached (IN_JAVA, on the thread
 * itself): its Thread object ends, its allocation buffer is retired; then
 * off the list, and freed. */
static void thread_leaves(vm_thread *t, const char *how)
{
    end_java_thread_object(t);
    heap_tlab_retire(t);
    thread_to_native(t); /* from here on it touches no object */
    thread_unpublish(t);
    OS_TRACE(VM_TRACE_THREAD, "thread", "thread %u %s", t->id, how);
    os_tls_set(NULL);
    thread_free(t);
}

void thread_detach_java(vm_thread *t)
{
    find_fields();
    thread_from_native(t);
    thread_leaves(t, "detached");
}

/* The vm_thread of a Thread object, with the list lock held (release it
 * with os_monitor_exit(list_lock)); NULL if it is not alive. */
static vm_thread *locked_thread_of(object *jt)
{
    find_fields();
    os_monitor_enter(list_lock);
    return (vm_thread *)(intptr_t)*FIELD_PTR(jt, f_eetop, int64_t);
}

/* ---- interruption -------------------------------------------------------------------- */

static bool interrupted_field(vm_thread *t)
{
    find_fields();
    /* A volatile field: an acquire load, as Java code reads it. */
    return t->java_thread && os_atomic_load8(FIELD_PTR(t->java_thread, f_interrupted, uint8_t)) != 0;
}

bool thread_take_interrupt(vm_thread *t)
{
    bool was = interrupted_field(t);
    if (was) os_atomic_store8(FIELD_PTR(t->java_thread, f_interrupted, uint8_t), 0);
    if (t->os) os_thread_interrupted(t->os, true);
    return was;
}

/* Before blocking: true if the thread is interrupted; else a stale OS flag
 * (left by an interrupt already consumed in Java) is dropped. */
static bool interrupt_pending(vm_thread *t)
{
    if (interrupted_field(t)) return true;
    if (t->os) os_thread_interrupted(t->os, true);
    return false;
}

static void unpark_locked(vm_thread *x)
{
    os_monitor_enter(x->parker);
    x->permit = true;
    os_monitor_notify_all(x->parker);
    os_monitor_exit(x->parker);
}

NATIVE(thread_interrupt0)
{
    (void)t, (void)ret;
    vm_thread *x = locked_thread_of(args[0].a);
    if (x) {
        if (x->os) os_thread_interrupt(x->os);
        unpark_locked(x);
    }
    os_monitor_exit(list_lock);
}

/* JVMPI SuspendThread's marking: 0 done, 10 not a live other thread, 14
 * already suspended; ThreadHasRun's CPU reading is taken here too. */
int thread_mark_suspended(vm_thread *self, vm_thread *t)
{
    os_monitor_enter(list_lock);
    vm_thread *k = thread_list;
    while (k && k != t) k = k->next;
    int r = 10;
    if (k && k != self && k->java_thread) {
        r = os_atomic_swap32(&k->suspended, 1) ? 14 : 0;
        if (r == 0) {
            int64_t cpu = k->os ? os_thread_cpu_time(k->os) : -1;
            k->has_run = cpu < 0 || cpu != k->cpu_at_suspend;
            k->cpu_at_suspend = cpu;
        }
    }
    os_monitor_exit(list_lock);
    return r;
}

/* ---- sleep and park -------------------------------------------------------------------- */

NATIVE(thread_sleep)
{
    (void)ret;
    int64_t ms = args[0].j;
    if (ms < 0) {
        vm_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
        return;
    }
    if (interrupt_pending(t)) {
        thread_take_interrupt(t);
        vm_throw(t, "java/lang/InterruptedException", "sleep interrupted");
        return;
    }
    if (JVMPI_ON(JVMPI_EVENT_MONITOR_WAIT)) jvmpi_post_monitor_wait(t, JVMPI_EVENT_MONITOR_WAIT, NULL, ms);
    os_atomic_store32(&t->java_state, THREAD_JAVA_TIMED_WAITING);
    thread_to_native(t); /* blocked: a safepoint need not wait for it */
    os_status st = os_thread_sleep(ms);
    thread_from_native(t);
    os_atomic_store32(&t->java_state, THREAD_JAVA_RUNNABLE);
    if (JVMPI_ON(JVMPI_EVENT_MONITOR_WAITED)) jvmpi_post_monitor_wait(t, JVMPI_EVENT_MONITOR_WAITED, NULL, ms);
    if (st == OS_INTERRUPTED) {
        thread_take_interrupt(t);
        vm_throw(t, "java/lang/InterruptedException", "sleep interrupted");
    }
}

bool thread_is_sleeping(const vm_thread *t)
{
    int js = os_atomic_load32((volatile int32_t *)&t->java_state);
    return js == THREAD_JAVA_TIMED_WAITING && t->top && t->top->method->clazz == cls_Thread &&
           strcmp(t->top->method->name, "sleep") == 0;
}

void thread_park(vm_thread *t, bool absolute, int64_t time)
{
    int64_t ms = 0;
    if (absolute) {
        ms = time - os_time_millis();
        if (ms <= 0) return;
    } else if (time < 0) {
        return;
    } else if (time > 0) {
        ms = (time + 999999) / 1000000; /* the platform waits in ms: never shorter */
    }
    if (interrupt_pending(t)) return;
    os_monitor_enter(t->parker);
    if (t->permit) {
        t->permit = false;
        os_monitor_exit(t->parker);
        return;
    }
    os_atomic_store32(&t->java_state, (absolute || time > 0) ? THREAD_JAVA_TIMED_WAITING : THREAD_JAVA_WAITING);
    thread_to_native(t);
    /* One wait: a notify, a timeout, an interrupt or nothing at all
     * (park may return spuriously) ends it. */
    os_monitor_wait(t->parker, ms);
    t->permit = false;
    os_monitor_exit(t->parker);
    thread_from_native(t);
    os_atomic_store32(&t->java_state, THREAD_JAVA_RUNNABLE);
}

void thread_unpark(object *jt)
{
    if (!jt) return;
    vm_thread *x = locked_thread_of(jt);
    if (x) unpark_locked(x);
    os_monitor_exit(list_lock);
}

/* ---- starting and ending Java threads --------------------------------------------------- */

static void java_thread_end(vm_thread *t)
{
    thread_leaves(t, "ended");
}

/* Joins the OS threads of ended Java threads; with none left to reap when
 * `all`, or keeping the list short otherwise. */
void thread_reap(bool all)
{
    for (;;) {
        os_monitor_enter(list_lock);
        os_thread *o = (ended_count > (all ? 0 : 32)) ? ended[--ended_count] : NULL;
        os_monitor_exit(list_lock);
        if (!o) return;
        os_thread_join(o);
    }
}

/* The last thing an ended Java thread does: queue itself to be joined, or
 * detach if the queue is full. */
static void queue_for_reaping(os_thread *self)
{
    os_monitor_enter(list_lock);
    bool queued = ended_count < (int)(sizeof ended / sizeof ended[0]);
    if (queued) ended[ended_count++] = self;
    os_monitor_exit(list_lock);
    if (!queued) os_thread_detach(self);
}

static void java_thread_main(void *arg)
{
    vm_thread *t = arg;
    /* Others read t->os under the list lock (interrupt, priority, name). */
    os_monitor_enter(list_lock);
    t->os = os_thread_current();
    os_monitor_exit(list_lock);
    os_tls_set(t);
    thread_from_native(t);
    OS_TRACE(VM_TRACE_THREAD, "thread", "thread %u runs", t->id);
    if (JVMPI_ON(JVMPI_EVENT_THREAD_START)) jvmpi_post_thread_start(t, t, false);
    if (t->system_fn) {
        /* An agent's thread runs agent code: native, never waited for. */
        thread_to_native(t);
        t->system_fn(NULL);
        thread_from_native(t);
    } else {
        slot a[1] = {{.a = t->java_thread}};
        vm_call_virtual(t, t->java_thread, "run", "()V", a, NULL);
    }
    if (t->exception) exception_report_uncaught(t);
    os_thread *self = t->os;
    java_thread_end(t);
    queue_for_reaping(self);
}

/* Starts the native thread of the Thread object jt (eetop, the list, the
 * OS thread); system_fn runs instead of run() for JVMPI system threads.
 * False with OutOfMemoryError pending if the thread could not be made. */
/* A thread of the "system" group (the VM's and the library's own). */
static bool in_system_group(object *jt)
{
    vm_field *fg = class_find_field(cls_Thread, "group", "Ljava/lang/ThreadGroup;");
    vm_field *fp = class_find_field(cls_ThreadGroup, "parent", "Ljava/lang/ThreadGroup;");
    object *g = fg ? *FIELD_PTR(jt, fg, object *) : NULL;
    return g && fp && !*FIELD_PTR(g, fp, object *);
}

static bool start_thread(vm_thread *t, object *jt, void (*system_fn)(void *))
{
    find_fields();
    vm_thread *nt = thread_alloc();
    char *name = nt ? string_to_utf8(*FIELD_PTR(jt, f_name, object *)) : NULL;
    if (!nt || !name) {
        if (nt) thread_free(nt);
        free(name);
        return vm_throw(t, "java/lang/OutOfMemoryError",
                        "unable to create native thread: possibly out of memory or process/resource limits reached");
    }
    nt->java_thread = jt;
    nt->is_java = true;
    nt->system_fn = system_fn;
    nt->daemon = *FIELD_PTR(jt, f_daemon, int8_t) != 0;
    nt->exec_state = THREAD_EXEC_IN_NATIVE; /* no frames yet: never waited for */
    heap_hash_seed(nt, system_fn || in_system_group(jt) ? HEAP_HASH_SYSTEM : HEAP_HASH_USER);
    thread_publish(nt);
    os_monitor_enter(list_lock);
    *FIELD_PTR(jt, f_eetop, int64_t) = (int64_t)(intptr_t)nt;
    os_monitor_exit(list_lock);
    os_thread *ot;
    os_status st = os_thread_create(&ot, name, *FIELD_PTR(jt, f_priority, int32_t), 0, java_thread_main, nt);
    free(name);
    if (st != OS_OK) {
        os_monitor_enter(list_lock);
        *FIELD_PTR(jt, f_eetop, int64_t) = 0;
        os_monitor_exit(list_lock);
        thread_unpublish(nt);
        thread_free(nt);
        return vm_throw(t, "java/lang/OutOfMemoryError",
                        "unable to create native thread: possibly out of memory or process/resource limits reached");
    }
    thread_reap(false);
    return true;
}

NATIVE(thread_start0)
{
    (void)ret;
    start_thread(t, args[0].a, NULL);
}

bool thread_start_system(vm_thread *t, const char *name, int priority, void (*fn)(void *))
{
    /* A daemon Thread in the "system" group, made with the VM's constructor. */
    vm_field *fg = class_find_field(cls_Thread, "group", "Ljava/lang/ThreadGroup;");
    vm_field *fp = class_find_field(cls_ThreadGroup, "parent", "Ljava/lang/ThreadGroup;");
    vm_method *ctor = class_find_declared_method(cls_Thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;IZ)V");
    if (!fg || !fp || !ctor || !vm_main_thread->java_thread) return false;
    object *group = *FIELD_PTR(vm_main_thread->java_thread, fg, object *);
    if (group && *FIELD_PTR(group, fp, object *)) group = *FIELD_PTR(group, fp, object *);
    object *jname = NULL, *jt = NULL;
    VM_ROOT(t, &group);
    VM_ROOT(t, &jname);
    VM_ROOT(t, &jt);
    jname = string_from_utf8(t, name ? name : "JVMPI agent");
    jt = jname ? heap_new_object(t, cls_Thread) : NULL;
    bool ok = false;
    if (jt) {
        slot a[5] = {{.a = jt}, {.a = group}, {.a = jname}, {.i = priority}, {.i = 1}};
        ok = vm_call(t, ctor, a, NULL) && start_thread(t, jt, fn);
    }
    VM_UNROOT(t, 3);
    t->exception = NULL;
    return ok;
}

NATIVE(thread_getState0)
{
    (void)t;
    vm_thread *x = locked_thread_of(args[0].a);
    ret->i = x ? os_atomic_load32(&x->java_state) : THREAD_JAVA_RUNNABLE;
    os_monitor_exit(list_lock);
}

NATIVE(thread_setPriority0)
{
    (void)t, (void)ret;
    vm_thread *x = locked_thread_of(args[0].a);
    if (x && x->os) os_thread_set_priority(x->os, args[1].i);
    os_monitor_exit(list_lock);
}

NATIVE(thread_setNativeName0)
{
    (void)ret;
    char *name = string_to_utf8(args[1].a);
    vm_thread *x = locked_thread_of(args[0].a);
    if (x && x->os && name) os_thread_set_name(x->os, name);
    os_monitor_exit(list_lock);
    free(name);
    (void)t;
}

/* ---- the VM's end ------------------------------------------------------------------------ */

void thread_await_nondaemon(vm_thread *t)
{
    if (t) thread_to_native(t);
    os_monitor_enter(list_lock);
    while (nondaemon_live > 0) os_monitor_wait(list_lock, 0);
    os_monitor_exit(list_lock);
    if (t) thread_from_native(t);
}

/* ---- enumeration, suspend and resume ---------------------------------------------- */

typedef struct thread_list_fill {
    object *arr;        /* NULL: only count */
    int32_t n;
} thread_list_fill;

static void fill_threads(vm_thread *x, void *arg)
{
    thread_list_fill *f = arg;
    if (!x->java_thread) return;
    if (f->arr && f->n < ARRAY_LENGTH(f->arr)) {
        ARRAY_DATA(f->arr, object *)[f->n] = x->java_thread;
        heap_write_barrier(f->arr);
    }
    f->n++;
}

/* Thread.getThreads0(): the Thread objects the VM runs (Java filters the
 * dead and sizes): counted, then an array made (which may collect), then
 * filled under the list lock, with room for a few started meanwhile. */
NATIVE(thread_getThreads0)
{
    (void)args;
    thread_list_fill f = {NULL, 0};
    thread_for_each(fill_threads, &f);
    vm_class *ac = class_array_of(t, cls_Thread);
    object *arr = ac ? heap_new_array(t, ac, f.n + 8) : NULL;
    if (!arr) return;
    f = (thread_list_fill){arr, 0};
    thread_for_each(fill_threads, &f);
    ret->a = arr;
}

/* Thread.suspend0(): another thread stops at its next safepoint and stays
 * there until resumed (as JVMPI's SuspendThread); the current thread stops
 * at once.  A thread not running (not started, ended) is left alone. */
NATIVE(thread_suspend0)
{
    (void)ret;
    vm_thread *x = locked_thread_of(args[0].a);
    os_monitor_exit(list_lock);
    if (!x) return;
    if (x == t) {
        os_atomic_swap32(&t->suspended, 1);
        safepoint_block(t);
        return;
    }
    if (thread_mark_suspended(t, x) == 0) {
        /* back only once it has stopped */
        int32_t was = safepoint_stop_world(t);
        safepoint_restart_world(t, was);
    }
}

NATIVE(thread_resume0)
{
    (void)ret;
    /* cleared under the list lock (the record cannot go meanwhile); the
     * waiter re-checks under sp_lock, which the wake-up takes, so it cannot
     * miss it */
    vm_thread *x = locked_thread_of(args[0].a);
    bool was = x && x != t && os_atomic_swap32(&x->suspended, 0);
    os_monitor_exit(list_lock);
    if (was) safepoint_wake_waiters();
}

const native_entry natives_thread_table[] = {
    {"java/lang/Thread", "getThreads0", "()[Ljava/lang/Thread;", thread_getThreads0},
    {"java/lang/Thread", "suspend0", "()V", thread_suspend0},
    {"java/lang/Thread", "resume0", "()V", thread_resume0},
    {"java/lang/Thread", "start0", "()V", thread_start0},
    {"java/lang/Thread", "sleep", "(J)V", thread_sleep},
    {"java/lang/Thread", "interrupt0", "()V", thread_interrupt0},
    {"java/lang/Thread", "getState0", "()I", thread_getState0},
    {"java/lang/Thread", "setPriority0", "(I)V", thread_setPriority0},
    {"java/lang/Thread", "setNativeName0", "(Ljava/lang/String;)V", thread_setNativeName0},
};
const size_t natives_thread_count = sizeof natives_thread_table / sizeof natives_thread_table[0];
