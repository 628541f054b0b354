/*
 * offheap.h -- memory outside the Java heap owned by Java objects: the
 * memory of direct byte buffers (Unsafe.allocateMemory0), freed after the
 * collection that finds its owner unreachable.
 *
 * Invariant: each registered block is freed exactly once, and never while
 * its owner can still be reached (a buffer's views keep the owner alive
 * through their `att` field).  The table names owners weakly: offheap_gc
 * runs inside a collection, after the copy, with the world stopped.
 */
#ifndef LANTERN_OFFHEAP_H
#define LANTERN_OFFHEAP_H

#include <stdbool.h>
#include <stddef.h>

#include "object/object.h"

/* Frees mem (size bytes, from malloc) once owner dies; false if out of memory. */
bool offheap_register(object *owner, void *mem, size_t size);
/* The bytes of the blocks registered and not yet freed. */
size_t offheap_bytes(void);
/* In a collection: survivor gives an owner's new address or NULL (dead). */
void offheap_gc(object *(*survivor)(object *o));

#endif /* LANTERN_OFFHEAP_H */
