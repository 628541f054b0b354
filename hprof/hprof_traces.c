/*
 * hprof_traces.c -- trace interning and TRACE records.
 *
 * With lineno=n, line numbers are dropped before interning (so traces that
 * differ only in lines are one trace) and frames print as
 * class.method(Source.java).  Native frames keep their mark either way.
 */
#include "hprof.h"
#include "hprof_traces.h"
#include "hprof_binary.h"
#include "hprof_classes.h"
#include "hprof_output.h"
#include "hprof_threads.h"

#include <stdlib.h>
#include <string.h>

#define LINE_NATIVE   HP_LINE_NATIVE
#define LINE_COMPILED HP_LINE_COMPILED
#define LINE_UNKNOWN  HP_LINE_UNKNOWN

static hp_table traces;
static hp_trace *first_made, *last_made;
static unsigned trace_serials;

int hp_traces_init(void)
{
    return hp_table_init(&traces, 4096);
}

static uintptr_t hash_frames(unsigned thread, const JVMPI_CallFrame *f, int n)
{
    uint64_t h = 1469598103934665603ull ^ thread;
    for (int i = 0; i < n; i++) {
        h = (h ^ (uint64_t)(uintptr_t)f[i].method_id) * 1099511628211ull;
        h = (h ^ (uint64_t)(uint32_t)f[i].lineno) * 1099511628211ull;
    }
    h ^= (uint64_t)n;
    return (uintptr_t)h;
}

hp_trace *hp_trace_intern(unsigned thread_serial, const JVMPI_CallFrame *f, int n)
{
    uintptr_t h = hash_frames(thread_serial, f, n);
    for (hp_node *x = hp_table_chain(&traces, h); x; x = x->next) {
        hp_trace *t = (hp_trace *)x;
        if (x->hash != h || t->thread_serial != thread_serial || t->num_frames != n)
            continue;
        int same = 1;
        for (int i = 0; i < n && same; i++)
            same = t->frames[i].method_id == f[i].method_id && t->frames[i].lineno == f[i].lineno;
        if (same)
            return t;
    }
    hp_trace *t = calloc(1, sizeof *t + (size_t)n * sizeof t->frames[0]);
    if (!t)
        return NULL;
    t->node.hash = h;
    t->serial = ++trace_serials;
    t->thread_serial = thread_serial;
    t->num_frames = n;
    if (n > 0)
        memcpy(t->frames, f, (size_t)n * sizeof *f);
    hp_table_insert(&traces, &t->node);
    if (last_made)
        last_made->next_made = t;
    else
        first_made = t;
    last_made = t;
    return t;
}

hp_trace *hp_trace_here(JNIEnv *env, jmethodID entered, int gc_disabled)
{
    /* cpu=old times calls by callee and caller only (the JDK's rule) */
    int depth = entered && hp.opt.cpu == HP_CPU_OLD ? 2 : hp.opt.depth;
    JVMPI_CallFrame small[16];
    JVMPI_CallFrame *frames = depth <= 16 ? small : malloc((size_t)depth * sizeof *frames);
    int n = 0;
    if (!frames) {
        depth = 16;
        frames = small;
    }
    if (depth > 0) {
        JVMPI_CallTrace ct;
        ct.env_id = env;
        ct.num_frames = 0;
        ct.frames = frames;
        hp.jvmpi->GetCallTrace(&ct, depth);
        n = ct.num_frames < 0 ? 0 : ct.num_frames > depth ? depth : (int)ct.num_frames;
        if (entered && (n == 0 || frames[0].method_id != entered)) {
            memmove(frames + 1, frames, (size_t)(n < depth ? n : depth - 1) * sizeof *frames);
            frames[0].method_id = entered;
            frames[0].lineno = LINE_UNKNOWN;
            if (n < depth)
                n++;
        }
        if (!hp.opt.lineno)
            for (int i = 0; i < n; i++)
                if (frames[i].lineno != LINE_NATIVE)
                    frames[i].lineno = 0;
    }

    hp_lock();
    int unknown = 0;
    for (int i = 0; i < n; i++)
        if (!hp_method_find(frames[i].method_id))
            unknown = 1;
    if (unknown) {
        if (!gc_disabled) {
            /* the lock order: DisableGC before data_lock */
            hp_unlock();
            hp.jvmpi->DisableGC();
            hp_lock();
        }
        for (int i = 0; i < n; i++)
            hp_method_lookup(frames[i].method_id);
        if (!gc_disabled) {
            hp_unlock();
            hp.jvmpi->EnableGC();
            hp_lock();
        }
    }
    unsigned thread_serial = 0;
    if (hp.opt.thread) {
        hp_thread *th = hp_thread_of(env);
        thread_serial = th ? th->serial : 0;
    }
    hp_trace *t = hp_trace_intern(thread_serial, frames, n);
    if (frames != small)
        free(frames);
    return t;
}

hp_trace *hp_trace_of_frames(unsigned thread_serial, JVMPI_CallFrame *f, int n)
{
    if (n < 0)
        n = 0;
    if (n > hp.opt.depth)
        n = hp.opt.depth;
    for (int i = 0; i < n; i++) {
        if (!hp.opt.lineno && f[i].lineno != LINE_NATIVE)
            f[i].lineno = 0;
        hp_method_lookup(f[i].method_id);
    }
    return hp_trace_intern(hp.opt.thread ? thread_serial : 0, f, n);
}

static void print_trace(const hp_trace *t)
{
    hp_printf("TRACE %u:", t->serial);
    if (hp.opt.thread)
        hp_printf(" (thread=%u)", t->thread_serial);
    hp_printf("\n");
    if (t->num_frames == 0)
        hp_printf("\t<empty>\n");
    for (int i = 0; i < t->num_frames; i++) {
        const hp_method *m = hp_method_find(t->frames[i].method_id);
        const char *cls = m && m->cls ? m->cls->name : "<unknown class>";
        const char *name = m ? m->name : "<unknown method>";
        const char *src = m && m->cls && m->cls->source ? m->cls->source : "Unknown source";
        int line = (int)t->frames[i].lineno;
        if (!hp.opt.lineno && line != LINE_NATIVE) {
            hp_printf("\t%s.%s(%s)\n", cls, name, src);
            continue;
        }
        char num[16];
        const char *where = line == LINE_NATIVE ? "Native method"
                          : line == LINE_COMPILED ? "Compiled method"
                          : line <= 0 ? "Unknown line" : (snprintf(num, sizeof num, "%d", line), num);
        hp_printf("\t%s.%s(%s:%s)\n", cls, name, src, where);
    }
}

void hp_traces_print_new(void)
{
    if (hp.opt.format_binary)
        hp_bin_classes_new();    /* FRAMEs name their classes' serials */
    for (hp_trace *t = first_made; t; t = t->next_made)
        if (!t->printed) {
            if (hp.opt.format_binary)
                hp_bin_trace(t);
            else
                print_trace(t);
            t->printed = 1;
        }
}

void hp_traces_each(void (*f)(hp_trace *t, void *arg), void *arg)
{
    for (hp_trace *t = first_made; t; t = t->next_made)
        f(t, arg);
}

void hp_trace_top_name(const hp_trace *t, char *buf, size_t n)
{
    const hp_method *m = t && t->num_frames > 0 ? hp_method_find(t->frames[0].method_id) : NULL;
    if (!t || t->num_frames == 0)
        snprintf(buf, n, "<empty trace>");
    else
        snprintf(buf, n, "%s.%s", m && m->cls ? m->cls->name : "<unknown class>",
                 m ? m->name : "<unknown method>");
}
