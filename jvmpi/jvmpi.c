/*
 * jvmpi.c -- the JVMPI interface table and its functions, and the loading
 * of -Xrun agents.
 *
 * One JVMPI_Interface exists per VM; GetEnv with any of the three JVMPI
 * versions returns it with `version` = JVMPI_VERSION_1_2, and every slot is
 * filled whichever version was asked for (agents built against a later
 * header read the later slots).
 *
 * After JVM_SHUT_DOWN the interface is disengaged: no event is sent any more
 * and the functions do nothing (HotSpot made them block forever; doing
 * nothing is kinder to agents that call them from their shutdown handler).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap/gclocker.h"
#include "jvmpi_check.h"
#include "jvmpi_impl.h"
#include "runtime/monitor.h"
#include "runtime/safepoint.h"
#include "heap/heap.h"
#include "runtime/threads.h"

volatile uint8_t jvmpi_enabled[JVMPI_MAX_EVENT_TYPE_VAL + 1];
volatile bool jvmpi_method_events;
volatile bool jvmpi_init_done;

static JVMPI_Interface iface;
static bool shut_down;

/* ---- agents ------------------------------------------------------------------- */

typedef struct agent {
    char *name;      /* "hprof" */
    char *options;   /* after ':' verbatim; NULL when there was no ':' */
    os_dll *dll;
    struct agent *next;
} agent;

static agent *agents, **agents_tail = &agents;

void jvmpi_add_agent(const char *option)
{
    const char *spec = option + 5; /* after "-Xrun" */
    const char *colon = strchr(spec, ':');
    agent *a = calloc(1, sizeof *a);
    if (!a) return;
    size_t n = colon ? (size_t)(colon - spec) : strlen(spec);
    a->name = malloc(n + 1);
    if (!a->name) {
        free(a);
        return;
    }
    memcpy(a->name, spec, n);
    a->name[n] = '\0';
    a->options = colon ? vm_strdup(colon + 1) : NULL;
    *agents_tail = a;
    agents_tail = &a->next;
}

bool jvmpi_has_agents(void)
{
    return agents != NULL;
}

/* The JDK's order: the image's lib/ first, then the platform's own search
 * (LD_LIBRARY_PATH / PATH) by file name alone. */
static os_dll *open_agent(const agent *a, char *err, size_t errlen)
{
    char file[512], path[4096];
    os_dll_filename(a->name, file, sizeof file);
    if (vm_opts.home) {
        snprintf(path, sizeof path, "%s%clib%c%s", vm_opts.home, os_file_separator(), os_file_separator(), file);
        if (os_file_kind_of(path) == OS_FILE_REGULAR) {
            os_dll *d = os_dll_load(path, err, errlen);
            if (d) return d;
        }
    }
    return os_dll_load(file, err, errlen);
}

typedef jint(JNICALL *on_load_fn)(JavaVM *, char *, void *);

/* HotSpot's words for an agent that cannot be loaded, and its exit. */
static void fail_initialization(const char *fmt, const char *name, const char *detail)
{
    char msg[1024];
    snprintf(msg, sizeof msg, fmt, name, detail);
    vm_exit_during_initialization("%s", msg);
}

int jvmpi_load_agents(JavaVM *vm)
{
    for (agent *a = agents; a; a = a->next) {
        char err[1024] = "";
        a->dll = open_agent(a, err, sizeof err);
        if (!a->dll)
            fail_initialization("Could not find agent library %s on the library path, with error: %s", a->name, err);
        /* A JVMTI-style library without JVM_OnLoad is accepted through
         * Agent_OnLoad, as the JDK 17 does for -Xrun. */
        on_load_fn fn = (on_load_fn)os_dll_symbol(a->dll, "JVM_OnLoad");
        if (!fn) fn = (on_load_fn)os_dll_symbol(a->dll, "Agent_OnLoad");
        if (!fn) fail_initialization("Could not find JVM_OnLoad or Agent_OnLoad function in the library: %s%s", a->name, "");
        OS_TRACE(VM_TRACE_JVMPI, "jvmpi", "JVM_OnLoad of %s (%s)", a->name, a->options ? a->options : "no options");
        jint rc = jvmpi_check_enabled ? jvmpi_check_onload(fn, vm, a->options) : fn(vm, a->options, NULL);
        if (rc != JNI_OK) fail_initialization("-Xrun library failed to init: %s%s", a->name, "");
    }
    return JNI_OK;
}

typedef void(JNICALL *on_unload_fn)(JavaVM *);

void jvmpi_shutdown(vm_thread *t)
{
    if (shut_down) return;
    if (JVMPI_ON(JVMPI_EVENT_JVM_SHUT_DOWN)) jvmpi_post_simple(t, JVMPI_EVENT_JVM_SHUT_DOWN);
    if (jvmpi_check_enabled) jvmpi_check_shutdown();
    shut_down = true;
    memset((void *)jvmpi_enabled, 0, sizeof jvmpi_enabled);
    jvmpi_method_events = false;
    heap_events_changed();
    for (agent *a = agents; a; a = a->next) {
        on_unload_fn fn = a->dll ? (on_unload_fn)os_dll_symbol(a->dll, "JVM_OnUnload") : NULL;
        if (fn) fn(&vm_the_vm);
    }
}

/* ---- events on and off ------------------------------------------------------ */

/* What EnableEvent accepts: everything the VM can send (some only with
 * other threads running), but not the request-only dumps. */
static bool can_enable(jint ev)
{
    switch (ev) {
    case JVMPI_EVENT_METHOD_ENTRY: case JVMPI_EVENT_METHOD_ENTRY2: case JVMPI_EVENT_METHOD_EXIT:
    case JVMPI_EVENT_OBJECT_ALLOC: case JVMPI_EVENT_OBJECT_FREE: case JVMPI_EVENT_OBJECT_MOVE:
    case JVMPI_EVENT_COMPILED_METHOD_LOAD: case JVMPI_EVENT_COMPILED_METHOD_UNLOAD: /* never sent: no compiler */
    case JVMPI_EVENT_THREAD_START: case JVMPI_EVENT_THREAD_END:
    case JVMPI_EVENT_CLASS_LOAD_HOOK: case JVMPI_EVENT_CLASS_LOAD: case JVMPI_EVENT_CLASS_UNLOAD:
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC: case JVMPI_EVENT_JNI_GLOBALREF_FREE:
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC: case JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE:
    case JVMPI_EVENT_DATA_DUMP_REQUEST: case JVMPI_EVENT_DATA_RESET_REQUEST:
    case JVMPI_EVENT_JVM_INIT_DONE: case JVMPI_EVENT_JVM_SHUT_DOWN:
    case JVMPI_EVENT_ARENA_NEW: case JVMPI_EVENT_ARENA_DELETE:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER: case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT:
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER: case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT: case JVMPI_EVENT_MONITOR_WAIT: case JVMPI_EVENT_MONITOR_WAITED:
    case JVMPI_EVENT_GC_START: case JVMPI_EVENT_GC_FINISH:
    case JVMPI_EVENT_INSTRUCTION_START: /* sent by the interpreter's event loop */
        return true;
    default:
        return false; /* HEAP_DUMP, OBJECT_DUMP, MONITOR_DUMP, unused numbers */
    }
}

static jint set_event(jint ev, bool on)
{
    if (shut_down) return on ? JVMPI_NOT_AVAILABLE : JVMPI_SUCCESS;
    if (ev < 0 || ev > JVMPI_MAX_EVENT_TYPE_VAL || !can_enable(ev)) return JVMPI_NOT_AVAILABLE;
    jvmpi_enabled[ev] = on;
    jvmpi_method_events = JVMPI_ON(JVMPI_EVENT_METHOD_ENTRY) || JVMPI_ON(JVMPI_EVENT_METHOD_ENTRY2) ||
                          JVMPI_ON(JVMPI_EVENT_METHOD_EXIT) || JVMPI_ON(JVMPI_EVENT_INSTRUCTION_START);
    if (ev == JVMPI_EVENT_OBJECT_ALLOC) heap_events_changed();
    OS_TRACE(VM_TRACE_JVMPI, "jvmpi", "event %d %s", (int)ev, on ? "enabled" : "disabled");
    return JVMPI_SUCCESS;
}

static jint enable_event(jint ev, void *arg)
{
    (void)arg;
    return set_event(ev, true);
}

static jint disable_event(jint ev, void *arg)
{
    (void)arg;
    return set_event(ev, false);
}

/* Requests that make class objects or read the heap run as Java code
 * would: a caller in native state (an agent's own thread, the Signal
 * Dispatcher's dump handler) is brought in, so that no collection moves
 * or frees what it looks at -- unless it is the thread that has the world
 * stopped (a request from inside a dump handler).  Returns whether it was
 * brought in, for leave_vm. */
static bool enter_vm(vm_thread *t)
{
    if (os_atomic_load32(&t->exec_state) != THREAD_EXEC_IN_NATIVE || safepoint_held_by(t)) return false;
    thread_from_native(t);
    return true;
}

static void leave_vm(vm_thread *t, bool entered)
{
    if (entered) thread_to_native(t);
}

/* The requests that name one object, class or thread: JVMPI_FAIL for an
 * ID that is none. */
static jint post_requested(vm_thread *t, jint ev, void *arg)
{
    if (!jvmpi_is_object(arg)) return JVMPI_FAIL;
    if (ev == JVMPI_EVENT_OBJECT_ALLOC) {
        jvmpi_post_object_alloc(t, arg, true);
        return JVMPI_SUCCESS;
    }
    if (ev == JVMPI_EVENT_CLASS_LOAD) {
        vm_class *c = jvmpi_class_of_id(arg);
        if (!c || c->is_primitive) return JVMPI_FAIL;
        jvmpi_post_class_load(t, c, true);
        return JVMPI_SUCCESS;
    }
    vm_thread *who = thread_of_object(arg); /* THREAD_START */
    if (!who) return JVMPI_FAIL;
    jvmpi_post_thread_start(t, who, true);
    return JVMPI_SUCCESS;
}

/* Events on demand, answered synchronously on the calling thread with
 * JVMPI_REQUESTED_EVENT or-ed into the type.  IDs are checked before use:
 * an unknown one is JVMPI_FAIL, never a crash. */
static jint request_event(jint ev, void *arg)
{
    vm_thread *t = thread_current();
    if (shut_down || !t) return JVMPI_NOT_AVAILABLE;
    switch (ev) {
    case JVMPI_EVENT_OBJECT_ALLOC:
    case JVMPI_EVENT_CLASS_LOAD:
    case JVMPI_EVENT_THREAD_START: {
        bool in = enter_vm(t);
        jint rc = post_requested(t, ev, arg);
        leave_vm(t, in);
        return rc;
    }
    case JVMPI_EVENT_HEAP_DUMP: {
        int level = arg ? ((JVMPI_HeapDumpArg *)arg)->heap_dump_level : JVMPI_DUMP_LEVEL_2;
        if (level < JVMPI_DUMP_LEVEL_0 || level > JVMPI_DUMP_LEVEL_2) return JVMPI_FAIL;
        /* Dumps walk the heap and other threads' stacks: the world stops. */
        int32_t was = safepoint_stop_world(t);
        jvmpi_post_heap_dump(t, level);
        safepoint_restart_world(t, was);
        return JVMPI_SUCCESS;
    }
    case JVMPI_EVENT_OBJECT_DUMP: {
        int32_t was = safepoint_stop_world(t);
        bool known = jvmpi_is_object(arg);
        if (known) jvmpi_post_object_dump(t, arg);
        safepoint_restart_world(t, was);
        return known ? JVMPI_SUCCESS : JVMPI_FAIL;
    }
    case JVMPI_EVENT_MONITOR_DUMP: {
        int32_t was = safepoint_stop_world(t);
        jvmpi_post_monitor_dump(t);
        safepoint_restart_world(t, was);
        return JVMPI_SUCCESS;
    }
    default:
        return JVMPI_NOT_AVAILABLE;
    }
}

/* ---- call traces -------------------------------------------------------------- */

static void get_call_trace(JVMPI_CallTrace *trace, jint depth)
{
    if (!trace) return;
    trace->num_frames = 0;
    vm_thread *self = thread_current();
    vm_thread *t = (vm_thread *)trace->env_id;
    if (shut_down || !t || !trace->frames || depth <= 0) return;
    /* Another thread's frames are stable only while it is stopped; and a
     * made-up or ended thread is not followed. */
    if (t != self && (!thread_is_known(t) || !safepoint_thread_is_stopped(t))) return;
    trace->num_frames = jvmpi_fill_frames(t, trace->frames, depth);
}

static void profiler_exit(jint code)
{
    fflush(stdout);
    fflush(stderr);
    vm_exit(code);
}

/* ---- raw monitors --------------------------------------------------------------- */

/* A raw monitor is an os_monitor behind a magic word, so that a stale or
 * made-up id is ignored instead of followed (HotSpot did the same). */
#define RAW_MAGIC 0x4a564d50u /* "JVMP" */

typedef struct raw_monitor {
    uint32_t magic;
    os_monitor *mon;
    char *name;
    bool events;                 /* contention events: not for names starting with '_' */
    struct raw_monitor *next;    /* every live raw monitor (MONITOR_DUMP) */
} raw_monitor;

static raw_monitor *raw_list;
static os_monitor *raw_list_lock;

/* The raw monitor that the thread holding the world stopped is blocked on
 * (entering or waiting), for DisableGC's exception above; NULL otherwise. */
static raw_monitor *volatile stopper_waits_on;

static void stopper_blocks_on(vm_thread *t, raw_monitor *r)
{
    if (!t || !safepoint_held_by(t)) return;
    os_atomic_store_ptr((void *volatile *)&stopper_waits_on, r);
    if (r) safepoint_wake_waiters(); /* a DisableGC waiting may have to give up */
}

/* Whether the thread holding the world stopped waits for a raw monitor
 * that t owns. */
static bool stopper_waits_for(vm_thread *t)
{
    raw_monitor *r = os_atomic_load_ptr((void *const volatile *)&stopper_waits_on);
    return r && t->os && os_monitor_owner(r->mon) == t->os;
}

static bool stopper_waits_for_cb(void *t)
{
    return stopper_waits_for(t);
}

static raw_monitor *raw_of(JVMPI_RawMonitor id)
{
    raw_monitor *r = (raw_monitor *)id;
    return r && r->magic == RAW_MAGIC ? r : NULL;
}

static JVMPI_RawMonitor raw_create(char *name)
{
    raw_monitor *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    const char *n = name ? name : "JVMPI raw monitor";
    r->mon = os_monitor_create(n);
    r->name = vm_strdup(n);
    if (!r->mon || !r->name) {
        if (r->mon) os_monitor_destroy(r->mon);
        free(r->name);
        free(r);
        return NULL;
    }
    r->events = n[0] != '_';
    r->magic = RAW_MAGIC;
    if (!raw_list_lock) raw_list_lock = os_monitor_create("_raw monitors");
    os_monitor_enter(raw_list_lock);
    r->next = raw_list;
    raw_list = r;
    os_monitor_exit(raw_list_lock);
    return (JVMPI_RawMonitor)r;
}

void jvmpi_raw_monitors_for_each(void (*fn)(const char *name, void *id, os_monitor *m, void *arg), void *arg)
{
    if (!raw_list_lock) return;
    os_monitor_enter(raw_list_lock);
    for (raw_monitor *r = raw_list; r; r = r->next) fn(r->name, r, r->mon, arg);
    os_monitor_exit(raw_list_lock);
}

static void post_raw(int ev, raw_monitor *r)
{
    vm_thread *t = thread_current();
    if (!t || !r->events || !JVMPI_ON(ev) || shut_down) return;
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = ev;
    e.env_id = (JNIEnv *)t;
    e.u.raw_monitor.name = r->name;
    e.u.raw_monitor.id = (JVMPI_RawMonitor)r;
    jvmpi_notify(&e);
}

/* Back IN_JAVA after blocking on a raw monitor, without ever stopping at
 * a safepoint while holding it: the collector's thread may need it in the
 * agent's GC_START handler.  If a safepoint (or a suspension) is pending,
 * every level is let go, the safepoint waited out, and the monitor taken
 * again. */
static void back_to_java_holding(vm_thread *t, os_monitor *m)
{
    for (;;) {
        os_atomic_swap32(&t->exec_state, THREAD_EXEC_IN_JAVA);
        os_atomic_fence(); /* the Dekker pair with safepoint_begin */
        if (!os_atomic_load32(&safepoint_requested) && !os_atomic_load32(&t->suspended)) return;
        int n = os_monitor_entry_count(m);
        for (int i = 0; i < n; i++) os_monitor_exit(m);
        safepoint_block(t);
        thread_to_native(t);
        for (int i = 0; i < n; i++) os_monitor_enter(m);
    }
}

/* Blocking in a raw monitor happens IN_NATIVE (docs/jvmpi-notes.md item
 * 15), so that an agent thread waiting for its lock never holds up a
 * safepoint. */
static void raw_enter(JVMPI_RawMonitor id)
{
    raw_monitor *r = raw_of(id);
    if (!r) return;
    if (os_monitor_try_enter(r->mon)) return;
    post_raw(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER, r);
    vm_thread *t = thread_current();
    int32_t was = t ? os_atomic_load32(&t->exec_state) : THREAD_EXEC_IN_NATIVE;
    if (was == THREAD_EXEC_IN_JAVA) thread_to_native(t);
    stopper_blocks_on(t, r);
    os_monitor_enter(r->mon);
    stopper_blocks_on(t, NULL);
    if (was == THREAD_EXEC_IN_JAVA) back_to_java_holding(t, r->mon);
    post_raw(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED, r);
}

static void raw_exit(JVMPI_RawMonitor id)
{
    raw_monitor *r = raw_of(id);
    if (!r) return;
    /* CONTENDED_EXIT when the last level is given up while others wait to enter. */
    bool contended = false;
    vm_thread *t = thread_current();
    if (r->events && JVMPI_ON(JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT) && t && t->os &&
        os_monitor_owner(r->mon) == t->os && os_monitor_entry_count(r->mon) == 1)
        contended = os_monitor_entrant_count(r->mon) > 0;
    os_monitor_exit(r->mon);
    if (contended) post_raw(JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT, r);
}

static void raw_wait(JVMPI_RawMonitor id, jlong ms)
{
    raw_monitor *r = raw_of(id);
    if (!r) return;
    vm_thread *t = thread_current();
    int32_t was = t ? os_atomic_load32(&t->exec_state) : THREAD_EXEC_IN_NATIVE;
    if (was == THREAD_EXEC_IN_JAVA) thread_to_native(t);
    stopper_blocks_on(t, r);
    os_monitor_wait(r->mon, ms > 0 ? ms : 0); /* 0: until notified */
    stopper_blocks_on(t, NULL);
    if (was == THREAD_EXEC_IN_JAVA) back_to_java_holding(t, r->mon);
}

static void raw_notify_all(JVMPI_RawMonitor id)
{
    raw_monitor *r = raw_of(id);
    if (r) os_monitor_notify_all(r->mon);
}

static void raw_destroy(JVMPI_RawMonitor id)
{
    raw_monitor *r = raw_of(id);
    if (!r) return;
    os_monitor_enter(raw_list_lock);
    for (raw_monitor **p = &raw_list; *p; p = &(*p)->next)
        if (*p == r) {
            *p = r->next;
            break;
        }
    os_monitor_exit(raw_list_lock);
    r->magic = 0;
    os_monitor_destroy(r->mon);
    free(r->name);
    free(r);
}

/* ---- threads ------------------------------------------------------------------ */

static jlong current_thread_cpu_time(void)
{
    return os_current_thread_cpu_time();
}

/* Suspension (docs/jvmpi-notes.md item 11): not of NULL, unknown, ended
 * or the calling thread, nor twice; the target stops at its next
 * safepoint poll, or on its way back from native code, and GetCallTrace
 * may then read it. */
static vm_thread *other_thread(JNIEnv *env)
{
    vm_thread *t = (vm_thread *)env, *self = thread_current();
    return t && self && t != self && thread_is_known(t) && t->java_thread ? t : NULL;
}

/* 0 ok, 10 invalid thread, 14 already suspended (JVMDI's codes). */
static jint suspend_one(JNIEnv *env)
{
    vm_thread *t = other_thread(env);
    if (!t) return 10;
    /* Marked (and its CPU time read) under the thread list's lock, so that
     * a thread on its way out is either still there or not touched. */
    jint r = thread_mark_suspended(thread_current(), t);
    if (r != 0) return r;
    /* Now wait until it has stopped (a safepoint walks the live list only). */
    int32_t was = safepoint_stop_world(thread_current());
    safepoint_restart_world(thread_current(), was);
    return 0;
}

static jint resume_one(JNIEnv *env)
{
    vm_thread *t = other_thread(env);
    if (!t) return 10;
    return safepoint_resume(t) ? 0 : 10;
}

static void suspend_thread(JNIEnv *env)
{
    if (!shut_down) suspend_one(env);
}

static void resume_thread(JNIEnv *env)
{
    if (!shut_down) resume_one(env);
}

static void suspend_list(jint n, JNIEnv **list, jint *results)
{
    for (jint i = 0; list && i < n; i++) {
        jint r = shut_down ? 10 : suspend_one(list[i]);
        if (results) results[i] = r;
    }
}

static void resume_list(jint n, JNIEnv **list, jint *results)
{
    for (jint i = 0; list && i < n; i++) {
        jint r = shut_down ? 10 : resume_one(list[i]);
        if (results) results[i] = r;
    }
}

/* Runnable unless blocked entering a monitor (MONITOR_WAIT) or waiting:
 * in Object.wait, park or Thread.sleep (CONDVAR_WAIT: the spec's "waiting
 * on a condition variable", which is what sleeping was on Classic and CVM,
 * a timed wait; HotSpot 1.4/5 said RUNNABLE); plus the suspended and
 * interrupted bits. */
jint jvmpi_thread_status(vm_thread *t)
{
    bool waiting;
    jint st = JVMPI_THREAD_RUNNABLE;
    object *o = monitor_blocking_object(t, &waiting);
    int js = os_atomic_load32(&t->java_state);
    if (o && !waiting)
        st = JVMPI_THREAD_MONITOR_WAIT;
    else if (o && waiting)
        st = JVMPI_THREAD_CONDVAR_WAIT;
    else if (js == THREAD_JAVA_WAITING || js == THREAD_JAVA_TIMED_WAITING || thread_is_sleeping(t))
        st = JVMPI_THREAD_CONDVAR_WAIT;
    if (os_atomic_load32(&t->suspended)) st |= JVMPI_THREAD_SUSPENDED;
    if (t->os && os_thread_interrupted(t->os, false)) st |= JVMPI_THREAD_INTERRUPTED;
    return st;
}

static jint get_thread_status(JNIEnv *env)
{
    vm_thread *t = (vm_thread *)env;
    if (!t || !thread_is_known(t)) return JVMPI_FAIL;
    return jvmpi_thread_status(t);
}

/* Whether the thread used CPU between its last two suspensions (a thread
 * never suspended has: the sampler's first look must count it). */
static jboolean thread_has_run(JNIEnv *env)
{
    vm_thread *t = (vm_thread *)env;
    if (!t || !thread_is_known(t)) return JNI_FALSE;
    if (!os_atomic_load32(&t->suspended)) return JNI_TRUE;
    return t->has_run ? JNI_TRUE : JNI_FALSE;
}

/* CreateSystemThread (docs/jvmpi-notes.md item 14): a daemon Java thread in
 * the system group running f; only after JVM_INIT_DONE. */
static jint create_system_thread(char *name, jint priority, jvmpi_void_function_of_void f)
{
    vm_thread *t = thread_current();
    if (shut_down || !t || !f || !jvmpi_init_done) return JNI_ERR;
    if (priority != JVMPI_MINIMUM_PRIORITY && priority != JVMPI_NORMAL_PRIORITY && priority != JVMPI_MAXIMUM_PRIORITY)
        priority = JVMPI_NORMAL_PRIORITY;
    int32_t was = os_atomic_load32(&t->exec_state);
    if (was != THREAD_EXEC_IN_JAVA) thread_from_native(t);
    bool ok = thread_start_system(t, name, priority, f);
    if (was != THREAD_EXEC_IN_JAVA) thread_to_native(t);
    return ok ? JNI_OK : JNI_ERR;
}

static void set_tls(JNIEnv *env, void *ptr)
{
    vm_thread *t = (vm_thread *)env;
    if (t) t->jvmpi_tls = ptr;
}

static void *get_tls(JNIEnv *env)
{
    vm_thread *t = (vm_thread *)env;
    return t ? t->jvmpi_tls : NULL;
}

/* ---- the collector ------------------------------------------------------------- */

/* DisableGC does not return in the middle of a collection (jvmpi.h, "Raw
 * monitors and the stopped world"): a caller in native code -- an agent
 * thread, the Signal Dispatcher's handler -- counts itself in as if coming
 * back to Java, so it waits out a safepoint in progress, and whoever stops
 * the world next finds the count raised.  So an agent that disables GC
 * before it takes its lock never holds that lock while a collection's
 * handler waits for it.  An agent that took its lock first must not be
 * made to wait for a handler that waits for that lock: while the thread
 * that has the world stopped is blocked on a raw monitor this caller
 * holds, the count is raised at once, as before the rule.  The wait
 * blocks in the safepoint's handshake and is woken by the restart or by
 * the stopper starting to wait on a raw monitor (stopper_blocks_on), since
 * the handler may start waiting for the caller's monitor after the caller
 * began to wait.  The thread that has the world stopped is not made to
 * wait for itself. */
static void disable_gc(void)
{
    vm_thread *t = thread_current();
    if (!t || os_atomic_load32(&t->exec_state) != THREAD_EXEC_IN_NATIVE || safepoint_held_by(t)) {
        gc_locker_enter(t);
        return;
    }
    for (;;) {
        os_atomic_swap32(&t->exec_state, THREAD_EXEC_IN_JAVA);
        os_atomic_fence(); /* the Dekker pair with safepoint_begin */
        if (!os_atomic_load32(&safepoint_requested)) break;
        thread_to_native(t);
        if (!safepoint_await_release(stopper_waits_for_cb, t)) {
            gc_locker_enter(t);
            return;
        }
    }
    gc_locker_enter(t);
    thread_to_native(t);
}

/* An EnableGC without its DisableGC is ignored (the locker never goes below zero). */
static void enable_gc(void)
{
    gc_locker_leave(thread_current());
}

static void run_gc(void)
{
    vm_thread *t = thread_current();
    if (shut_down || !t || gc_locker_is_held()) return; /* the spec forbids it then */
    heap_collect(t, "JVMPI RunGC");
}

static jobjectID get_thread_object(JNIEnv *env)
{
    vm_thread *t = (vm_thread *)env;
    return t && thread_is_known(t) ? (jobjectID)t->java_thread : NULL;
}

static jobjectID get_method_class(jmethodID mid)
{
    vm_method *m = (vm_method *)mid;
    vm_thread *t = thread_current();
    if (!m || !t) return NULL;
    bool in = enter_vm(t); /* the class object may have to be made */
    jobjectID id = (jobjectID)jvmpi_class_id(t, m->clazz);
    leave_vm(t, in);
    return id;
}

/* A jobject for an ID: a reference of the calling thread, from a small ring
 * of slots that the collector does not update -- valid while GC is
 * disabled, which the spec requires around both calls. */
static jobject id_to_jobject(jobjectID id)
{
    vm_thread *t = thread_current();
    if (!t || !jvmpi_is_object(id)) return NULL;
    object **ref = &t->jvmpi_refs[t->jvmpi_ref_next++ % (sizeof t->jvmpi_refs / sizeof t->jvmpi_refs[0])];
    *ref = (object *)id;
    return (jobject)ref;
}

/* A jobject is a handle: the address of a slot that holds the object. */
static jobjectID jobject_to_id(jobject obj)
{
    return obj ? (jobjectID) * (object **)obj : NULL;
}

/* ---- GetEnv -------------------------------------------------------------------- */

int jvmpi_get_interface(int version, void **out)
{
    if (version != JVMPI_VERSION_1 && version != JVMPI_VERSION_1_1 && version != JVMPI_VERSION_1_2) {
        *out = NULL;
        return JNI_EVERSION;
    }
    if (!iface.EnableEvent) {
        iface.version = JVMPI_VERSION_1_2;
        iface.EnableEvent = enable_event;
        iface.DisableEvent = disable_event;
        iface.RequestEvent = request_event;
        iface.GetCallTrace = get_call_trace;
        iface.ProfilerExit = profiler_exit;
        iface.RawMonitorCreate = raw_create;
        iface.RawMonitorEnter = raw_enter;
        iface.RawMonitorExit = raw_exit;
        iface.RawMonitorWait = raw_wait;
        iface.RawMonitorNotifyAll = raw_notify_all;
        iface.RawMonitorDestroy = raw_destroy;
        iface.GetCurrentThreadCpuTime = current_thread_cpu_time;
        iface.SuspendThread = suspend_thread;
        iface.ResumeThread = resume_thread;
        iface.GetThreadStatus = get_thread_status;
        iface.ThreadHasRun = thread_has_run;
        iface.CreateSystemThread = create_system_thread;
        iface.SetThreadLocalStorage = set_tls;
        iface.GetThreadLocalStorage = get_tls;
        iface.DisableGC = disable_gc;
        iface.EnableGC = enable_gc;
        iface.RunGC = run_gc;
        iface.GetThreadObject = get_thread_object;
        iface.GetMethodClass = get_method_class;
        iface.jobjectID2jobject = id_to_jobject;
        iface.jobject2jobjectID = jobject_to_id;
        iface.SuspendThreadList = suspend_list;
        iface.ResumeThreadList = resume_list;
    }
    *out = jvmpi_check_enabled ? jvmpi_check_interface(&iface) : &iface;
    return JNI_OK;
}

/* The agent's handler, read afresh at each event: agents store it after
 * GetEnv returns, and may change it (in the checked table with -Xcheck:jvmpi). */
void jvmpi_notify(JVMPI_Event *e)
{
    if (jvmpi_check_enabled) {
        if (!shut_down) jvmpi_check_notify(e);
        return;
    }
    void (*fn)(JVMPI_Event *) = iface.NotifyEvent;
    if (fn && !shut_down) fn(e);
}
