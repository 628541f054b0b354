/*
 * hprof_table.h -- the one hash table every HPROF table is built on.
 *
 * Nodes are intrusive (embedded as the first member of the record that owns
 * them) so that a lookup, a removal and a re-key never allocate: OBJECT_MOVE,
 * OBJECT_FREE and ARENA_DELETE arrive between GC_START and GC_FINISH, when
 * the agent must not call malloc.  Only hp_table_insert may grow the bucket
 * array, and it is never called inside a collection.
 *
 * A node carries a hash.  Tables keyed by one pointer use the pointer itself
 * as the hash, so "same hash" is "same key"; tables with composite keys
 * (traces, sites) walk hp_table_chain and compare their own fields.
 */
#ifndef HPROF_TABLE_H
#define HPROF_TABLE_H

#include <stddef.h>
#include <stdint.h>

typedef struct hp_node {
    struct hp_node *next;
    uintptr_t hash;
} hp_node;

typedef struct {
    hp_node **buckets;
    size_t nbuckets;                     /* a power of two */
    size_t count;
} hp_table;

int hp_table_init(hp_table *t, size_t nbuckets);   /* 0 on success */
void hp_table_free(hp_table *t);                   /* frees buckets, not nodes */

/* First node of the bucket of `hash`; follow ->next, filter on ->hash. */
hp_node *hp_table_chain(const hp_table *t, uintptr_t hash);
/* The node whose hash equals `hash` (for pointer-keyed tables). */
hp_node *hp_table_find(const hp_table *t, uintptr_t hash);

/* Adds a node, growing the table when it gets crowded (may call malloc;
 * never while a collection is in progress). */
void hp_table_insert(hp_table *t, hp_node *n);
/* Unlinks a node; no allocation. */
void hp_table_remove(hp_table *t, hp_node *n);
/* Moves a node to a new hash; no allocation. */
void hp_table_rehash(hp_table *t, hp_node *n, uintptr_t new_hash);

/* Calls f on every node; f may unlink the node it is given (and only it). */
void hp_table_each(hp_table *t, void (*f)(hp_node *n, void *arg), void *arg);

#endif
