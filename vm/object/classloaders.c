/*
 * classloaders.c -- the records of user-defined class loaders, and their
 * unloading (the rules are in classloaders.h).
 *
 * A record lives in `recs` at index id - LOADER_USER_FIRST.  Its object
 * slot is a root for young collections and updated by the full one; its
 * description strings are the record's own.  A loader found dead by a full
 * collection goes in two steps: loaders_unload_dead takes its classes out
 * of the VM's tables (the heap still holds dead objects whose class words
 * point at them, and the compaction reads their sizes), and
 * loaders_free_unloaded frees them once the compaction has slid the dead
 * away.  Only then is the id free for a new loader.
 *
 * Invariants: a used record's classes all have that record's id as
 * loader; its deps hold ids of used records only (a dependency keeps its
 * target live, so a target never dies before a loader depending on it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "object/classloaders.h"
#include "object/classlog.h"
#include "object/constraints.h"
#include "jni/jni_library.h"
#include "jvmpi_impl.h"
#include "runtime/vm.h"

typedef struct loader_rec {
    bool used;
    bool live;                  /* reached in the current full collection */
    bool unloaded;              /* taken out; freed by loaders_free_unloaded */
    object *obj;
    char *module, *name_and_id, *parent;
    vm_class **classes;
    uint32_t class_count, class_cap;
    int *deps;
    uint32_t dep_count, dep_cap;
    size_t bytes;               /* estimated metadata of its classes */
    int next_free;              /* the free list, while !used */
} loader_rec;

static os_monitor *loaders_lock;
static loader_rec *recs;
static int rec_count, rec_cap;
static int free_head = -1;
static size_t live_classes, live_bytes;
static size_t builtin_bytes, builtin_classes; /* boot and application classes */
static size_t bytes_since_full;
/* HotSpot's MetaspaceSize (about 21 MB on 64-bit) plays this part. */
#define METADATA_THRESHOLD_MIN ((size_t)16 << 20)
static size_t threshold = METADATA_THRESHOLD_MIN;
static uint32_t loader_id_offset; /* ClassLoader.vmLoaderId, once a loader registered */

static int *queue;              /* loaders reached, not yet scanned */
static size_t queue_count, queue_cap;

static loader_rec *rec_of(int id)
{
    int i = id - LOADER_USER_FIRST;
    return i >= 0 && i < rec_count && recs[i].used ? &recs[i] : NULL;
}

static bool grow(void **p, uint32_t *cap, size_t elem)
{
    uint32_t n = *cap ? *cap * 2 : 8;
    void *q = realloc(*p, n * elem);
    if (!q) return false;
    *p = q;
    *cap = n;
    return true;
}

int loaders_register(object *obj, const char *name_and_id, const char *parent_name_and_id)
{
    if (!loaders_lock) {
        /* the first registration comes from the main thread's first
         * ClassLoader, before any other thread can make one */
        loaders_lock = os_monitor_create("class loaders");
        if (!loaders_lock) return -1;
    }
    if (!loader_id_offset) {
        /* ClassLoader's own field: a subclass may declare one of that name */
        vm_class *cl = class_lookup("java/lang/ClassLoader");
        vm_field *f = cl ? class_find_field(cl, "vmLoaderId", "I") : NULL;
        if (!f) return -1;
        loader_id_offset = f->offset;
    }
    size_t n = strlen(name_and_id) + 32;
    char *module = malloc(n);
    char *nid = vm_strdup(name_and_id), *parent = vm_strdup(parent_name_and_id);
    int id = -1;
    os_monitor_enter(loaders_lock);
    if (module && nid && parent) {
        int i = free_head;
        if (i >= 0) {
            free_head = recs[i].next_free;
        } else if (rec_count < rec_cap || grow((void **)&recs, (uint32_t *)&rec_cap, sizeof *recs)) {
            i = rec_count++;
        }
        if (i >= 0) {
            snprintf(module, n, "unnamed module of loader %s", name_and_id);
            recs[i] = (loader_rec){.used = true, .obj = obj, .module = module, .name_and_id = nid, .parent = parent};
            id = LOADER_USER_FIRST + i;
        }
    }
    os_monitor_exit(loaders_lock);
    if (id < 0) {
        free(module);
        free(nid);
        free(parent);
    }
    return id;
}

static const char *describe(int id, int which)
{
    const char *s = "?";
    if (!loaders_lock) return s;
    os_monitor_enter(loaders_lock);
    loader_rec *r = rec_of(id);
    if (r) s = which == 0 ? r->module : which == 1 ? r->name_and_id : r->parent;
    os_monitor_exit(loaders_lock);
    return s;
}

const char *loaders_module(int id) { return describe(id, 0); }
const char *loaders_name_and_id(int id) { return describe(id, 1); }
const char *loaders_parent(int id) { return describe(id, 2); }

uint32_t loaders_id_offset(void)
{
    return loader_id_offset;
}

int loaders_id_of(const object *loader)
{
    /* (read only for ClassLoader objects: the collector asks for objects
     * whose class is marked CLASS_WATCH_LOADER, natives for loader
     * arguments) */
    return loader && loader_id_offset ? *(const int32_t *)((const char *)loader + loader_id_offset) : 0;
}

/* What the VM holds in C memory for c, near enough to decide when to
 * collect and to report. */
static size_t class_bytes(const vm_class *c)
{
    size_t n = sizeof *c + c->method_count * sizeof(vm_method) + c->field_count * sizeof(vm_field) +
               c->static_count * (sizeof(slot) + 1) + c->vtable_length * sizeof(void *) +
               c->ref_offset_count * sizeof(uint32_t) + strlen(c->name) + 1;
    for (uint32_t i = 0; i < c->itable_count; i++) n += sizeof(itable_entry) + c->itable[i].iface->method_count * sizeof(void *);
    if (c->cf) n += c->cf->cp_count * (sizeof(cp_cache_entry) + 40); /* the parsed pool and its cache */
    for (uint16_t i = 0; i < c->method_count; i++) n += 2 * (size_t)c->methods[i].code_length;
    return n;
}

bool loaders_add_class(vm_class *c)
{
    bool ok = false;
    size_t b = class_bytes(c);
    os_monitor_enter(loaders_lock);
    loader_rec *r = rec_of(c->loader);
    if (r && (r->class_count < r->class_cap || grow((void **)&r->classes, &r->class_cap, sizeof *r->classes))) {
        r->classes[r->class_count++] = c;
        r->bytes += b;
        live_bytes += b;
        bytes_since_full += b;
        live_classes++;
        ok = true;
    }
    os_monitor_exit(loaders_lock);
    return ok;
}

void loaders_add_dependency(int from, int to)
{
    if (from < LOADER_USER_FIRST || to < LOADER_USER_FIRST || from == to) return;
    os_monitor_enter(loaders_lock);
    loader_rec *r = rec_of(from);
    if (r) {
        bool known = false;
        for (uint32_t i = 0; i < r->dep_count && !known; i++) known = r->deps[i] == to;
        /* out of memory: the dependency is lost, which the collector must not
         * suffer; keeping the class's loader live another way is not
         * possible, so say so */
        if (!known && r->dep_count == r->dep_cap && !grow((void **)&r->deps, &r->dep_cap, sizeof *r->deps)) {
            vm_printf(stderr, "Lantern: out of memory to record a class loader dependency\n");
            vm_abort();
        }
        if (!known) r->deps[r->dep_count++] = to;
    }
    os_monitor_exit(loaders_lock);
}

bool loaders_want_collection(void)
{
    return bytes_since_full >= threshold;
}

void loaders_count_builtin(const vm_class *c)
{
    /* called under class_lock (class.c note_defined) */
    builtin_bytes += class_bytes(c);
    builtin_classes++;
}

void loaders_metadata(size_t *bytes, size_t *class_bytes_out, size_t *classes)
{
    *classes = builtin_classes + live_classes;
    *bytes = builtin_bytes + live_bytes;
    *class_bytes_out = *classes * sizeof(vm_class);
}

/* ---- with the collector ------------------------------------------------------- */

void loaders_roots(void (*fn)(object **slot, void *arg), void *arg)
{
    for (int i = 0; i < rec_count; i++)
        if (recs[i].used) fn(&recs[i].obj, arg);
}

void loaders_mark_begin(void)
{
    for (int i = 0; i < rec_count; i++) recs[i].live = false;
    queue_count = 0;
}

void loaders_reach(int id)
{
    loader_rec *r = rec_of(id);
    if (!r || r->live) return;
    r->live = true;
    if (queue_count == queue_cap) {
        size_t n = queue_cap ? queue_cap * 2 : 64;
        int *q = realloc(queue, n * sizeof *q);
        if (!q) {
            vm_printf(stderr, "Lantern: out of memory for the full collection's loader queue\n");
            vm_abort();
        }
        queue = q;
        queue_cap = n;
    }
    queue[queue_count++] = id;
}

bool loaders_scan_next(void (*keep_obj)(object **slot, void *arg), void (*keep_class)(vm_class *c, void *arg),
                       void *arg)
{
    if (!queue_count) return false;
    loader_rec *r = rec_of(queue[--queue_count]);
    keep_obj(&r->obj, arg);
    /* keep_class may reach (and so queue) other loaders, never register one */
    for (uint32_t i = 0; i < r->class_count; i++) keep_class(r->classes[i], arg);
    for (uint32_t i = 0; i < r->dep_count; i++) loaders_reach(r->deps[i]);
    return true;
}

void loaders_unload_dead(vm_thread *t)
{
    bool any = false;
    for (int i = 0; i < rec_count; i++) {
        loader_rec *r = &recs[i];
        if (!r->used || r->live) continue;
        any = true;
        r->unloaded = true;
        for (uint32_t k = 0; k < r->class_count; k++) r->classes[k]->unloading = true;
        /* In the order they were defined, as HotSpot reports them (all go
         * together, so no order is safer than another). */
        for (uint32_t k = 0; k < r->class_count; k++) {
            vm_class *c = r->classes[k];
            if (JVMPI_ON(JVMPI_EVENT_CLASS_UNLOAD)) jvmpi_post_class_unload(t, c);
            if (class_log_unload_enabled()) class_log_unload(c);
            OS_TRACE(VM_TRACE_CLASS, "class", "unloading %s (loader %d)", c->name, LOADER_USER_FIRST + i);
        }
        jni_library_loader_died(LOADER_USER_FIRST + i);
        constraints_forget_loader(LOADER_USER_FIRST + i);
        live_classes -= r->class_count;
        live_bytes -= r->bytes;
    }
    if (any) class_forget_unloaded();
    bytes_since_full = 0;
    threshold = live_bytes > METADATA_THRESHOLD_MIN ? live_bytes : METADATA_THRESHOLD_MIN;
}

void loaders_free_unloaded(void)
{
    for (int i = 0; i < rec_count; i++) {
        loader_rec *r = &recs[i];
        if (!r->used || !r->unloaded) continue;
        for (uint32_t k = r->class_count; k-- > 0;) class_free_unloaded(r->classes[k]);
        free(r->classes);
        free(r->deps);
        free(r->module);
        free(r->name_and_id);
        free(r->parent);
        *r = (loader_rec){.next_free = free_head};
        free_head = i;
    }
}
