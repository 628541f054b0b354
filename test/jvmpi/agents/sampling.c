/*
 * sampling.c -- test jvmpi.sampling (program jvmpitest.Sampling): a CPU
 * sampler the way HPROF's works.
 *
 *   - CreateSystemThread fails in JVM_OnLoad (before JVM_INIT_DONE) and
 *     works in the JVM_INIT_DONE handler; its THREAD_START comes, in the
 *     group "system";
 *   - every 5 ms the sampler thread takes each known thread in turn:
 *     SuspendThread, GetThreadStatus (suspended bit set), ThreadHasRun,
 *     GetCallTrace (depth 1) if it ran, ResumeThread; it holds no lock
 *     while a thread is suspended and allocates nothing then;
 *   - in rounds where main's top frame is Sampling.hot before and after the
 *     others' samples (all the others are then in their states): sleeper and holder are CONDVAR_WAIT (sleeping),
 *     waiter CONDVAR_WAIT, blocked MONITOR_WAIT; sleeper's ThreadHasRun is
 *     true before it was ever suspended, and false in all those rounds but the
 *     first two or three (the thread may still be on its way into the OS
 *     sleep on a loaded host);
 *   - over the whole run, hot is the most frequent top frame of the
 *     samples of threads that ran;
 *   - SuspendThreadList: the sampler itself gives 10, a thread suspended
 *     twice 14, then 0 for ResumeThreadList.
 * The results are printed at JVM_SHUT_DOWN, after the sampler has stopped.
 */
#include "agent.h"

enum { T_MAIN, T_SLEEPER, T_WAITER, T_HOLDER, T_BLOCKED, NT };
static const char *const names[NT] = {"main", "sleeper", "waiter", "holder", "blocked"};
static JNIEnv *envs[NT];
static JavaVM *the_vm;

static JVMPI_RawMonitor sampler_lock;  /* the handshake with the shutdown handler */
static volatile int stop, sampler_running, sampler_done;
static int create_early_rc, create_rc, sampler_started_in_system;

/* results, written by the sampler only */
static long rounds, hot_rounds, samples_ran, hot_top;
static long status_bad[NT], suspended_bit_missing;
static long sleeper_samples, sleeper_ran_unsuspended = -1, sleeper_ran_in_hot_later;
static long list_self = -1, list_twice = -1, list_resume = -1;
#define MAX_TOPS 64
static jmethodID tops[MAX_TOPS];
static long top_counts[MAX_TOPS];

static jint expected_status(int i)
{
    switch (i) {
    case T_WAITER: return JVMPI_THREAD_CONDVAR_WAIT;
    case T_SLEEPER: case T_HOLDER: return JVMPI_THREAD_CONDVAR_WAIT; /* sleeping: a timed wait */
    case T_BLOCKED: return JVMPI_THREAD_MONITOR_WAIT;
    default: return JVMPI_THREAD_RUNNABLE;
    }
}

static void count_top(jmethodID m)
{
    int i;
    for (i = 0; i < MAX_TOPS && tops[i]; i++)
        if (tops[i] == m) {
            top_counts[i]++;
            return;
        }
    if (i < MAX_TOPS) {
        tops[i] = m;
        top_counts[i] = 1;
    }
}

static void round_once(void)
{
    JNIEnv *e[NT];
    jint status[NT];
    jboolean ran[NT];
    jmethodID top[NT], main_after = NULL;
    int ok[NT], missing[NT];
    int i, in_hot;
    lock();
    memcpy(e, envs, sizeof e);
    unlock();
    /* no lock from here: a suspended thread may hold agent_lock */
    for (i = 0; i < NT; i++) {
        ok[i] = missing[i] = 0;
        top[i] = NULL;
        if (!e[i])
            continue;
        if (i == T_SLEEPER && sleeper_ran_unsuspended < 0)
            sleeper_ran_unsuspended = jvmpi->ThreadHasRun(e[i]);
        jvmpi->SuspendThread(e[i]);
        status[i] = jvmpi->GetThreadStatus(e[i]);
        if (status[i] == JVMPI_FAIL || !(status[i] & JVMPI_THREAD_SUSPENDED)) {
            missing[i] = status[i] != JVMPI_FAIL;
            jvmpi->ResumeThread(e[i]);
            continue;                    /* ended meanwhile, or a bug */
        }
        ok[i] = 1;
        ran[i] = jvmpi->ThreadHasRun(e[i]);
        if (ran[i]) {
            JVMPI_CallFrame f[1];
            JVMPI_CallTrace ct;
            ct.env_id = e[i];
            ct.num_frames = 0;
            ct.frames = f;
            jvmpi->GetCallTrace(&ct, 1);
            if (ct.num_frames > 0)
                top[i] = f[0].method_id;
        }
        jvmpi->ResumeThread(e[i]);
    }
    /* main's frame is only known when it ran.  main in hot() both before
     * and after the others were sampled means they were all sampled while
     * it was there, so in their states (hot() is one stretch; once it
     * returns, holder and blocked go on: a slow round may straddle that) */
    if (ok[T_MAIN] && ran[T_MAIN] && top[T_MAIN]) {
        JVMPI_CallFrame f[1];
        JVMPI_CallTrace ct;
        ct.env_id = e[T_MAIN];
        ct.num_frames = 0;
        ct.frames = f;
        jvmpi->SuspendThread(e[T_MAIN]);
        jvmpi->GetCallTrace(&ct, 1);
        jvmpi->ResumeThread(e[T_MAIN]);
        main_after = ct.num_frames > 0 ? f[0].method_id : NULL;
    }
    lock();
    rounds++;
    in_hot = main_after && method_is(top[T_MAIN], "jvmpitest/Sampling", "hot") &&
             method_is(main_after, "jvmpitest/Sampling", "hot");
    if (in_hot)
        hot_rounds++;
    for (i = 0; i < NT; i++) {
        if (in_hot && missing[i])
            suspended_bit_missing++;
        if (!ok[i])
            continue;
        if (ran[i] && top[i]) {
            samples_ran++;
            count_top(top[i]);
        }
        if (i == T_SLEEPER) {
            sleeper_samples++;
            if (in_hot && hot_rounds > 1 && ran[i])
                sleeper_ran_in_hot_later++;
        }
        if (in_hot && i != T_MAIN &&
            (status[i] & ~(JVMPI_THREAD_SUSPENDED | JVMPI_THREAD_INTERRUPTED)) != expected_status(i))
            status_bad[i]++;
    }
    unlock();
}

/* SuspendThreadList's codes, once, on the sleeper (asleep all along). */
static void list_codes(JNIEnv *self)
{
    JNIEnv *list[2];
    jint res[2];
    JNIEnv *s;
    lock();
    s = envs[T_SLEEPER];
    unlock();
    if (!s || !self)
        return;
    list[0] = self;
    list[1] = s;
    res[0] = res[1] = -1;
    jvmpi->SuspendThreadList(2, list, res);
    list_self = res[0];
    list[0] = s;
    res[0] = -1;
    jvmpi->SuspendThreadList(1, list, res);   /* already suspended */
    list_twice = res[0];
    res[0] = -1;
    jvmpi->ResumeThreadList(1, list, res);
    list_resume = res[0];
}

static void sampler(void *arg)
{
    void *self = NULL;
    int codes_done = 0;
    (void)arg;
    (*the_vm)->GetEnv(the_vm, &self, JNI_VERSION_1_2);
    jvmpi->RawMonitorEnter(sampler_lock);
    sampler_running = 1;
    while (!stop) {
        jvmpi->RawMonitorWait(sampler_lock, 5);
        if (stop)
            break;
        round_once();
        if (!codes_done && hot_rounds > 3) {
            list_codes((JNIEnv *)self);
            codes_done = 1;
        }
    }
    sampler_done = 1;
    jvmpi->RawMonitorNotifyAll(sampler_lock);
    jvmpi->RawMonitorExit(sampler_lock);
}

static const char *yn(int b)
{
    return b ? "yes" : "no";
}

static void report(void)
{
    int i, best = -1;
    long most_other = 0;
    for (i = 0; i < MAX_TOPS && tops[i]; i++) {
        if (method_is(tops[i], "jvmpitest/Sampling", "hot"))
            hot_top = top_counts[i];
        else if (top_counts[i] > most_other)
            most_other = top_counts[i];
        if (best < 0 || top_counts[i] > top_counts[best])
            best = i;
    }
    say("CreateSystemThread before JVM_INIT_DONE fails: %s", yn(create_early_rc == JNI_ERR));
    say("CreateSystemThread at JVM_INIT_DONE: %s", create_rc == JNI_OK ? "JNI_OK" : "failed");
    say("sampler THREAD_START in group system: %s", yn(sampler_started_in_system));
    say("rounds while main is in hot: at least 10: %s", yn(hot_rounds >= 10));
    say("most frequent top frame of threads that ran: %s",
        best >= 0 && method_is(tops[best], "jvmpitest/Sampling", "hot") ? "Sampling.hot" : "other");
    say("hot has more than half of those samples: %s", yn(hot_top * 2 > samples_ran));
    say("ThreadHasRun of the sleeper before it was ever suspended: %s", yn(sleeper_ran_unsuspended == 1));
    /* it may still be on its way into the OS sleep in the first of these
     * rounds on a loaded host, never after */
    say("sleeper ran in at most 2 later samples while main is in hot: %s",
        yn(sleeper_ran_in_hot_later <= 2));
    for (i = 1; i < NT; i++)
        say("%s status while main is in hot: %s", names[i],
            status_bad[i] ? "WRONG" :
            expected_status(i) == JVMPI_THREAD_RUNNABLE ? "RUNNABLE" :
            expected_status(i) == JVMPI_THREAD_CONDVAR_WAIT ? "CONDVAR_WAIT" : "MONITOR_WAIT");
    say("suspended bit missing while suspended: %s", yn(suspended_bit_missing > 0));
    say("SuspendThreadList: self %ld, already suspended %ld; ResumeThreadList %ld", list_self,
        list_twice, list_resume);
}

static void notify(JVMPI_Event *ev)
{
    int i;
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        lock();
        method_index_add(ev);
        unlock();
        break;
    case JVMPI_EVENT_THREAD_START:
        lock();
        for (i = 0; i < NT; i++)
            if (strcmp(str_or(ev->u.thread_start.thread_name, ""), names[i]) == 0 && !envs[i])
                envs[i] = ev->u.thread_start.thread_env_id;
        if (strcmp(str_or(ev->u.thread_start.thread_name, ""), "jvmpitest sampler") == 0)
            sampler_started_in_system = strcmp(str_or(ev->u.thread_start.group_name, ""), "system") == 0;
        unlock();
        break;
    case JVMPI_EVENT_THREAD_END:
        /* not while a round may be suspending this thread: once this
         * returns, the thread ends and its JNIEnv goes away */
        jvmpi->RawMonitorEnter(sampler_lock);
        lock();
        for (i = 0; i < NT; i++)
            if (envs[i] == ev->env_id)
                envs[i] = NULL;
        unlock();
        jvmpi->RawMonitorExit(sampler_lock);
        break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        create_rc = jvmpi->CreateSystemThread((char *)"jvmpitest sampler", JVMPI_MAXIMUM_PRIORITY, sampler);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        jvmpi->RawMonitorEnter(sampler_lock);
        stop = 1;
        jvmpi->RawMonitorNotifyAll(sampler_lock);
        while (sampler_running && !sampler_done)
            jvmpi->RawMonitorWait(sampler_lock, 0);
        jvmpi->RawMonitorExit(sampler_lock);
        report();
        say(agent_failures ? "FAILED" : "PASS");
        break;
    default:
        break;
    }
}

static void noop(void *arg)
{
    (void)arg;
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    the_vm = vm;
    if (agent_init(vm, notify) != JNI_OK)
        return JNI_ERR;
    sampler_lock = jvmpi->RawMonitorCreate((char *)"_sampler");
    create_early_rc = jvmpi->CreateSystemThread((char *)"too early", JVMPI_NORMAL_PRIORITY, noop);
    enable(JVMPI_EVENT_CLASS_LOAD);
    enable(JVMPI_EVENT_THREAD_START);
    enable(JVMPI_EVENT_THREAD_END);
    enable(JVMPI_EVENT_JVM_INIT_DONE);
    enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
