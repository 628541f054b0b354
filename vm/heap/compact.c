/*
 * compact.c -- the full collection: mark everything reachable, then slide
 * every live object, in address order, to the start of the reservation
 * (Lisp 2 style).  The spaces are walked in address order -- the old
 * generation, eden, the survivor space in use -- so an object's new
 * address is never above its old one and the move can go in one pass.
 * Afterwards all live objects are in the old generation and the young
 * generation is empty.
 *
 * Phases:
 *   1. mark: from gc.c's roots, with an explicit stack; one bit per 8
 *      bytes of the reservation (the mark bitmap).  References are noted
 *      and settled as gc.c says; then the weak tables drop the dead.
 *      User-defined loaders are not roots here: one the marking never
 *      reaches is unloaded (classloaders.h), its classes taken out of the
 *      tables now and freed after phase 4, when no dead object names them.
 *   2. plan: each live object's new address is written into its lock word;
 *      the lock words that were not zero (hashes, locks held by stopped
 *      threads, inflated monitors) are saved, in address order.
 *   3. update: every root and every reference slot of every live object
 *      (referents too) is rewritten to the new address; so are the weak
 *      tables.
 *   4. move: each live object is moved (memmove: the ranges may overlap),
 *      its lock word restored, its mark bit cleared, and the first-object
 *      table rebuilt as objects land.  The card table is cleaned: with
 *      the young generation empty no old object refers to a young one.
 *
 * Invariant: between phases 2 and 4 the lock word of a live object holds
 * its new address, and nothing reads lock words (no thread runs; the weak
 * tables' deflation of idle monitors happened in phase 1).  Dead objects
 * are never read after phase 1 except for their size, and a dead object's
 * memory is overwritten only after the walk has passed it.
 *
 * JVMPI: every live object ends in the other tenured arena, and an agent's
 * books must never hold two objects at one ID, though objects slide onto
 * the addresses of the dead.  With OBJECT_FREE, during the plan, in
 * address order, each dead object gets its OBJECT_FREE and each live one
 * its OBJECT_MOVE into the other tenured arena (even at the same address:
 * its arena changes) -- an object's new address is below it, where
 * everything has been reported already.  With ARENA_DELETE instead, the
 * dead are reported only by deleting their arenas, so the moves come in two
 * steps: during the plan each live object moves into the other tenured
 * arena at its own address; then the arenas left behind (the old tenured
 * arena, eden, the survivor space), holding only the dead, are deleted and
 * made anew; then, in address order, each object whose address changes
 * moves within the new arena.
 */
#include <stdlib.h>
#include <string.h>

#include "heap/gc_internal.h"
#include "interp/resolve.h"
#include "jvmpi_impl.h"
#include "object/classloaders.h"
#include "runtime/vm.h"

static uint8_t *mark_bits;          /* one bit per 8 bytes of the reservation */
static object **stack;              /* the mark stack */
static size_t stack_count, stack_cap;
typedef struct saved_lock {
    object *at;                     /* the object's old address */
    uintptr_t word;
} saved_lock;
static saved_lock *saved;
static size_t saved_count, saved_cap;

bool gc_full_init(uint8_t *base, size_t bytes)
{
    (void)base;
    /* read as zero until written: untouched pages cost nothing */
    mark_bits = calloc(bytes / 64 + 1, 1);
    return mark_bits != NULL;
}

static void *grow(void *p, size_t *cap, size_t elem)
{
    size_t n = *cap ? *cap * 2 : 1024;
    void *q = realloc(p, n * elem);
    if (!q) {
        vm_printf(stderr, "Lantern: out of memory for the full collection's tables\n");
        vm_abort();
    }
    *cap = n;
    return q;
}

static inline size_t bit_of(const object *o)
{
    return (size_t)((const uint8_t *)o - H.base) >> 3;
}
static inline bool is_marked(const object *o)
{
    size_t b = bit_of(o);
    return (mark_bits[b >> 3] >> (b & 7)) & 1;
}

/* ---- 1. mark ------------------------------------------------------------------ */

static inline void mark(object *o)
{
    if (!o || !in_heap(o)) return;
    size_t b = bit_of(o);
    uint8_t bit = (uint8_t)(1u << (b & 7));
    if (mark_bits[b >> 3] & bit) return;
    mark_bits[b >> 3] |= bit;
    if (stack_count == stack_cap) stack = grow(stack, &stack_cap, sizeof *stack);
    stack[stack_count++] = o;
}

static void mark_root(object **slot, void *arg)
{
    (void)arg;
    mark(*slot);
}

/* ---- class unloading: what keeps a user-defined loader live --------------------- */

static void reach_class(vm_class *c, void *arg)
{
    (void)arg;
    if (c && c->loader >= LOADER_USER_FIRST) loaders_reach(c->loader);
}

/* o is marked and its class asked to be watched (class.h gc_watch). */
static void watch(object *o, vm_class *c)
{
    if (c->gc_watch & CLASS_WATCH_USER) loaders_reach(c->loader);
    if (c->gc_watch & CLASS_WATCH_MIRROR) reach_class(resolve_class_of_mirror(o), NULL);
    if (c->gc_watch & CLASS_WATCH_LOADER) loaders_reach(loaders_id_of(o));
}

/* A live loader's class: its roots, and the loaders of the classes its
 * own structure points at. */
static void keep_class(vm_class *c, void *arg)
{
    gc_class_roots(c, mark_root, arg);
    reach_class(c->super, NULL);
    for (uint16_t i = 0; i < c->interface_count; i++) reach_class(c->interfaces[i], NULL);
    reach_class(c->component, NULL);
}

static void drain(void)
{
    do {
        while (stack_count) {
            object *o = stack[--stack_count];
            vm_class *c = o->clazz;
            if (c->gc_watch) watch(o, c);
            GC_FOR_EACH_REF(o, s, mark(*s));
            if (!c->component && c->ref_kind != REF_NONE && *GC_REFERENT(o)) gc_discover(o);
        }
    } while (loaders_scan_next(mark_root, keep_class, NULL));
}

static void keep_referent(object **slot)
{
    mark(*slot);
    drain();
}

static object *marked_or_null(object *o)
{
    return !o || !in_heap(o) || is_marked(o) ? o : NULL;
}

/* ---- 2. plan ------------------------------------------------------------------ */

/* JVMPI's way of reporting this collection (the header says why). */
static bool free_events, move_events, arena_steps;

static uint8_t *plan(uint64_t *live)
{
    int new_arena = other_tenured_arena();
    uint8_t *dest = H.base;
    space *all[3];
    int n = spaces_with_objects(all);
    saved_count = 0;
    for (int i = 0; i < n; i++) {
        int arena = all[i]->arena;
        for (uint8_t *p = all[i]->start; p < all[i]->top;) {
            object *o = (object *)p;
            size_t size = obj_size(o);
            p += size;
            if (!is_marked(o)) {
                if (free_events && !heap_is_filler(o)) jvmpi_post_object_free(o);
                continue;
            }
            uintptr_t w = obj_lock_word(o);
            if (w) {
                if (saved_count == saved_cap) saved = grow(saved, &saved_cap, sizeof *saved);
                saved[saved_count].at = o;
                saved[saved_count++].word = w;
            }
            o->lock = (uintptr_t)dest;
            if (move_events) jvmpi_post_object_move(arena, o, new_arena, arena_steps ? o : (object *)dest);
            dest += size;
            (*live)++;
        }
    }
    return dest;
}

/* ---- 3. update ---------------------------------------------------------------- */

static inline object *new_address(object *o)
{
    return o && in_heap(o) ? (object *)o->lock : o;
}

static void update_root(object **slot, void *arg)
{
    (void)arg;
    *slot = new_address(*slot);
}

static void update_objects(void)
{
    int arena = other_tenured_arena();
    space *all[3];
    int n = spaces_with_objects(all);
    for (int i = 0; i < n; i++) {
        for (uint8_t *p = all[i]->start; p < all[i]->top;) {
            object *o = (object *)p;
            p += obj_size(o);
            if (!is_marked(o)) continue;
            if (arena_steps && move_events && (object *)o->lock != o)
                jvmpi_post_object_move(arena, o, arena, (object *)o->lock);
            GC_FOR_EACH_REF(o, s, *s = new_address(*s));
            if (!o->clazz->component && o->clazz->ref_kind != REF_NONE)
                *GC_REFERENT(o) = new_address(*GC_REFERENT(o));
        }
    }
}

/* ---- 4. move ------------------------------------------------------------------ */

static void move(void)
{
    space *all[3];
    int n = spaces_with_objects(all);
    size_t next_saved = 0;
    for (int i = 0; i < n; i++) {
        for (uint8_t *p = all[i]->start; p < all[i]->top;) {
            object *o = (object *)p;
            size_t size = obj_size(o);
            p += size;
            if (!is_marked(o)) continue;
            size_t b = bit_of(o);
            mark_bits[b >> 3] &= (uint8_t)~(1u << (b & 7));
            object *n = (object *)o->lock;
            uintptr_t w = 0;
            if (next_saved < saved_count && saved[next_saved].at == o) w = saved[next_saved++].word;
            if (n != o) memmove(n, o, size);
            n->lock = w;
            note_old_object(n);
        }
    }
}

void gc_full(vm_thread *t)
{
    uint8_t *old_top_before = H.old.top;
    uint64_t live = 0;

    loaders_mark_begin();
    gc_roots_unloading(mark_root, reach_class, NULL);
    drain();
    gc_references(keep_referent, marked_or_null);
    gc_weak(marked_or_null);
    /* Before the plan: CLASS_UNLOAD comes before the OBJECT_FREE of the
     * class's own Class object, while an agent can still ask for its
     * CLASS_LOAD. */
    loaders_unload_dead(t);

    free_events = JVMPI_ON(JVMPI_EVENT_OBJECT_FREE);
    move_events = JVMPI_ON(JVMPI_EVENT_OBJECT_MOVE);
    arena_steps = !free_events && JVMPI_ON(JVMPI_EVENT_ARENA_DELETE);
    uint8_t *new_top = plan(&live);
    /* Young survivors slide past the old generation's committed memory. */
    if (!heap_commit_old(new_top)) {
        vm_printf(stderr, "Lantern: out of memory to compact the heap into (%zu bytes)\n", (size_t)(new_top - H.base));
        vm_abort();
    }
    if (arena_steps) {
        heap_arena_renew(t, H.old.arena);
        heap_arena_renew(t, H.eden.arena);
        heap_arena_renew(t, H.surv[H.from].arena);
    }
    gc_roots(update_root, NULL);
    update_objects();
    gc_weak(new_address);

    /* The first-object table and the cards start again for what lands. */
    uint8_t *highest = old_top_before > new_top ? old_top_before : new_top;
    if (highest > H.base) {
        size_t cards = card_index(highest - 1) + 1;
        memset(H.first_obj, 0, cards * sizeof *H.first_obj);
        memset(H.cards, 0, cards);
    }
    move();

    H.old.arena = other_tenured_arena();
    if (vm_opts.gc_stress && highest > new_top) memset(new_top, 0xdb, (size_t)(highest - new_top));
    H.old.top = new_top;
    H.old_objects = live;
    H.young_objects = 0;
    H.eden.top = H.eden.start;
    H.surv[H.from].top = H.surv[H.from].start;
    /* No object of an unloaded class is left in the heap now. */
    loaders_free_unloaded();
    gc_counted();
    OS_TRACE(VM_TRACE_GC, "gc", "full collection %u: %llu objects live, %zu bytes", gc_count(),
             (unsigned long long)live, (size_t)(new_top - H.base));
}
