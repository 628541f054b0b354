/*
 * hprof_objects.c -- the object map (see the header for the invariants).
 */
#include "hprof.h"
#include "hprof_objects.h"
#include "hprof_sites.h"

#include <stdlib.h>

static hp_table objects;
static hp_object *free_records;  /* linked through node.next */
static unsigned object_serials;

int hp_objects_init(void)
{
    return hp_table_init(&objects, 1 << 16);
}

static void release(hp_object *o)
{
    if (o->site)
        hp_site_freed(o->site, o->size);
    hp_table_remove(&objects, &o->node);
    o->node.next = (hp_node *)free_records;     /* node is the first member */
    free_records = o;
}

hp_object *hp_object_find(jobjectID id)
{
    return id ? (hp_object *)hp_table_find(&objects, (uintptr_t)id) : NULL;
}

hp_object *hp_object_alloc(const JVMPI_Event *e, hp_site *site, unsigned trace)
{
    jobjectID id = e->u.obj_alloc.obj_id;
    if (!id)
        return NULL;
    hp_object *old = hp_object_find(id);
    if (old)
        release(old);            /* its death was never reported */
    hp_object *o = free_records;
    if (o)
        free_records = (hp_object *)o->node.next;
    else if (!(o = malloc(sizeof *o)))
        return NULL;
    o->node.hash = (uintptr_t)id;
    o->node.next = NULL;
    o->serial = ++object_serials;
    o->arena = e->u.obj_alloc.arena_id;
    o->size = e->u.obj_alloc.size;
    o->is_array = e->u.obj_alloc.is_array;
    o->site = site;
    o->trace = trace;
    o->cls = NULL;
    if (site)
        hp_site_allocated(site, o->size);
    hp_table_insert(&objects, &o->node);
    return o;
}

void hp_object_move(jint arena, jobjectID old_id, jint new_arena, jobjectID new_id)
{
    hp_object *o = hp_object_find(old_id);
    if (!o)
        return;
    hp_object *clash = hp_object_find(new_id);
    if (clash && clash != o)
        release(clash);          /* a stale record where the object lands */
    o->arena = new_arena;
    hp_table_rehash(&objects, &o->node, (uintptr_t)new_id);
}

void hp_object_free(jobjectID id)
{
    hp_object *o = hp_object_find(id);
    if (o)
        release(o);
}

static void free_if_in_arena(hp_node *n, void *arg)
{
    hp_object *o = (hp_object *)n;
    if (o->arena == *(jint *)arg)
        release(o);
}

void hp_arena_delete(jint arena)
{
    hp_table_each(&objects, free_if_in_arena, &arena);
}

hp_object *hp_object_lookup(jobjectID id)
{
    hp_object *o = hp_object_find(id);
    if (!o && id && !hp.in_gc) {
        hp.jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, id);
        o = hp_object_find(id);
    }
    return o;
}

unsigned hp_object_label(jobjectID id)
{
    hp_object *o = hp_object_lookup(id);
    return o ? o->serial : 0;
}
