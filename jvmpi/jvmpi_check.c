/*
 * jvmpi_check.c -- -Xcheck:jvmpi: what -Xcheck:jni is for JNI, for JVMPI
 * agents.  It owns a second JVMPI_Interface (GetEnv hands it out when the
 * option is on) whose functions check the agent's call, then forward to
 * jvmpi.c's; the call of the agent's NotifyEvent (read from this table,
 * where the agent stored it); and a JNIEnv table (stacked over jni_env.c's
 * or -Xcheck:jni's) that warns of JNI calls made inside handlers that run
 * with GC disabled.
 *
 * A warning is three parts on stdout (the stream of -Xcheck:jni's), through
 * vm_printf, one warning's lines kept together:
 *
 *   WARNING in JVMPI agent: <Function>: <what is wrong>
 *   	(<context>)
 *   	at <class>.<method>(<File>.java:<line>)      the calling thread's Java
 *   	...                                            stack, as -Xcheck:jni's
 *
 * where <context> is one of
 *   in the agent's JVM_OnLoad
 *   in the handler of <EVENT> on thread "<name>"     (the innermost handler)
 *   on agent thread "<name>" outside any event handler   (CreateSystemThread's)
 *   on thread "<name>" outside any event handler
 *   on a thread unknown to the VM                    (then no stack)
 *
 * The texts of <Function>: <what is wrong> (tests compare them; keep them):
 *  1. unknown or stale IDs
 *     RequestEvent: OBJECT_ALLOC: unknown or stale object ID        proceeds (JVMPI_FAIL)
 *     RequestEvent: OBJECT_DUMP: unknown or stale object ID         proceeds (JVMPI_FAIL)
 *     RequestEvent: THREAD_START: not the object ID of a live thread  proceeds (JVMPI_FAIL)
 *     RequestEvent: CLASS_LOAD: unknown or stale class ID           proceeds (JVMPI_FAIL)
 *     jobjectID2jobject: unknown or stale object ID                 proceeds (NULL)
 *     GetMethodClass: unknown method ID                             refused (NULL): the
 *                                                                   ID would be followed
 *     <F>: unknown or ended thread                                  proceeds; F is
 *        SuspendThread, ResumeThread, GetThreadStatus, ThreadHasRun, GetThreadObject
 *        (jvmpi.c looks such an ID up before using it);
 *        refused for GetCallTrace (trace->env_id; no frames), SetThreadLocalStorage,
 *        GetThreadLocalStorage (NULL): jvmpi.c follows the ID
 *     SuspendThreadList: element <i>: unknown or ended thread       proceeds (result 10)
 *     ResumeThreadList: element <i>: unknown or ended thread        proceeds (result 10)
 *  2. GetCallTrace: the thread is neither the calling thread nor suspended
 *                                                                   proceeds (no frames)
 *  3. EnableGC: no DisableGC to match                               refused: it would end
 *                                                                   the GC-off of an event
 *     DisableGC: <n> DisableGC not matched by EnableGC when the handler returned
 *     DisableGC: <n> DisableGC not matched by EnableGC when JVM_OnLoad returned
 *     DisableGC: <n> DisableGC not matched by EnableGC at JVM_SHUT_DOWN
 *        (GC stays disabled, as without the option).  JVMPI 1.x has no
 *        DisableThreadSuspension (neither jvmpi.h nor the specification), so
 *        there is nothing of the kind to balance.
 *  4. raw monitors (all refused: an OS monitor used by a non-owner, or freed
 *     while held, corrupts it or is used after free)
 *     RawMonitor<Enter|Exit|Wait|NotifyAll|Destroy>: unknown or destroyed raw monitor
 *     RawMonitorExit: "<name>" is not owned by the calling thread
 *     RawMonitorWait: "<name>" is not owned by the calling thread
 *     RawMonitorNotifyAll: "<name>" is not owned by the calling thread
 *     RawMonitorDestroy: "<name>" is held by a thread
 *  5. JNI <F>: JNI call in a handler that runs with GC disabled     proceeds
 *        (the handlers of the events the specification sends with GC
 *        disabled: CLASS_LOAD, CLASS_UNLOAD, THREAD_START, OBJECT_ALLOC,
 *        METHOD_ENTRY2, JNI_GLOBALREF_ALLOC, JNI_WEAK_GLOBALREF_ALLOC, the
 *        MONITOR_CONTENDED_* and MONITOR_WAIT/WAITED events and the dumps
 *        HEAP_DUMP, OBJECT_DUMP, MONITOR_DUMP -- and anything nested in them)
 *  6. EnableEvent: <EVENT> is not available (dumps are requested with RequestEvent)
 *     EnableEvent: <EVENT> is not available
 *     EnableEvent: <n> is not an event type
 *     (DisableEvent the same)                                       proceeds
 *  7. SuspendThread: the calling thread cannot suspend itself       proceeds (ignored)
 *     SuspendThreadList: element <i>: the calling thread cannot suspend itself
 *
 * Invariants:
 *   - the checks only read: a call that is not refused reaches jvmpi.c's
 *     function with the same arguments, so results are those without the
 *     option;
 *   - IDs are validated against what the VM knows (the heap, the thread
 *     list under its lock, the loaded classes' method arrays, jvmpi.c's
 *     list of raw monitors under its lock), never by following them;
 *   - per thread (vm_thread): the innermost handler's event, how many
 *     handlers of GC-disabled events are running (check 5), and its
 *     DisableGC calls not yet matched (check 3); globally the agent's
 *     DisableGC - EnableGC.  A thread unknown to the VM has no context and
 *     is not counted.
 * Costs: nothing without the option (the VM reads one flag per event and
 * at GetEnv).  With it, every JNI call reads the calling thread's handler
 * count, thread-ID checks of another thread walk the thread
 * list under its lock (so Get/SetThreadLocalStorage of another thread are
 * no longer safe in a signal handler), GetMethodClass walks the class
 * table (unlocked: classes are only added, never removed).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "jni/jni_check.h"
#include "jvmpi_check.h"
#include "jvmpi_impl.h"
#include "runtime/threads.h"

bool jvmpi_check_enabled;

static JVMPI_Interface *real;
static JVMPI_Interface checked;
static os_monitor *out_lock;         /* one warning's lines together */
static volatile int32_t agent_disables; /* DisableGC - EnableGC through the checked table */
static volatile int32_t shut;        /* JVM_SHUT_DOWN was sent: the functions do nothing now */
static vm_thread *onload_thread;     /* running an agent's JVM_OnLoad, or NULL */

/* ---- warnings ------------------------------------------------------------------- */

static const char *event_name(jint ev)
{
    switch (ev & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_METHOD_ENTRY: return "METHOD_ENTRY";
    case JVMPI_EVENT_METHOD_ENTRY2: return "METHOD_ENTRY2";
    case JVMPI_EVENT_METHOD_EXIT: return "METHOD_EXIT";
    case JVMPI_EVENT_OBJECT_ALLOC: return "OBJECT_ALLOC";
    case JVMPI_EVENT_OBJECT_FREE: return "OBJECT_FREE";
    case JVMPI_EVENT_OBJECT_MOVE: return "OBJECT_MOVE";
    case JVMPI_EVENT_COMPILED_METHOD_LOAD: return "COMPILED_METHOD_LOAD";
    case JVMPI_EVENT_COMPILED_METHOD_UNLOAD: return "COMPILED_METHOD_UNLOAD";
    case JVMPI_EVENT_INSTRUCTION_START: return "INSTRUCTION_START";
    case JVMPI_EVENT_THREAD_START: return "THREAD_START";
    case JVMPI_EVENT_THREAD_END: return "THREAD_END";
    case JVMPI_EVENT_CLASS_LOAD_HOOK: return "CLASS_LOAD_HOOK";
    case JVMPI_EVENT_HEAP_DUMP: return "HEAP_DUMP";
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC: return "JNI_GLOBALREF_ALLOC";
    case JVMPI_EVENT_JNI_GLOBALREF_FREE: return "JNI_GLOBALREF_FREE";
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC: return "JNI_WEAK_GLOBALREF_ALLOC";
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE: return "JNI_WEAK_GLOBALREF_FREE";
    case JVMPI_EVENT_CLASS_LOAD: return "CLASS_LOAD";
    case JVMPI_EVENT_CLASS_UNLOAD: return "CLASS_UNLOAD";
    case JVMPI_EVENT_DATA_DUMP_REQUEST: return "DATA_DUMP_REQUEST";
    case JVMPI_EVENT_DATA_RESET_REQUEST: return "DATA_RESET_REQUEST";
    case JVMPI_EVENT_JVM_INIT_DONE: return "JVM_INIT_DONE";
    case JVMPI_EVENT_JVM_SHUT_DOWN: return "JVM_SHUT_DOWN";
    case JVMPI_EVENT_ARENA_NEW: return "ARENA_NEW";
    case JVMPI_EVENT_ARENA_DELETE: return "ARENA_DELETE";
    case JVMPI_EVENT_OBJECT_DUMP: return "OBJECT_DUMP";
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER: return "RAW_MONITOR_CONTENDED_ENTER";
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED: return "RAW_MONITOR_CONTENDED_ENTERED";
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT: return "RAW_MONITOR_CONTENDED_EXIT";
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER: return "MONITOR_CONTENDED_ENTER";
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED: return "MONITOR_CONTENDED_ENTERED";
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT: return "MONITOR_CONTENDED_EXIT";
    case JVMPI_EVENT_MONITOR_WAIT: return "MONITOR_WAIT";
    case JVMPI_EVENT_MONITOR_WAITED: return "MONITOR_WAITED";
    case JVMPI_EVENT_MONITOR_DUMP: return "MONITOR_DUMP";
    case JVMPI_EVENT_GC_START: return "GC_START";
    case JVMPI_EVENT_GC_FINISH: return "GC_FINISH";
    default: return NULL;
    }
}

/* The events the specification sends with GC disabled (check 5). */
static bool sent_with_gc_off(jint ev)
{
    switch (ev & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD: case JVMPI_EVENT_CLASS_UNLOAD: case JVMPI_EVENT_THREAD_START:
    case JVMPI_EVENT_OBJECT_ALLOC: case JVMPI_EVENT_METHOD_ENTRY2:
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC: case JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC:
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER: case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT: case JVMPI_EVENT_MONITOR_WAIT: case JVMPI_EVENT_MONITOR_WAITED:
    case JVMPI_EVENT_HEAP_DUMP: case JVMPI_EVENT_OBJECT_DUMP: case JVMPI_EVENT_MONITOR_DUMP:
        return true;
    default:
        return false;
    }
}

static const char *thread_name(vm_thread *t)
{
    const char *n = t && t->os ? os_thread_name(t->os) : NULL;
    return n ? n : "?";
}

static void print_context(vm_thread *t)
{
    if (!t)
        vm_printf(stdout, "\t(on a thread unknown to the VM)\n");
    else if (t->jvmpi_check_event)
        vm_printf(stdout, "\t(in the handler of %s on thread \"%s\")\n", event_name(t->jvmpi_check_event),
                  thread_name(t));
    else if (t == onload_thread)
        vm_printf(stdout, "\t(in the agent's JVM_OnLoad)\n");
    else if (t->system_fn)
        vm_printf(stdout, "\t(on agent thread \"%s\" outside any event handler)\n", thread_name(t));
    else
        vm_printf(stdout, "\t(on thread \"%s\" outside any event handler)\n", thread_name(t));
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void warn(const char *fn, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    vm_thread *t = thread_current();
    if (out_lock) os_monitor_enter(out_lock);
    fflush(stdout);
    vm_printf(stdout, "WARNING in JVMPI agent: %s: %s\n", fn, what);
    print_context(t);
    if (t) jni_check_print_stack(t);
    fflush(stdout);
    if (out_lock) os_monitor_exit(out_lock);
}

static void init_common(void)
{
    if (!out_lock) out_lock = os_monitor_create("_jvmpi check");
}

/* ---- IDs --------------------------------------------------------------------------- */

typedef struct {
    const vm_thread *t;
    int state; /* -1 unknown, 0 live, 1 suspended */
} thread_look;

static void look_thread(vm_thread *t, void *arg)
{
    thread_look *l = arg;
    if (t == l->t) l->state = os_atomic_load32(&t->suspended) ? 1 : 0;
}

/* Read under the thread list's lock: an ending thread is either still
 * listed or not looked at. */
static int thread_state(JNIEnv *env)
{
    thread_look l = {(const vm_thread *)env, -1};
    if (env) thread_for_each(look_thread, &l);
    return l.state;
}

/* A thread ID the VM knows (the caller's own, at no cost); warns if not. */
static bool check_thread(const char *fn, JNIEnv *env)
{
    if (os_atomic_load32(&shut)) return true;
    if (env && (vm_thread *)env == thread_current()) return true;
    if (thread_state(env) >= 0) return true;
    warn(fn, "unknown or ended thread");
    return false;
}

typedef struct {
    uintptr_t m;
    bool found;
} method_look;

static void look_method(vm_class *c, void *arg)
{
    method_look *l = arg;
    uintptr_t lo = (uintptr_t)c->methods, hi = lo + (uintptr_t)c->method_count * sizeof(vm_method);
    if (c->methods && l->m >= lo && l->m < hi && (l->m - lo) % sizeof(vm_method) == 0) l->found = true;
}

static bool known_method(jmethodID mid)
{
    method_look l = {(uintptr_t)mid, false};
    if (mid) class_for_each(look_method, &l);
    return l.found;
}

/* ---- raw monitors ---------------------------------------------------------------------- */

typedef struct {
    void *id;
    bool found;
    bool mine;     /* owned by the calling thread */
    bool held;     /* owned by some thread */
    char name[128];
} raw_look;

static void look_raw(const char *name, void *id, os_monitor *m, void *arg)
{
    raw_look *l = arg;
    if (id != l->id) return;
    l->found = true;
    snprintf(l->name, sizeof l->name, "%s", name);
    os_thread *self = os_thread_current();
    l->mine = self && os_monitor_owner(m) == self;
    if (l->mine) {
        l->held = true;
    } else if (os_monitor_try_enter(m)) {
        /* free, or ours after all: a try is the race-free look at another owner */
        l->held = os_monitor_entry_count(m) > 1;
        os_monitor_exit(m);
    } else {
        l->held = true;
    }
}

/* Looks the id up in jvmpi.c's list; warns and returns false if unknown. */
static bool raw_known(const char *fn, JVMPI_RawMonitor id, raw_look *l)
{
    memset(l, 0, sizeof *l);
    l->id = id;
    if (id) jvmpi_raw_monitors_for_each(look_raw, l);
    if (!l->found) warn(fn, "unknown or destroyed raw monitor");
    return l->found;
}

static bool raw_owned(const char *fn, JVMPI_RawMonitor id)
{
    raw_look l;
    if (!raw_known(fn, id, &l)) return false;
    if (!l.mine) warn(fn, "\"%s\" is not owned by the calling thread", l.name);
    return l.mine;
}

static void chk_raw_enter(JVMPI_RawMonitor id)
{
    raw_look l;
    if (raw_known("RawMonitorEnter", id, &l)) real->RawMonitorEnter(id);
}

static void chk_raw_exit(JVMPI_RawMonitor id)
{
    if (raw_owned("RawMonitorExit", id)) real->RawMonitorExit(id);
}

static void chk_raw_wait(JVMPI_RawMonitor id, jlong ms)
{
    if (raw_owned("RawMonitorWait", id)) real->RawMonitorWait(id, ms);
}

static void chk_raw_notify_all(JVMPI_RawMonitor id)
{
    if (raw_owned("RawMonitorNotifyAll", id)) real->RawMonitorNotifyAll(id);
}

static void chk_raw_destroy(JVMPI_RawMonitor id)
{
    raw_look l;
    if (!raw_known("RawMonitorDestroy", id, &l)) return;
    if (l.held) {
        warn("RawMonitorDestroy", "\"%s\" is held by a thread", l.name);
        return;
    }
    real->RawMonitorDestroy(id);
}

/* ---- events --------------------------------------------------------------------------- */

static void not_available(const char *fn, jint ev, jint rc)
{
    if (rc != JVMPI_NOT_AVAILABLE || os_atomic_load32(&shut)) return;
    const char *name = event_name(ev);
    if (ev == JVMPI_EVENT_HEAP_DUMP || ev == JVMPI_EVENT_OBJECT_DUMP || ev == JVMPI_EVENT_MONITOR_DUMP)
        warn(fn, "%s is not available (dumps are requested with RequestEvent)", name);
    else if (name && !(ev & JVMPI_REQUESTED_EVENT))
        warn(fn, "%s is not available", name);
    else
        warn(fn, "%d is not an event type", (int)ev);
}

static jint chk_enable_event(jint ev, void *arg)
{
    jint rc = real->EnableEvent(ev, arg);
    not_available("EnableEvent", ev, rc);
    return rc;
}

static jint chk_disable_event(jint ev, void *arg)
{
    jint rc = real->DisableEvent(ev, arg);
    not_available("DisableEvent", ev, rc);
    return rc;
}

static jint chk_request_event(jint ev, void *arg)
{
    if (!os_atomic_load32(&shut)) {
        switch (ev) {
        case JVMPI_EVENT_OBJECT_ALLOC:
        case JVMPI_EVENT_OBJECT_DUMP:
            if (!jvmpi_is_object(arg)) warn("RequestEvent", "%s: unknown or stale object ID", event_name(ev));
            break;
        case JVMPI_EVENT_THREAD_START:
            if (!jvmpi_is_object(arg) || !thread_of_object(arg))
                warn("RequestEvent", "THREAD_START: not the object ID of a live thread");
            break;
        case JVMPI_EVENT_CLASS_LOAD:
            if (!jvmpi_is_object(arg) || !jvmpi_class_of_id(arg))
                warn("RequestEvent", "CLASS_LOAD: unknown or stale class ID");
            break;
        default:
            break;
        }
    }
    return real->RequestEvent(ev, arg);
}

void jvmpi_check_notify(JVMPI_Event *e)
{
    void (*fn)(JVMPI_Event *) = checked.NotifyEvent;
    if (!fn) return;
    vm_thread *t = thread_current();
    if (!t) {
        fn(e);
        return;
    }
    int32_t outer = t->jvmpi_check_event, disables = t->jvmpi_check_disables;
    bool gc_off = sent_with_gc_off(e->event_type);
    t->jvmpi_check_event = e->event_type & ~JVMPI_REQUESTED_EVENT;
    if (gc_off) t->jvmpi_check_gc_off++;
    fn(e);
    if (t->jvmpi_check_disables > disables) {
        warn("DisableGC", "%d DisableGC not matched by EnableGC when the handler returned",
             (int)(t->jvmpi_check_disables - disables));
        t->jvmpi_check_disables = disables; /* reported: not again by an enclosing handler */
    }
    if (gc_off) t->jvmpi_check_gc_off--;
    t->jvmpi_check_event = outer;
}

jint jvmpi_check_onload(jint(JNICALL *fn)(JavaVM *, char *, void *), JavaVM *vm, char *options)
{
    init_common();
    vm_thread *t = thread_current();
    int32_t disables = t ? t->jvmpi_check_disables : 0;
    onload_thread = t;
    jint rc = fn(vm, options, NULL);
    if (t && t->jvmpi_check_disables > disables) {
        warn("DisableGC", "%d DisableGC not matched by EnableGC when JVM_OnLoad returned",
             (int)(t->jvmpi_check_disables - disables));
        t->jvmpi_check_disables = disables;
    }
    onload_thread = NULL;
    return rc;
}

void jvmpi_check_shutdown(void)
{
    if (os_atomic_swap32(&shut, 1)) return;
    int32_t n = os_atomic_load32(&agent_disables);
    if (n > 0) warn("DisableGC", "%d DisableGC not matched by EnableGC at JVM_SHUT_DOWN", (int)n);
}

/* ---- call traces, threads ------------------------------------------------------------- */

static void chk_get_call_trace(JVMPI_CallTrace *trace, jint depth)
{
    if (trace && !os_atomic_load32(&shut) && trace->env_id != (JNIEnv *)thread_current()) {
        int st = thread_state(trace->env_id);
        if (st < 0) {
            warn("GetCallTrace", "unknown or ended thread");
            trace->num_frames = 0;
            return;
        }
        if (st == 0) warn("GetCallTrace", "the thread is neither the calling thread nor suspended");
    }
    real->GetCallTrace(trace, depth);
}

static void check_suspend(const char *fn, const char *elem, JNIEnv *env)
{
    if (os_atomic_load32(&shut)) return;
    if (env && (vm_thread *)env == thread_current())
        warn(fn, "%sthe calling thread cannot suspend itself", elem);
    else if (thread_state(env) < 0)
        warn(fn, "%sunknown or ended thread", elem);
}

static void chk_suspend_thread(JNIEnv *env)
{
    check_suspend("SuspendThread", "", env);
    real->SuspendThread(env);
}

static void chk_resume_thread(JNIEnv *env)
{
    check_thread("ResumeThread", env);
    real->ResumeThread(env);
}

static void chk_suspend_list(jint n, JNIEnv **list, jint *results)
{
    for (jint i = 0; list && i < n; i++) {
        char elem[32];
        snprintf(elem, sizeof elem, "element %d: ", (int)i);
        check_suspend("SuspendThreadList", elem, list[i]);
    }
    real->SuspendThreadList(n, list, results);
}

static void chk_resume_list(jint n, JNIEnv **list, jint *results)
{
    for (jint i = 0; list && i < n && !os_atomic_load32(&shut); i++)
        if (thread_state(list[i]) < 0) warn("ResumeThreadList", "element %d: unknown or ended thread", (int)i);
    real->ResumeThreadList(n, list, results);
}

static jint chk_get_thread_status(JNIEnv *env)
{
    check_thread("GetThreadStatus", env);
    return real->GetThreadStatus(env);
}

static jboolean chk_thread_has_run(JNIEnv *env)
{
    check_thread("ThreadHasRun", env);
    return real->ThreadHasRun(env);
}

static void chk_set_tls(JNIEnv *env, void *ptr)
{
    if (check_thread("SetThreadLocalStorage", env)) real->SetThreadLocalStorage(env, ptr);
}

static void *chk_get_tls(JNIEnv *env)
{
    return check_thread("GetThreadLocalStorage", env) ? real->GetThreadLocalStorage(env) : NULL;
}

static jobjectID chk_get_thread_object(JNIEnv *env)
{
    check_thread("GetThreadObject", env);
    return real->GetThreadObject(env);
}

/* ---- the collector, objects, methods ---------------------------------------------------- */

static void chk_disable_gc(void)
{
    vm_thread *t = thread_current();
    os_atomic_add32(&agent_disables, 1);
    if (t) t->jvmpi_check_disables++;
    real->DisableGC();
}

static void chk_enable_gc(void)
{
    int32_t n;
    do {
        n = os_atomic_load32(&agent_disables);
        if (n <= 0) {
            if (!os_atomic_load32(&shut)) warn("EnableGC", "no DisableGC to match");
            return;
        }
    } while (!os_atomic_cas32(&agent_disables, n, n - 1));
    vm_thread *t = thread_current();
    if (t) t->jvmpi_check_disables--;
    real->EnableGC();
}

static jobject chk_id_to_jobject(jobjectID id)
{
    if (id && !os_atomic_load32(&shut) && !jvmpi_is_object(id)) warn("jobjectID2jobject", "unknown or stale object ID");
    return real->jobjectID2jobject(id);
}

static jobjectID chk_get_method_class(jmethodID mid)
{
    if (os_atomic_load32(&shut)) return real->GetMethodClass(mid);
    if (!known_method(mid)) {
        warn("GetMethodClass", "unknown method ID");
        return NULL;
    }
    return real->GetMethodClass(mid);
}

JVMPI_Interface *jvmpi_check_interface(JVMPI_Interface *r)
{
    if (!real) {
        init_common();
        real = r;
        checked = *r;
        checked.NotifyEvent = NULL; /* the agent's, stored after GetEnv */
        checked.EnableEvent = chk_enable_event;
        checked.DisableEvent = chk_disable_event;
        checked.RequestEvent = chk_request_event;
        checked.GetCallTrace = chk_get_call_trace;
        checked.RawMonitorEnter = chk_raw_enter;
        checked.RawMonitorExit = chk_raw_exit;
        checked.RawMonitorWait = chk_raw_wait;
        checked.RawMonitorNotifyAll = chk_raw_notify_all;
        checked.RawMonitorDestroy = chk_raw_destroy;
        checked.SuspendThread = chk_suspend_thread;
        checked.ResumeThread = chk_resume_thread;
        checked.GetThreadStatus = chk_get_thread_status;
        checked.ThreadHasRun = chk_thread_has_run;
        checked.SetThreadLocalStorage = chk_set_tls;
        checked.GetThreadLocalStorage = chk_get_tls;
        checked.DisableGC = chk_disable_gc;
        checked.EnableGC = chk_enable_gc;
        checked.GetThreadObject = chk_get_thread_object;
        checked.GetMethodClass = chk_get_method_class;
        checked.jobjectID2jobject = chk_id_to_jobject;
        checked.SuspendThreadList = chk_suspend_list;
        checked.ResumeThreadList = chk_resume_list;
    }
    return &checked;
}

/* ---- JNI in GC-disabled handlers (check 5) ---------------------------------------------- */

static const struct JNINativeInterface_ *jraw;
static struct JNINativeInterface_ jtable;

static void jni_called(const char *name)
{
    vm_thread *t = thread_current();
    if (t && t->jvmpi_check_gc_off > 0) {
        char fn[64];
        snprintf(fn, sizeof fn, "JNI %s", name);
        warn(fn, "JNI call in a handler that runs with GC disabled");
    }
}

#define P(...) (__VA_ARGS__)
/* The entry forms of jni_function_list.h: each wrapper notes the call and
 * forwards it; jni_check.c's flags and checks are not ours (ignored). */
#define F(ret, Name, params, args, flags, pre, post) \
    static ret JNICALL jc_##Name params                \
    {                                                 \
        jni_called(#Name);                            \
        return jraw->Name args;                       \
    }
#define FV(Name, params, args, flags, pre, post) \
    static void JNICALL jc_##Name params           \
    {                                             \
        jni_called(#Name);                        \
        jraw->Name args;                          \
    }
#define FA(ret, Name, VName, params, last, args, flags, pre) \
    static ret JNICALL jc_##Name params                        \
    {                                                         \
        jni_called(#Name);                                    \
        va_list ap;                                           \
        va_start(ap, last);                                   \
        ret r_ = jraw->VName args;                            \
        va_end(ap);                                           \
        return r_;                                            \
    }
#define FVA(Name, VName, params, last, args, flags, pre) \
    static void JNICALL jc_##Name params                   \
    {                                                     \
        jni_called(#Name);                                \
        va_list ap;                                       \
        va_start(ap, last);                               \
        jraw->VName args;                                 \
        va_end(ap);                                       \
    }

#include "jni/jni_function_list.h"

JNI_EVERY_FUNCTION

#undef F
#undef FV
#undef FA
#undef FVA
#define F(ret, Name, ...) jtable.Name = jc_##Name;
#define FV(Name, ...) jtable.Name = jc_##Name;
#define FA(ret, Name, ...) jtable.Name = jc_##Name;
#define FVA(Name, ...) jtable.Name = jc_##Name;

const struct JNINativeInterface_ *jvmpi_check_jni_functions(const struct JNINativeInterface_ *r)
{
    if (!jraw) {
        init_common();
        jraw = r;
        jtable = *r; /* the reserved slots */
        JNI_EVERY_FUNCTION
    }
    return &jtable;
}
