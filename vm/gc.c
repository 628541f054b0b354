/*
 * gc.c -- the precise, moving collector: a Cheney semispace copier.
 *
 * Invariant (DESIGN.md rule 4): every reference the program can still
 * reach is found through exactly these roots, and each is updated to its
 * object's new address:
 *   - each thread's Java frames: locals and operand-stack slots that the
 *     method's reference map (refmap.c, by abstract interpretation of the
 *     original bytecode) marks as references at the frame's current pc;
 *     native frames' reference arguments, by their descriptor;
 *   - each thread's pending exception, Thread object and VM_ROOT slots;
 *   - every class's static reference slots, its Class object, its cached
 *     ldc constants and its initialization error;
 *   - the intern table.
 * A slot may be visited twice (a callee's arguments are also its caller's
 * operand stack); forwarding an address that already points into to-space
 * leaves it alone, so that is harmless.
 *
 * Collections happen only at allocation, on the allocating thread, with all
 * its frames' pcs saved (the interpreter's SYNC); with one Java thread that
 * is a safepoint.  Threads (issue 6) add a stop-the-world handshake.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gc.h"
#include "refmap.h"
#include "vm.h"

static uint8_t *from_start, *from_end;
static uint8_t *to_start, *to_end, *to_top;
static uint32_t collections;

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
    return n;
}

static void visit(object **slot)
{
    *slot = forward(*slot);
}

/* ---- roots ---------------------------------------------------------------- */

static void scan_native_args(frame *f)
{
    vm_method *m = f->method;
    slot *a = f->locals;
    int i = 0;
    if (!(m->access & CF_ACC_STATIC)) visit(&a[i++].a);
    for (const char *p = m->descriptor + 1; *p && *p != ')';) {
        if (*p == 'L' || *p == '[') {
            visit(&a[i++].a);
            while (*p == '[') p++;
            p = (*p == 'L') ? strchr(p, ';') + 1 : p + 1;
        } else {
            i += (*p == 'J' || *p == 'D') ? 2 : 1;
            p++;
        }
    }
}

static void scan_java_frame(frame *f, frame *child)
{
    vm_method *m = f->method;
    if (!m->refmap) {
        char err[512];
        m->refmap = refmap_build(m->clazz->cf, m->cfm, err, sizeof err);
        if (!m->refmap) {
            fprintf(stderr, "Lantern: no reference map for %s.%s%s: %s\n", m->clazz->name, m->name, m->descriptor, err);
            abort();
        }
    }
    uint8_t lbits[8192], sbits[8192];
    uint16_t depth;
    uint32_t pc = (uint32_t)(f->pc - m->code);
    if (!refmap_query(m->refmap, pc, &depth, lbits, sbits)) {
        fprintf(stderr, "Lantern: no reference map at %s.%s%s pc %u\n", m->clazz->name, m->name, m->descriptor, pc);
        abort();
    }
    for (uint16_t i = 0; i < m->max_locals; i++)
        if (lbits[i >> 3] & (1u << (i & 7))) visit(&f->locals[i].a);
    /* A callee that is not an entry frame owns the arguments at the top of
     * this frame's stack (they are its locals) and scans them itself. */
    int owned = depth;
    if (child && !(child->flags & FRAME_ENTRY)) owned -= child->method->arg_slots;
    slot *stack = FRAME_STACK_BASE(f);
    for (int i = 0; i < owned; i++)
        if (sbits[i >> 3] & (1u << (i & 7))) visit(&stack[i].a);
}

static void scan_thread(vm_thread *t)
{
    visit(&t->java_thread);
    visit(&t->exception);
    for (int i = 0; i < t->root_count; i++) visit(t->roots[i]);
    frame *child = NULL;
    for (frame *f = t->top; f; child = f, f = f->prev) {
        if (f->method->access & CF_ACC_NATIVE)
            scan_native_args(f);
        else
            scan_java_frame(f, child);
    }
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

static void visit_root(object **slot, void *arg)
{
    (void)arg;
    visit(slot);
}

/* ---- the copy ---------------------------------------------------------------- */

static void scan_to_space(void)
{
    uint8_t *scan = to_start;
    while (scan < to_top) {
        object *o = (object *)scan;
        vm_class *c = o->clazz;
        if (c->component) {
            if (c->elem_type == T_OBJECT) {
                object **e = ARRAY_DATA(o, object *);
                for (int32_t i = 0; i < ARRAY_LENGTH(o); i++) e[i] = forward(e[i]);
            }
        } else {
            for (uint16_t i = 0; i < c->ref_offset_count; i++) visit((object **)((char *)o + c->ref_offsets[i]));
        }
        scan += obj_size(o);
    }
}

bool gc_collect(vm_thread *t, uint8_t **space_a, uint8_t **space_b, size_t space_size, uint8_t **top)
{
    (void)t;
    if (!*space_b) {
        *space_b = calloc(1, space_size);
        if (!*space_b) return false;
    }
    int64_t start = os_time_nanos();
    size_t before = (size_t)(*top - *space_a);
    from_start = *space_a;
    from_end = *space_a + space_size;
    to_start = to_top = *space_b;
    to_end = *space_b + space_size;

    scan_thread(vm_main_thread);
    class_for_each(scan_class, NULL);
    string_intern_roots(visit_root, NULL);
    scan_to_space();

    /* The old space keeps no stale data that a bug could mistake for live. */
    if (vm_opts.gc_stress) memset(from_start, 0xdb, before);
    *space_b = *space_a;
    *space_a = to_start;
    *top = to_top;
    collections++;
    if (vm_opts.verbose_gc)
        printf("[gc] GC(%u) Pause (Allocation Failure) %zuK->%zuK(%zuK) %.3fms\n", collections - 1, before >> 10,
               (size_t)(to_top - to_start) >> 10, space_size >> 10, (double)(os_time_nanos() - start) / 1e6);
    OS_TRACE(VM_TRACE_GC, "gc", "collection %u: %zu -> %zu bytes", collections, before, (size_t)(to_top - to_start));
    return true;
}
