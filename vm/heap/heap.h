/*
 * heap.h -- the Java heap's allocation API (heap.c): making objects and
 * arrays, cloning, identity hashes, and the questions JVMPI and the
 * collector ask of the spaces.  The collector itself is gc.h; the GC locker
 * that holds it off is gclocker.h.
 */
#ifndef LANTERN_HEAP_H
#define LANTERN_HEAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "runtime/vm.h"

/* The write barrier (card marking).  Every store of a reference into a
 * field or element of a heap object, by anything but the collector, must
 * be followed -- before the storing thread can next reach a safepoint --
 * by heap_write_barrier(holder), holder being the object written into (its
 * header, not the slot).  The collector then finds old objects that may
 * refer to young ones by their dirty cards.  Stores into a class's statics
 * need none: statics are roots.
 *
 *   heap       base                                                end
 *              | 512 bytes | 512 bytes | 512 bytes | ...            |
 *   cards      [    0    ] [    1    ] [    2    ]  ...  one byte each:
 *                                                 CARD_DIRTY or 0 (clean)
 *   heap_card_bias = cards - (base >> CARD_SHIFT), so that
 *   heap_card_bias[addr >> CARD_SHIFT] is the card of addr: one shift and
 *   one store, no test.
 */
#define CARD_SHIFT 9
#define CARD_SIZE ((size_t)1 << CARD_SHIFT)
#define CARD_DIRTY 1
extern uint8_t *heap_card_bias;
static inline void heap_write_barrier(const void *holder)
{
    /* relaxed: threads may mark one card at once; the collector reads the
     * table with the world stopped */
    os_atomic_store8_relaxed(&heap_card_bias[(uintptr_t)holder >> CARD_SHIFT], CARD_DIRTY);
}

/* max_bytes: -Xmx, reserved at once; initial_bytes: -Xms. */
bool heap_init(size_t max_bytes, size_t initial_bytes);
/* ARENA_NEW for every space (at start-up, once agents are loaded). */
void heap_announce_arenas(vm_thread *t);
/* New zeroed instance of c (c must be initialized); NULL with
 * OutOfMemoryError pending. */
object *heap_new_object(vm_thread *t, vm_class *c);
/* New zeroed array of length n of the array class ac. */
object *heap_new_array(vm_thread *t, vm_class *ac, int32_t n);
object *heap_new_primitive_array(vm_thread *t, basic_type elem, int32_t n);
object *heap_clone(vm_thread *t, object *o);
/* An instance allocated without collecting (from the reserve if need be),
 * for event sites holding raw references; NULL if even that is full.  No
 * OBJECT_ALLOC is sent for it: the caller does so once it is complete. */
object *heap_new_object_nogc(vm_thread *t, vm_class *c);
/* A full collection now (System.gc(), JVMPI RunGC; cause as -verbose:gc
 * names it), unless GC is disabled. */
void heap_collect(vm_thread *t, const char *cause);
/* JVMPI turned allocation events on or off: choose the allocation path. */
void heap_events_changed(void);
/* Gives up t's allocation buffer (t is ending, or the caller stopped the world). */
void heap_tlab_retire(vm_thread *t);
/* A filler covering the unused end of a retired buffer: not an object. */
bool heap_is_filler(const object *o);
/* Whether p is the address of an object in the heap (an exact object start). */
bool heap_contains_object(const void *p);
/* The JVMPI arena the object lives in (its space's; spaces.h). */
int heap_arena_of(const object *o);
/* Every object in the heap, in address order (the world must be stopped). */
void heap_for_each_object(void (*fn)(object *o, void *arg), void *arg);
size_t obj_size(const object *o);
int32_t obj_identity_hash(object *o);
/* Seeds t's identity-hash generator (obj_identity_hash), HotSpot 17's way
 * so that a program's printed hashes ("[I@7ad041f3") come out as there:
 * HEAP_HASH_MAIN at the point main() starts, HEAP_HASH_USER for each thread
 * a program starts, in the order started; HEAP_HASH_SYSTEM for the VM's
 * own threads, from a sequence of their own that shifts no other. */
enum heap_hash_kind { HEAP_HASH_MAIN, HEAP_HASH_USER, HEAP_HASH_SYSTEM };
void heap_hash_seed(struct vm_thread *t, enum heap_hash_kind kind);
size_t heap_used(void);
size_t heap_capacity(void);
/* The most the current space may grow to (Runtime.maxMemory). */
size_t heap_max_capacity(void);
/* The JDK's heap summary (generations, their sizes and use), for thread dumps. */
void heap_print_summary(FILE *out, const char *prefix);
/* -Xlog:gc+heap+exit: the summary, each line "[1.234s][info][gc,heap,exit] ". */
void heap_log_exit(void);

#endif /* LANTERN_HEAP_H */
