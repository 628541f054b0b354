/*
 * heap.c -- the Java heap: allocation, cloning, identity hashes.
 *
 * The heap is two semispaces; objects are bump-allocated in the current
 * one, and when it is full the collector (gc.c) copies the live objects
 * into the other.  The last OOM_RESERVE bytes of a space are kept for
 * building the OutOfMemoryError itself, so that a program can catch it.
 *
 * Sizing, as the JDK sizes its heap: -Xmx (default a quarter of physical
 * memory) bounds the two spaces together, so a space holds at most half of
 * it; a space starts at half of -Xms (default 1/64 of physical memory, at
 * most -Xmx).  Each collection copies into a space of the size chosen by
 * the one before: the live data plus 40..70 % free (MinHeapFreeRatio,
 * MaxHeapFreeRatio), never below the initial size nor above the maximum.
 * A collection that leaves too little room for the allocation that asked
 * for it, while the space may still grow, copies once more into a space
 * that fits.  The spare space is kept for the next collection when its size
 * is still the one wanted, so a steady heap maps no new memory.
 *
 * Thread-local allocation buffers: a thread takes a zeroed chunk of the
 * space (one compare-and-swap on `top`) and bump-allocates small objects in
 * it with plain stores; large objects, and every object while the slow path
 * is forced, are bumped from `top` directly.
 *
 *   space                                   top
 *   | objects | TLAB of A: used | free |tail| objects | TLAB of B ... |
 *                     tlab_top ^  tlab_end ^    ^ chunk end
 *
 * The fast path never passes tlab_end, so at least TLAB_TAIL bytes remain
 * at a chunk's end: room for a filler (an int[]-shaped object of the
 * private class `filler`) that covers the unused rest when the buffer is
 * retired.  Buffers are retired by their thread when it takes a new one or
 * ends, and by whoever has stopped the world before walking the space or
 * collecting; after a collection no thread has a buffer.
 *
 * Invariant: every object starts 8-aligned and is zeroed before its class
 * word is set, so a half-made object never holds stale references; and,
 * with the buffers retired, the objects and fillers of a space lie end to
 * end from its start to `top`, each as long as obj_size says, so the space
 * can be walked (JVMPI heap dumps, ID checks, OBJECT_FREE).  Walkers skip
 * fillers (heap_is_filler).  Nothing may shrink an object in place.
 *
 * JVMPI (docs/rules.md rules 5 and 7): the spaces are arenas 1 and 2; the fast
 * path has no event test -- alloc_limit sends everything to the slow path
 * while OBJECT_ALLOC is wanted, and the slow path posts the event.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap/gc.h"
#include "heap/gclocker.h"
#include "jvmpi_impl.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "runtime/threads.h"

#define OOM_RESERVE (64 * 1024)
/* How long an allocation waits for another thread to let the GC locker go. */
#define GC_LOCKER_PATIENCE_NS (2000 * INT64_C(1000000))

uint8_t *heap_card_bias;
static uint8_t *space, *spare;       /* the current space; the last one copied from */
static size_t space_size, spare_size;
static size_t initial_size, max_size; /* bounds of a space */
static size_t next_size;              /* the size the next collection copies into */
static int64_t start_nanos;           /* -verbose:gc's time origin */
static uint8_t *top;
static int arena = JVMPI_ARENA_A;    /* JVMPI's name for the current space */

/* The fast path's bound.  Normally the start of the OOM reserve; 0 when
 * every allocation must take the slow path -- while JVMPI wants
 * OBJECT_ALLOC events, or under -Xgcstress -- so that the fast path itself
 * never tests a flag (docs/rules.md rule 7). */
static void *volatile alloc_limit; /* read and written atomically: set at shutdown while daemons allocate */

/* A buffer's size: small enough that many threads do not fill a small heap
 * with half-used buffers.  Objects above a quarter of it skip buffers. */
static size_t tlab_size;
#define TLAB_TAIL ARRAY_HEADER_SIZE /* the smallest filler */

static vm_class filler = {.name = "<filler>", .component = &filler, .elem_type = T_INT};

bool heap_is_filler(const object *o)
{
    return o->clazz == &filler;
}

/* Covers the unused rest of t's buffer with a filler and drops the buffer.
 * Only t itself, or a thread that has stopped the world, may do this. */
static void tlab_retire(vm_thread *t, void *arg)
{
    (void)arg;
    if (!t->tlab_top) return;
    uint8_t *p = t->tlab_top, *end = t->tlab_end + TLAB_TAIL;
    object *o = (object *)p;
    o->clazz = &filler;
    o->lock = 0;
    ARRAY_LENGTH(o) = (int32_t)((size_t)(end - p - ARRAY_HEADER_SIZE) / sizeof(int32_t));
    t->tlab_top = t->tlab_end = NULL;
}

void heap_tlab_retire(vm_thread *t)
{
    tlab_retire(t, NULL);
}

static void retire_all(void)
{
    thread_for_each(tlab_retire, NULL);
}

void heap_events_changed(void)
{
    bool slow = !space || vm_opts.gc_stress || JVMPI_ON(JVMPI_EVENT_OBJECT_ALLOC);
    uintptr_t limit = slow ? 0 : (uintptr_t)(space + space_size - OOM_RESERVE);
    vm_thread *t = space ? thread_current() : NULL;
    if (slow && os_atomic_load_ptr((void *const volatile *)&alloc_limit) && t) {
        /* Other threads' buffers would let them allocate unseen: take the
         * buffers away with the world stopped. */
        int32_t was = safepoint_stop_world(t);
        os_atomic_store_ptr((void *volatile *)&alloc_limit, NULL);
        retire_all();
        safepoint_restart_world(t, was);
        return;
    }
    os_atomic_store_ptr((void *volatile *)&alloc_limit, (void *)limit);
}

/* One -verbose:gc line, "[0.123s][info][gc] " and the text, on stdout. */
static void gc_log(const char *fmt, ...)
{
    char line[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    vm_printf(stdout, "[%.3fs][info][gc] %s\n", (double)(os_time_nanos() - start_nanos) / 1e9, line);
}

bool heap_init(size_t max_bytes, size_t initial_bytes)
{
    start_nanos = os_time_nanos();
    max_size = (max_bytes / 2) & ~(size_t)7;
    initial_size = (initial_bytes / 2) & ~(size_t)7;
    if (initial_size > max_size) initial_size = max_size;
    if (initial_size < OOM_RESERVE * 2) initial_size = max_size < OOM_RESERVE * 2 ? max_size : OOM_RESERVE * 2;
    space_size = next_size = initial_size;
    tlab_size = space_size / 256;
    if (tlab_size > 32 * 1024) tlab_size = 32 * 1024;
    tlab_size &= ~(size_t)7;
    if (tlab_size < 4 * TLAB_TAIL) tlab_size = 0; /* a tiny heap: no buffers */
    /* calloc: untouched pages cost nothing until the space fills up */
    space = calloc(1, space_size);
    if (!space || !gc_locker_init()) return false;
    top = space;
    heap_events_changed();
    if (vm_opts.verbose_gc) gc_log("Using Semispace");
    return true;
}


/* The size to copy into: what the last collection chose, but room for
 * everything in the space now (the live part is not known yet) and, when
 * `need` is not 0, for that many more bytes as well. */
static size_t to_space_size(size_t need)
{
    size_t used = (size_t)(top - space), want = next_size;
    if (want < used) want = used;
    if (need && want < used + need) want = used + need;
    if (want > max_size) want = max_size > used ? max_size : used;
    return (want + 7) & ~(size_t)7;
}

/* The JDK's free-ratio rule on the space just filled by copying. */
static void choose_next_size(size_t live_bytes)
{
    size_t want = space_size;
    if (space_size - live_bytes < space_size / 100 * 40) want = live_bytes / 60 * 100;      /* < 40 % free: grow */
    else if (space_size - live_bytes > space_size / 100 * 70) want = live_bytes / 30 * 100; /* > 70 % free: shrink */
    if (want < initial_size) want = initial_size;
    if (want > max_size) want = max_size;
    next_size = (want + 7) & ~(size_t)7;
}

/* The patent's two-space scheme: one arena per semispace.  Announced once
 * the agents have enabled their events, before the first allocation that
 * an event could report. */
void heap_announce_arenas(vm_thread *t)
{
    if (JVMPI_ON(JVMPI_EVENT_ARENA_NEW)) {
        jvmpi_post_arena_new(t, JVMPI_ARENA_A);
        jvmpi_post_arena_new(t, JVMPI_ARENA_B);
    }
}

/* One copy into a space of `size` bytes (the spare if it has that size);
 * false if the memory for it cannot be had. */
static bool copy_into(vm_thread *t, size_t size, const char *cause, uint64_t *live)
{
    uint8_t *to = spare;
    if (!to || spare_size != size) {
        free(spare);
        spare = NULL;
        to = calloc(1, size);
        if (!to) return false;
    }
    int64_t start = os_time_nanos();
    size_t before = (size_t)(top - space), before_capacity = space_size;
    uint8_t *from = space;
    gc_collect(t, from, before, to, size, &top, &arena, live);
    spare = from;
    spare_size = space_size;
    space = to;
    space_size = size;
    choose_next_size((size_t)(top - space));
    if (vm_opts.verbose_gc)
        gc_log("GC(%u) Pause %s (%s) %zuM->%zuM(%zuM) %.3fms", gc_count() - 1,
               strcmp(cause, "Allocation Failure") == 0 ? "Young" : "Full", cause, before >> 20,
               (size_t)(top - space) >> 20, (before_capacity > size ? before_capacity : size) >> 20,
               (double)(os_time_nanos() - start) / 1e6);
    return true;
}

/* A collection with its JVMPI brackets, leaving room for `need` more bytes
 * if the space may grow to it (0: no particular need); the world is stopped. */
static void collect(vm_thread *t, size_t need, const char *cause)
{
    if (JVMPI_ON(JVMPI_EVENT_GC_START)) jvmpi_post_simple(t, JVMPI_EVENT_GC_START);
    uint64_t live = 0;
    retire_all();
    size_t size = to_space_size(0);
    bool ok = copy_into(t, size, cause, &live);
    if (ok && need && (size_t)(space + space_size - top) < need + OOM_RESERVE && space_size < max_size) {
        /* grown too little for this allocation: once more, into a space that fits */
        size_t fit = to_space_size(need + OOM_RESERVE);
        if (fit > space_size) copy_into(t, fit, cause, &live);
    }
    heap_events_changed();
    if (JVMPI_ON(JVMPI_EVENT_GC_FINISH))
        jvmpi_post_gc_finish(t, (int64_t)live, (int64_t)(top - space), (int64_t)space_size);
}

/* A collection stops the other threads; the caller's frames are written
 * back (allocation sites SYNC first). */
void heap_collect(vm_thread *t, const char *cause)
{
    int32_t was = safepoint_stop_world(t);
    if (!gc_locker_is_held()) collect(t, 0, cause);
    safepoint_restart_world(t, was);
}

static object *init_object(uint8_t *p, size_t size, vm_class *c, int32_t length)
{
    memset(p, 0, size);
    object *o = (object *)p;
    o->clazz = c;
    if (length >= 0) ARRAY_LENGTH(o) = length;
    return o;
}

/* Bumps top by size unless that would pass `limit`; NULL if it would. */
static uint8_t *bump(size_t size, uint8_t *limit)
{
    for (;;) {
        uint8_t *p = os_atomic_load_ptr((void *const volatile *)&top);
        if (p > limit || (size_t)(limit - p) < size) return NULL;
        if (os_atomic_cas_ptr((void *volatile *)&top, p, p + size)) return p;
    }
}

/* An object of size bytes from the space, short of its last `reserve`
 * bytes; NULL if it does not fit. */
static object *bump_object(size_t size, size_t reserve, vm_class *c, int32_t length)
{
    uint8_t *p = bump(size, space + space_size - reserve);
    return p ? init_object(p, size, c, length) : NULL;
}

/* The slow path: bump if the space still has room (the fast path sends
 * everything here while JVMPI wants OBJECT_ALLOC); else stop the world,
 * collect and bump, or OutOfMemoryError; then the OBJECT_ALLOC event, once
 * the object is whole.  While the GC locker is held (JVMPI), a full heap
 * is an OutOfMemoryError, not a collection (gclocker.h). */
static object *allocate(vm_thread *t, size_t size, vm_class *c, int32_t length);

static object *allocate_slow(vm_thread *t, size_t size, vm_class *c, int32_t length)
{
    uint8_t *limit = os_atomic_load_ptr((void *const volatile *)&alloc_limit);
    if (limit && size <= tlab_size / 4) {
        /* A new buffer; the old one's rest becomes a filler. */
        tlab_retire(t, NULL);
        uint8_t *chunk = bump(tlab_size, limit);
        if (chunk) {
            memset(chunk, 0, tlab_size);
            t->tlab_top = chunk;
            t->tlab_end = chunk + tlab_size - TLAB_TAIL;
            return allocate(t, size, c, length);
        }
    }
    size_t reserve = t->in_oom ? 0 : OOM_RESERVE;
    object *o = vm_opts.gc_stress ? NULL : bump_object(size, reserve, c, length);
    /* While an agent (or an event being posted on another thread) holds the
     * GC locker, wait a while for it to be let go before calling the heap
     * full -- unless this thread holds it: nothing would let it go then. */
    int64_t deadline = o ? 0 : os_time_nanos() + GC_LOCKER_PATIENCE_NS; /* no clock read on the way out */
    while (!o) {
        if (!gc_locker_held_by(t)) gc_locker_await(t, deadline);
        int32_t was = safepoint_stop_world(t);
        bool may_collect = !gc_locker_is_held();
        if (!may_collect && !gc_locker_held_by(t) && os_time_nanos() < deadline) {
            /* taken again before the world stopped: wait again */
            safepoint_restart_world(t, was);
            if (!vm_opts.gc_stress) o = bump_object(size, reserve, c, length);
            continue;
        }
        if (may_collect && (vm_opts.gc_stress || (size_t)(space + space_size - top) < size + reserve))
            collect(t, size, "Allocation Failure");
        /* Made whole and rooted before the world restarts: coming back
         * IN_JAVA may wait out another thread's collection, which must
         * find and move it. */
        o = bump_object(size, reserve, c, length);
        if (!o && may_collect) {
            /* as the JDK: soft references are cleared before OutOfMemoryError */
            gc_clear_soft = true;
            collect(t, size, "Allocation Failure");
            gc_clear_soft = false;
            o = bump_object(size, reserve, c, length);
        }
        VM_ROOT(t, &o);
        safepoint_restart_world(t, was);
        VM_UNROOT(t, 1);
        break;
    }
    if (!o) {
        if (!t->in_oom) {
            t->in_oom = true;
            vm_throw(t, "java/lang/OutOfMemoryError", "Java heap space");
            t->in_oom = false;
        }
        return NULL;
    }
    if (JVMPI_ON(JVMPI_EVENT_OBJECT_ALLOC)) jvmpi_post_object_alloc(t, o, false);
    return o;
}

/* The fast path: plain stores into the thread's own buffer, which was
 * zeroed when taken.  (No buffer is NULL..NULL: no room, the slow path.)
 * length < 0 for an instance. */
static object *allocate(vm_thread *t, size_t size, vm_class *c, int32_t length)
{
    size = (size + 7) & ~(size_t)7;
    uint8_t *p = t->tlab_top;
    if ((size_t)(t->tlab_end - p) < size) return allocate_slow(t, size, c, length);
    t->tlab_top = p + size;
    object *o = (object *)p;
    o->clazz = c;
    if (length >= 0) ARRAY_LENGTH(o) = length;
    return o;
}

object *heap_new_object(vm_thread *t, vm_class *c)
{
    return allocate(t, c->instance_size, c, -1);
}

object *heap_new_object_nogc(vm_thread *t, vm_class *c)
{
    (void)t;
    uint8_t *p = bump(c->instance_size, space + space_size);
    return p ? init_object(p, c->instance_size, c, -1) : NULL;
}

object *heap_new_array(vm_thread *t, vm_class *ac, int32_t n)
{
    if (n < 0) {
        vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)n);
        return NULL;
    }
    size_t elem = (size_t)type_size(ac->elem_type);
    if ((uint64_t)n * elem > (uint64_t)max_size) {
        vm_throw(t, "java/lang/OutOfMemoryError", "Java heap space");
        return NULL;
    }
    return allocate(t, ARRAY_HEADER_SIZE + (size_t)n * elem, ac, n);
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
    object *copy = allocate(t, size, o->clazz, o->clazz->component ? ARRAY_LENGTH(o) : -1);
    VM_UNROOT(t, 1);
    if (!copy) return NULL;
    memcpy(copy, o, size);
    copy->lock = 0; /* a clone has its own identity: no lock, no hash */
    return copy;
}

int32_t obj_identity_hash(object *o)
{
    /* The hash lives in the lock word in every lock state (monitor.h):
     * inflation keeps bits 32..63, so it is read and set here alike. */
    uintptr_t w = obj_lock_word(o);
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
        w = obj_lock_word(o);
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

size_t heap_max_capacity(void)
{
    return max_size;
}

bool heap_contains_object(const void *p)
{
    const uint8_t *b = p;
    if (!b || b < space || b >= top || ((uintptr_t)b & 7)) return false;
    /* Only an exact object start counts: walk from the bottom (IDs are
     * checked rarely, and a wrong "yes" would let an agent crash the VM),
     * with the world stopped so that the space is walkable. */
    vm_thread *t = thread_current();
    if (!t) return false;
    int32_t was = safepoint_stop_world(t);
    retire_all();
    bool found = false;
    for (uint8_t *q = space; q < top; q += obj_size((object *)q)) {
        if (q >= b) {
            found = q == b && !heap_is_filler((object *)q);
            break;
        }
    }
    safepoint_restart_world(t, was);
    return found;
}

int heap_arena_of(const object *o)
{
    (void)o;
    return arena;
}

void heap_for_each_object(void (*fn)(object *o, void *arg), void *arg)
{
    retire_all();
    for (uint8_t *q = space; q < top;) {
        object *o = (object *)q;
        q += obj_size(o); /* before fn, which may look but not move */
        if (!heap_is_filler(o)) fn(o, arg);
    }
}
