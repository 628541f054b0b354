/*
 * hprof_sites.h -- allocation sites: (class, array kind, trace) with bytes
 * and objects allocated and still live.  Live counts drop when the object
 * map frees an object (possibly inside a collection: no allocation there).
 * Need data_lock.
 */
#ifndef HPROF_SITES_H
#define HPROF_SITES_H

#include "hprof_table.h"
#include "jvmpi.h"

#include <stdint.h>

struct hp_class;

typedef struct hp_site {
    hp_node node;
    struct hp_class *cls;        /* element class for object arrays; NULL for primitive arrays */
    jint is_array;
    unsigned trace;
    uint64_t alloc_bytes, alloc_objs;
    int64_t live_bytes, live_objs;
    struct hp_site *all_next;
} hp_site;

int hp_sites_init(void);
hp_site *hp_site_get(struct hp_class *cls, jint is_array, unsigned trace);
void hp_site_allocated(hp_site *s, jint size);
void hp_site_freed(hp_site *s, jint size);
void hp_sites_print(void);
/* The class name as the profile prints it (internal form, arrays as [C,
 * [Ljava/lang/String;).  buf gets the result if one has to be made. */
const char *hp_type_name(const struct hp_class *cls, jint is_array, char *buf, size_t n);

#endif
