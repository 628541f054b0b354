/*
 * gc.c -- the precise, moving collector: a Cheney semispace copier.
 *
 * Invariant (docs/rules.md rule 4): every reference the program can still
 * reach is found through exactly these roots, and each is updated to its
 * object's new address:
 *   - every thread's Java frames (all threads the VM knows, not only the
 *     collecting one: a JVMPI RunGC may come from the Signal Dispatcher
 *     while main is stopped at a safepoint): locals and operand-stack slots that the
 *     method's reference map (refmap.c, by abstract interpretation of the
 *     original bytecode) marks as references at the frame's current pc;
 *     native frames' reference arguments, by their descriptor;
 *   - each thread's pending exception, Thread object and VM_ROOT slots;
 *   - every class's static reference slots, its Class object, its cached
 *     ldc constants and its initialization error;
 *   - the intern table;
 *   - JNI local references (with their thread) and global references.
 * java.lang.ref: the referent of a Soft/Weak/PhantomReference is not a
 * root nor a field the copy follows.  Each such Reference copied is noted
 * (discovered); once everything strongly reachable is copied, soft
 * referents are kept (copied, and what they reach; unless the heap is
 * being squeezed for an allocation that failed, gc_clear_soft), then every
 * noted Reference whose referent was not copied has it cleared and, if it
 * has a queue, joins the pending chain (through `discovered`, head
 * gc_pending: a root) that Reference.takePending hands to the library.
 * JNI weak global references are updated after the copy, or cleared; so
 * are the owners of memory outside the heap (offheap.c), whose blocks are
 * freed when they die.
 * A slot may be visited twice (a callee's arguments are also its caller's
 * operand stack); forwarding an address that already points into to-space
 * leaves it alone, so that is harmless.
 *
 * Collections happen at allocation, on the allocating thread, with all its
 * frames' pcs saved (the interpreter's SYNC), or at JVMPI RunGC, always
 * with every other thread stopped at a safepoint (safepoint_stop_world).
 * Inflated monitors name their objects weakly: monitor_gc forwards them,
 * frees the dead ones' records and deflates the idle ones.
 *
 * JVMPI: each copy may be reported (OBJECT_MOVE, one flag test per object),
 * and the dead are reported after the copy (report_dead).  The agent's
 * handlers run in "thread suspended mode": they must not allocate.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap/gc.h"
#include "jni/jni_refs.h"
#include "jvmpi_impl.h"
#include "runtime/monitor.h"
#include "heap/offheap.h"
#include "interp/refmap.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "object/string.h"
#include "runtime/threads.h"

static uint8_t *from_start, *from_end;
static uint8_t *to_start, *to_end, *to_top;
static uint32_t collections;
static uint64_t copied;          /* objects copied in this collection */
static bool move_events;         /* JVMPI wants OBJECT_MOVE: tested once per copy */
static int from_arena, to_arena;
static uint8_t *scan_ptr;        /* to-space: objects below are scanned */
static object **discovered;      /* References copied in this collection */
static size_t discovered_count, discovered_cap;
static bool discovery_failed;    /* out of memory for the list: keep referents */
static object *gc_pending;       /* cleared References waiting for their queues */
bool gc_clear_soft;

static inline bool in_from(const object *o)
{
    return (const uint8_t *)o >= from_start && (const uint8_t *)o < from_end;
}

static object *forward(object *o)
{
    if (!o || !in_from(o)) return o;
    uintptr_t w = (uintptr_t)o->clazz;
    if (w & OBJ_FORWARDED) return (object *)(w & ~OBJ_FORWARDED);
    size_t size = obj_size(o);
    object *n = (object *)to_top;
    to_top += size;
    memcpy(n, o, size);
    o->clazz = (vm_class *)((uintptr_t)n | OBJ_FORWARDED);
    copied++;
    if (move_events) jvmpi_post_object_move(from_arena, o, to_arena, n);
    return n;
}

/* After the copy: an object's new address, or NULL if it died. */
static object *survivor(object *o)
{
    if (!o || !in_from(o)) return o;
    uintptr_t w = (uintptr_t)o->clazz;
    return (w & OBJ_FORWARDED) ? (object *)(w & ~OBJ_FORWARDED) : NULL;
}

static void visit(object **slot)
{
    *slot = forward(*slot);
}

/* ---- roots ---------------------------------------------------------------- */

static void visit_root(object **slot, void *arg)
{
    (void)arg;
    visit(slot);
}

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

static void scan_thread(vm_thread *t, void *arg)
{
    (void)arg;
    visit(&t->java_thread);
    visit(&t->exception);
    for (int i = 0; i < t->root_count; i++) visit(t->roots[i]);
    jni_thread_roots(t, visit_root, NULL);
    frame *child = NULL;
    for (frame *f = t->top; f; child = f, f = f->prev) gc_frame_refs(f, child, visit_root, NULL);
}

static void scan_class(vm_class *c, void *arg)
{
    (void)arg;
    visit(&c->mirror);
    visit(&c->init_error);
    for (uint16_t i = 0; i < c->static_count; i++)
        if (c->static_is_ref[i]) visit(&c->statics[i].a);
    if (c->cf)
        for (uint16_t i = 0; i < c->cf->cp_count; i++)
            if (c->cp_cache[i].ldc) visit(&c->cp_cache[i].ldc);
}

/* ---- the copy ---------------------------------------------------------------- */

#define REFERENT(r) ((object **)((char *)(r) + class_referent_offset))
#define REF_FIELD(r, off) (*(object **)((char *)(r) + (off)))

static void discover(object *r)
{
    if (!*REFERENT(r)) return;
    if (discovered_count == discovered_cap) {
        size_t n = discovered_cap ? discovered_cap * 2 : 256;
        object **d = realloc(discovered, n * sizeof *d);
        if (!d) {
            /* no room to remember it: the referent stays, as if strong */
            discovery_failed = true;
            visit(REFERENT(r));
            return;
        }
        discovered = d;
        discovered_cap = n;
    }
    discovered[discovered_count++] = r;
}

/* Copies what the objects between scan_ptr and to_top refer to, until
 * there is nothing left: a Cheney scan that can be resumed. */
static void scan_to_space(void)
{
    while (scan_ptr < to_top) {
        object *o = (object *)scan_ptr;
        vm_class *c = o->clazz;
        if (c->component) {
            if (c->elem_type == T_OBJECT) {
                object **e = ARRAY_DATA(o, object *);
                for (int32_t i = 0; i < ARRAY_LENGTH(o); i++) e[i] = forward(e[i]);
            }
        } else {
            for (uint16_t i = 0; i < c->ref_offset_count; i++) visit((object **)((char *)o + c->ref_offsets[i]));
            if (c->ref_kind != REF_NONE) discover(o);
        }
        scan_ptr += obj_size(o);
    }
}

/* After the strong copy: soft referents stay (with all they reach, which
 * may discover more References), then the dead referents are cleared and
 * their References queued. */
static void process_references(void)
{
    if (!gc_clear_soft) {
        for (size_t i = 0; i < discovered_count; i++) {
            if (discovered[i]->clazz->ref_kind != REF_SOFT) continue;
            visit(REFERENT(discovered[i]));
            scan_to_space();
        }
    }
    for (size_t i = 0; i < discovered_count; i++) {
        object *r = discovered[i];
        object **slot = REFERENT(r);
        if (!in_from(*slot)) continue;
        object *n = survivor(*slot);
        *slot = n;
        if (!n && REF_FIELD(r, class_ref_queue_offset) && !REF_FIELD(r, class_ref_discovered_offset)) {
            REF_FIELD(r, class_ref_discovered_offset) = gc_pending ? gc_pending : r; /* the last points to itself */
            gc_pending = r;
        }
    }
    discovered_count = 0;
}

object *gc_take_pending(void)
{
    return os_atomic_swap_ptr((void *volatile *)&gc_pending, NULL);
}

/* The objects left behind in from-space are dead.  An agent that enabled
 * OBJECT_FREE hears of each one, as on Classic, HotSpot 1.4 and CVM, and
 * then the arenas live as long as the VM (Sun's HPROF, for one, enables
 * both events and cannot take an arena's deletion in every collection).
 * Otherwise, if it enabled ARENA_DELETE, the patent's two-space scheme: the
 * whole arena is deleted, which says every object still in it died, and
 * made anew.  The rule is stated in jvmpi.h. */
static void report_dead(vm_thread *t, uint8_t *from_top)
{
    if (JVMPI_ON(JVMPI_EVENT_OBJECT_FREE)) {
        for (uint8_t *q = from_start; q < from_top;) {
            object *o = (object *)q;
            uintptr_t w = (uintptr_t)o->clazz;
            if (w & OBJ_FORWARDED) {
                q += obj_size((object *)(w & ~OBJ_FORWARDED));
            } else {
                q += obj_size(o);
                if (!heap_is_filler(o)) jvmpi_post_object_free(o);
            }
        }
    } else if (JVMPI_ON(JVMPI_EVENT_ARENA_DELETE)) {
        jvmpi_post_arena_delete(t, from_arena);
        if (JVMPI_ON(JVMPI_EVENT_ARENA_NEW)) jvmpi_post_arena_new(t, from_arena);
    }
}

void gc_collect(vm_thread *t, uint8_t *from, size_t used, uint8_t *to, size_t to_size, uint8_t **top, int *arena,
                uint64_t *live)
{
    from_start = from;
    from_end = from + used;
    to_start = to_top = to;
    to_end = to + to_size;
    from_arena = *arena;
    to_arena = *arena == JVMPI_ARENA_A ? JVMPI_ARENA_B : JVMPI_ARENA_A;
    move_events = JVMPI_ON(JVMPI_EVENT_OBJECT_MOVE);
    copied = 0;
    scan_ptr = to_start;
    discovered_count = 0;

    visit(&gc_pending);
    thread_for_each(scan_thread, NULL);
    class_for_each(scan_class, NULL);
    string_intern_roots(visit_root, NULL);
    jni_global_roots(visit_root, NULL);
    scan_to_space();
    process_references();
    monitor_gc(survivor);
    jni_weak_update(survivor);
    offheap_gc(survivor);
    report_dead(t, *top);

    /* The old space keeps no stale data that a bug could mistake for live. */
    if (vm_opts.gc_stress) memset(from_start, 0xdb, used);
    *top = to_top;
    *arena = to_arena;
    *live = copied;
    collections++;
    OS_TRACE(VM_TRACE_GC, "gc", "collection %u: %zu -> %zu bytes (space %zu)", collections, used,
             (size_t)(to_top - to_start), to_size);
}

unsigned gc_count(void)
{
    return collections;
}
