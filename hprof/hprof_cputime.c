/*
 * hprof_cputime.c -- method timing for cpu=times.
 *
 * Clock: GetCurrentThreadCpuTime (ns), so that time a thread spends
 * blocked or descheduled is not charged to the method it is in.  If the VM
 * gives no per-thread clock (a negative answer), wall time is used instead.
 * Windows clocks tick in 10-15 ms steps: short methods then get either
 * nothing or a whole tick, which evens out over many calls.
 *
 * The agent's own work at entry and exit (taking the trace, locking) is
 * charged to nobody: a call's time runs from the end of its entry event to
 * the start of its exit event, and its caller's own time excludes the whole
 * callee including both events.  Otherwise a method making many small calls
 * would be charged with the profiler's cost of watching them.
 *
 * Each thread keeps its open calls in its own record (thread-local storage),
 * so entry and exit touch shared data only to find the trace (entry) and to
 * add the cost (exit), both under data_lock.  An exit that does not match
 * the top call (an entry the agent missed) pops down to its call, or is
 * ignored if the method is not open at all.
 */
#include "hprof.h"
#include "hprof_cputime.h"
#include "hprof_output.h"
#include "hprof_threads.h"
#include "hprof_traces.h"

#include <apr_time.h>

#include <stdlib.h>
#include <string.h>

static int use_wall_clock;

void hp_cpu_init(void)
{
    use_wall_clock = hp.jvmpi->GetCurrentThreadCpuTime() < 0;
}

static int64_t now_ns(void)
{
    if (!use_wall_clock) {
        jlong t = hp.jvmpi->GetCurrentThreadCpuTime();
        if (t >= 0)
            return (int64_t)t;
    }
    return (int64_t)apr_time_now() * 1000;
}

static hp_thread *thread_for(JNIEnv *env)
{
    hp_thread *t = hp_thread_self(env);
    if (!t) {
        hp_lock();
        t = hp_thread_of(env);
        hp_unlock();
    }
    return t;
}

void hp_cpu_method_entry(JNIEnv *env, jmethodID mid)
{
    int64_t entered = now_ns();
    hp_thread *th = thread_for(env);
    if (!th)
        return;
    if (th->num_calls == th->cap_calls) {
        int cap = th->cap_calls ? th->cap_calls * 2 : 64;
        hp_call *c = realloc(th->calls, (size_t)cap * sizeof *c);
        if (!c)
            return;
        th->calls = c;
        th->cap_calls = cap;
    }
    hp_trace *trace = hp_trace_here(env, mid, 0);
    hp_unlock();
    hp_call *c = &th->calls[th->num_calls++];
    c->trace = trace;
    c->method = mid;
    c->callees = 0;
    c->entered = entered;
    c->start = now_ns();         /* last: the agent's own work is not charged */
}

void hp_cpu_method_exit(JNIEnv *env, jmethodID mid)
{
    int64_t end = now_ns();
    hp_thread *th = hp_thread_self(env);
    if (!th || th->num_calls == 0)
        return;
    int i = th->num_calls - 1;
    while (i >= 0 && th->calls[i].method != mid)
        i--;
    if (i < 0)
        return;
    hp_lock();
    /* calls above i missed their exits: close them here too */
    for (int k = th->num_calls - 1; k >= i; k--) {
        hp_call *c = &th->calls[k];
        int64_t total = end - c->start;
        if (total < 0)
            total = 0;
        int64_t self = total - c->callees;
        if (self < 0)
            self = 0;
        if (c->trace) {
            c->trace->cost += self;
            c->trace->calls++;
        }
        if (k > i)
            th->calls[k - 1].callees += end - c->entered;
    }
    hp_unlock();
    th->num_calls = i;
    if (i > 0)
        th->calls[i - 1].callees += now_ns() - th->calls[i].entered;
}

static int by_cost(const void *a, const void *b)
{
    const hp_trace *x = *(const hp_trace *const *)a, *y = *(const hp_trace *const *)b;
    if (x->cost != y->cost)
        return x->cost > y->cost ? -1 : 1;
    return x->serial < y->serial ? -1 : x->serial > y->serial;
}

typedef struct {
    hp_trace **v;
    size_t n, cap;
    int64_t total;
} collect_arg;

static void collect(hp_trace *t, void *arg)
{
    collect_arg *c = arg;
    if (t->calls == 0)
        return;
    if (c->n == c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 256;
        hp_trace **v = realloc(c->v, cap * sizeof *v);
        if (!v)
            return;
        c->v = v;
        c->cap = cap;
    }
    c->v[c->n++] = t;
    c->total += t->cost;
}

void hp_cpu_print(void)
{
    collect_arg c = { 0 };
    hp_traces_each(collect, &c);
    if (c.n)
        qsort(c.v, c.n, sizeof *c.v, by_cost);
    char now[32];
    hp_now_string(now);
    hp_printf("CPU TIME (ms) BEGIN (total = %u) %s\n", (unsigned)(c.total / 1000000), now);
    hp_printf("rank   self  accum   count trace method\n");
    double accum = 0;
    for (size_t i = 0; i < c.n; i++) {
        const hp_trace *t = c.v[i];
        double self = c.total > 0 ? (double)t->cost / (double)c.total : 0.0;
        if (self < hp.opt.cutoff || t->cost <= 0)
            break;
        accum += self;
        char name[512];
        hp_trace_top_name(t, name, sizeof name);
        hp_printf("%4u %5.2f%% %5.2f%% %7u %5u %s\n", (unsigned)(i + 1), self * 100.0,
                  accum * 100.0, t->calls, t->serial, name);
    }
    hp_printf("CPU TIME (ms) END\n");
    free(c.v);
}

static void reset(hp_trace *t, void *arg)
{
    (void)arg;
    t->cost = 0;
    t->calls = 0;
}

void hp_cpu_reset(void)
{
    hp_traces_each(reset, NULL);
}
