/*
 * spaces.h -- the heap's layout, shared by the allocator (heap.c) and the
 * two collectors (scavenge.c for the young generation, compact.c for the
 * whole heap).  Nothing outside vm/heap/ sees it.
 *
 * One reservation of -Xmx bytes, the old generation growing up from its
 * start and the young generation at its end:
 *
 *   base                                  eden.start                   end
 *   | old: objects end to end | (free) ... | eden      | surv 0 | surv 1 |
 *   ^ old.start      old.top ^  old.end ^   ^ TLABs, bump  ^ one holds the
 *                                                            survivors, one
 *                                                            is empty
 *
 * - old.end is the old generation's capacity, a soft bound: a young
 *   collection may promote past it (never past eden.start), and then a
 *   full collection follows in the same pause.  Memory is committed up to
 *   old_committed.
 * - The young generation is eden and two survivor spaces (8:1:1).  A young
 *   collection copies what is alive in eden into the empty survivor space
 *   and what is alive in the other survivor space (objects that already
 *   survived one collection) into the old generation; a survivor space
 *   too full to take an object promotes it at once.  An object's age is
 *   thus the space it lives in: no header bits.
 * - A full collection (compact.c) slides every live object, old and young,
 *   to the start of the reservation; the young generation is then empty,
 *   and may be placed anew (eden.start moves) for the sizes chosen next.
 *
 * Invariants:
 *   - old.start..old.top holds objects end to end (no fillers, no gaps);
 *     eden and the survivor spaces likewise once the TLABs are retired
 *     (eden may hold fillers).
 *   - Card table: one byte per CARD_SIZE bytes of the reservation (heap.h
 *     draws it).  An old object that may hold a reference to a young one
 *     has the card of its header dirty.  Young cards mean nothing.
 *   - first_obj[c] is 1 + the offset within card c of the first object
 *     header in it, among the objects of old.start..old.top, or 0 if none
 *     (so that the table's untouched pages need no initialising).  Old
 *     objects are only ever added at old.top, so the first one added to a
 *     card is its lowest; a full collection rebuilds the table.
 */
#ifndef LANTERN_SPACES_H
#define LANTERN_SPACES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "heap/heap.h"
#include "jvmpi_impl.h"
#include "object/object.h"

typedef struct space {
    uint8_t *start, *end;      /* end: capacity (old: the soft bound) */
    uint8_t *volatile top;     /* objects lie in start..top */
    int arena;                 /* its JVMPI arena (old: tenured A or B, swapped by a full collection) */
} space;

typedef struct heap_layout {
    uint8_t *base, *end;       /* the reservation */
    uint8_t *old_committed;    /* memory is committed in base..old_committed */
    space old, eden, surv[2];
    int from;                  /* the survivor space holding survivors */
    uint8_t *cards;            /* one byte per card of base..end */
    uint16_t *first_obj;       /* per card, see above */
    volatile uint64_t old_objects; /* objects in old.start..old.top */
    uint64_t young_objects;    /* objects in the survivor space in use (eden is empty after a collection) */
} heap_layout;

extern heap_layout H;

/* The tenured arena a full collection moves the old generation into. */
static inline int other_tenured_arena(void)
{
    return H.old.arena == JVMPI_ARENA_TENURED_A ? JVMPI_ARENA_TENURED_B : JVMPI_ARENA_TENURED_A;
}
static inline bool in_heap(const void *p)
{
    return (const uint8_t *)p >= H.base && (const uint8_t *)p < H.end;
}
static inline bool in_young(const void *p)
{
    return (const uint8_t *)p >= H.eden.start && (const uint8_t *)p < H.end;
}
static inline bool in_space(const space *s, const void *p)
{
    return (const uint8_t *)p >= s->start && (const uint8_t *)p < s->top;
}
static inline size_t card_index(const void *p)
{
    return (size_t)((const uint8_t *)p - H.base) >> CARD_SHIFT;
}
static inline uint8_t *card_start(size_t c)
{
    return H.base + (c << CARD_SHIFT);
}
static inline void card_mark(const void *holder)
{
    H.cards[card_index(holder)] = CARD_DIRTY;
}
/* An object just placed at old.top (by promotion or a large allocation,
 * one at a time) enters the first-object table. */
static inline void note_old_object(const void *p)
{
    size_t c = card_index(p);
    if (!H.first_obj[c]) H.first_obj[c] = (uint16_t)((const uint8_t *)p - card_start(c) + 1);
}
/* The spaces that hold objects, in address order (the empty survivor
 * space left out); returns how many. */
static inline int spaces_with_objects(space **out)
{
    out[0] = &H.old;
    out[1] = &H.eden;
    out[2] = &H.surv[H.from];
    return 3;
}
/* Makes old memory usable up to `upto`; false if the system has none. */
bool heap_commit_old(uint8_t *upto);
/* ARENA_DELETE of an arena whose objects all died (if the agent wants it),
 * then its ARENA_NEW: it exists again, empty. */
void heap_arena_renew(vm_thread *t, int arena);

#endif /* LANTERN_SPACES_H */
