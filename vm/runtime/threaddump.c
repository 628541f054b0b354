/*
 * threaddump.c -- the thread dump Ctrl-\ (SIGQUIT) / Ctrl-Break prints,
 * in the JDK 17's format (HotSpot's "Full thread dump"),
 * followed by a Java-level deadlock report when threads wait on each
 * other's monitors in a cycle.
 *
 * Runs on the Signal Dispatcher with every Java thread stopped at a
 * safepoint, so frames, lock words and monitor owners hold still; it
 * allocates nothing on the Java heap.  Addresses printed as <0x...> are
 * the objects' current addresses (valid for this dump only: objects move).
 *
 * Which frame "locked" an object is not recorded by the interpreter: a
 * frame is reported as holding every object its reference slots point at
 * that the thread owns (or waits on, for the frames below Object.wait),
 * each object once, at the outermost such frame -- where javac's code for
 * a synchronized block or method keeps the lock.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "heap/gc.h"
#include "runtime/monitor.h"
#include "runtime/threaddump.h"
#include "heap/heap.h"
#include "object/string.h"
#include "interp/interp.h"
#include "runtime/threads.h"

#define MAX_LOCKS 64

typedef struct {
    vm_thread *t;
    object *waited;            /* the object of an Object.wait, or NULL */
    object *found[MAX_LOCKS];  /* this frame's candidates */
    int nfound;
} slot_scan;

static void owned_slot(object **slot, void *arg)
{
    slot_scan *s = arg;
    object *o = *slot;
    if (!o || s->nfound >= MAX_LOCKS) return;
    if (monitor_owner(o) != s->t && o != s->waited) return;
    for (int i = 0; i < s->nfound; i++)
        if (s->found[i] == o) return;
    s->found[s->nfound++] = o;
}

static const char *class_name_of(const object *o, char *buf, size_t len)
{
    return class_java_name(o->clazz, buf, len);
}

static void print_frame(FILE *out, frame *f)
{
    vm_method *m = f->method;
    char cname[512];
    class_java_name(m->clazz, cname, sizeof cname);
    const char *module = m->clazz->loader == 0 ? "java.base@17/" : "";
    if (m->access & CF_ACC_NATIVE) {
        vm_printf(out, "\tat %s%s.%s(Native Method)\n", module, cname, m->name);
        return;
    }
    int line = frame_line_number(m, (uint32_t)(f->pc - m->code));
    const char *file = m->clazz->source_file;
    if (file && line >= 0)
        vm_printf(out, "\tat %s%s.%s(%s:%d)\n", module, cname, m->name, file, line);
    else
        vm_printf(out, "\tat %s%s.%s(%s)\n", module, cname, m->name, file ? file : "Unknown Source");
}

static vm_field *field(const char *name, const char *desc)
{
    return class_find_field(cls_Thread, name, desc);
}

/* What the thread does, as the dump's words have it. */
typedef struct {
    const char *header;  /* "runnable", "waiting for monitor entry", ... */
    const char *state;   /* "RUNNABLE", "BLOCKED (on object monitor)", ... */
    object *blocked_on;  /* entering */
    object *waiting_on;  /* Object.wait */
    object *parked_on;   /* LockSupport's blocker */
} activity;

static activity activity_of(vm_thread *t)
{
    activity a = {"runnable", "RUNNABLE", NULL, NULL, NULL};
    bool waiting;
    object *o = monitor_blocking_object(t, &waiting);
    int js = os_atomic_load32(&t->java_state);
    bool timed = js == THREAD_JAVA_TIMED_WAITING;
    if (o && !waiting) {
        a.header = "waiting for monitor entry";
        a.state = "BLOCKED (on object monitor)";
        a.blocked_on = o;
    } else if (o && waiting) {
        a.header = "in Object.wait()";
        a.state = timed ? "TIMED_WAITING (on object monitor)" : "WAITING (on object monitor)";
        a.waiting_on = o;
    } else if (js == THREAD_JAVA_WAITING || timed) {
        a.header = "waiting on condition";
        if (thread_is_sleeping(t)) {
            a.state = "TIMED_WAITING (sleeping)";
        } else {
            a.state = timed ? "TIMED_WAITING (parking)" : "WAITING (parking)";
            vm_field *pb = field("parkBlocker", "Ljava/lang/Object;");
            if (pb && t->java_thread) a.parked_on = *FIELD_PTR(t->java_thread, pb, object *);
        }
    }
    return a;
}

/* The frames with their lock lines. */
static void print_stack(FILE *out, vm_thread *t, const activity *a)
{
    /* Outermost first for the "locked" attribution, printed innermost first. */
    frame *frames[4096];
    int n = 0;
    for (frame *f = t->top; f && n < 4096; f = f->prev) frames[n++] = f;
    object *reported[MAX_LOCKS];
    int nreported = 0;
    object *locks[64][8];
    int nlocks[64] = {0};
    int limit = n < 64 ? n : 64;
    slot_scan s;
    for (int i = n - 1; i >= 0; i--) {
        s.t = t;
        s.waited = a->waiting_on;
        s.nfound = 0;
        gc_frame_refs(frames[i], i > 0 ? frames[i - 1] : NULL, owned_slot, &s);
        for (int k = 0; k < s.nfound; k++) {
            object *o = s.found[k];
            bool seen = o == a->blocked_on;
            for (int r = 0; r < nreported && !seen; r++) seen = reported[r] == o;
            if (seen || nreported >= MAX_LOCKS) continue;
            reported[nreported++] = o;
            if (i < limit && nlocks[i] < 8) locks[i][nlocks[i]++] = o;
        }
    }
    char cname[512];
    for (int i = 0; i < n; i++) {
        print_frame(out, frames[i]);
        if (i == 0) {
            if (a->blocked_on)
                vm_printf(out, "\t- waiting to lock <0x%016llx> (a %s)\n", (unsigned long long)(uintptr_t)a->blocked_on,
                        class_name_of(a->blocked_on, cname, sizeof cname));
            if (a->waiting_on)
                vm_printf(out, "\t- waiting on <0x%016llx> (a %s)\n", (unsigned long long)(uintptr_t)a->waiting_on,
                        class_name_of(a->waiting_on, cname, sizeof cname));
            if (a->parked_on)
                vm_printf(out, "\t- parking to wait for  <0x%016llx> (a %s)\n",
                        (unsigned long long)(uintptr_t)a->parked_on, class_name_of(a->parked_on, cname, sizeof cname));
        }
        for (int k = 0; i < limit && k < nlocks[i]; k++)
            vm_printf(out, "\t- locked <0x%016llx> (a %s)\n", (unsigned long long)(uintptr_t)locks[i][k],
                    class_name_of(locks[i][k], cname, sizeof cname));
    }
}

static char *thread_name(vm_thread *t)
{
    vm_field *fn = field("name", "Ljava/lang/String;");
    char *name = (fn && t->java_thread) ? string_to_utf8(*FIELD_PTR(t->java_thread, fn, object *)) : NULL;
    return name ? name : vm_strdup(t->os ? os_thread_name(t->os) : "?");
}

typedef struct {
    FILE *out;
    vm_thread *all[1024];
    int n;
} dump_ctx;

static void collect(vm_thread *t, void *arg)
{
    dump_ctx *d = arg;
    if (t->java_thread && d->n < 1024) d->all[d->n++] = t;
}

static void print_thread(FILE *out, vm_thread *t)
{
    vm_field *ftid = field("tid", "J"), *fd = field("daemon", "Z"), *fp = field("priority", "I");
    object *jt = t->java_thread;
    char *name = thread_name(t);
    activity a = activity_of(t);
    int64_t cpu = t->os ? os_thread_cpu_time(t->os) : -1;
    double elapsed = (double)(os_time_nanos() - t->start_ns) / 1e9;
    vm_printf(out, "\"%s\" #%lld %sprio=%d os_prio=0 cpu=%.2fms elapsed=%.2fs tid=0x%016llx nid=0x%llx %s  [0x%016llx]\n",
            name, (long long)(ftid ? *FIELD_PTR(jt, ftid, int64_t) : 0),
            fd && *FIELD_PTR(jt, fd, int8_t) ? "daemon " : "", fp ? *FIELD_PTR(jt, fp, int32_t) : 5,
            cpu >= 0 ? (double)cpu / 1e6 : 0.0, elapsed, (unsigned long long)(uintptr_t)t,
            (unsigned long long)(t->os ? os_thread_native_id(t->os) : 0), a.header,
            (unsigned long long)(uintptr_t)t->stack_base);
    vm_printf(out, "   java.lang.Thread.State: %s\n", a.state);
    print_stack(out, t, &a);
    fputc('\n', out);
    free(name);
}

/* ---- deadlocks ------------------------------------------------------------------ */

static int index_of(dump_ctx *d, vm_thread *t)
{
    for (int i = 0; i < d->n; i++)
        if (d->all[i] == t) return i;
    return -1;
}

static void print_deadlocks(dump_ctx *d)
{
    FILE *out = d->out;
    int next[1024];
    object *want[1024];
    for (int i = 0; i < d->n; i++) {
        bool waiting;
        object *o = monitor_blocking_object(d->all[i], &waiting);
        want[i] = (o && !waiting) ? o : NULL;
        next[i] = want[i] ? index_of(d, monitor_owner(want[i])) : -1;
    }
    bool done[1024] = {false};
    int found = 0;
    for (int i = 0; i < d->n; i++) {
        if (done[i] || next[i] < 0) continue;
        /* Follow the chain; a cycle through i is a deadlock (each reported once). */
        int k = next[i], steps = 0;
        while (k >= 0 && k != i && steps <= d->n) k = next[k], steps++;
        if (k != i) continue;
        found++;
        vm_printf(out, "\nFound one Java-level deadlock:\n=============================\n");
        int c = i;
        do {
            char *name = thread_name(d->all[c]), *owner = thread_name(d->all[next[c]]), cname[512];
            vm_printf(out, "\"%s\":\n  waiting to lock monitor 0x%016llx (object 0x%016llx, a %s),\n  which is held by \"%s\"\n\n",
                    name, (unsigned long long)(uintptr_t)want[c], (unsigned long long)(uintptr_t)want[c],
                    class_name_of(want[c], cname, sizeof cname), owner);
            free(name);
            free(owner);
            done[c] = true;
            c = next[c];
        } while (c != i);
        vm_printf(out, "Java stack information for the threads listed above:\n"
                     "===================================================\n");
        c = i;
        do {
            char *name = thread_name(d->all[c]);
            vm_printf(out, "\"%s\":\n", name);
            free(name);
            activity a = activity_of(d->all[c]);
            print_stack(out, d->all[c], &a);
            c = next[c];
        } while (c != i);
    }
    if (found) vm_printf(out, "\nFound %d deadlock%s.\n", found, found == 1 ? "" : "s");
}

void thread_dump_print(void)
{
    dump_ctx *d = calloc(1, sizeof *d);
    if (!d) return;
    d->out = stdout;
    fflush(stdout);
    time_t now = time(NULL);
    struct tm *lt = localtime(&now);
    char when[64];
    strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", lt);
    vm_printf(stdout, "%s\nFull thread dump Lantern VM (0.1 interpreted mode):\n\n", when);
    thread_for_each(collect, d);
    for (int i = 0; i < d->n; i++) print_thread(stdout, d->all[i]);
    vm_printf(stdout, "JNI global refs: 0, weak refs: 0\n");
    print_deadlocks(d);
    vm_printf(stdout, "\n");
    heap_print_summary(stdout, "");
    fflush(stdout);
    free(d);
}
