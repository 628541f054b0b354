/*
 * hprof_samples.c -- cpu=samples: the sampler thread and CPU SAMPLES.
 *
 * The sampler is a JVMPI system thread ("HPROF CPU profiler", made at
 * JVM_INIT_DONE) that every interval= ms runs one round:
 *
 *   1. under data_lock: the live started threads (not itself) whose status
 *      is runnable are copied into arrays grown here, while nothing is
 *      suspended;
 *   2. SuspendThreadList; for each thread suspended and ThreadHasRun,
 *      GetCallTrace into the preallocated frames; ResumeThreadList;
 *   3. dump_lock -> DisableGC -> data_lock (the agent's lock order): the
 *      frames are interned and each trace gets one hit.
 *
 * Invariants that keep it from deadlocking with the VM or the program:
 * between suspending and resuming it holds no lock that a suspended thread
 * could hold or need to go on (only sampler_lock, which THREAD_END and the
 * shutdown handler wait for; a thread waiting for a raw monitor is
 * IN_NATIVE, so it is suspended and resumed there), allocates nothing and
 * calls nothing that waits for another thread; a suspended thread may hold data_lock or dump_lock, and
 * the sampler takes them only after the resume.  Step 3 needs GC disabled
 * because unknown methods are asked of the VM with data_lock held, and
 * dump_lock so that no dump stops the world meanwhile.
 *
 * A round holds sampler_lock, and THREAD_END takes it too before the thread
 * is marked ended: a thread in a round cannot finish (and be reaped by the
 * VM, whose SuspendThread would then read freed memory) before the round is
 * over, and a round never includes a thread that sent THREAD_END.
 *
 * Shutdown sets `stop` and takes sampler_lock, so it returns only once the
 * sampler is out of a round (after the VM shuts down, ResumeThread would do
 * nothing, and a suspended thread would stay so).
 */
#include "hprof.h"
#include "hprof_binary.h"
#include "hprof_output.h"
#include "hprof_samples.h"
#include "hprof_threads.h"
#include "hprof_traces.h"

#include <stdlib.h>
#include <string.h>

static JVMPI_RawMonitor sampler_lock;
static volatile int stop;
static JavaVM *the_vm;

/* One round's arrays, reused; grown only in step 1. */
static JNIEnv **envs;
static unsigned *serials;
static jint *results;
static JNIEnv **suspended;
static jint *nframes;            /* -1: not sampled */
static JVMPI_CallFrame *frames;  /* cap * depth */
static int cap;
static int depth;                /* frames per trace, at least 1 */
static JNIEnv *self_env;

typedef struct {
    int n;
} snap_arg;

static int grow(int need)
{
    if (need <= cap)
        return 1;
    int c = cap ? cap : 16;
    while (c < need)
        c *= 2;
    JNIEnv **e = realloc(envs, (size_t)c * sizeof *e);
    if (e) envs = e;
    unsigned *s = realloc(serials, (size_t)c * sizeof *s);
    if (s) serials = s;
    jint *r = realloc(results, (size_t)c * sizeof *r);
    if (r) results = r;
    JNIEnv **su = realloc(suspended, (size_t)c * sizeof *su);
    if (su) suspended = su;
    jint *nf = realloc(nframes, (size_t)c * sizeof *nf);
    if (nf) nframes = nf;
    JVMPI_CallFrame *f = realloc(frames, (size_t)c * (size_t)depth * sizeof *f);
    if (f) frames = f;
    if (!e || !s || !r || !su || !nf || !f)
        return 0;
    cap = c;
    return 1;
}

static void snapshot(hp_thread *t, void *arg)
{
    snap_arg *a = arg;
    if (!t->started || t->ended || t->env == self_env)
        return;
    if (a->n >= cap && !grow(a->n + 1))
        return;
    envs[a->n] = t->env;
    serials[a->n] = t->serial;
    a->n++;
}

static int one_round(void)
{
    /* 1. whom to sample */
    snap_arg a = { 0 };
    hp_lock();
    hp_threads_each(snapshot, &a);
    hp_unlock();
    int n = 0;
    for (int i = 0; i < a.n; i++) {
        jint st = hp.jvmpi->GetThreadStatus(envs[i]);
        if (st != JVMPI_FAIL && (st & ~JVMPI_THREAD_INTERRUPTED) == JVMPI_THREAD_RUNNABLE) {
            envs[n] = envs[i];
            serials[n] = serials[i];
            n++;
        }
    }
    if (n == 0)
        return 0;

    /* 2. stop them, look, let them go: no lock, no allocation */
    hp.jvmpi->SuspendThreadList(n, envs, results);
    int ns = 0;
    for (int i = 0; i < n; i++) {
        nframes[i] = -1;
        if (results[i] != 0)
            continue;
        suspended[ns++] = envs[i];
        if (!hp.jvmpi->ThreadHasRun(envs[i]))
            continue;
        JVMPI_CallTrace ct;
        ct.env_id = envs[i];
        ct.num_frames = 0;
        ct.frames = frames + (size_t)i * (size_t)depth;
        if (hp.opt.depth > 0)
            hp.jvmpi->GetCallTrace(&ct, hp.opt.depth);
        nframes[i] = ct.num_frames < 0 ? 0 : ct.num_frames;
    }
    if (ns > 0)
        hp.jvmpi->ResumeThreadList(ns, suspended, results);
    return n;
}

static void count_round(int n)
{
    hp.jvmpi->RawMonitorEnter(hp.dump_lock);
    hp.jvmpi->DisableGC();
    hp_lock();
    if (!hp.shut_down) {
        for (int i = 0; i < n; i++) {
            if (nframes[i] < 0)
                continue;
            hp_trace *t = hp_trace_of_frames(serials[i], frames + (size_t)i * (size_t)depth,
                                             nframes[i]);
            if (t)
                t->samples++;
        }
    }
    hp_unlock();
    hp.jvmpi->EnableGC();
    hp.jvmpi->RawMonitorExit(hp.dump_lock);
}

static void sampler_main(void *unused)
{
    (void)unused;
    void *env = NULL;
    if (the_vm && (*the_vm)->GetEnv(the_vm, &env, JNI_VERSION_1_2) == JNI_OK)
        self_env = env;
    hp.jvmpi->RawMonitorEnter(sampler_lock);
    while (!stop) {
        hp.jvmpi->RawMonitorWait(sampler_lock, hp.opt.interval);
        if (stop)
            break;
        int n = one_round();
        hp.jvmpi->RawMonitorExit(sampler_lock);
        if (n > 0)
            count_round(n);
        hp.jvmpi->RawMonitorEnter(sampler_lock);
    }
    hp.jvmpi->RawMonitorExit(sampler_lock);
}

int hp_samples_init(JavaVM *vm)
{
    the_vm = vm;
    depth = hp.opt.depth > 0 ? hp.opt.depth : 1;
    sampler_lock = hp.jvmpi->RawMonitorCreate((char *)"_hprof_sampler_lock");
    return sampler_lock ? 0 : -1;
}

void hp_samples_start(void)
{
    if (hp.jvmpi->CreateSystemThread((char *)"HPROF CPU profiler", JVMPI_MAXIMUM_PRIORITY, sampler_main)
        != JNI_OK)
        fprintf(stderr, "HPROF ERROR: cannot start the CPU sampling thread\n");
}

void hp_samples_hold(void)
{
    if (sampler_lock)
        hp.jvmpi->RawMonitorEnter(sampler_lock);
}

void hp_samples_release(void)
{
    if (sampler_lock)
        hp.jvmpi->RawMonitorExit(sampler_lock);
}

void hp_samples_stop(void)
{
    if (!sampler_lock)
        return;
    stop = 1;
    hp.jvmpi->RawMonitorEnter(sampler_lock);
    hp.jvmpi->RawMonitorNotifyAll(sampler_lock);
    hp.jvmpi->RawMonitorExit(sampler_lock);
}

/* ---- CPU SAMPLES ------------------------------------------------------------ */

typedef struct {
    hp_trace **v;
    size_t n, cap;
    unsigned total;
} collect_arg;

static void collect(hp_trace *t, void *arg)
{
    collect_arg *c = arg;
    if (t->samples == 0)
        return;
    if (c->n == c->cap) {
        size_t nc = c->cap ? c->cap * 2 : 256;
        hp_trace **v = realloc(c->v, nc * sizeof *v);
        if (!v)
            return;
        c->v = v;
        c->cap = nc;
    }
    c->v[c->n++] = t;
    c->total += t->samples;
}

static int by_samples(const void *a, const void *b)
{
    const hp_trace *x = *(const hp_trace *const *)a, *y = *(const hp_trace *const *)b;
    if (x->samples != y->samples)
        return x->samples > y->samples ? -1 : 1;
    return x->serial < y->serial ? -1 : x->serial > y->serial;
}

void hp_samples_print(void)
{
    collect_arg c = { 0 };
    hp_traces_each(collect, &c);
    if (c.n)
        qsort(c.v, c.n, sizeof *c.v, by_samples);
    if (hp.opt.format_binary) {
        hp_bin_cpu_samples(c.v, c.n, c.total);
        free(c.v);
        return;
    }
    char now[32];
    hp_now_string(now);
    hp_printf("CPU SAMPLES BEGIN (total = %u) %s\n", c.total, now);
    hp_printf("rank   self  accum   count trace method\n");
    double accum = 0;
    for (size_t i = 0; i < c.n; i++) {
        const hp_trace *t = c.v[i];
        double self = (double)t->samples / (double)c.total;
        if (self < hp.opt.cutoff)
            break;
        accum += self;
        char name[512];
        hp_trace_top_name(t, name, sizeof name);
        hp_printf("%4u %5.2f%% %5.2f%% %7u %5u %s\n", (unsigned)(i + 1), self * 100.0,
                  accum * 100.0, t->samples, t->serial, name);
    }
    hp_printf("CPU SAMPLES END\n");
    free(c.v);
}

static void reset(hp_trace *t, void *arg)
{
    (void)arg;
    t->samples = 0;
}

void hp_samples_reset(void)
{
    hp_traces_each(reset, NULL);
}
