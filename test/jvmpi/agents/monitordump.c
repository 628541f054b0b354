/*
 * monitordump.c -- test jvmpi.monitordump (program jvmpitest.MonitorDump):
 * RequestEvent(MONITOR_DUMP) while "holder" owns the lock (a
 * jvmpitest/MonitorDump$Lock), "blocked" is blocked entering it and
 * "waiter" waits on it.  The dump is asked for in
 * main's MONITOR_WAIT of Thread.sleep(43), when all three are in place.
 *
 *   - the buffer parses to its end; it has exactly one JAVA record whose
 *     object is a MonitorDump$Lock (requested OBJECT_ALLOC's class_id),
 *     owned by holder with entry count 1, blocked the only thread waiting
 *     to enter, waiter the only one waiting to be notified;
 *   - RAW records carry names (this agent's raw monitor is among them);
 *   - num_traces/traces/threads_status cover every thread: holder
 *     CONDVAR_WAIT (sleeping: a timed wait), blocked MONITOR_WAIT, waiter CONDVAR_WAIT, each with a
 *     non-empty trace.
 */
#include "agent.h"

enum { T_MAIN, T_WAITER, T_HOLDER, T_BLOCKED, NT };
static const char *const names[NT] = {"main", "waiter", "holder", "blocked"};
static JNIEnv *envs[NT];
static volatile jobjectID lock_class;
static jobjectID asked_class;
static int asked;

static int who(JNIEnv *env)
{
    int i;
    for (i = 0; env && i < NT; i++)
        if (envs[i] == env)
            return i;
    return -1;
}

static const char *name_of(JNIEnv *env)
{
    int i = who(env);
    return env == NULL ? "nobody" : i >= 0 ? names[i] : "another thread";
}

static const char *yn(int b)
{
    return b ? "yes" : "no";
}

static int is_lock(jobjectID obj)
{
    if (!obj)
        return 0;
    asked_class = NULL;
    jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, obj);
    return asked_class && asked_class == lock_class;
}

/* Reads a thread list: returns its count, the one thread in *one (if 1). */
static uint32_t read_list(Reader *r, JNIEnv **one)
{
    uint32_t n = rd_u4(r), i;
    *one = NULL;
    for (i = 0; i < n && !r->overrun; i++) {
        JNIEnv *e = (JNIEnv *)rd_id(r);
        if (i == 0)
            *one = e;
    }
    return n;
}

static void dump_event(JVMPI_Event *ev)
{
    Reader r;
    int java_records = 0, lock_records = 0, raw_records = 0, own_raw = 0, bad_kind = 0, i;
    jint k;
    r.p = (const unsigned char *)ev->u.monitor_dump.begin;
    r.end = (const unsigned char *)ev->u.monitor_dump.end;
    r.overrun = 0;
    while (r.p < r.end && !r.overrun) {
        unsigned kind = rd_u1(&r);
        if (kind == JVMPI_MONITOR_JAVA) {
            jobjectID obj = (jobjectID)rd_id(&r);
            JNIEnv *owner = (JNIEnv *)rd_id(&r), *enter, *notify;
            uint32_t count = rd_u4(&r), ne, nn;
            ne = read_list(&r, &enter);
            nn = read_list(&r, &notify);
            java_records++;
            if (is_lock(obj)) {
                lock_records++;
                say("lock: owner %s, entry count %u", name_of(owner), (unsigned)count);
                say("lock: waiting to enter %u (%s), waiting to be notified %u (%s)", (unsigned)ne,
                    ne == 1 ? name_of(enter) : "-", (unsigned)nn, nn == 1 ? name_of(notify) : "-");
            }
        } else if (kind == JVMPI_MONITOR_RAW) {
            const char *name = (const char *)rd_id(&r);
            JVMPI_RawMonitor id = (JVMPI_RawMonitor)rd_id(&r);
            JNIEnv *one;
            rd_id(&r);
            rd_u4(&r);
            read_list(&r, &one);
            read_list(&r, &one);
            raw_records++;
            if (id == agent_lock && name && strcmp(name, "test agent lock") == 0)
                own_raw = 1;
        } else {
            bad_kind = 1;
            break;
        }
    }
    say("buffer parses to its end: %s", yn(!r.overrun && !bad_kind && r.p == r.end));
    say("records on the lock: %d; other Java records: %s", lock_records,
        java_records > lock_records ? "some" : "none");
    say("this agent's raw monitor with its name: %s", yn(own_raw && raw_records >= 1));
    for (i = T_WAITER; i < NT; i++) {
        int found = 0;
        for (k = 0; k < ev->u.monitor_dump.num_traces; k++) {
            const JVMPI_CallTrace *t = &ev->u.monitor_dump.traces[k];
            jint st;
            if (t->env_id != envs[i])
                continue;
            found = 1;
            st = ev->u.monitor_dump.threads_status ? ev->u.monitor_dump.threads_status[k] : -1;
            say("%s: status %s, trace %s", names[i],
                st == JVMPI_THREAD_RUNNABLE ? "RUNNABLE"
                : st == JVMPI_THREAD_MONITOR_WAIT ? "MONITOR_WAIT"
                : st == JVMPI_THREAD_CONDVAR_WAIT ? "CONDVAR_WAIT" : "other",
                t->num_frames > 0 ? "non-empty" : "empty");
        }
        if (!found)
            say("%s: not in the dump's traces", names[i]);
    }
}

static void notify(JVMPI_Event *ev)
{
    int i;
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        if (strcmp(str_or(ev->u.class_load.class_name, ""), "jvmpitest/MonitorDump$Lock") == 0)
            lock_class = ev->u.class_load.class_id;
        break;
    case JVMPI_EVENT_OBJECT_MOVE:
        if (ev->u.obj_move.obj_id == lock_class)
            lock_class = ev->u.obj_move.new_obj_id;
        break;
    case JVMPI_EVENT_OBJECT_ALLOC:
        if (ev->event_type & JVMPI_REQUESTED_EVENT)
            asked_class = ev->u.obj_alloc.class_id;
        break;
    case JVMPI_EVENT_THREAD_START:
        lock();
        for (i = 0; i < NT; i++)
            if (strcmp(str_or(ev->u.thread_start.thread_name, ""), names[i]) == 0 && !envs[i])
                envs[i] = ev->u.thread_start.thread_env_id;
        unlock();
        break;
    case JVMPI_EVENT_MONITOR_WAIT:
        if (who(ev->env_id) == T_MAIN && ev->u.monitor_wait.timeout == 43 && !asked) {
            jint rc;
            asked = 1;
            /* no agent lock held across the request: the world stops in it */
            rc = jvmpi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, NULL);
            say("RequestEvent(MONITOR_DUMP) = %d", (int)rc);
        }
        break;
    case JVMPI_EVENT_MONITOR_DUMP:
        dump_event(ev);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        say("dump asked: %s", yn(asked));
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
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_OBJECT_MOVE);
    enable(JVMPI_EVENT_THREAD_START);
    enable(JVMPI_EVENT_MONITOR_WAIT);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
