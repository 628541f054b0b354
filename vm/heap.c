/*
 * heap.c -- the Java heap: allocation, cloning, identity hashes.
 *
 * The heap is two equal semispaces; objects are bump-allocated in the
 * current one, and when it is full the collector (gc.c) copies the live
 * objects into the other.  The last OOM_RESERVE bytes of a space are kept
 * for building the OutOfMemoryError itself, so that a program can catch it.
 *
 * Invariant: every object starts 8-aligned and is zeroed before its class
 * word is set, so a half-made object never holds stale references.
 */
#include <stdlib.h>
#include <string.h>

#include "gc.h"
#include "vm.h"

#define OOM_RESERVE (64 * 1024)

static uint8_t *space, *other_space; /* the current space and the spare */
static size_t space_size;
static uint8_t *top;
static os_monitor *heap_lock;

bool heap_init(size_t max_bytes)
{
    space_size = (max_bytes / 2 + 7) & ~(size_t)7;
    /* The second space is needed only once the collector copies; reserve
     * it lazily then, so -Xmx does not cost memory up front. */
    space = calloc(1, space_size);
    if (!space) return false;
    top = space;
    heap_lock = os_monitor_create("heap");
    return heap_lock != NULL;
}

/* The slow path: collect (under the heap lock) and bump, or OutOfMemoryError. */
static void *allocate_slow(vm_thread *t, size_t size)
{
    os_monitor_enter(heap_lock);
    size_t reserve = t->in_oom ? 0 : OOM_RESERVE;
    uint8_t *p = NULL;
    if (vm_opts.gc_stress || (size_t)(space + space_size - top) < size + reserve)
        gc_collect(t, &space, &other_space, space_size, &top);
    if ((size_t)(space + space_size - top) >= size + reserve) {
        p = top;
        top += size;
    }
    os_monitor_exit(heap_lock);
    if (!p && !t->in_oom) {
        t->in_oom = true;
        vm_throw(t, "java/lang/OutOfMemoryError", "Java heap space");
        t->in_oom = false;
    }
    return p;
}

/* Bump allocation: a compare-and-swap on the top pointer, no lock.  The
 * collector moves `top` only while the world is stopped (today: on the one
 * Java thread, in allocate_slow), so the CAS never races a collection. */
static void *allocate(vm_thread *t, size_t size)
{
    size = (size + 7) & ~(size_t)7;
    uint8_t *p;
    for (;;) {
        p = os_atomic_load_ptr((void *const volatile *)&top);
        if (vm_opts.gc_stress || t->in_oom || (size_t)(space + space_size - p) < size + OOM_RESERVE) {
            p = allocate_slow(t, size);
            if (!p) return NULL;
            break;
        }
        if (os_atomic_cas_ptr((void *volatile *)&top, p, p + size)) break;
    }
    memset(p, 0, size);
    return p;
}

object *heap_new_object(vm_thread *t, vm_class *c)
{
    object *o = allocate(t, c->instance_size);
    if (o) o->clazz = c;
    return o;
}

object *heap_new_array(vm_thread *t, vm_class *ac, int32_t n)
{
    if (n < 0) {
        vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)n);
        return NULL;
    }
    size_t elem = (size_t)type_size(ac->elem_type);
    if ((uint64_t)n * elem > (uint64_t)space_size) {
        vm_throw(t, "java/lang/OutOfMemoryError", "Java heap space");
        return NULL;
    }
    object *o = allocate(t, ARRAY_HEADER_SIZE + (size_t)n * elem);
    if (o) {
        o->clazz = ac;
        ARRAY_LENGTH(o) = n;
    }
    return o;
}

object *heap_new_primitive_array(vm_thread *t, basic_type elem, int32_t n)
{
    vm_class *ac = class_array_of(t, class_primitive(elem));
    return ac ? heap_new_array(t, ac, n) : NULL;
}

size_t obj_size(const object *o)
{
    const vm_class *c = o->clazz;
    if (c->component)
        return (ARRAY_HEADER_SIZE + (size_t)ARRAY_LENGTH(o) * (size_t)type_size(c->elem_type) + 7) & ~(size_t)7;
    return c->instance_size;
}

object *heap_clone(vm_thread *t, object *o)
{
    size_t size = obj_size(o);
    VM_ROOT(t, &o);
    object *copy = allocate(t, size);
    VM_UNROOT(t, 1);
    if (!copy) return NULL;
    memcpy(copy, o, size);
    copy->lock = 0; /* a clone has its own identity: no lock, no hash */
    return copy;
}

int32_t obj_identity_hash(object *o)
{
    /* (Inflated monitors, which will hold the hash themselves, arrive with
     * threads in issue 6.) */
    uintptr_t w = o->lock;
    if (w & LOCK_HASH_PRESENT) return (int32_t)((w & LOCK_HASH_MASK) >> LOCK_HASH_SHIFT);
    /* Marsaglia xor-shift over a global state: cheap, well spread, never 0
     * (0 would read as "no hash" in some tools). */
    static volatile int32_t state = 0x2545F491;
    int32_t old, x;
    do {
        old = os_atomic_load32(&state);
        uint32_t u = (uint32_t)old;
        u ^= u << 13;
        u ^= u >> 17;
        u ^= u << 5;
        x = (int32_t)u;
    } while (!os_atomic_cas32(&state, old, x));
    int32_t h = x & 0x7fffffff;
    if (h == 0) h = 1;
    uintptr_t nw;
    do {
        w = o->lock;
        if (w & LOCK_HASH_PRESENT) return (int32_t)((w & LOCK_HASH_MASK) >> LOCK_HASH_SHIFT);
        nw = w | LOCK_HASH_PRESENT | ((uintptr_t)h << LOCK_HASH_SHIFT);
    } while (!os_atomic_cas_word((volatile intptr_t *)&o->lock, (intptr_t)w, (intptr_t)nw));
    return h;
}

size_t heap_used(void)
{
    return (size_t)(top - space);
}

size_t heap_capacity(void)
{
    return space_size;
}
