/*
 * offheap.c -- the owners of memory outside the heap (offheap.h): a table
 * of (owner, block) pairs, appended under a lock by the registering thread,
 * swept by the collector.  A sweep keeps the order of the survivors and
 * frees the blocks of the dead; there are few such blocks (one per
 * allocateDirect), so a flat array is enough.
 */
#include <stdlib.h>

#include "heap/offheap.h"
#include "os.h"

typedef struct {
    object *owner;
    void *mem;
    size_t size;
} owned;

static owned *table;
static size_t count, capacity;
static volatile intptr_t total;    /* bytes; read without the lock */
static os_monitor *lock;

size_t offheap_bytes(void)
{
    return (size_t)os_atomic_add_word(&total, 0);
}

bool offheap_register(object *owner, void *mem, size_t size)
{
    /* made on first use; two threads' first buffers at once: one monitor
     * wins the CAS, the other is destroyed */
    if (!os_atomic_load_ptr((void *volatile *)&lock)) {
        os_monitor *m = os_monitor_create("_offheap");
        if (!m) return false;
        if (!os_atomic_cas_ptr((void *volatile *)&lock, NULL, m)) os_monitor_destroy(m);
    }
    bool ok = true;
    os_monitor_enter(lock);
    if (count == capacity) {
        size_t n = capacity ? capacity * 2 : 64;
        owned *t = realloc(table, n * sizeof *t);
        if (t) {
            table = t;
            capacity = n;
        } else {
            ok = false;
        }
    }
    if (ok) {
        table[count++] = (owned){owner, mem, size};
        os_atomic_add_word(&total, (intptr_t)size);
    }
    os_monitor_exit(lock);
    return ok;
}

void offheap_gc(object *(*survivor)(object *o))
{
    size_t kept = 0;
    for (size_t i = 0; i < count; i++) {
        object *o = survivor(table[i].owner);
        if (o) {
            table[kept] = table[i];
            table[kept++].owner = o;
        } else {
            free(table[i].mem);
            os_atomic_add_word(&total, -(intptr_t)table[i].size);
        }
    }
    count = kept;
}
