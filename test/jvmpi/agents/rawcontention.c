/*
 * rawcontention.c -- test jvmpi.rawcontention (program jvmpitest.Hello):
 * the raw monitor contention events.
 *
 * At JVM_INIT_DONE a system thread ("jvmpitest holder") enters the raw
 * monitor "jvmpitest shared", says so, and keeps it for a while; main then
 * enters it too and must block:
 *   - main sends RAW_MONITOR_CONTENDED_ENTER, then, once it has the
 *     monitor, RAW_MONITOR_CONTENDED_ENTERED; the holder sends
 *     RAW_MONITOR_CONTENDED_EXIT as it leaves (after letting go, so its
 *     order against main's ENTERED is free: each thread is logged apart);
 *   - each event names the monitor ("jvmpitest shared") and gives its id;
 *   - the same dance on "_jvmpitest private" (a name starting with '_')
 *     sends nothing;
 *   - an uncontended enter and exit send nothing.
 * Printed at JVM_SHUT_DOWN.
 */
#include "agent.h"

static JavaVM *the_vm;
static JVMPI_RawMonitor shared_mon, private_mon, signal_mon;
static JNIEnv *main_env, *holder_env;
static volatile int holding, phase;
static char logs[2][2][16]; /* [shared, private][main, holder] */
static int lens[2][2], wrong_id, unnamed, strangers;

static void holder(void *arg)
{
    (void)arg;
    void *self = NULL;
    (*the_vm)->GetEnv(the_vm, &self, JNI_VERSION_1_2);
    jvmpi->RawMonitorEnter(signal_mon);
    holder_env = self;
    jvmpi->RawMonitorExit(signal_mon);
    JVMPI_RawMonitor order[2] = {shared_mon, private_mon};
    for (int k = 0; k < 2; k++) {
        jvmpi->RawMonitorEnter(order[k]);
        jvmpi->RawMonitorEnter(signal_mon);
        holding = k + 1;
        jvmpi->RawMonitorNotifyAll(signal_mon);
        jvmpi->RawMonitorExit(signal_mon);
        /* Long enough for main to block on the monitor first. */
        jvmpi->RawMonitorEnter(signal_mon);
        jvmpi->RawMonitorWait(signal_mon, 300);
        jvmpi->RawMonitorExit(signal_mon);
        jvmpi->RawMonitorExit(order[k]);
        /* Wait for main to be done with it before the next round. */
        jvmpi->RawMonitorEnter(signal_mon);
        while (phase <= k)
            jvmpi->RawMonitorWait(signal_mon, 0);
        jvmpi->RawMonitorExit(signal_mon);
    }
}

static void contend(JVMPI_RawMonitor m, int round)
{
    jvmpi->RawMonitorEnter(signal_mon);
    while (holding < round)
        jvmpi->RawMonitorWait(signal_mon, 0);
    jvmpi->RawMonitorExit(signal_mon);
    jvmpi->RawMonitorEnter(m); /* blocks until the holder leaves */
    jvmpi->RawMonitorExit(m);
    jvmpi->RawMonitorEnter(signal_mon);
    phase = round;
    jvmpi->RawMonitorNotifyAll(signal_mon);
    jvmpi->RawMonitorExit(signal_mon);
}

static void note(JVMPI_Event *ev, char c)
{
    const char *name = ev->u.raw_monitor.name;
    int who = ev->env_id == main_env ? 0 : ev->env_id == holder_env ? 1 : -1;
    if (!name) {
        unnamed++;
        return;
    }
    int mon = strcmp(name, "jvmpitest shared") == 0 ? 0 : strcmp(name, "_jvmpitest private") == 0 ? 1 : -1;
    if (mon < 0)
        return;
    if (mon == 0 && ev->u.raw_monitor.id != shared_mon)
        wrong_id++;
    if (who < 0) {
        strangers++;
        return;
    }
    if (lens[mon][who] < (int)sizeof logs[mon][who] - 1)
        logs[mon][who][lens[mon][who]++] = c;
}

static const char *events(int mon, int who)
{
    return lens[mon][who] ? logs[mon][who] : "none";
}

static void notify(JVMPI_Event *ev)
{
    jint type = ev->event_type & ~JVMPI_REQUESTED_EVENT;
    switch (type) {
    case JVMPI_EVENT_JVM_INIT_DONE: {
        main_env = ev->env_id;
        /* Uncontended: no events. */
        jvmpi->RawMonitorEnter(shared_mon);
        jvmpi->RawMonitorExit(shared_mon);
        jint rc = jvmpi->CreateSystemThread((char *)"jvmpitest holder", JVMPI_NORMAL_PRIORITY, holder);
        CHECK(rc == JNI_OK, "CreateSystemThread = %d", (int)rc);
        if (rc == JNI_OK) {
            contend(shared_mon, 1);
            contend(private_mon, 2);
        }
        break;
    }
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT:
        /* Not under the agent lock: the events come from raw monitor code
         * that may itself be working for that lock. */
        note(ev, type == JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER     ? 'E'
                 : type == JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED ? 'D'
                                                                     : 'X');
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        say("\"jvmpitest shared\" (E enter, D entered, X exit): main %s, holder %s", events(0, 0), events(0, 1));
        say("the events' monitor id is the monitor's: %s", wrong_id ? "no" : "yes");
        say("\"_jvmpitest private\": main %s, holder %s", events(1, 0), events(1, 1));
        say("events without a name: %d, from other threads: %d", unnamed, strangers);
        say(agent_failures ? "FAILED" : "PASS");
        break;
    default:
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    the_vm = vm;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    shared_mon = jvmpi->RawMonitorCreate((char *)"jvmpitest shared");
    private_mon = jvmpi->RawMonitorCreate((char *)"_jvmpitest private");
    signal_mon = jvmpi->RawMonitorCreate((char *)"_jvmpitest signal");
    enable(JVMPI_EVENT_JVM_INIT_DONE);
    enable(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER);
    enable(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED);
    enable(JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
