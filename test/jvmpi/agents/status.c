/*
 * status.c -- test jvmpi.status (program jvmpitest.Status):
 *   - GetThreadStatus of a thread in Thread.sleep is CONDVAR_WAIT (a timed
 *     condition wait, as on Classic and CVM), of one in Object.wait
 *     CONDVAR_WAIT, of the caller itself RUNNABLE;
 *   - MONITOR_DUMP never shows a raw monitor's owner among the threads
 *     waiting to enter it or to be notified: the agent's own thread enters,
 *     waits 1 ms and exits a raw monitor over and over while main asks for
 *     300 dumps;
 *   - main's THREAD_END comes before JVM_SHUT_DOWN.
 * The threads are found by name from THREAD_START.
 */
#include "agent.h"

static JNIEnv *main_env, *sleeper_env, *waiter_env;
static JVMPI_RawMonitor busy;
static volatile int stop_busy, busy_rounds;
static int dumps, owner_listed, raw_records;
static int main_ended, shut_down_seen, main_end_first;

static const char *status_name(jint st)
{
    switch (st & ~(JVMPI_THREAD_SUSPENDED | JVMPI_THREAD_INTERRUPTED)) {
    case JVMPI_THREAD_RUNNABLE: return "RUNNABLE";
    case JVMPI_THREAD_MONITOR_WAIT: return "MONITOR_WAIT";
    case JVMPI_THREAD_CONDVAR_WAIT: return "CONDVAR_WAIT";
    default: return "?";
    }
}

static void busy_thread(void *arg)
{
    (void)arg;
    while (!stop_busy) {
        jvmpi->RawMonitorEnter(busy);
        jvmpi->RawMonitorWait(busy, 1);
        jvmpi->RawMonitorExit(busy);
        busy_rounds++;
    }
}

/* u4 count then that many JNIEnv*; whether `owner` is among them. */
static int threads_include(Reader *r, void *owner)
{
    uint32_t n = rd_u4(r), i;
    int found = 0;
    for (i = 0; i < n && !r->overrun; i++)
        if (rd_id(r) == owner && owner)
            found = 1;
    return found;
}

static void on_monitor_dump(JVMPI_Event *ev)
{
    Reader r;
    dumps++;
    r.p = (const unsigned char *)ev->u.monitor_dump.begin;
    r.end = (const unsigned char *)ev->u.monitor_dump.end;
    r.overrun = 0;
    while (r.p < r.end && !r.overrun) {
        unsigned kind = rd_u1(&r);
        void *owner;
        int listed;
        if (kind == JVMPI_MONITOR_JAVA) {
            rd_id(&r);
        } else if (kind == JVMPI_MONITOR_RAW) {
            rd_id(&r);
            rd_id(&r);
            raw_records++;
        } else {
            if (dumps == 1)
                fail("MONITOR_DUMP: record kind %u", kind);
            return;
        }
        owner = rd_id(&r);
        rd_u4(&r);
        listed = threads_include(&r, owner);
        listed |= threads_include(&r, owner);
        if (listed && owner_listed++ == 0)
            fail("MONITOR_DUMP shows a monitor's owner among its waiters");
    }
}

static void checkpoint(void)
{
    int i;
    say("status of the thread in Thread.sleep: %s", status_name(jvmpi->GetThreadStatus(sleeper_env)));
    say("status of the thread in Object.wait: %s", status_name(jvmpi->GetThreadStatus(waiter_env)));
    say("status of main itself: %s", status_name(jvmpi->GetThreadStatus(main_env)));
    if (jvmpi->CreateSystemThread("status busy", JVMPI_NORMAL_PRIORITY, busy_thread) != JNI_OK)
        fail("CreateSystemThread");
    while (busy_rounds < 5) {
        jvmpi->RawMonitorEnter(agent_lock);
        jvmpi->RawMonitorWait(agent_lock, 1);
        jvmpi->RawMonitorExit(agent_lock);
    }
    for (i = 0; i < 300; i++)
        jvmpi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, NULL);
    stop_busy = 1;
    say("MONITOR_DUMPs: %d, with raw monitors: %s, showing an owner among its waiters: %d", dumps,
        raw_records >= dumps ? "all" : "not all", owner_listed);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        lock();
        method_index_add(ev);
        unlock();
        break;
    case JVMPI_EVENT_THREAD_START: {
        const char *n = ev->u.thread_start.thread_name;
        if (!n)
            break;
        if (strcmp(n, "main") == 0)
            main_env = ev->u.thread_start.thread_env_id;
        if (strcmp(n, "sleeper2") == 0)
            sleeper_env = ev->u.thread_start.thread_env_id;
        if (strcmp(n, "waiter") == 0)
            waiter_env = ev->u.thread_start.thread_env_id;
        break;
    }
    case JVMPI_EVENT_THREAD_END:
        if (ev->env_id == main_env && !shut_down_seen)
            main_ended = 1;
        break;
    case JVMPI_EVENT_METHOD_ENTRY: {
        int hit;
        lock();
        hit = method_is(ev->u.method.method_id, "jvmpitest/Status", "checkpoint");
        unlock();
        if (hit)
            checkpoint();
        break;
    }
    case JVMPI_EVENT_MONITOR_DUMP:
        on_monitor_dump(ev);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        shut_down_seen = 1;
        main_end_first = main_ended;
        say("main's THREAD_END before JVM_SHUT_DOWN: %s", main_end_first ? "yes" : "no");
        say("%s", agent_failures ? "FAILED" : "PASS");
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    busy = jvmpi->RawMonitorCreate((char *)"status busy monitor");
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_THREAD_START);
    enable(JVMPI_EVENT_THREAD_END);
    enable(JVMPI_EVENT_METHOD_ENTRY);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
