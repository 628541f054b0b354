/*
 * heapcheck.c -- -Xgcverify: the heap checked before and after every
 * collection, for finding collector and write-barrier bugs.  Every object
 * of every space must have a class, and every reference slot must name
 * the start of an object in a space (or be null); an old object holding a
 * young reference must have its card dirty (heap.h's barrier rule) -- a
 * clean one means some store skipped heap_write_barrier.  A failure names
 * the holder, the slot and what it refers to, then aborts.
 *
 * The check walks the whole heap (and builds a bitmap of object starts to
 * check slots against), so it is slow: a diagnostic, not a mode to run in.
 */
#include <stdlib.h>
#include <string.h>

#include "heap/gc_internal.h"
#include "runtime/vm.h"

static uint8_t *starts; /* one bit per 8 bytes of the reservation: an object begins here */
static const char *when;

static inline size_t bit_of(const void *p)
{
    return (size_t)((const uint8_t *)p - H.base) >> 3;
}

static void fail(const object *holder, const void *slot, const char *what)
{
    vm_printf(stderr, "Lantern: heap check %s: %s in %s at %p (slot +%zu) -> %p\n", when, what,
              holder ? holder->clazz->name : "a root", (const void *)holder,
              holder ? (size_t)((const uint8_t *)slot - (const uint8_t *)holder) : 0, *(void *const *)slot);
    vm_abort();
}

static void check_ref(const object *holder, object *const *slot)
{
    const object *o = *slot;
    if (!o) return;
    if (!in_heap(o)) {
        if (holder) fail(holder, slot, "a reference outside the heap");
        return; /* roots may name objects outside the heap (none today) */
    }
    size_t b = bit_of(o);
    if (!((starts[b >> 3] >> (b & 7)) & 1)) fail(holder, slot, "a reference to no object");
    if (holder && !in_young(holder) && in_young(o) && !H.cards[card_index(holder)])
        fail(holder, slot, "a young reference on a clean card (a missed write barrier)");
}

static void check_root(object **slot, void *arg)
{
    (void)arg;
    check_ref(NULL, slot);
}

void heap_check(const char *moment)
{
    when = moment;
    size_t bytes = (size_t)(H.end - H.base) / 64 + 1;
    if (!starts) starts = calloc(bytes, 1);
    if (!starts) return;
    space *all[3];
    int n = spaces_with_objects(all);
    for (int i = 0; i < n; i++)
        for (uint8_t *p = all[i]->start; p < all[i]->top; p += obj_size((object *)p)) {
            object *o = (object *)p;
            if (!o->clazz || ((uintptr_t)o->clazz & 7)) fail(o, o, "a broken class word");
            if (!heap_is_filler(o)) starts[bit_of(p) >> 3] |= (uint8_t)(1u << (bit_of(p) & 7));
        }
    gc_roots(check_root, NULL);
    for (int i = 0; i < n; i++)
        for (uint8_t *p = all[i]->start; p < all[i]->top; p += obj_size((object *)p)) {
            object *o = (object *)p;
            if (heap_is_filler(o)) continue;
            GC_FOR_EACH_REF(o, s, check_ref(o, s));
        }
    memset(starts, 0, bytes);
}
