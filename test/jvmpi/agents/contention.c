/*
 * contention.c -- test jvmpi.contention (program jvmpitest.Contention):
 * the Java monitor events.
 *
 *   - each thread's MONITOR_CONTENDED_ENTER / ENTERED / EXIT on the lock
 *     (an instance of jvmpitest/Contention$Lock, recognised through the
 *     class_id of a requested OBJECT_ALLOC) come in order: every ENTER is
 *     followed by its ENTERED before anything else of that thread, an EXIT
 *     comes only while the thread holds the lock;
 *   - main, holding the lock while three workers block on it, sends a
 *     CONTENDED_EXIT and no CONTENDED_ENTER; each worker at least one
 *     ENTER/ENTERED pair; some worker an EXIT (others still waited);
 *   - Thread.sleep(37) gives MONITOR_WAIT with a NULL object and timeout 37,
 *     then MONITOR_WAITED with a NULL object; LOCK.wait(41) gives
 *     MONITOR_WAIT on the lock with timeout 41, then MONITOR_WAITED on it.
 * Printed at JVM_SHUT_DOWN.
 */
#include "agent.h"

enum { T_MAIN, T_W0, T_W1, T_W2, NT };
static const char *const names[NT] = {"main", "worker-0", "worker-1", "worker-2"};
static JNIEnv *envs[NT];
static char logs[NT][256];
static int log_len[NT];
static volatile jobjectID lock_class;   /* followed through OBJECT_MOVE */
static jobjectID asked_class;
static int sleep_wait_seen, sleep_wait_null, sleep_waited_null = -1, sleep_pending;
static int wait_wait_seen, wait_wait_lock, wait_waited_lock = -1, wait_pending;

static int who(JNIEnv *env)
{
    int i;
    for (i = 0; i < NT; i++)
        if (envs[i] && envs[i] == env)
            return i;
    return -1;
}

/* Called with GC disabled (the VM sends these events so): the object's class. */
static int is_lock(jobjectID obj)
{
    if (!obj)
        return 0;
    asked_class = NULL;
    jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, obj);
    return asked_class && asked_class == lock_class;
}

static void note(JNIEnv *env, char c)
{
    int i = who(env);
    if (i >= 0 && log_len[i] < (int)sizeof logs[i] - 1)
        logs[i][log_len[i]++] = c;
}

/* E ENTER, D ENTERED, X EXIT: E must be followed by D; X not between E and D. */
static int in_order(const char *s)
{
    int waiting = 0;
    for (; *s; s++) {
        if (*s == 'E') {
            if (waiting)
                return 0;
            waiting = 1;
        } else if (*s == 'D') {
            if (!waiting)
                return 0;
            waiting = 0;
        } else if (*s == 'X' && waiting) {
            return 0;
        }
    }
    return !waiting;
}

static int count(const char *s, char c)
{
    int n = 0;
    for (; *s; s++)
        n += *s == c;
    return n;
}

static const char *yn(int b)
{
    return b ? "yes" : "no";
}

static void report(void)
{
    int i, worker_exits = 0;
    for (i = 0; i < NT; i++) {
        logs[i][log_len[i]] = 0;
        say("%s: events in order: %s", names[i], yn(in_order(logs[i])));
    }
    say("main: CONTENDED_ENTER: %s, CONTENDED_EXIT: %s", yn(count(logs[T_MAIN], 'E') > 0),
        yn(count(logs[T_MAIN], 'X') > 0));
    for (i = T_W0; i < NT; i++) {
        say("%s: CONTENDED_ENTER and ENTERED at least once: %s", names[i],
            yn(count(logs[i], 'E') >= 1 && count(logs[i], 'E') == count(logs[i], 'D')));
        worker_exits += count(logs[i], 'X');
    }
    say("a worker sent CONTENDED_EXIT: %s", yn(worker_exits > 0));
    say("Thread.sleep(37): MONITOR_WAIT: %s, object NULL: %s; MONITOR_WAITED object NULL: %s",
        yn(sleep_wait_seen), yn(sleep_wait_null), yn(sleep_waited_null == 1));
    say("LOCK.wait(41): MONITOR_WAIT: %s, on the lock: %s; MONITOR_WAITED on the lock: %s",
        yn(wait_wait_seen), yn(wait_wait_lock), yn(wait_waited_lock == 1));
}

static void notify(JVMPI_Event *ev)
{
    int i;
    jint type = ev->event_type & ~JVMPI_REQUESTED_EVENT;
    switch (type) {
    case JVMPI_EVENT_CLASS_LOAD:
        if (strcmp(str_or(ev->u.class_load.class_name, ""), "jvmpitest/Contention$Lock") == 0)
            lock_class = ev->u.class_load.class_id;
        break;
    case JVMPI_EVENT_OBJECT_MOVE:
        /* inside a collection: no lock */
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
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT:
        lock();
        if (is_lock(ev->u.monitor.object))
            note(ev->env_id, type == JVMPI_EVENT_MONITOR_CONTENDED_ENTER ? 'E'
                             : type == JVMPI_EVENT_MONITOR_CONTENDED_ENTERED ? 'D' : 'X');
        unlock();
        break;
    case JVMPI_EVENT_MONITOR_WAIT:
        lock();
        if (who(ev->env_id) == T_MAIN && ev->u.monitor_wait.timeout == 37 && !sleep_wait_seen) {
            sleep_wait_seen = 1;
            sleep_wait_null = ev->u.monitor_wait.object == NULL;
            sleep_pending = 1;
        } else if (who(ev->env_id) == T_MAIN && ev->u.monitor_wait.timeout == 41 && !wait_wait_seen) {
            wait_wait_seen = 1;
            wait_wait_lock = is_lock(ev->u.monitor_wait.object);
            wait_pending = 1;
        }
        unlock();
        break;
    case JVMPI_EVENT_MONITOR_WAITED:
        lock();
        if (who(ev->env_id) == T_MAIN && sleep_pending) {
            sleep_pending = 0;
            sleep_waited_null = ev->u.monitor_wait.object == NULL;
        } else if (who(ev->env_id) == T_MAIN && wait_pending) {
            wait_pending = 0;
            wait_waited_lock = is_lock(ev->u.monitor_wait.object);
        }
        unlock();
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        lock();
        report();
        say(agent_failures ? "FAILED" : "PASS");
        unlock();
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
    enable(JVMPI_EVENT_MONITOR_CONTENDED_ENTER);
    enable(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED);
    enable(JVMPI_EVENT_MONITOR_CONTENDED_EXIT);
    enable(JVMPI_EVENT_MONITOR_WAIT);
    enable(JVMPI_EVENT_MONITOR_WAITED);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
