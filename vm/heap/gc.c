/*
 * gc.c -- what both collectors share: the roots, java.lang.ref, the weak
 * tables.  The collectors themselves are scavenge.c (young) and compact.c
 * (full); heap.c chooses between them.
 *
 * Invariant (docs/rules.md rule 4): every reference the program can still
 * reach is found through exactly these roots and the objects they reach
 * (and, for a young collection, the dirty cards of the old generation):
 *   - every thread's Java frames (all threads the VM knows, not only the
 *     collecting one: a JVMPI RunGC may come from the Signal Dispatcher
 *     while main is stopped at a safepoint): locals and operand-stack slots that the
 *     method's reference map (refmap.c, by abstract interpretation of the
 *     original bytecode) marks as references at the frame's current pc;
 *     native frames' reference arguments, by their descriptor;
 *   - each thread's pending exception, Thread object and VM_ROOT slots;
 *   - every class's static reference slots, its Class object, its cached
 *     ldc constants and its initialization error, and every user-defined
 *     loader's object -- except in a full collection's marking, where the
 *     classes of user-defined loaders and their loaders are kept only if
 *     something reaches them (gc_roots_unloading, classloaders.h);
 *   - the intern table;
 *   - JNI local references (with their thread) and global references;
 *   - the chain of cleared References waiting for Reference.takePending;
 *   - the objects queued for finalization, and the Finalizer thread's
 *     Thread (finalizer.c).
 * A slot may be visited twice (a callee's arguments are also its caller's
 * operand stack); each collector's visit is idempotent, so that is harmless.
 *
 * java.lang.ref: the referent of a Soft/Weak/PhantomReference is not a
 * root nor a field a collector follows (class.c leaves it out of the
 * class's reference offsets).  Each collector notes the References it
 * meets (gc_discover) and settles them at the end (gc_references), where
 * the registered finalizable objects found dead are queued and kept
 * (finalizer.c; they are "final-reachable").  JNI
 * weak global references, inflated monitors and the owners of memory
 * outside the heap (offheap.c, whose blocks are freed when they die) are
 * updated or cleared after that (gc_weak).
 *
 * Collections happen at allocation, on the allocating thread, with all its
 * frames' pcs saved (the interpreter's SYNC), or at JVMPI RunGC, always
 * with every other thread stopped at a safepoint (safepoint_stop_world).
 * The agent's handlers for the events posted during a collection run in
 * "thread suspended mode": they must not allocate.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap/finalizer.h"
#include "heap/gc_internal.h"
#include "interp/refmap.h"
#include "jni/jni_refs.h"
#include "object/classloaders.h"
#include "object/string.h"
#include "runtime/monitor.h"
#include "heap/offheap.h"
#include "runtime/threads.h"

static unsigned collections;
static object **discovered;      /* References noted in this collection */
static size_t discovered_count, discovered_cap;
static object *gc_pending;       /* cleared References waiting for their queues */
bool gc_clear_soft;

#define REF_FIELD(r, off) (*(object **)((char *)(r) + (off)))

/* ---- roots ---------------------------------------------------------------- */

void gc_arg_refs(const vm_method *m, slot *a, void (*fn)(object **slot, void *arg), void *arg)
{
    int i = 0;
    if (!(m->access & CF_ACC_STATIC)) fn(&a[i++].a, arg);
    for (const char *p = m->descriptor + 1; *p && *p != ')';) {
        if (*p == 'L' || *p == '[') {
            fn(&a[i++].a, arg);
            while (*p == '[') p++;
            p = (*p == 'L') ? strchr(p, ';') + 1 : p + 1;
        } else {
            i += (*p == 'J' || *p == 'D') ? 2 : 1;
            p++;
        }
    }
}

static void java_frame_refs(frame *f, frame *child, void (*fn)(object **slot, void *arg), void *arg)
{
    vm_method *m = f->method;
    if (!m->refmap) {
        char err[512];
        m->refmap = refmap_build(m->clazz->cf, m->cfm, err, sizeof err);
        if (!m->refmap) {
            vm_printf(stderr, "Lantern: no reference map for %s.%s%s: %s\n", m->clazz->name, m->name, m->descriptor, err);
            vm_abort();
        }
    }
    uint8_t lbits[8192], sbits[8192];
    uint16_t depth;
    uint32_t pc = (uint32_t)(f->pc - m->code);
    if (!refmap_query(m->refmap, pc, &depth, lbits, sbits)) {
        vm_printf(stderr, "Lantern: no reference map at %s.%s%s pc %u\n", m->clazz->name, m->name, m->descriptor, pc);
        vm_abort();
    }
    for (uint16_t i = 0; i < m->max_locals; i++)
        if (lbits[i >> 3] & (1u << (i & 7))) fn(&f->locals[i].a, arg);
    /* A callee that is not an entry frame owns the arguments at the top of
     * this frame's stack (they are its locals) and reports them itself. */
    int owned = depth;
    if (child && !(child->flags & FRAME_ENTRY)) owned -= child->method->arg_slots;
    slot *stack = FRAME_STACK_BASE(f);
    for (int i = 0; i < owned; i++)
        if (sbits[i >> 3] & (1u << (i & 7))) fn(&stack[i].a, arg);
}

void gc_frame_refs(frame *f, frame *child, void (*fn)(object **slot, void *arg), void *arg)
{
    if (f->method->access & CF_ACC_NATIVE)
        gc_arg_refs(f->method, f->locals, fn, arg);
    else
        java_frame_refs(f, child, fn, arg);
}

typedef struct root_visit {
    void (*fn)(object **slot, void *arg);
    void *arg;
    /* unloading: classes of user-defined loaders are not roots; a frame
     * running one of their methods reaches its class through this */
    void (*reach)(vm_class *c, void *arg);
} root_visit;

static void scan_thread(vm_thread *t, void *arg)
{
    root_visit *v = arg;
    v->fn(&t->java_thread, v->arg);
    v->fn(&t->exception, v->arg);
    for (int i = 0; i < t->root_count; i++) v->fn(t->roots[i], v->arg);
    jni_thread_roots(t, v->fn, v->arg);
    frame *child = NULL;
    for (frame *f = t->top; f; child = f, f = f->prev) {
        gc_frame_refs(f, child, v->fn, v->arg);
        if (v->reach) v->reach(f->method->clazz, v->arg);
    }
}

void gc_class_roots(vm_class *c, void (*fn)(object **slot, void *arg), void *arg)
{
    fn(&c->mirror, arg);
    fn(&c->init_error, arg);
    fn(&c->loader_obj, arg);
    for (uint16_t i = 0; i < c->static_count; i++)
        if (c->static_is_ref[i]) fn(&c->statics[i].a, arg);
    if (c->cf)
        for (uint16_t i = 0; i < c->cf->cp_count; i++)
            if (c->cp_cache[i].ldc) fn(&c->cp_cache[i].ldc, arg);
}

static void scan_class(vm_class *c, void *arg)
{
    root_visit *v = arg;
    /* A class its loader could not count stays a root (classloaders.h). */
    if (v->reach && c->loader >= LOADER_USER_FIRST && c->in_loader_list) return;
    gc_class_roots(c, v->fn, v->arg);
}

static void roots(root_visit *v)
{
    v->fn(&gc_pending, v->arg);
    finalizer_roots(v->fn, v->arg);
    thread_for_each(scan_thread, v);
    class_for_each(scan_class, v);
    if (!v->reach) loaders_roots(v->fn, v->arg);
    string_intern_roots(v->fn, v->arg);
    jni_global_roots(v->fn, v->arg);
}

void gc_roots(void (*fn)(object **slot, void *arg), void *arg)
{
    root_visit v = {fn, arg, NULL};
    roots(&v);
}

void gc_roots_unloading(void (*fn)(object **slot, void *arg), void (*reach)(vm_class *c, void *arg), void *arg)
{
    root_visit v = {fn, arg, reach};
    roots(&v);
}

/* ---- java.lang.ref ------------------------------------------------------------ */

void gc_discover(object *r)
{
    if (discovered_count == discovered_cap) {
        size_t n = discovered_cap ? discovered_cap * 2 : 256;
        object **d = realloc(discovered, n * sizeof *d);
        if (!d) {
            vm_printf(stderr, "Lantern: out of memory for the collector's Reference list\n");
            vm_abort();
        }
        discovered = d;
        discovered_cap = n;
    }
    discovered[discovered_count++] = r;
}

/* A noted Reference: its referent cleared if dead (and r on the pending
 * chain if it has a queue), else updated to survivor's address. */
static void settle(object *r, object *(*survivor)(object *o))
{
    object **slot = GC_REFERENT(r);
    if (!*slot) return;
    object *n = survivor(*slot);
    *slot = n;
    if (!n && REF_FIELD(r, class_ref_queue_offset) && !REF_FIELD(r, class_ref_discovered_offset)) {
        REF_FIELD(r, class_ref_discovered_offset) = gc_pending ? gc_pending : r; /* the last points to itself */
        gc_pending = r;
    }
    /* r may be old and its referent or the chain young */
    card_mark(r);
}

void gc_references(void (*keep)(object **slot), object *(*survivor)(object *o))
{
    if (!gc_clear_soft)
        for (size_t i = 0; i < discovered_count; i++)
            if (discovered[i]->clazz->ref_kind == REF_SOFT) keep(GC_REFERENT(discovered[i]));
    /* As HotSpot: Soft and Weak References are cleared before the
     * final-reachable objects are kept (finalizer.c), Phantom ones after;
     * those noted while keeping them are settled with the Phantom ones. */
    size_t before = discovered_count;
    for (size_t i = 0; i < before; i++)
        if (discovered[i]->clazz->ref_kind != REF_PHANTOM) settle(discovered[i], survivor);
    finalizer_discover(keep, survivor);
    for (size_t i = 0; i < discovered_count; i++)
        if (i >= before || discovered[i]->clazz->ref_kind == REF_PHANTOM) settle(discovered[i], survivor);
    discovered_count = 0;
}

object *gc_take_pending(void)
{
    return os_atomic_swap_ptr((void *volatile *)&gc_pending, NULL);
}

void gc_weak(object *(*survivor)(object *o))
{
    monitor_gc(survivor);
    jni_weak_update(survivor);
    offheap_gc(survivor);
    finalizer_weak(survivor);
}

void gc_counted(void)
{
    collections++;
}

unsigned gc_count(void)
{
    return collections;
}
