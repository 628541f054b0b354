/*
 * hprof_objects.h -- the object map: the VM's current jobjectID of every
 * object the agent has been told about -> its record (agent serial, arena,
 * size, allocation site and trace).
 *
 * It follows OBJECT_ALLOC, OBJECT_MOVE (re-key), OBJECT_FREE and
 * ARENA_DELETE (every record still in that arena is dead).  Moves and frees
 * happen inside collections, so they only relink nodes; dead records go to
 * a free list that OBJECT_ALLOC reuses.  The serial is what the profile
 * prints as the object's identity: it survives moves.  Need data_lock.
 */
#ifndef HPROF_OBJECTS_H
#define HPROF_OBJECTS_H

#include "hprof_table.h"
#include "jvmpi.h"

struct hp_site;
struct hp_class;

typedef struct hp_object {
    hp_node node;                /* keyed by current jobjectID */
    unsigned serial;
    jint arena;
    jint size;
    jint is_array;               /* as in OBJECT_ALLOC */
    struct hp_site *site;        /* NULL when not counted in sites */
    unsigned trace;              /* allocation trace serial, 0 unknown */
    struct hp_class *cls;        /* NULL if unknown */
} hp_object;

int hp_objects_init(void);
/* Records an allocation (replacing a stale record with the same id). */
hp_object *hp_object_alloc(const JVMPI_Event *e, struct hp_site *site, unsigned trace);
void hp_object_move(jint arena, jobjectID old_id, jint new_arena, jobjectID new_id);
void hp_object_free(jobjectID id);
void hp_arena_delete(jint arena);
hp_object *hp_object_find(jobjectID id);
/* Finds it, asking the VM with RequestEvent(OBJECT_ALLOC) if unknown (GC
 * must be disabled or the world stopped for a dump). */
hp_object *hp_object_lookup(jobjectID id);
/* The identity printed for an object: its serial, 0 for NULL/unknown. */
unsigned hp_object_label(jobjectID id);

#endif
