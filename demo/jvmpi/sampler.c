/*
 * sampler.c -- sample JVMPI agent: a CPU sampler.  A thread of the agent
 * wakes every few milliseconds, stops each Java thread in turn, and notes
 * the method on top of its stack if the thread used the CPU since it was
 * last stopped.  The methods seen most are printed at JVM_SHUT_DOWN, and
 * whenever the user asks (Ctrl-\ on POSIX, Ctrl-Break on Windows).
 *
 *   java -Xrunjvmpi_sampler[:interval=MS][,top=N] -cp . JvmpiDemo
 *
 *   interval=MS  time between rounds (default 10)
 *   top=N        rows printed (default 10)
 *
 * What it shows
 *   - CreateSystemThread: the agent's own thread, a daemon Java thread
 *     running a C function.  It works from JVM_INIT_DONE on (not in
 *     JVM_OnLoad); the thread gets a THREAD_START like any other.
 *   - THREAD_START / THREAD_END keep the list of threads to sample; a
 *     thread is its JNIEnv *.
 *   - SuspendThread, GetThreadStatus (the JVMPI_THREAD_SUSPENDED bit says
 *     the thread really is stopped), ThreadHasRun (CPU used since the
 *     previous suspension: a blocked or sleeping thread is not counted),
 *     GetCallTrace (only of a suspended thread, or of oneself), then
 *     ResumeThread.
 *   - CLASS_LOAD gives the names for method IDs (valid for the VM's life).
 *   - DATA_DUMP_REQUEST prints the table so far; DATA_RESET_REQUEST, which
 *     follows it, starts counting afresh (as HPROF does).  In Lantern both
 *     arrive on the "Signal Dispatcher" thread with the other threads
 *     running: the handler may take the agent's locks.
 *
 * Rules the code follows
 *   - Never hold `data` (the lock the event handlers take) while another
 *     thread is suspended: that thread might be stopped waiting for it.
 *     The sampler copies the thread list, lets go, samples, then takes the
 *     lock again to count.
 *   - A thread must not end while the sampler has it in hand: THREAD_END
 *     takes `rounds` -- the lock the sampler holds for a whole round -- so a
 *     thread ends between rounds, never during one.
 *   - At JVM_SHUT_DOWN the handler stops the sampler and waits for it
 *     before printing; afterwards no JVMPI function does anything.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni.h"
#include "jvmpi.h"

static JVMPI_Interface *jvmpi;
static JavaVM *jvm;
static JVMPI_RawMonitor data;     /* threads[], hits[], the method names */
static JVMPI_RawMonitor rounds;   /* held by the sampler during a round */

static int interval_ms = 10, top_n = 10;
static volatile int stop, running, finished;

/* the threads to sample */
static JNIEnv **threads;
static int nthreads, threads_cap;

/* ---- method IDs -> names, and the counts ----------------------------------- */

typedef struct method {
    jmethodID id;
    char *text;                   /* "JvmpiDemo.hot()J" */
    double hits;                  /* samples with this method on top */
    struct method *next;
} method;

#define BUCKETS 8192
static method *methods[BUCKETS];
static double samples, idle;      /* samples counted; threads seen that had not run */

static unsigned bucket(jmethodID id)
{
    return (unsigned)(((size_t)id >> 3) % BUCKETS);
}

static method *find_method(jmethodID id)
{
    method *m;
    for (m = methods[bucket(id)]; m; m = m->next)
        if (m->id == id)
            return m;
    return NULL;
}

static void class_load(JVMPI_Event *ev)
{
    const char *cname = ev->u.class_load.class_name;
    jint i;
    jvmpi->RawMonitorEnter(data);
    for (i = 0; i < ev->u.class_load.num_methods; i++) {
        JVMPI_Method *jm = &ev->u.class_load.methods[i];
        method *m;
        char *p;
        if (find_method(jm->method_id))
            continue;             /* a requested CLASS_LOAD repeats one */
        m = (method *)calloc(1, sizeof *m);
        if (!m || !(m->text = (char *)malloc(strlen(cname) + strlen(jm->method_name) +
                                             strlen(jm->method_signature) + 2))) {
            free(m);
            break;
        }
        sprintf(m->text, "%s.%s%s", cname, jm->method_name, jm->method_signature);
        for (p = m->text; p < m->text + strlen(cname); p++)
            if (*p == '/')
                *p = '.';
        m->id = jm->method_id;
        m->next = methods[bucket(m->id)];
        methods[bucket(m->id)] = m;
    }
    jvmpi->RawMonitorExit(data);
}

/* ---- the sampler thread ---------------------------------------------------- */

static void sample_round(JNIEnv *self)
{
    JNIEnv **list;
    jmethodID *tops;
    int n, i, sampled = 0, not_run = 0;

    jvmpi->RawMonitorEnter(data);
    n = nthreads;
    list = (JNIEnv **)malloc((size_t)(n ? n : 1) * sizeof *list);
    tops = (jmethodID *)calloc((size_t)(n ? n : 1), sizeof *tops);
    if (list && tops)
        memcpy(list, threads, (size_t)n * sizeof *list);
    jvmpi->RawMonitorExit(data);
    if (!list || !tops) {
        free(list);
        free(tops);
        return;
    }

    /* no agent lock from here until every thread is resumed */
    for (i = 0; i < n; i++) {
        JVMPI_CallFrame frame;
        JVMPI_CallTrace trace;
        if (list[i] == self)
            continue;
        jvmpi->SuspendThread(list[i]);
        if (!(jvmpi->GetThreadStatus(list[i]) & JVMPI_THREAD_SUSPENDED)) {
            jvmpi->ResumeThread(list[i]);
            continue;             /* not stopped: it is on its way out */
        }
        if (jvmpi->ThreadHasRun(list[i])) {
            trace.env_id = list[i];
            trace.num_frames = 0;
            trace.frames = &frame;
            jvmpi->GetCallTrace(&trace, 1);
            if (trace.num_frames > 0)
                tops[sampled++] = frame.method_id;
        } else {
            not_run++;
        }
        jvmpi->ResumeThread(list[i]);
    }

    jvmpi->RawMonitorEnter(data);
    for (i = 0; i < sampled; i++) {
        method *m = find_method(tops[i]);
        if (m) {
            m->hits += 1;
            samples += 1;
        }
    }
    idle += not_run;
    jvmpi->RawMonitorExit(data);
    free(list);
    free(tops);
}

static void sampler_main(void *arg)
{
    JNIEnv *self = NULL;
    (void)arg;
    /* This thread's own JNIEnv, to skip itself: it cannot suspend itself. */
    (*jvm)->GetEnv(jvm, (void **)&self, JNI_VERSION_1_2);
    jvmpi->RawMonitorEnter(rounds);
    while (!stop) {
        /* a wait with a timeout is the sleep; JVM_SHUT_DOWN cuts it short */
        jvmpi->RawMonitorWait(rounds, interval_ms);
        if (!stop)
            sample_round(self);
    }
    finished = 1;
    jvmpi->RawMonitorNotifyAll(rounds);
    jvmpi->RawMonitorExit(rounds);
}

/* ---- the report ---------------------------------------------------------------- */

static int by_hits(const void *a, const void *b)
{
    const method *x = *(method *const *)a, *y = *(method *const *)b;
    if (x->hits != y->hits)
        return x->hits < y->hits ? 1 : -1;
    return strcmp(x->text, y->text);
}

static void report(const char *why)
{
    method **hot, *m;
    int n = 0, i;
    jvmpi->RawMonitorEnter(data);
    hot = (method **)malloc((size_t)top_n * sizeof *hot);
    printf("sampler: %s: %.0f samples of threads that ran (%.0f of threads that had not)\n", why, samples, idle);
    if (hot) {
        /* the top_n best, kept sorted: fine for the few rows printed */
        for (i = 0; i < BUCKETS; i++)
            for (m = methods[i]; m; m = m->next) {
                int j;
                if (m->hits == 0 || (n == top_n && by_hits(&m, &hot[n - 1]) >= 0))
                    continue;
                j = n < top_n ? n++ : n - 1;
                while (j > 0 && by_hits(&m, &hot[j - 1]) < 0) {
                    hot[j] = hot[j - 1];
                    j--;
                }
                hot[j] = m;
            }
        for (i = 0; i < n; i++)
            printf("sampler: %5.1f%% %8.0f  %s\n", samples ? 100.0 * hot[i]->hits / samples : 0.0, hot[i]->hits,
                   hot[i]->text);
        free(hot);
    }
    fflush(stdout);
    jvmpi->RawMonitorExit(data);
}

static void reset(void)
{
    method *m;
    int i;
    jvmpi->RawMonitorEnter(data);
    for (i = 0; i < BUCKETS; i++)
        for (m = methods[i]; m; m = m->next)
            m->hits = 0;
    samples = idle = 0;
    jvmpi->RawMonitorExit(data);
}

/* ---- events ------------------------------------------------------------------- */

static void thread_start(JVMPI_Event *ev)
{
    jvmpi->RawMonitorEnter(data);
    if (nthreads == threads_cap) {
        int cap = threads_cap ? 2 * threads_cap : 16;
        JNIEnv **p = (JNIEnv **)realloc(threads, (size_t)cap * sizeof *p);
        if (p) {
            threads = p;
            threads_cap = cap;
        }
    }
    if (nthreads < threads_cap)
        threads[nthreads++] = ev->u.thread_start.thread_env_id;
    jvmpi->RawMonitorExit(data);
}

static void thread_end(JVMPI_Event *ev)
{
    int i;
    jvmpi->RawMonitorEnter(rounds);    /* between rounds only */
    jvmpi->RawMonitorEnter(data);
    for (i = 0; i < nthreads; i++)
        if (threads[i] == ev->env_id) {
            threads[i] = threads[--nthreads];
            break;
        }
    jvmpi->RawMonitorExit(data);
    jvmpi->RawMonitorExit(rounds);
}

static void init_done(void)
{
    if (jvmpi->CreateSystemThread("JVMPI sampler", JVMPI_NORMAL_PRIORITY, sampler_main) == JNI_OK)
        running = 1;
    else
        fprintf(stderr, "sampler: CreateSystemThread failed\n");
}

static void shut_down(void)
{
    jvmpi->RawMonitorEnter(rounds);
    stop = 1;
    jvmpi->RawMonitorNotifyAll(rounds);
    while (running && !finished)
        jvmpi->RawMonitorWait(rounds, 0);
    jvmpi->RawMonitorExit(rounds);
    report("at exit");
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        class_load(ev);
        break;
    case JVMPI_EVENT_THREAD_START:
        thread_start(ev);
        break;
    case JVMPI_EVENT_THREAD_END:
        thread_end(ev);
        break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        init_done();
        break;
    case JVMPI_EVENT_DATA_DUMP_REQUEST:
        report("dump requested");
        break;
    case JVMPI_EVENT_DATA_RESET_REQUEST:
        reset();
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        shut_down();
        break;
    default:
        break;
    }
}

static int parse_options(const char *options)
{
    const char *p = options;
    while (p && *p) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len > 9 && strncmp(p, "interval=", 9) == 0) {
            interval_ms = atoi(p + 9);
        } else if (len > 4 && strncmp(p, "top=", 4) == 0) {
            top_n = atoi(p + 4);
        } else if (len > 0) {
            fprintf(stderr, "sampler: unknown option '%.*s' (interval=MS, top=N)\n", (int)len, p);
            return 0;
        }
        p = end ? end + 1 : NULL;
    }
    return interval_ms > 0 && top_n > 0;
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    static const jint events[] = {JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END,
                                  JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN,
                                  JVMPI_EVENT_DATA_DUMP_REQUEST, JVMPI_EVENT_DATA_RESET_REQUEST};
    size_t i;
    (void)reserved;
    jvm = vm;
    if (!parse_options(options))
        return JNI_ERR;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK)
        return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    data = jvmpi->RawMonitorCreate("sampler data");
    rounds = jvmpi->RawMonitorCreate("sampler rounds");
    if (!data || !rounds)
        return JNI_ERR;
    for (i = 0; i < sizeof events / sizeof events[0]; i++)
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS)
            return JNI_ERR;
    return JNI_OK;
}
