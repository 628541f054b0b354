/*
 * hprof_cputime.c -- method timing for cpu=times (and cpu=old, which only
 * prints it differently).
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
 * would be charged with the profiler's cost of watching them.  The clock is
 * the dearest part of an event (on Linux a system call: about 1 us where
 * it was measured, against a few ns for the rest of a cached event),
 * so it is read once per event when the event is cheap (the trace found
 * in the cache below, the cost added to a cell) and twice only around the
 * slow paths; the few ns of a cheap event's own work are then charged like
 * the clock read's own latency always was (half to each side).
 *
 * Each thread keeps its open calls in its own record (thread-local
 * storage).  The trace of a call is, as long as that record mirrors the
 * thread's stack, a function of the caller's call (its trace P), the
 * callee's top frame F0 and the caller's frame F1 with its current line:
 * [F0, F1, P's frames from the second on], cut at the depth -- the frames
 * below the caller cannot have moved while it runs.  So each thread caches
 * (P, F0, F1) -> trace in cells, and an entry takes only a two-frame
 * GetCallTrace (for F0 and F1's line) and a lookup, with no lock.  A miss
 * takes the full trace as before and caches it only if it is exactly what
 * the rule derives; if not, or if an exit shows the record missed an
 * entry or an exit, the thread stops using the cache for good (exact
 * traces over speed).  LANTERN_HPROF_TRACE_CACHE=off turns the cache off
 * (every event as before: the reference the tests compare against);
 * =check takes the full trace at every hit too, aborts if they differ and
 * prints the cache's hits and misses with every CPU section (to stderr).
 *
 * A cell also accumulates the cost and calls of its calls, under the
 * thread's cells_lock instead of data_lock; dumps merge the cells into the
 * traces (hp_cpu_merge) under data_lock, so they see every finished call
 * exactly once.  Calls entered on the slow path charge their trace under
 * data_lock, as before.  An exit that does not match the top call (an
 * entry the agent missed) pops down to its call, or is ignored if the
 * method is not open at all.
 */
#include "hprof.h"
#include "hprof_cputime.h"
#include "hprof_output.h"
#include "hprof_threads.h"
#include "hprof_traces.h"

#include <apr_atomic.h>
#include <apr_thread_proc.h>
#include <apr_time.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int use_wall_clock;

enum { CACHE_ON, CACHE_OFF, CACHE_CHECK };
static int cache_mode;
static volatile apr_uint64_t cache_hits, cache_misses;   /* counted with =check only */

typedef struct hp_cell {
    const hp_trace *parent;      /* the key: P, F0, F1 (above) */
    jmethodID callee, caller;
    jint callee_line, caller_line;
    hp_trace *trace;
    int64_t cost;                /* since the last merge, ns */
    unsigned calls;
} hp_cell;

void hp_cpu_init(void)
{
    use_wall_clock = hp.jvmpi->GetCurrentThreadCpuTime() < 0;
    const char *m = getenv("LANTERN_HPROF_TRACE_CACHE");
    cache_mode = !m ? CACHE_ON : strcmp(m, "off") == 0 ? CACHE_OFF
               : strcmp(m, "check") == 0 ? CACHE_CHECK : CACHE_ON;
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

/* ---- the cells ------------------------------------------------------------- */

static void cells_lock(hp_thread *th)
{
    /* held for a few additions: a dump waiting here waits briefly */
    while (apr_atomic_xchg32(&th->cells_lock, 1))
        apr_thread_yield();
}

static void cells_unlock(hp_thread *th)
{
    apr_atomic_set32(&th->cells_lock, 0);
}

static unsigned cell_slot(const hp_trace *parent, const JVMPI_CallFrame *f, unsigned mask)
{
    uint64_t h = (uint64_t)(uintptr_t)parent * 0x9e3779b97f4a7c15ull;
    h ^= (uint64_t)(uintptr_t)f[0].method_id * 0xc2b2ae3d27d4eb4full;
    h ^= ((uint64_t)(uint32_t)f[0].lineno << 32 | (uint32_t)f[1].lineno) * 0x165667b19e3779f9ull;
    h ^= h >> 31;
    return (unsigned)(h ^ (h >> 17)) & mask;
}

static int cell_is(const hp_cell *c, const hp_trace *parent, const JVMPI_CallFrame *f)
{
    return c->parent == parent && c->callee == f[0].method_id && c->callee_line == f[0].lineno
        && c->caller == f[1].method_id && c->caller_line == f[1].lineno;
}

/* Without a lock: only the owner changes its cells' shape. */
static hp_cell *cell_find(const hp_thread *th, const hp_trace *parent, const JVMPI_CallFrame *f)
{
    if (!th->cap_cells)
        return NULL;
    unsigned mask = th->cap_cells - 1;
    for (unsigned i = cell_slot(parent, f, mask);; i = (i + 1) & mask) {
        hp_cell *c = th->cells[i];
        if (!c || cell_is(c, parent, f))
            return c;
    }
}

/* On the owner's thread, with data_lock (which keeps dumps out). */
static hp_cell *cell_add(hp_thread *th, const hp_trace *parent, const JVMPI_CallFrame *f,
                         hp_trace *trace)
{
    if (2 * (th->num_cells + 1) > th->cap_cells) {
        unsigned cap = th->cap_cells ? th->cap_cells * 2 : 256;
        hp_cell **v = calloc(cap, sizeof *v);
        if (!v)
            return NULL;
        for (unsigned k = 0; k < th->cap_cells; k++) {
            hp_cell *c = th->cells[k];
            if (!c)
                continue;
            const JVMPI_CallFrame g[2] = { { c->callee_line, c->callee }, { c->caller_line, c->caller } };
            unsigned i = cell_slot(c->parent, g, cap - 1);
            while (v[i])
                i = (i + 1) & (cap - 1);
            v[i] = c;
        }
        free(th->cells);
        th->cells = v;
        th->cap_cells = cap;
    }
    hp_cell *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->parent = parent;
    c->callee = f[0].method_id;
    c->callee_line = f[0].lineno;
    c->caller = f[1].method_id;
    c->caller_line = f[1].lineno;
    c->trace = trace;
    unsigned mask = th->cap_cells - 1, i = cell_slot(parent, f, mask);
    while (th->cells[i])
        i = (i + 1) & mask;
    th->cells[i] = c;
    th->num_cells++;
    return c;
}

/* Adds the thread's cells to their traces (data_lock held). */
static void merge_cells(hp_thread *th, void *arg)
{
    (void)arg;
    if (!th->num_cells)
        return;
    cells_lock(th);
    for (unsigned k = 0; k < th->cap_cells; k++) {
        hp_cell *c = th->cells[k];
        if (c && c->calls) {
            c->trace->cost += c->cost;
            c->trace->calls += c->calls;
            c->cost = 0;
            c->calls = 0;
        }
    }
    cells_unlock(th);
}

void hp_cpu_merge(void)
{
    if (cache_mode == CACHE_CHECK)
        fprintf(stderr, "HPROF: trace cache: %llu hits, %llu misses\n",
                (unsigned long long)apr_atomic_read64(&cache_hits), (unsigned long long)apr_atomic_read64(&cache_misses));
    hp_threads_each(merge_cells, NULL);
}

void hp_cpu_thread_end(hp_thread *th)
{
    merge_cells(th, NULL);
    for (unsigned k = 0; k < th->cap_cells; k++)
        free(th->cells[k]);
    free(th->cells);
    th->cells = NULL;
    th->num_cells = th->cap_cells = 0;
}

/* ---- entry and exit -------------------------------------------------------- */

/* The depth of a call's trace (hp_trace_here's rule). */
static int entry_depth(void)
{
    return hp.opt.cpu == HP_CPU_OLD ? 2 : hp.opt.depth;
}

/* F0 and F1: the callee and its caller as hp_trace_here would give them
 * with depth 2.  Returns how many there are. */
static int top_two(JNIEnv *env, jmethodID mid, JVMPI_CallFrame f[2])
{
    JVMPI_CallTrace ct;
    ct.env_id = env;
    ct.num_frames = 0;
    ct.frames = f;
    hp.jvmpi->GetCallTrace(&ct, 2);
    int n = ct.num_frames < 0 ? 0 : ct.num_frames > 2 ? 2 : (int)ct.num_frames;
    if (n == 0 || f[0].method_id != mid) {
        f[1] = f[0];
        f[0].method_id = mid;
        f[0].lineno = HP_LINE_UNKNOWN;
        n = n ? 2 : 1;
    }
    if (!hp.opt.lineno)
        for (int i = 0; i < n; i++)
            if (f[i].lineno != HP_LINE_NATIVE)
                f[i].lineno = 0;
    return n;
}

static int same_frame(const JVMPI_CallFrame *a, const JVMPI_CallFrame *b)
{
    return a->method_id == b->method_id && a->lineno == b->lineno;
}

/* Whether t is the trace the rule above derives from P, F0 and F1. */
static int derived(const hp_trace *t, const hp_trace *parent, const JVMPI_CallFrame *f, int depth)
{
    int n = parent->num_frames + 1 < depth ? parent->num_frames + 1 : depth;
    if (t->num_frames != n || t->thread_serial != parent->thread_serial
        || !same_frame(&t->frames[0], &f[0]) || !same_frame(&t->frames[1], &f[1]))
        return 0;
    for (int i = 2; i < n; i++)
        if (!same_frame(&t->frames[i], &parent->frames[i - 1]))
            return 0;
    return 1;
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
        if (!c) {
            th->cache_off = 1;   /* the call goes unrecorded */
            return;
        }
        th->calls = c;
        th->cap_calls = cap;
    }
    const hp_trace *parent = th->num_calls ? th->calls[th->num_calls - 1].trace : NULL;
    JVMPI_CallFrame f[2];
    int depth = entry_depth();
    int cacheable = cache_mode != CACHE_OFF && !th->cache_off && parent && depth >= 2
                 && parent->num_frames > 0 && top_two(env, mid, f) == 2
                 && f[1].method_id == parent->frames[0].method_id;
    hp_cell *cell = cacheable ? cell_find(th, parent, f) : NULL;
    hp_trace *trace;
    int64_t start;
    if (cell && cache_mode == CACHE_ON) {
        trace = cell->trace;
        start = entered;
    } else {
        trace = hp_trace_here(env, mid, 0);
        if (cell) {
            apr_atomic_inc64(&cache_hits);
            if (trace != cell->trace) {
                fprintf(stderr, "HPROF ERROR: trace cache gave trace %u, the stack is trace %u\n",
                        cell->trace->serial, trace ? trace->serial : 0u);
                fflush(stderr);
                abort();
            }
        } else if (cacheable && trace) {
            if (cache_mode == CACHE_CHECK)
                apr_atomic_inc64(&cache_misses);
            if (derived(trace, parent, f, depth)) {
                cell = cell_add(th, parent, f, trace);
            } else {
                th->cache_off = 1;
                if (cache_mode == CACHE_CHECK)
                    fprintf(stderr, "HPROF: trace cache off for thread %u: trace %u is not derived from trace %u\n",
                            th->serial, trace->serial, parent->serial);
            }
        }
        hp_unlock();
        start = now_ns();
    }
    hp_call *c = &th->calls[th->num_calls++];
    c->trace = trace;
    c->cell = cell;
    c->method = mid;
    c->callees = 0;
    c->entered = entered;
    c->start = start;
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
    if (i != th->num_calls - 1)
        th->cache_off = 1;       /* the record no longer mirrors the stack */
    if (i < 0)
        return;
    int slow = 0;
    for (int k = th->num_calls - 1; k >= i; k--)
        slow |= !th->calls[k].cell;
    if (slow)
        hp_lock();               /* also keeps dumps off the cells */
    else
        cells_lock(th);
    /* calls above i missed their exits: close them here too */
    for (int k = th->num_calls - 1; k >= i; k--) {
        hp_call *c = &th->calls[k];
        int64_t total = end - c->start;
        if (total < 0)
            total = 0;
        int64_t self = total - c->callees;
        if (self < 0)
            self = 0;
        if (c->cell) {
            c->cell->cost += self;
            c->cell->calls++;
        } else if (c->trace) {
            c->trace->cost += self;
            c->trace->calls++;
        }
        if (k > i)
            th->calls[k - 1].callees += end - c->entered;
    }
    if (slow)
        hp_unlock();
    else
        cells_unlock(th);
    th->num_calls = i;
    if (i > 0)
        th->calls[i - 1].callees += (slow ? now_ns() : end) - th->calls[i].entered;
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

static void reset_cells(hp_thread *th, void *arg)
{
    (void)arg;
    if (!th->num_cells)
        return;
    cells_lock(th);
    for (unsigned k = 0; k < th->cap_cells; k++)
        if (th->cells[k]) {
            th->cells[k]->cost = 0;
            th->cells[k]->calls = 0;
        }
    cells_unlock(th);
}

void hp_cpu_reset(void)
{
    hp_threads_each(reset_cells, NULL);
    hp_traces_each(reset, NULL);
}
