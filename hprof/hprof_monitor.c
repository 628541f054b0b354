/*
 * hprof_monitor.c -- monitor=y: MONITOR TIME and MONITOR DUMP.
 *
 * MONITOR TIME: one record per (monitor, trace of the thread that had to
 * wait), with the number of contended entries and the wall-clock time from
 * CONTENDED_ENTER to CONTENDED_ENTERED (a blocked thread uses no CPU, so
 * its own CPU clock would say nothing).  The entry under way is kept in the
 * waiting thread's record (its thread-local storage); records and the
 * table are under data_lock.  A Java monitor is named by its object's
 * agent serial (stable across moves) and class; a raw monitor by its id
 * and name.
 *
 * MONITOR DUMP: RequestEvent(MONITOR_DUMP) stops the world while the
 * handler runs, so the handler only copies the dump and prints it after
 * the restart, under data_lock (printing with the world stopped would hold
 * every thread up for as long as the output takes).  GC stays
 * disabled from before the request until the copy is printed, so the
 * object ids in it stay valid.
 */
#include "hprof.h"
#include "hprof_classes.h"
#include "hprof_dumpbuf.h"
#include "hprof_monitor.h"
#include "hprof_objects.h"
#include "hprof_output.h"
#include "hprof_table.h"
#include "hprof_threads.h"
#include "hprof_traces.h"

#include <apr_time.h>

#include <stdlib.h>
#include <string.h>

typedef struct hp_monitor {
    hp_node node;                /* hash of the key and the trace */
    int raw;
    uintptr_t key;               /* raw: its JVMPI_RawMonitor; Java: object serial */
    char *name;                  /* raw: its name */
    hp_class *cls;               /* Java: the object's class, or NULL */
    unsigned trace;
    unsigned count;
    int64_t time_ns;
    struct hp_monitor *all_next;
} hp_monitor;

static hp_table monitors;
static hp_monitor *all_monitors;

int hp_monitors_init(void)
{
    return hp_table_init(&monitors, 256);
}

static int64_t wall_ns(void)
{
    return (int64_t)apr_time_now() * 1000;
}

static uintptr_t mon_hash(int raw, uintptr_t key, unsigned trace)
{
    uint64_t h = ((uint64_t)key * 1099511628211ull) ^ ((uint64_t)trace << 1) ^ (uint64_t)raw;
    return (uintptr_t)(h ^ (h >> 29));
}

static hp_monitor *mon_get(int raw, uintptr_t key, const char *name, hp_class *cls, unsigned trace)
{
    uintptr_t h = mon_hash(raw, key, trace);
    for (hp_node *x = hp_table_chain(&monitors, h); x; x = x->next) {
        hp_monitor *m = (hp_monitor *)x;
        if (x->hash == h && m->raw == raw && m->key == key && m->trace == trace)
            return m;
    }
    hp_monitor *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->node.hash = h;
    m->raw = raw;
    m->key = key;
    m->name = raw ? hp_strdup(name ? name : "") : NULL;
    m->cls = cls;
    m->trace = trace;
    hp_table_insert(&monitors, &m->node);
    m->all_next = all_monitors;
    all_monitors = m;
    return m;
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

/* The VM sends Java monitor events with GC disabled (they carry an id). */
void hp_monitor_contended_enter(JNIEnv *env, jobjectID obj)
{
    int64_t start = wall_ns();
    hp_thread *th = thread_for(env);
    hp_trace *trace = hp_trace_here(env, NULL, 1);
    hp_object *o = hp_object_lookup(obj);
    hp_monitor *m = o ? mon_get(0, o->serial, NULL, o->cls, trace ? trace->serial : 0) : NULL;
    hp_unlock();
    if (th) {
        th->blocked_on = m;
        th->blocked_since = start;
    }
}

void hp_monitor_raw_contended_enter(JNIEnv *env, const char *name, JVMPI_RawMonitor id)
{
    int64_t start = wall_ns();
    hp_thread *th = thread_for(env);
    hp_trace *trace = hp_trace_here(env, NULL, 0);
    hp_monitor *m = mon_get(1, (uintptr_t)id, name, NULL, trace ? trace->serial : 0);
    hp_unlock();
    if (th) {
        th->blocked_on = m;
        th->blocked_since = start;
    }
}

void hp_monitor_contended_entered(JNIEnv *env)
{
    int64_t end = wall_ns();
    hp_thread *th = hp_thread_self(env);
    if (!th || !th->blocked_on)
        return;
    hp_lock();
    hp_monitor *m = th->blocked_on;
    th->blocked_on = NULL;
    m->count++;
    if (end > th->blocked_since)
        m->time_ns += end - th->blocked_since;
    hp_unlock();
}

/* ---- MONITOR TIME ----------------------------------------------------------- */

static int by_time(const void *a, const void *b)
{
    const hp_monitor *x = *(const hp_monitor *const *)a, *y = *(const hp_monitor *const *)b;
    if (x->time_ns != y->time_ns)
        return x->time_ns > y->time_ns ? -1 : 1;
    if (x->count != y->count)
        return x->count > y->count ? -1 : 1;
    return x->trace < y->trace ? -1 : x->trace > y->trace;
}

static void monitor_name(const hp_monitor *m, char *buf, size_t n)
{
    if (m->raw)
        snprintf(buf, n, "\"%s\"(%lx) (Raw)", m->name, (unsigned long)m->key);
    else
        snprintf(buf, n, "%s(%x) (Java)", m->cls && m->cls->name ? m->cls->name : "<unknown class>",
                 (unsigned)m->key);
}

void hp_monitor_time_print(void)
{
    size_t n = 0;
    int64_t total = 0;
    for (hp_monitor *m = all_monitors; m; m = m->all_next)
        if (m->count) {
            n++;
            total += m->time_ns;
        }
    hp_monitor **v = n ? malloc(n * sizeof *v) : NULL;
    size_t k = 0;
    if (v)
        for (hp_monitor *m = all_monitors; m; m = m->all_next)
            if (m->count)
                v[k++] = m;
    if (k)
        qsort(v, k, sizeof *v, by_time);
    char now[32];
    hp_now_string(now);
    hp_printf("MONITOR TIME BEGIN (total = %u ms) %s\n", (unsigned)(total / 1000000), now);
    hp_printf("rank   self  accum   count trace monitor\n");
    double accum = 0;
    for (size_t i = 0; i < k; i++) {
        const hp_monitor *m = v[i];
        double self = total > 0 ? (double)m->time_ns / (double)total : 0.0;
        if (total > 0 && self < hp.opt.cutoff)
            break;
        accum += self;
        char name[600];
        monitor_name(m, name, sizeof name);
        hp_printf("%4u %5.2f%% %5.2f%% %7u %5u %s\n", (unsigned)(i + 1), self * 100.0,
                  accum * 100.0, m->count, m->trace, name);
    }
    hp_printf("MONITOR TIME END\n");
    free(v);
}

void hp_monitor_reset(void)
{
    for (hp_monitor *m = all_monitors; m; m = m->all_next) {
        m->count = 0;
        m->time_ns = 0;
    }
}

/* ---- MONITOR DUMP ------------------------------------------------------------ */

/* The copy the handler makes. */
typedef struct {
    int taken;
    unsigned char *buf;
    size_t len;
    jint num_traces;
    JNIEnv **envs;
    jint *status;
    jint *nframes;
    JVMPI_CallFrame **frames;
    char **raw_names;            /* in the order of the RAW records */
    int num_raw;
} dump_copy;

static dump_copy copy;

static void copy_free(void)
{
    free(copy.buf);
    for (jint i = 0; i < copy.num_traces; i++)
        free(copy.frames ? copy.frames[i] : NULL);
    free(copy.frames);
    free(copy.envs);
    free(copy.status);
    free(copy.nframes);
    for (int i = 0; i < copy.num_raw; i++)
        free(copy.raw_names[i]);
    free(copy.raw_names);
    memset(&copy, 0, sizeof copy);
}

/* Skips the owner, count and the two thread lists of a record. */
static void skip_lists(reader *r)
{
    rd_ptr(r);
    rd_u4(r);
    for (int k = 0; k < 2 && !r->bad; k++) {
        uint32_t n = rd_u4(r);
        for (uint32_t i = 0; i < n && !r->bad; i++)
            rd_ptr(r);
    }
}

/* In the MONITOR_DUMP handler, the world stopped: copies only. */
void hp_monitor_dump_event(const JVMPI_Event *e)
{
    copy_free();
    const unsigned char *b = (const unsigned char *)e->u.monitor_dump.begin;
    const unsigned char *end = (const unsigned char *)e->u.monitor_dump.end;
    size_t len = b && end > b ? (size_t)(end - b) : 0;
    copy.buf = malloc(len ? len : 1);
    if (!copy.buf)
        return;
    if (len)
        memcpy(copy.buf, b, len);
    copy.len = len;
    /* raw monitor names belong to the VM and may go away with the monitor */
    reader r = { .p = copy.buf, .end = copy.buf + len };
    while (r.p < r.end && !r.bad) {
        unsigned kind = rd_u1(&r);
        if (kind == JVMPI_MONITOR_RAW) {
            const char *name = rd_ptr(&r);
            rd_ptr(&r);
            if (r.bad)
                break;
            char **names = realloc(copy.raw_names, (size_t)(copy.num_raw + 1) * sizeof *names);
            if (!names)
                break;
            copy.raw_names = names;
            copy.raw_names[copy.num_raw++] = hp_strdup(name ? name : "");
        } else if (kind == JVMPI_MONITOR_JAVA) {
            rd_ptr(&r);
        } else {
            break;
        }
        skip_lists(&r);
    }
    jint n = e->u.monitor_dump.num_traces;
    if (n > 0 && e->u.monitor_dump.traces) {
        copy.envs = calloc((size_t)n, sizeof *copy.envs);
        copy.status = calloc((size_t)n, sizeof *copy.status);
        copy.nframes = calloc((size_t)n, sizeof *copy.nframes);
        copy.frames = calloc((size_t)n, sizeof *copy.frames);
        if (copy.envs && copy.status && copy.nframes && copy.frames) {
            copy.num_traces = n;
            for (jint i = 0; i < n; i++) {
                const JVMPI_CallTrace *ct = &e->u.monitor_dump.traces[i];
                copy.envs[i] = ct->env_id;
                copy.status[i] = e->u.monitor_dump.threads_status ? e->u.monitor_dump.threads_status[i]
                                                                   : JVMPI_THREAD_RUNNABLE;
                jint nf = ct->num_frames > 0 && ct->frames ? ct->num_frames : 0;
                if (nf > hp.opt.depth)
                    nf = hp.opt.depth;
                copy.frames[i] = malloc((size_t)(nf ? nf : 1) * sizeof **copy.frames);
                if (copy.frames[i] && nf)
                    memcpy(copy.frames[i], ct->frames, (size_t)nf * sizeof **copy.frames);
                copy.nframes[i] = copy.frames[i] ? nf : 0;
            }
        }
    }
    copy.taken = 1;
}

static unsigned serial_of(JNIEnv *env)
{
    hp_thread *t = env ? hp_thread_of(env) : NULL;
    return t ? t->serial : 0;
}

static void print_lists(reader *r)
{
    JNIEnv *owner = rd_ptr(r);
    uint32_t count = rd_u4(r);
    if (owner)
        hp_printf("\n\towner: thread %u, entry count: %u", serial_of(owner), (unsigned)count);
    else
        hp_printf(" unowned");
    for (int k = 0; k < 2 && !r->bad; k++) {
        uint32_t n = rd_u4(r);
        for (uint32_t i = 0; i < n && !r->bad; i++) {
            JNIEnv *w = rd_ptr(r);
            hp_printf("%s thread %u", i == 0 ? (k == 0 ? "\n\twaiting to enter:" : "\n\twaiting to be notified:") : ",",
                      serial_of(w));
        }
    }
    hp_printf("\n");
}

static void print_dump(void)
{
    unsigned *trace_serials = copy.num_traces ? calloc((size_t)copy.num_traces, sizeof *trace_serials) : NULL;
    for (jint i = 0; trace_serials && i < copy.num_traces; i++) {
        hp_trace *t = hp_trace_of_frames(serial_of(copy.envs[i]), copy.frames[i], copy.nframes[i]);
        trace_serials[i] = t ? t->serial : 0;
    }
    hp_traces_print_new();
    hp_printf("MONITOR DUMP BEGIN\n");
    for (jint i = 0; trace_serials && i < copy.num_traces; i++) {
        jint st = copy.status[i];
        const char *base = (st & 0x0fff) == JVMPI_THREAD_MONITOR_WAIT ? "MW"
                         : (st & 0x0fff) == JVMPI_THREAD_CONDVAR_WAIT ? "CW" : "R";
        hp_printf("    THREAD %u, trace %u, status: %s%s%s\n", serial_of(copy.envs[i]), trace_serials[i],
                  (st & JVMPI_THREAD_SUSPENDED) ? "S|" : "", (st & JVMPI_THREAD_INTERRUPTED) ? "intr|" : "",
                  base);
    }
    reader r = { .p = copy.buf, .end = copy.buf + copy.len };
    int raw_index = 0;
    while (r.p < r.end && !r.bad) {
        unsigned kind = rd_u1(&r);
        if (kind == JVMPI_MONITOR_JAVA) {
            jobjectID obj = rd_ptr(&r);
            hp_object *o = hp_object_lookup(obj);
            hp_printf("    MONITOR %s(%x)", o && o->cls && o->cls->name ? o->cls->name : "<unknown class>",
                      o ? o->serial : 0u);
        } else if (kind == JVMPI_MONITOR_RAW) {
            rd_ptr(&r);
            void *id = rd_ptr(&r);
            const char *name = raw_index < copy.num_raw ? copy.raw_names[raw_index] : "";
            raw_index++;
            hp_printf("    RAW MONITOR \"%s\"(0x%lx)", name ? name : "", (unsigned long)(uintptr_t)id);
        } else {
            break;
        }
        print_lists(&r);
    }
    hp_printf("MONITOR DUMP END\n");
    free(trace_serials);
}

void hp_monitor_dump(void)
{
    hp.jvmpi->DisableGC();
    hp.jvmpi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, NULL);
    hp_lock();
    if (copy.taken)
        print_dump();
    copy_free();
    hp_unlock();
    hp.jvmpi->EnableGC();
}
