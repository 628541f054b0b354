/*
 * scavenge.c -- the young collection: a Cheney copy of what is alive in
 * eden and in the survivor space in use, into the empty survivor space
 * (from eden) or the old generation (from the survivor space: objects that
 * survive a second time are promoted; and whatever the survivor space has
 * no room for).
 *
 * The roots are gc.c's and the dirty cards of the old generation: every
 * old object whose header's card is dirty is scanned, and its card stays
 * dirty only if it still refers to a young object afterwards.  Promoted
 * objects are scanned like the survivors, and their cards dirtied the same
 * way.  Two scan pointers chase the two places copies go (the survivor
 * space and the old generation's top) until both catch up.
 *
 * Invariant: during the copy an object in eden or the survivor space being
 * emptied ("from") that has been copied has its new address in its class
 * word with OBJ_FORWARDED set (object.h); nothing else is forwarded.  The
 * caller (heap.c) made sure the old generation has room for everything
 * from could promote, so a copy never fails.
 *
 * JVMPI: each copy may be reported (OBJECT_MOVE, one flag test per copy);
 * afterwards every object left in from is dead: one OBJECT_FREE each if
 * the agent wants them, or else (ARENA_DELETE) eden and the emptied
 * survivor space are deleted as arenas and made anew (docs/rules.md rule 5).
 */
#include <string.h>

#include "heap/gc_internal.h"
#include "jvmpi_impl.h"
#include "runtime/vm.h"

static space *to, *from_surv;
static uint8_t *old_scan, *to_scan, *old_top_before;
static bool move_events;
static uint64_t survivors;

static inline bool in_from(const object *o)
{
    return in_young(o) && !((const uint8_t *)o >= to->start && (const uint8_t *)o < to->end);
}

static object *copy(object *o)
{
    uintptr_t w = (uintptr_t)o->clazz;
    if (w & OBJ_FORWARDED) return (object *)(w & ~OBJ_FORWARDED);
    size_t size = obj_size(o);
    bool from_eden = (uint8_t *)o < H.eden.end;
    uint8_t *dest;
    int arena;
    if (from_eden && (size_t)(to->end - to->top) >= size) {
        dest = to->top;
        to->top += size;
        arena = to->arena;
        survivors++;
    } else {
        dest = H.old.top;
        H.old.top += size;
        note_old_object(dest);
        H.old_objects++;
        arena = H.old.arena;
    }
    memcpy(dest, o, size);
    object *n = (object *)dest;
    o->clazz = (vm_class *)((uintptr_t)n | OBJ_FORWARDED);
    if (move_events) jvmpi_post_object_move(from_eden ? H.eden.arena : from_surv->arena, o, arena, n);
    return n;
}

static inline void forward(object **slot)
{
    object *o = *slot;
    if (o && in_from(o)) *slot = copy(o);
}

static void forward_root(object **slot, void *arg)
{
    (void)arg;
    forward(slot);
}

static inline void discover_if_young(object *o)
{
    if (o->clazz->ref_kind != REF_NONE) {
        object *referent = *GC_REFERENT(o);
        if (referent && in_from(referent)) gc_discover(o);
    }
}

/* A survivor: its references forwarded. */
static void scan_young(object *o)
{
    GC_FOR_EACH_REF(o, s, forward(s));
    if (!o->clazz->component) discover_if_young(o);
}

/* An old object (promoted now, or on a dirty card): its references
 * forwarded, and its card dirty if one of them is still young. */
static void scan_old(object *o)
{
    bool young = false;
    GC_FOR_EACH_REF(o, s, {
        forward(s);
        if (*s && in_young(*s)) young = true;
    });
    if (!o->clazz->component) discover_if_young(o);
    if (young) card_mark(o);
}

/* Until neither the survivor space nor the old generation has unscanned copies. */
static void drain(void)
{
    while (to_scan < to->top || old_scan < H.old.top) {
        while (to_scan < to->top) {
            object *o = (object *)to_scan;
            to_scan += obj_size(o);
            scan_young(o);
        }
        while (old_scan < H.old.top) {
            object *o = (object *)old_scan;
            old_scan += obj_size(o);
            scan_old(o);
        }
    }
}

/* Old objects on dirty cards, as they were before this collection.  Runs
 * before anything is scanned: the last card may also hold objects promoted
 * now, whose marks (made when they are scanned) clearing it must not lose. */
static void scan_cards(void)
{
    if (old_top_before == H.old.start) return;
    size_t last = card_index(old_top_before - 1);
    for (size_t c = 0; c <= last; c++) {
        /* most cards are clean: skip them a word at a time */
        if ((c & 7) == 0 && c + 8 <= last + 1) {
            uint64_t word;
            memcpy(&word, H.cards + c, sizeof word);
            if (!word) {
                c += 7;
                continue;
            }
        }
        if (!H.cards[c]) continue;
        H.cards[c] = 0;
        if (!H.first_obj[c]) continue;
        uint8_t *p = card_start(c) + H.first_obj[c] - 1, *end = card_start(c + 1);
        if (end > old_top_before) end = old_top_before;
        while (p < end) {
            object *o = (object *)p;
            p += obj_size(o);
            scan_old(o);
        }
    }
}

static void keep_referent(object **slot)
{
    forward(slot);
    drain();
}

/* After the copy: an object's new address, or NULL if it died. */
static object *survivor(object *o)
{
    if (!o || !in_from(o)) return o;
    uintptr_t w = (uintptr_t)o->clazz;
    return (w & OBJ_FORWARDED) ? (object *)(w & ~OBJ_FORWARDED) : NULL;
}

static void report_free(space *s)
{
    for (uint8_t *q = s->start; q < s->top;) {
        object *o = (object *)q;
        uintptr_t w = (uintptr_t)o->clazz;
        if (w & OBJ_FORWARDED) {
            q += obj_size((object *)(w & ~OBJ_FORWARDED));
        } else {
            q += obj_size(o);
            if (!heap_is_filler(o)) jvmpi_post_object_free(o);
        }
    }
}

/* The objects left behind in eden and the emptied survivor space are dead
 * (the rule for which event says so is stated in jvmpi.h). */
static void report_dead(vm_thread *t)
{
    if (JVMPI_ON(JVMPI_EVENT_OBJECT_FREE)) {
        report_free(&H.eden);
        report_free(from_surv);
    } else if (JVMPI_ON(JVMPI_EVENT_ARENA_DELETE)) {
        heap_arena_renew(t, H.eden.arena);
        heap_arena_renew(t, from_surv->arena);
    }
}

void gc_young(vm_thread *t)
{
    from_surv = &H.surv[H.from];
    to = &H.surv[1 - H.from];
    to->top = to->start;
    to_scan = to->start;
    old_scan = old_top_before = H.old.top;
    move_events = JVMPI_ON(JVMPI_EVENT_OBJECT_MOVE);
    survivors = 0;

    scan_cards();
    gc_roots(forward_root, NULL);
    drain();
    gc_references(keep_referent, survivor);
    gc_weak(survivor);
    report_dead(t);

    /* The emptied spaces keep no stale data that a bug could mistake for live. */
    if (vm_opts.gc_stress) {
        memset(H.eden.start, 0xdb, (size_t)(H.eden.top - H.eden.start));
        memset(from_surv->start, 0xdb, (size_t)(from_surv->top - from_surv->start));
    }
    H.eden.top = H.eden.start;
    from_surv->top = from_surv->start;
    H.from = 1 - H.from;
    H.young_objects = survivors;
    gc_counted();
    OS_TRACE(VM_TRACE_GC, "gc", "young collection %u: %llu survivors (%zu bytes), old %zu -> %zu bytes", gc_count(),
             (unsigned long long)survivors, (size_t)(to->top - to->start), (size_t)(old_top_before - H.old.start),
             (size_t)(H.old.top - H.old.start));
}
