/*
 * jvmpi_dump.c -- HEAP_DUMP and OBJECT_DUMP: the spec's dump formats
 * written from a walk of the roots and the heap.
 *
 * Buffer encoding (docs/jvmpi-notes.md, "Dump buffers"): a record is a u1 tag and its
 * fields; IDs (jobjectID, JNIEnv*) are native pointers copied as they are;
 * u2/u4/u8 values are big-endian, as Sun's HPROF reads them.
 *
 *   level 0   { u1 type, id }*  per live object (type as obj_alloc.is_array)
 *   level 1/2 roots, then one record per object:
 *             CLASS_DUMP for each class object, INSTANCE_DUMP,
 *             OBJ_ARRAY_DUMP, PRIM_ARRAY_DUMP (level 1 leaves out every
 *             primitive value)
 *
 * Invariants: the world is stopped and GC disabled from the first byte to
 * the end of the agent's handler; every class object a record names exists
 * before the walk starts (class_ids_ready), so the walk allocates nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "heap/gclocker.h"
#include "heap/gc.h"
#include "jvmpi_impl.h"
#include "runtime/monitor.h"
#include "heap/heap.h"
#include "object/string.h"
#include "runtime/threads.h"

typedef struct dump_buf {
    char *data;
    size_t len, cap;
    bool failed;
    int level;
    vm_thread *t;
} dump_buf;

static void put(dump_buf *b, const void *p, size_t n)
{
    if (b->failed) return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 64 * 1024;
        while (cap < b->len + n) cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            b->failed = true;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

static void put_u1(dump_buf *b, uint8_t v)
{
    put(b, &v, 1);
}

static void put_be(dump_buf *b, uint64_t v, int bytes)
{
    uint8_t out[8];
    for (int i = 0; i < bytes; i++) out[i] = (uint8_t)(v >> (8 * (bytes - 1 - i)));
    put(b, out, (size_t)bytes);
}

static void put_id(dump_buf *b, const void *id)
{
    put(b, &id, sizeof id);
}

/* The class object of c, made beforehand (class_ids_ready). */
static object *cid(vm_class *c)
{
    return c ? c->mirror : NULL;
}

/* ---- values ---------------------------------------------------------------------- */

static bool is_ref(basic_type bt)
{
    return bt == T_OBJECT || bt == T_ARRAY;
}

/* A primitive value of type bt at p (its natural width in memory). */
static void put_prim(dump_buf *b, basic_type bt, const void *p)
{
    switch (bt) {
    case T_BOOLEAN: case T_BYTE: put_u1(b, *(const uint8_t *)p); break;
    case T_CHAR: case T_SHORT: put_be(b, *(const uint16_t *)p, 2); break;
    case T_INT: case T_FLOAT: put_be(b, *(const uint32_t *)p, 4); break;
    case T_LONG: case T_DOUBLE: put_be(b, *(const uint64_t *)p, 8); break;
    default: break;
    }
}

/* A static lives in a slot: narrow types as its int, floats as its float. */
static void put_static(dump_buf *b, const vm_field *f, const slot *s)
{
    if (is_ref(f->type)) {
        put_id(b, s->a);
    } else if (b->level == JVMPI_DUMP_LEVEL_2) {
        switch (f->type) {
        case T_BOOLEAN: case T_BYTE: put_u1(b, (uint8_t)s->i); break;
        case T_CHAR: case T_SHORT: put_be(b, (uint16_t)s->i, 2); break;
        case T_INT: put_be(b, (uint32_t)s->i, 4); break;
        case T_FLOAT: put_prim(b, T_FLOAT, &s->f); break;
        case T_LONG: put_be(b, (uint64_t)s->j, 8); break;
        case T_DOUBLE: put_prim(b, T_DOUBLE, &s->d); break;
        default: break;
        }
    }
}

/* ---- records ---------------------------------------------------------------------- */

static void class_dump(dump_buf *b, vm_class *c)
{
    put_u1(b, JVMPI_GC_CLASS_DUMP);
    put_id(b, cid(c));
    put_id(b, cid(c->super));
    put_id(b, NULL); /* loader: classes have no loader objects yet */
    put_id(b, NULL); /* signers */
    put_id(b, NULL); /* protection domain */
    put_id(b, NULL); /* reserved (HotSpot: the name, if interned) */
    put_id(b, NULL); /* reserved */
    put_be(b, c->instance_size, 4);
    for (uint16_t i = 0; i < c->interface_count; i++) put_id(b, cid(c->interfaces[i]));
    put_be(b, 0, 2); /* constant pool entries: none reported */
    for (uint16_t i = 0; i < c->field_count; i++) {
        const vm_field *f = &c->fields[i];
        if (f->access & CF_ACC_STATIC) put_static(b, f, &c->statics[f->offset]);
    }
}

/* Field values of o: its class's own fields, then its superclass's ... */
static void instance_values(dump_buf *b, object *o, bool only_count, uint32_t *count)
{
    for (vm_class *c = o->clazz; c; c = c->super) {
        for (uint16_t i = 0; i < c->field_count; i++) {
            const vm_field *f = &c->fields[i];
            if (f->access & CF_ACC_STATIC) continue;
            if (is_ref(f->type)) {
                if (only_count) *count += sizeof(void *);
                else put_id(b, *FIELD_PTR(o, f, object *));
            } else if (b->level == JVMPI_DUMP_LEVEL_2) {
                if (only_count) *count += (uint32_t)type_size(f->type);
                else put_prim(b, f->type, (const char *)o + f->offset);
            }
        }
    }
}

static void object_record(dump_buf *b, object *o)
{
    vm_class *c = o->clazz;
    vm_class *as_class = jvmpi_class_of_id(o);
    if (as_class && !as_class->is_primitive) {
        class_dump(b, as_class);
    } else if (c->component && is_ref(c->elem_type)) {
        int32_t n = ARRAY_LENGTH(o);
        put_u1(b, JVMPI_GC_OBJ_ARRAY_DUMP);
        put_id(b, o);
        put_be(b, (uint32_t)n, 4);
        put_id(b, cid(c->component));
        object **e = ARRAY_DATA(o, object *);
        for (int32_t i = 0; i < n; i++) put_id(b, e[i]);
    } else if (c->component) {
        int32_t n = ARRAY_LENGTH(o);
        put_u1(b, JVMPI_GC_PRIM_ARRAY_DUMP);
        put_id(b, o);
        put_be(b, (uint32_t)n, 4);
        put_u1(b, (uint8_t)c->elem_type); /* T_INT == JVMPI_INT ... */
        if (b->level == JVMPI_DUMP_LEVEL_2) {
            int size = type_size(c->elem_type);
            const char *e = ARRAY_DATA(o, char);
            for (int32_t i = 0; i < n; i++) put_prim(b, c->elem_type, e + (size_t)i * (size_t)size);
        }
    } else {
        uint32_t bytes = 0;
        instance_values(b, o, true, &bytes);
        put_u1(b, JVMPI_GC_INSTANCE_DUMP);
        put_id(b, o);
        put_id(b, cid(c));
        put_be(b, bytes, 4);
        instance_values(b, o, false, NULL);
    }
}

static void level0_record(object *o, void *arg)
{
    dump_buf *b = arg;
    vm_class *c = o->clazz;
    jint type = JVMPI_NORMAL_OBJECT;
    if (c->component) type = is_ref(c->elem_type) ? JVMPI_CLASS : (jint)c->elem_type;
    put_u1(b, (uint8_t)type);
    put_id(b, o);
}

static void object_record_cb(object *o, void *arg)
{
    object_record(arg, o);
}

/* ---- roots ------------------------------------------------------------------------- */

typedef struct frame_root_ctx {
    dump_buf *b;
    vm_thread *thread;
    uint32_t depth;
    uint8_t tag;
} frame_root_ctx;

static void frame_root(object **slot, void *arg)
{
    frame_root_ctx *x = arg;
    if (!*slot) return;
    put_u1(x->b, x->tag);
    put_id(x->b, *slot);
    put_id(x->b, x->thread);
    put_be(x->b, x->depth, 4);
}

static void thread_roots(vm_thread *t, void *arg)
{
    dump_buf *b = arg;
    if (t->java_thread) {
        put_u1(b, JVMPI_GC_ROOT_THREAD_BLOCK);
        put_id(b, t->java_thread);
        put_id(b, t);
    }
    if (t->exception) {
        put_u1(b, JVMPI_GC_ROOT_NATIVE_STACK);
        put_id(b, t->exception);
        put_id(b, t);
    }
    for (int i = 0; i < t->root_count; i++) {
        if (!*t->roots[i]) continue;
        put_u1(b, JVMPI_GC_ROOT_NATIVE_STACK);
        put_id(b, *t->roots[i]);
        put_id(b, t);
    }
    /* A frame's number is its depth from the top, from 0: it indexes the
     * thread's trace in heap_dump.traces, which is in GetCallTrace's order
     * (as CVM numbers them; HotSpot counted from the bottom, which an
     * agent cannot match with a trace cut at a depth). */
    uint32_t n = 0;
    frame *child = NULL;
    for (frame *f = t->top; f; child = f, f = f->prev, n++) {
        frame_root_ctx x = {b, t, n,
                            (f->method->access & CF_ACC_NATIVE) ? JVMPI_GC_ROOT_JNI_LOCAL : JVMPI_GC_ROOT_JAVA_FRAME};
        gc_frame_refs(f, child, frame_root, &x);
    }
}

static void unknown_root(object **slot, void *arg)
{
    if (!*slot) return;
    put_u1(arg, JVMPI_GC_ROOT_UNKNOWN);
    put_id(arg, *slot);
}

static void class_roots(vm_class *c, void *arg)
{
    dump_buf *b = arg;
    if (c->mirror) {
        put_u1(b, c->is_primitive ? JVMPI_GC_ROOT_UNKNOWN : JVMPI_GC_ROOT_STICKY_CLASS);
        put_id(b, c->mirror);
    }
    unknown_root(&c->init_error, b);
    if (c->cf)
        for (uint16_t i = 0; i < c->cf->cp_count; i++) unknown_root(&c->cp_cache[i].ldc, b);
}

/* ---- traces of every thread ------------------------------------------------------------ */

typedef struct trace_set {
    JVMPI_CallTrace *traces;
    jint count, cap;
} trace_set;

static void thread_trace(vm_thread *t, void *arg)
{
    trace_set *s = arg;
    if (!t->java_thread || s->count >= s->cap) return;
    jint n = 0;
    for (frame *f = t->top; f; f = f->prev) n++;
    JVMPI_CallTrace *tr = &s->traces[s->count++];
    tr->env_id = (JNIEnv *)t;
    tr->num_frames = 0;
    tr->frames = calloc((size_t)n + 1, sizeof *tr->frames);
    if (tr->frames) tr->num_frames = jvmpi_fill_frames(t, tr->frames, n);
}

static void count_thread(vm_thread *t, void *arg)
{
    (void)t;
    ++*(jint *)arg;
}

/* ---- the events ----------------------------------------------------------------------------- */

static void make_class_id(vm_class *c, void *arg)
{
    if (!c->is_primitive) jvmpi_class_id(arg, c);
}

/* Every class gets its class object before the walk, which must not
 * allocate (and must see those objects too). */
static void class_ids_ready(vm_thread *t)
{
    class_for_each(make_class_id, t);
}

void jvmpi_post_heap_dump(vm_thread *t, int level)
{
    class_ids_ready(t);
    gc_locker_enter(t);
    dump_buf b = {.level = level, .t = t};
    trace_set traces = {0};
    if (level == JVMPI_DUMP_LEVEL_0) {
        heap_for_each_object(level0_record, &b);
    } else {
        thread_for_each(thread_roots, &b);
        class_for_each(class_roots, &b);
        string_intern_roots(unknown_root, &b);
        heap_for_each_object(object_record_cb, &b);
        thread_for_each(count_thread, &traces.cap);
        traces.traces = calloc((size_t)traces.cap + 1, sizeof *traces.traces);
        if (traces.traces) thread_for_each(thread_trace, &traces);
    }
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_HEAP_DUMP | JVMPI_REQUESTED_EVENT;
    e.env_id = (JNIEnv *)t;
    e.u.heap_dump.dump_level = level;
    e.u.heap_dump.begin = b.data;
    e.u.heap_dump.end = b.data ? b.data + b.len : NULL;
    e.u.heap_dump.num_traces = traces.count;
    e.u.heap_dump.traces = traces.traces;
    if (!b.failed) jvmpi_notify(&e);
    gc_locker_leave(t);
    for (jint i = 0; i < traces.count; i++) free(traces.traces[i].frames);
    free(traces.traces);
    free(b.data);
}

void jvmpi_post_object_dump(vm_thread *t, object *o)
{
    gc_locker_enter(t);
    /* Class objects this record names (its class, a super, interfaces). */
    VM_ROOT(t, &o);
    vm_class *c = jvmpi_class_of_id(o);
    if (c) {
        jvmpi_class_id(t, c->super ? c->super : c);
        for (uint16_t i = 0; i < c->interface_count; i++) jvmpi_class_id(t, c->interfaces[i]);
    } else {
        jvmpi_class_id(t, o->clazz->component ? o->clazz->component : o->clazz);
    }
    VM_UNROOT(t, 1);
    dump_buf b = {.level = JVMPI_DUMP_LEVEL_2, .t = t};
    object_record(&b, o);
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_OBJECT_DUMP | JVMPI_REQUESTED_EVENT;
    e.env_id = (JNIEnv *)t;
    e.u.object_dump.data_len = (jint)b.len;
    e.u.object_dump.data = b.data;
    if (!b.failed) jvmpi_notify(&e);
    gc_locker_leave(t);
    free(b.data);
}

/* ---- MONITOR_DUMP ------------------------------------------------------------------------- */

/* Every thread, with what it is blocked on: taken once per dump (the
 * world is stopped, so it holds still). */
typedef struct monitor_scan {
    dump_buf *b;
    vm_thread *threads[1024];
    object *entering[1024], *waiting[1024];
    os_monitor *os_blocked[1024];
    bool os_waiting[1024];
    int n;
} monitor_scan;

static void note_thread(vm_thread *t, void *arg)
{
    monitor_scan *s = arg;
    if (s->n >= 1024) return;
    bool w;
    object *o = monitor_blocking_object(t, &w);
    s->threads[s->n] = t;
    s->entering[s->n] = (o && !w) ? o : NULL;
    s->waiting[s->n] = (o && w) ? o : NULL;
    s->os_blocked[s->n] = t->os ? os_thread_blocked_on(t->os, &s->os_waiting[s->n]) : NULL;
    s->n++;
}

/* u4 count, then the JNIEnv* of each thread in `of` equal to key -- but
 * never the owner: a thread seen owning a monitor and also blocked on it
 * is on its way into or out of a wait (it has the monitor, and has not yet
 * said it stopped waiting, or has said it waits and not yet let go; raw
 * monitors' waiters run on in native state while the world is stopped). */
static void put_threads(dump_buf *b, monitor_scan *s, void **of, const void *key, const vm_thread *owner)
{
    uint32_t n = 0;
    for (int i = 0; i < s->n; i++) n += of[i] == key && s->threads[i] != owner;
    put_be(b, n, 4);
    for (int i = 0; i < s->n; i++)
        if (of[i] == key && s->threads[i] != owner) put_id(b, s->threads[i]);
}

static void java_monitor_record(object *o, void *arg)
{
    monitor_scan *s = arg;
    uintptr_t state = o->lock & LOCK_STATE_MASK;
    if (state != LOCK_THIN && state != LOCK_INFLATED) return;
    vm_thread *owner = monitor_owner(o);
    bool waited = false;
    for (int i = 0; i < s->n && !waited; i++) waited = s->entering[i] == o || s->waiting[i] == o;
    if (!owner && !waited) return; /* an idle inflated record */
    put_u1(s->b, JVMPI_MONITOR_JAVA);
    put_id(s->b, o);
    put_id(s->b, owner);
    put_be(s->b, (uint32_t)monitor_entry_count(o), 4);
    put_threads(s->b, s, (void **)s->entering, o, owner);
    put_threads(s->b, s, (void **)s->waiting, o, owner);
}

static void raw_monitor_record(const char *name, void *id, os_monitor *m, void *arg)
{
    monitor_scan *s = arg;
    void *entering[1024], *waiting[1024];
    for (int i = 0; i < s->n; i++) {
        entering[i] = (s->os_blocked[i] == m && !s->os_waiting[i]) ? m : NULL;
        waiting[i] = (s->os_blocked[i] == m && s->os_waiting[i]) ? m : NULL;
    }
    vm_thread *owner = thread_of_os(os_monitor_owner(m));
    put_u1(s->b, JVMPI_MONITOR_RAW);
    put_id(s->b, name);
    put_id(s->b, id);
    put_id(s->b, owner);
    put_be(s->b, (uint32_t)os_monitor_entry_count(m), 4);
    put_threads(s->b, s, entering, m, owner);
    put_threads(s->b, s, waiting, m, owner);
}

void jvmpi_post_monitor_dump(vm_thread *t)
{
    gc_locker_enter(t);
    dump_buf b = {.level = JVMPI_DUMP_LEVEL_2, .t = t};
    monitor_scan *s = calloc(1, sizeof *s);
    trace_set traces = {0};
    jint *status = NULL;
    if (s) {
        s->b = &b;
        thread_for_each(note_thread, s);
        heap_for_each_object(java_monitor_record, s);
        jvmpi_raw_monitors_for_each(raw_monitor_record, s);
        traces.cap = s->n;
        traces.traces = calloc((size_t)s->n + 1, sizeof *traces.traces);
        if (traces.traces) thread_for_each(thread_trace, &traces);
        status = calloc((size_t)traces.count + 1, sizeof *status);
        for (jint i = 0; status && i < traces.count; i++) status[i] = jvmpi_thread_status((vm_thread *)traces.traces[i].env_id);
    }
    JVMPI_Event e;
    memset(&e, 0, sizeof e);
    e.event_type = JVMPI_EVENT_MONITOR_DUMP | JVMPI_REQUESTED_EVENT;
    e.env_id = (JNIEnv *)t;
    if (!b.data && !b.failed) {
        b.data = malloc(1); /* an empty dump is a real, empty buffer */
        b.cap = 1;
    }
    e.u.monitor_dump.begin = b.data;
    e.u.monitor_dump.end = b.data ? b.data + b.len : NULL;
    e.u.monitor_dump.num_traces = status ? traces.count : 0;
    e.u.monitor_dump.traces = traces.traces;
    e.u.monitor_dump.threads_status = status;
    if (!b.failed && s) jvmpi_notify(&e);
    gc_locker_leave(t);
    for (jint i = 0; i < traces.count; i++) free(traces.traces[i].frames);
    free(traces.traces);
    free(status);
    free(b.data);
    free(s);
}
