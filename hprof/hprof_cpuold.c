/*
 * hprof_cpuold.c -- cpu=old: the JDK 1.1 `-prof` table.
 *
 *   count callee caller time
 *   1000 Calls.work(I)I Calls.hot()V 3
 *
 * A row per (callee, caller) method pair: the calls made from that caller
 * since the last reset, and the callee's own time in those calls
 * (callees excluded, as cpu=times counts it) in whole milliseconds.
 * Methods print as class.name+signature with the class in internal form,
 * as the JDK's did; a call with no Java caller (main, a thread's run) has
 * `<unknown caller>`.
 *
 * The timed traces carry line numbers (lineno=y) and maybe the thread
 * (thread=y), so several traces can be one pair: they are merged here.
 * Rows are ordered by count, then time, then name, so equal runs give
 * equal files.
 */
#include "hprof.h"
#include "hprof_classes.h"
#include "hprof_cpuold.h"
#include "hprof_output.h"
#include "hprof_traces.h"

#include <stdlib.h>
#include <string.h>

int hp_cpuold_only(void)
{
    return hp.opt.cpu == HP_CPU_OLD && !hp.opt.heap_dump && !hp.opt.heap_sites && !hp.opt.monitor;
}

typedef struct {
    jmethodID callee, caller;      /* NULL: none */
    unsigned long long calls;
    int64_t cost;                  /* ns */
} pair;

typedef struct {
    pair *v;
    size_t n, cap;
} pairs;

static void collect(hp_trace *t, void *arg)
{
    pairs *p = arg;
    if (t->calls == 0)
        return;
    if (p->n == p->cap) {
        size_t cap = p->cap ? p->cap * 2 : 256;
        pair *v = realloc(p->v, cap * sizeof *v);
        if (!v)
            return;
        p->v = v;
        p->cap = cap;
    }
    pair *x = &p->v[p->n++];
    x->callee = t->num_frames > 0 ? t->frames[0].method_id : NULL;
    x->caller = t->num_frames > 1 ? t->frames[1].method_id : NULL;
    x->calls = t->calls;
    x->cost = t->cost;
}

static int by_methods(const void *a, const void *b)
{
    const pair *x = a, *y = b;
    uintptr_t xa = (uintptr_t)x->callee, ya = (uintptr_t)y->callee;
    if (xa != ya)
        return xa < ya ? -1 : 1;
    uintptr_t xb = (uintptr_t)x->caller, yb = (uintptr_t)y->caller;
    return xb < yb ? -1 : xb > yb;
}

static void method_name(jmethodID mid, const char *none, char *buf, size_t n)
{
    const hp_method *m = mid ? hp_method_find(mid) : NULL;
    if (!mid)
        snprintf(buf, n, "%s", none);
    else
        snprintf(buf, n, "%s.%s%s", m && m->cls ? m->cls->name : "<unknown class>",
                 m ? m->name : "<unknown method>", m && m->signature ? m->signature : "");
}

static int by_rank(const void *a, const void *b)
{
    const pair *x = a, *y = b;
    if (x->calls != y->calls)
        return x->calls > y->calls ? -1 : 1;
    if (x->cost != y->cost)
        return x->cost > y->cost ? -1 : 1;
    char p[512], q[512];
    method_name(x->callee, "", p, sizeof p);
    method_name(y->callee, "", q, sizeof q);
    int c = strcmp(p, q);
    if (c)
        return c;
    method_name(x->caller, "", p, sizeof p);
    method_name(y->caller, "", q, sizeof q);
    return strcmp(p, q);
}

void hp_cpuold_print(void)
{
    pairs p = { 0 };
    hp_traces_each(collect, &p);
    /* merge the traces of one pair */
    size_t m = 0;
    if (p.n) {
        qsort(p.v, p.n, sizeof *p.v, by_methods);
        for (size_t i = 1; i < p.n; i++) {
            if (by_methods(&p.v[m], &p.v[i]) == 0) {
                p.v[m].calls += p.v[i].calls;
                p.v[m].cost += p.v[i].cost;
            } else {
                p.v[++m] = p.v[i];
            }
        }
        m++;
        qsort(p.v, m, sizeof *p.v, by_rank);
    }
    hp_printf("count callee caller time\n");
    for (size_t i = 0; i < m; i++) {
        char callee[512], caller[512];
        method_name(p.v[i].callee, "<unknown callee>", callee, sizeof callee);
        method_name(p.v[i].caller, "<unknown caller>", caller, sizeof caller);
        hp_printf("%llu %s %s %lld\n", p.v[i].calls, callee, caller,
                  (long long)(p.v[i].cost / 1000000));
    }
    free(p.v);
}
