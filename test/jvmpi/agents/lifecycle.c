/*
 * lifecycle.c -- tests jvmpi.lifecycle (program jvmpitest.LifecycleMain,
 * the main thread only) and jvmpi.lifecycle_threads (jvmpitest.Lifecycle,
 * with a worker and a daemon thread).
 *
 *   - the first METHOD_ENTRY of the program's main comes after JVM_INIT_DONE and
 *     after the main thread's THREAD_START (name "main", group "main",
 *     parent group "system"), on that thread's env;
 *   - every THREAD_START's thread_id is GetThreadObject(thread_env_id);
 *   - the threads "worker" (joined) and "spinner" (a daemon still running
 *     at exit) get THREAD_START with group "main", parent "system"; worker
 *     gets THREAD_END, spinner does not;
 *   - THREAD_END of main comes before JVM_SHUT_DOWN;
 *   - in its JVM_SHUT_DOWN handler the agent disables every event and waits
 *     50 ms (RawMonitorWait) while the spinner keeps calling methods: no
 *     event may arrive after that (one already being dispatched when the
 *     events were disabled is tolerated).
 */
#include "agent.h"

typedef struct {
    const char *name;
    int started, ended;
    char group[64], parent[64];
    JNIEnv *env;
} Known;

static Known known[] = {{"main", 0, 0, "", "", NULL}, {"worker", 0, 0, "", "", NULL},
                        {"spinner", 0, 0, "", "", NULL}};
#define NKNOWN ((int)(sizeof known / sizeof known[0]))
static int init_done, main_entered, shut;
static long thread_obj_mismatch, late_events, threads_started;
static JVMPI_RawMonitor waiter;

static Known *by_env(JNIEnv *env)
{
    int i;
    for (i = 0; i < NKNOWN; i++)
        if (known[i].started && known[i].env == env)
            return &known[i];
    return NULL;
}

static void thread_start(JVMPI_Event *ev)
{
    int i;
    const char *name = str_or(ev->u.thread_start.thread_name, "(null)");
    threads_started++;
    if (jvmpi->GetThreadObject(ev->u.thread_start.thread_env_id) != ev->u.thread_start.thread_id &&
        thread_obj_mismatch++ == 0)
        fail("THREAD_START %s: thread_id is not GetThreadObject(thread_env_id)", name);
    for (i = 0; i < NKNOWN; i++)
        if (strcmp(known[i].name, name) == 0) {
            CHECK(!known[i].started, "second THREAD_START for %s", name);
            known[i].started = 1;
            known[i].env = ev->u.thread_start.thread_env_id;
            snprintf(known[i].group, sizeof known[i].group, "%s",
                     str_or(ev->u.thread_start.group_name, "(null)"));
            snprintf(known[i].parent, sizeof known[i].parent, "%s",
                     str_or(ev->u.thread_start.parent_name, "(null)"));
        }
}

static void method_entry(JVMPI_Event *ev)
{
    if (main_entered || !method_is(ev->u.method.method_id, NULL, "main"))
        return;
    main_entered = 1;
    say("main entered: after JVM_INIT_DONE: %s, after main's THREAD_START: %s, on main's env: %s",
        init_done ? "yes" : "no", known[0].started ? "yes" : "no",
        known[0].started && known[0].env == ev->env_id ? "yes" : "no");
    say("THREAD_START main: group %s, parent %s", known[0].group, known[0].parent);
}

static void thread_end(JVMPI_Event *ev)
{
    Known *k = by_env(ev->env_id);
    if (!k)
        return;
    k->ended++;
    if (k == &known[0])
        say("THREAD_END main");
}

static void shut_down(void)
{
    int i;
    jint ev;
    say("JVM_SHUT_DOWN");
    for (i = 1; i < NKNOWN; i++)
        if (known[i].started)
            say("thread %s: THREAD_START %s (group %s, parent %s), THREAD_END %s", known[i].name,
            known[i].started ? "yes" : "no", known[i].group, known[i].parent,
            known[i].ended ? "yes" : "no");
    say("THREAD_START thread_id differs from GetThreadObject: %ld", thread_obj_mismatch);
    for (ev = 1; ev <= JVMPI_MAX_EVENT_TYPE_VAL; ev++)
        jvmpi->DisableEvent(ev, NULL);
    shut = 1;
    unlock();
    jvmpi->RawMonitorEnter(waiter);
    jvmpi->RawMonitorWait(waiter, 50);
    jvmpi->RawMonitorExit(waiter);
    lock();
    say("events after JVM_SHUT_DOWN disabled them all: %s", late_events <= 1 ? "none" : "some");
    say("%s", agent_failures ? "FAILED" : "PASS");
}

static void notify(JVMPI_Event *ev)
{
    lock();
    if (shut) {
        if (late_events++ == 1)
            fail("%s after JVM_SHUT_DOWN", event_name(ev->event_type));
        unlock();
        return;
    }
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD: method_index_add(ev); break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        CHECK(!init_done, "JVM_INIT_DONE twice");
        init_done = 1;
        break;
    case JVMPI_EVENT_THREAD_START: thread_start(ev); break;
    case JVMPI_EVENT_THREAD_END: thread_end(ev); break;
    case JVMPI_EVENT_METHOD_ENTRY: method_entry(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: shut_down(); break;
    default: break;
    }
    unlock();
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    waiter = jvmpi->RawMonitorCreate((char *)"lifecycle waiter");
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_JVM_INIT_DONE);
    enable(JVMPI_EVENT_THREAD_START);
    enable(JVMPI_EVENT_THREAD_END);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
