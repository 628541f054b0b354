/*
 * rawsafepoint.c -- test jvmpi.rawsafepoint (program jvmpitest.Allocs, run
 * with -Xmx8m): the raw-monitor / stopped-world contract of jvmpi.h.
 *
 * An agent thread (CreateSystemThread) that follows the specification's
 * order -- DisableGC, then its lock, then a call into the VM -- must never
 * hold the lock while a collection's handler waits for it:
 *
 *   GC_START (collecting thread, world stopped): tells the agent thread to
 *     go, waits up to a second for it to say it holds `held`, then enters
 *     `held` itself;
 *   agent thread: DisableGC, RawMonitorEnter(held), says so,
 *     GetMethodClass (enters the VM), RawMonitorExit, EnableGC.
 *
 * Lantern's DisableGC waits out the collection in progress, so the agent
 * thread takes `held` only after GC_FINISH and the handler's wait times
 * out.  A VM whose DisableGC returned at once would let the agent thread
 * take `held` and then stop in GetMethodClass while the handler waits for
 * `held`: a deadlock, which the test's timeout turns into a failure.
 *
 * With the option `lockfirst` the agent thread takes `held` first, then
 * calls DisableGC, touches nothing of the VM, EnableGC, and lets go: the
 * order of agents written before the rule.  DisableGC must then not wait
 * for the collection, whose handler waits for `held`: it returns during
 * the collection.
 */
#include "agent.h"

static JVMPI_RawMonitor held; /* the agent's lock under test */
static JVMPI_RawMonitor flags_lock; /* the flags below */
static jmethodID some_method;
static int ready, go, holding, gc_over, done, armed;
static int handler_took_lock, disabled_after_gc;
static int lock_first;
static jint create_rc = JNI_ERR;

static void agent_thread(void *arg)
{
    (void)arg;
    jvmpi->RawMonitorEnter(flags_lock);
    ready = 1;
    while (!go)
        jvmpi->RawMonitorWait(flags_lock, 0);
    jvmpi->RawMonitorExit(flags_lock);

    if (lock_first) {
        jvmpi->RawMonitorEnter(held);
        jvmpi->RawMonitorEnter(flags_lock);
        holding = 1;
        jvmpi->RawMonitorNotifyAll(flags_lock);
        jvmpi->RawMonitorExit(flags_lock);
        jvmpi->DisableGC();
        jvmpi->RawMonitorEnter(flags_lock);
        disabled_after_gc = gc_over;
        jvmpi->RawMonitorExit(flags_lock);
        jvmpi->EnableGC();
        jvmpi->RawMonitorExit(held);
        jvmpi->RawMonitorEnter(flags_lock);
        done = 1;
        jvmpi->RawMonitorNotifyAll(flags_lock);
        jvmpi->RawMonitorExit(flags_lock);
        return;
    }
    jvmpi->DisableGC();
    jvmpi->RawMonitorEnter(flags_lock);
    disabled_after_gc = gc_over;
    jvmpi->RawMonitorExit(flags_lock);
    jvmpi->RawMonitorEnter(held);
    jvmpi->RawMonitorEnter(flags_lock);
    holding = 1;
    jvmpi->RawMonitorNotifyAll(flags_lock);
    jvmpi->RawMonitorExit(flags_lock);
    if (!jvmpi->GetMethodClass(some_method))
        fail("GetMethodClass returned NULL");
    jvmpi->RawMonitorExit(held);
    jvmpi->EnableGC();

    jvmpi->RawMonitorEnter(flags_lock);
    done = 1;
    jvmpi->RawMonitorNotifyAll(flags_lock);
    jvmpi->RawMonitorExit(flags_lock);
}

static void gc_start(void)
{
    jvmpi->RawMonitorEnter(flags_lock);
    if (!ready || armed) {
        jvmpi->RawMonitorExit(flags_lock);
        return;
    }
    armed = 1;
    go = 1;
    jvmpi->RawMonitorNotifyAll(flags_lock);
    for (int i = 0; i < 10 && !holding; i++)
        jvmpi->RawMonitorWait(flags_lock, 100);
    jvmpi->RawMonitorExit(flags_lock);
    jvmpi->RawMonitorEnter(held);
    handler_took_lock = 1;
    jvmpi->RawMonitorExit(held);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        jvmpi->RawMonitorEnter(flags_lock);
        if (!some_method && ev->u.class_load.num_methods > 0)
            some_method = ev->u.class_load.methods[0].method_id;
        jvmpi->RawMonitorExit(flags_lock);
        break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        create_rc = jvmpi->CreateSystemThread((char *)"jvmpitest holder", JVMPI_NORMAL_PRIORITY, agent_thread);
        break;
    case JVMPI_EVENT_GC_START:
        gc_start();
        break;
    case JVMPI_EVENT_GC_FINISH:
        jvmpi->RawMonitorEnter(flags_lock);
        if (armed)
            gc_over = 1;
        jvmpi->RawMonitorExit(flags_lock);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        jvmpi->RawMonitorEnter(flags_lock);
        for (int i = 0; i < 100 && !done; i++)
            jvmpi->RawMonitorWait(flags_lock, 100);
        say("agent thread created: %s", create_rc == JNI_OK ? "yes" : "no");
        say("a collection ran while the agent thread was ready: %s", armed ? "yes" : "no");
        say("GC_START's handler took the lock: %s", handler_took_lock ? "yes" : "no");
        if (lock_first)
            say("DisableGC with the lock held returned during the collection: %s", disabled_after_gc ? "no" : "yes");
        else
            say("DisableGC returned after the collection: %s", disabled_after_gc ? "yes" : "no");
        say("agent thread finished: %s", done ? "yes" : "no");
        say("%s", agent_failures ? "FAILED" : "PASS");
        jvmpi->RawMonitorExit(flags_lock);
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    lock_first = options && strcmp(options, "lockfirst") == 0;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    held = jvmpi->RawMonitorCreate((char *)"_test held lock");
    flags_lock = jvmpi->RawMonitorCreate((char *)"_test flags");
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_JVM_INIT_DONE);
    enable(JVMPI_EVENT_GC_START);
    enable(JVMPI_EVENT_GC_FINISH);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
