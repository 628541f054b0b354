/*
 * heap.c -- the Java heap: its reservation and sizing, allocation, cloning,
 * identity hashes, and the choice of which collection to run.  The layout
 * (old generation, eden, two survivor spaces, card table) is drawn in
 * spaces.h; the young collector is scavenge.c, the full one compact.c.
 *
 * Sizing, as the JDK sizes its heap: -Xmx (default a quarter of physical
 * memory) is reserved in one piece at start-up and is never exceeded;
 * -Xms (default 1/64 of physical memory) is the heap's first size, a third
 * of it young (NewRatio 2; -Xmn fixes the young size) and the rest the old
 * generation's capacity.  After each full collection the old generation's
 * capacity is set so that 40..70 % of it is free (MinHeapFreeRatio,
 * MaxHeapFreeRatio), never below its first size, and the young generation
 * follows at half of it (at most a third of -Xmx), so the heap grows and
 * shrinks with the live data.
 *
 * Which collection: a young one when eden is full, unless the old
 * generation might not take everything the young one could promote (then
 * a full one); a full one also when a young one promoted past the old
 * generation's capacity, when a large object does not fit in the old
 * generation, for System.gc() and JVMPI RunGC, and as the last try
 * (clearing soft references) before OutOfMemoryError.  -Xgcstress
 * collects at every allocation, young and full in alternation.
 *
 * Thread-local allocation buffers: a thread takes a zeroed chunk of eden
 * (one compare-and-swap on eden's top) and bump-allocates small objects in
 * it with plain stores; larger objects are bumped from eden's top
 * directly, and objects above a quarter of eden go straight to the old
 * generation (a compare-and-swap on its top: such objects are larger than
 * a card, so two never begin in one card and spaces.h's first-object
 * table needs no lock).
 *
 *   eden                                    top
 *   | objects | TLAB of A: used | free |tail| objects | TLAB of B ... |
 *                     tlab_top ^  tlab_end ^    ^ chunk end
 *
 * The fast path never passes tlab_end, so at least TLAB_TAIL bytes remain
 * at a chunk's end: room for a filler (an int[]-shaped object of the
 * private class `filler`) that covers the unused rest when the buffer is
 * retired.  Buffers are retired by their thread when it takes a new one or
 * ends, and by whoever has stopped the world before walking the heap or
 * collecting; after a collection no thread has a buffer.  The last
 * OOM_RESERVE bytes of eden are kept for building the OutOfMemoryError
 * itself, so that a program can catch it.
 *
 * Invariant: every object starts 8-aligned and is zeroed before its class
 * word is set, so a half-made object never holds stale references; and,
 * with the buffers retired, every space can be walked object by object
 * (JVMPI heap dumps, ID checks, OBJECT_FREE, the collectors).  Walkers skip
 * fillers (heap_is_filler).  Nothing may shrink an object in place.
 *
 * JVMPI (docs/rules.md rules 5 and 7): each space is an arena -- eden 1,
 * the survivor spaces 2 and 3, the old generation 4 or 5 (a full
 * collection moves it into the other); the fast path has no event test:
 * alloc_limit sends everything to the slow path while OBJECT_ALLOC is
 * wanted, and the slow path posts the event.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap/finalizer.h"
#include "heap/gc_internal.h"
#include "heap/gclocker.h"
#include "heap/spaces.h"
#include "jvmpi_impl.h"
#include "object/classloaders.h"
#include "runtime/safepoint.h"
#include "runtime/vm.h"
#include "heap/heap.h"
#include "runtime/exception.h"
#include "runtime/threads.h"

#define OOM_RESERVE (64 * 1024)
#define GRAIN OS_RESERVE_GRAIN
#define YOUNG_MIN (8 * GRAIN) /* eden 409 KB, survivors 51 KB */
/* How long an allocation waits for another thread to let the GC locker go. */
#define GC_LOCKER_PATIENCE_NS (2000 * INT64_C(1000000))

heap_layout H;
uint8_t *heap_card_bias;
static size_t old_min;               /* the old generation's first capacity */
static size_t young_initial;         /* the young generation's first size */
static size_t large_min;             /* objects from this size go to the old generation */
static unsigned stress_turn;         /* -Xgcstress: young and full in turn */

/* The fast path's bound.  Normally the start of eden's OOM reserve; 0 when
 * every allocation must take the slow path -- while JVMPI wants
 * OBJECT_ALLOC events, or under -Xgcstress -- so that the fast path itself
 * never tests a flag (docs/rules.md rule 7). */
static void *volatile alloc_limit; /* read and written atomically: set at shutdown while daemons allocate */

/* A buffer's size: small enough that many threads do not fill a small
 * eden with half-used buffers.  Objects above a quarter of it skip buffers. */
static size_t tlab_size;
#define TLAB_TAIL ARRAY_HEADER_SIZE /* the smallest filler */

static vm_class filler = {.name = "<filler>", .component = &filler, .elem_type = T_INT};

static size_t align_grain(size_t n)
{
    return (n + GRAIN - 1) & ~(GRAIN - 1);
}

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
    bool slow = !H.base || vm_opts.gc_stress || JVMPI_ON(JVMPI_EVENT_OBJECT_ALLOC);
    uintptr_t limit = slow ? 0 : (uintptr_t)(H.eden.end - OOM_RESERVE);
    vm_thread *t = H.base ? thread_current() : NULL;
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
    vm_printf(stdout, "[%.3fs][info][gc] %s\n", vm_uptime(), line);
}

bool heap_commit_old(uint8_t *upto)
{
    if (upto <= H.old_committed) return true;
    uint8_t *to = H.base + align_grain((size_t)(upto - H.base));
    if (to > H.eden.start) to = H.eden.start; /* the young generation is committed already */
    if (to <= H.old_committed) return true;    /* (VirtualAlloc refuses an empty range) */
    if (!os_commit(H.old_committed, (size_t)(to - H.old_committed))) return false;
    H.old_committed = to;
    return true;
}

/* Places the (empty) young generation in its last `young` bytes of the
 * reservation: eden 8/10, each survivor space 1/10. */
static bool place_young(size_t young)
{
    uint8_t *start = H.end - young;
    if (young && !os_commit(start, young)) return false;
    if (H.old_committed > start) H.old_committed = start;
    size_t surv = (young / 10) & ~(size_t)7;
    H.eden.start = H.eden.top = start;
    H.eden.end = H.end - 2 * surv;
    H.surv[0].start = H.surv[0].top = H.eden.end;
    H.surv[0].end = H.surv[1].start = H.surv[1].top = H.eden.end + surv;
    H.surv[1].end = H.end;
    size_t eden = (size_t)(H.eden.end - H.eden.start);
    tlab_size = eden / 256;
    if (tlab_size > 32 * 1024) tlab_size = 32 * 1024;
    tlab_size &= ~(size_t)7;
    if (tlab_size < 4 * TLAB_TAIL) tlab_size = 0; /* a tiny eden: no buffers */
    large_min = eden / 4 > CARD_SIZE ? eden / 4 : CARD_SIZE;
    return true;
}

bool heap_init(size_t max_bytes, size_t initial_bytes)
{
    size_t reserved = align_grain(max_bytes);
    if (reserved < 2 * YOUNG_MIN) reserved = 2 * YOUNG_MIN;
    size_t initial = initial_bytes > reserved ? reserved : initial_bytes;
    size_t young = vm_opts.heap_young ? vm_opts.heap_young : initial / 3;
    if (young > reserved / 2 && !vm_opts.heap_young) young = reserved / 2;
    if (young > reserved - GRAIN) young = reserved - GRAIN;
    young &= ~(GRAIN - 1);
    if (young < YOUNG_MIN) young = YOUNG_MIN;
    young_initial = young;
    old_min = initial > young + GRAIN ? align_grain(initial - young) : GRAIN;
    if (old_min > reserved - young) old_min = reserved - young;
    H.base = os_reserve(reserved);
    if (!H.base || !gc_locker_init()) return false;
    H.end = H.base + reserved;
    /* Both side tables read zero until written: untouched pages cost nothing. */
    H.cards = calloc(reserved >> CARD_SHIFT, 1);
    H.first_obj = calloc(reserved >> CARD_SHIFT, sizeof *H.first_obj);
    if (!H.cards || !H.first_obj || !gc_full_init(H.base, reserved)) return false;
    heap_card_bias = H.cards - ((uintptr_t)H.base >> CARD_SHIFT);
    H.old_committed = H.base;
    H.old.start = H.old.top = H.base;
    if (!place_young(young)) return false;
    H.old.end = H.base + old_min;
    if (!heap_commit_old(H.old.end)) return false;
    H.eden.arena = JVMPI_ARENA_EDEN;
    H.surv[0].arena = JVMPI_ARENA_SURVIVOR_0;
    H.surv[1].arena = JVMPI_ARENA_SURVIVOR_1;
    H.old.arena = JVMPI_ARENA_TENURED_A;
    heap_events_changed();
    if (vm_opts.verbose_gc) gc_log("Using Serial");
    return true;
}

/* The arenas, named.  Announced once the agents have enabled their events,
 * before the first allocation that an event could report. */
static const char *arena_name(int arena)
{
    switch (arena) {
    case JVMPI_ARENA_EDEN: return "Eden";
    case JVMPI_ARENA_SURVIVOR_0: return "Survivor 0";
    case JVMPI_ARENA_SURVIVOR_1: return "Survivor 1";
    case JVMPI_ARENA_TENURED_A: return "Tenured A";
    default: return "Tenured B";
    }
}

void heap_arena_renew(vm_thread *t, int arena)
{
    if (JVMPI_ON(JVMPI_EVENT_ARENA_DELETE)) jvmpi_post_arena_delete(t, arena);
    if (JVMPI_ON(JVMPI_EVENT_ARENA_NEW)) jvmpi_post_arena_new(t, arena, arena_name(arena));
}

void heap_announce_arenas(vm_thread *t)
{
    if (!JVMPI_ON(JVMPI_EVENT_ARENA_NEW)) return;
    for (int a = JVMPI_ARENA_EDEN; a <= JVMPI_ARENA_TENURED_B; a++) jvmpi_post_arena_new(t, a, arena_name(a));
}

/* ---- choosing and running a collection ----------------------------------- */

static size_t young_used(void)
{
    return (size_t)(H.eden.top - H.eden.start) + (size_t)(H.surv[H.from].top - H.surv[H.from].start);
}

size_t heap_used(void)
{
    return (size_t)(H.old.top - H.old.start) + young_used();
}

/* As the JDK counts it: the old generation, eden and one survivor space. */
size_t heap_capacity(void)
{
    size_t old = (size_t)(H.old.end - H.old.start);
    if (H.old.top > H.old.end) old = (size_t)(H.old.top - H.old.start);
    return old + (size_t)(H.surv[0].end - H.eden.start);
}

size_t heap_max_capacity(void)
{
    return (size_t)(H.end - H.base) - (size_t)(H.surv[0].end - H.surv[0].start);
}

/* After a full collection, with the young generation empty: the old
 * generation's capacity by the free ratios, the young generation's size
 * after it, and room for `need` more old bytes if the reservation has it. */
static void resize_after_full(size_t need)
{
    size_t reserved = (size_t)(H.end - H.base), live = (size_t)(H.old.top - H.old.start);
    size_t cap = (size_t)(H.old.end - H.old.start);
    if (cap - (live < cap ? live : cap) < cap / 100 * 40) cap = live / 60 * 100;   /* < 40 % free: grow */
    else if (cap - live > cap / 100 * 70) cap = live / 30 * 100;                   /* > 70 % free: shrink */
    if (cap < live + need) cap = live + need;
    if (cap < old_min) cap = old_min;
    cap = align_grain(cap);
    size_t young = vm_opts.heap_young ? young_initial : cap / 2;
    if (young < young_initial) young = young_initial;
    if (!vm_opts.heap_young && young > reserved / 3) young = reserved / 3 > young_initial ? reserved / 3 : young_initial;
    young &= ~(GRAIN - 1);
    /* What the young generation may take: a heap (nearly) all live leaves
     * it too small for anything, even empty; allocation then fails. */
    size_t room = live > reserved - GRAIN ? 0 : reserved - align_grain(live);
    if (young > room) young = room;
    if (cap > reserved - young) cap = reserved - young;
    place_young(young); /* it is empty: it may move */
    H.old.end = H.base + cap;
    if (H.old.end > H.eden.start) H.old.end = H.eden.start;
    /* memory no longer in use goes back to the system */
    uint8_t *keep = H.base + align_grain(cap > live ? cap : live);
    if (keep < H.old_committed) {
        os_uncommit(keep, (size_t)(H.old_committed - keep));
        H.old_committed = keep;
    }
    heap_commit_old(H.old.end);
}

static void log_pause(const char *kind, const char *cause, size_t before, int64_t start)
{
    if (vm_opts.verbose_gc)
        gc_log("GC(%u) Pause %s (%s) %zuM->%zuM(%zuM) %.3fms", gc_count() - 1, kind, cause, before >> 20,
               heap_used() >> 20, heap_capacity() >> 20, (double)(os_time_nanos() - start) / 1e6);
}

static void full(vm_thread *t, size_t need, const char *cause)
{
    int64_t start = os_time_nanos();
    size_t before = heap_used();
    gc_full(t);
    resize_after_full(need);
    heap_events_changed();
    log_pause("Full", cause, before, start);
}

/* A collection with its JVMPI brackets, the world stopped.  `need`: the
 * size of the allocation that asked (0: none); large: it goes to the old
 * generation. */
static void collect(vm_thread *t, size_t need, bool large, bool force_full, const char *cause)
{
    if (JVMPI_ON(JVMPI_EVENT_GC_START)) jvmpi_post_simple(t, JVMPI_EVENT_GC_START);
    retire_all();
    if (vm_opts.gc_verify) heap_check("before a collection");
    bool go_full = force_full || gc_clear_soft || (large && H.old.top + need > H.old.end) || loaders_want_collection();
    if (vm_opts.gc_stress && (stress_turn++ & 1)) go_full = true;
    /* The young collection must be able to promote all it holds. */
    if (!go_full && (H.old.top + young_used() > H.eden.start || !heap_commit_old(H.old.top + young_used())))
        go_full = true;
    if (!go_full) {
        int64_t start = os_time_nanos();
        size_t before = heap_used();
        gc_young(t);
        log_pause("Young", cause, before, start);
        if (H.old.top > H.old.end) go_full = true;
    }
    if (go_full) full(t, large ? need : 0, cause);
    if (vm_opts.gc_verify) heap_check("after a collection");
    if (JVMPI_ON(JVMPI_EVENT_GC_FINISH))
        jvmpi_post_gc_finish(t, (int64_t)(H.old_objects + H.young_objects), (int64_t)heap_used(),
                             (int64_t)heap_capacity());
}

/* A collection stops the other threads; the caller's frames are written
 * back (allocation sites SYNC first). */
void heap_collect(vm_thread *t, const char *cause)
{
    int32_t was = safepoint_stop_world(t);
    if (!gc_locker_is_held()) collect(t, 0, false, true, cause);
    safepoint_restart_world(t, was);
    finalizer_wake();
}

/* ---- allocation ------------------------------------------------------------ */

static object *init_object(uint8_t *p, size_t size, vm_class *c, int32_t length)
{
    memset(p, 0, size);
    object *o = (object *)p;
    o->clazz = c;
    if (length >= 0) ARRAY_LENGTH(o) = length;
    return o;
}

/* Bumps s's top by size unless that would pass `limit`; NULL if it would. */
static uint8_t *bump(space *s, size_t size, uint8_t *limit)
{
    for (;;) {
        uint8_t *p = os_atomic_load_ptr((void *const volatile *)&s->top);
        if (p > limit || (size_t)(limit - p) < size) return NULL;
        if (os_atomic_cas_ptr((void *volatile *)&s->top, p, p + size)) return p;
    }
}

/* An object of size bytes: a large one in the old generation, up to its
 * capacity; otherwise (or if the old generation is full) in eden, short of
 * its last `reserve` bytes.  NULL if it fits nowhere. */
static object *place(size_t size, size_t reserve, vm_class *c, int32_t length)
{
    if (size >= large_min) {
        uint8_t *p = bump(&H.old, size, H.old.end);
        if (p) {
            note_old_object(p);
            os_atomic_add_word((volatile intptr_t *)&H.old_objects, 1);
            return init_object(p, size, c, length);
        }
    }
    uint8_t *p = bump(&H.eden, size, H.eden.end - reserve);
    return p ? init_object(p, size, c, length) : NULL;
}

/* The slow path: place the object if there is room (the fast path sends
 * everything here while JVMPI wants OBJECT_ALLOC); else stop the world,
 * collect and place it, or OutOfMemoryError; then the OBJECT_ALLOC event,
 * once the object is whole.  While the GC locker is held (JVMPI), a full
 * heap is an OutOfMemoryError, not a collection (gclocker.h). */
static object *allocate(vm_thread *t, size_t size, vm_class *c, int32_t length);

static object *allocate_slow(vm_thread *t, size_t size, vm_class *c, int32_t length)
{
    uint8_t *limit = os_atomic_load_ptr((void *const volatile *)&alloc_limit);
    if (limit && size <= tlab_size / 4) {
        /* A new buffer; the old one's rest becomes a filler. */
        tlab_retire(t, NULL);
        uint8_t *chunk = bump(&H.eden, tlab_size, limit);
        if (chunk) {
            memset(chunk, 0, tlab_size);
            t->tlab_top = chunk;
            t->tlab_end = chunk + tlab_size - TLAB_TAIL;
            return allocate(t, size, c, length);
        }
    }
    size_t reserve = t->in_oom ? 0 : OOM_RESERVE;
    object *o = vm_opts.gc_stress ? NULL : place(size, reserve, c, length);
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
            if (!vm_opts.gc_stress) o = place(size, reserve, c, length);
            continue;
        }
        if (may_collect) {
            o = vm_opts.gc_stress ? NULL : place(size, reserve, c, length);
            if (!o) collect(t, size, size >= large_min, false, "Allocation Failure");
        }
        /* Made whole and rooted before the world restarts: coming back
         * IN_JAVA may wait out another thread's collection, which must
         * find and move it. */
        if (!o) o = place(size, reserve, c, length);
        if (!o && may_collect) {
            /* as the JDK: soft references are cleared before OutOfMemoryError */
            gc_clear_soft = true;
            collect(t, size, size >= large_min, true, "Allocation Failure");
            gc_clear_soft = false;
            o = place(size, reserve, c, length);
        }
        VM_ROOT(t, &o);
        safepoint_restart_world(t, was);
        finalizer_wake();
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
    object *o = allocate(t, c->instance_size, c, -1);
    if (c->finalizer && o) o = finalizer_register(t, o);
    return o;
}

object *heap_new_object_nogc(vm_thread *t, vm_class *c)
{
    (void)t;
    uint8_t *p = bump(&H.eden, c->instance_size, H.eden.end);
    return p ? init_object(p, c->instance_size, c, -1) : NULL;
}

object *heap_new_array(vm_thread *t, vm_class *ac, int32_t n)
{
    if (n < 0) {
        vm_throw(t, "java/lang/NegativeArraySizeException", "%d", (int)n);
        return NULL;
    }
    size_t elem = (size_t)type_size(ac->elem_type);
    if ((uint64_t)n * elem > (uint64_t)(H.end - H.base)) {
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
    heap_write_barrier(copy); /* a large copy is old, its references may be young */
    if (copy->clazz->finalizer && !copy->clazz->component) copy = finalizer_register(t, copy);
    return copy;
}

/* Identity hashes are drawn as HotSpot 17 draws them (its default
 * hashCode=5): each thread runs Marsaglia's xor-shift over four words of
 * its own,
 *
 *     t = x ^ (x << 11);  x = y;  y = z;  z = w;
 *     w = (w ^ (w >> 19)) ^ (t ^ (t >> 8));     hash = w & 0x7fffffff (0 -> 0xBAD)
 *
 * starting from x = one draw of a Park-Miller sequence (seed 1234567,
 * x' = 16807 x mod 2^31-1) and fixed y, z, w.  HotSpot's main thread takes
 * the first draw and has used six hashes when the launcher links the main
 * class, whose mirror takes the seventh (class_hash_linked: every class a
 * non-boot loader defines, lambda proxies too, is hashed as linked); the
 * threads a simple program starts take draws 42, 43, ... (its own threads
 * and symbols use the draws between).  So a program that prints identity
 * hashes ("[I@7ad041f3") prints HotSpot's, unless something HotSpot's
 * library does consumes hashes where ours does not: string concatenation's
 * first uses, a functional interface's first lambda. */
#define HASH_PM_MOD 2147483647u
#define HASH_MAIN_DRAW 1
#define HASH_MAIN_USED 6
#define HASH_FIRST_USER_DRAW 42

static uint32_t hash_pm_next(uint32_t s) { return (uint32_t)((uint64_t)s * 16807u % HASH_PM_MOD); }

/* The Park-Miller sequence's n-th draw from HotSpot's seed. */
static uint32_t hash_pm_draw(int n)
{
    uint32_t x = 1234567u;
    while (n-- > 0) x = hash_pm_next(x);
    return x;
}

/* The next draw of a shared sequence (threads start at once). */
static uint32_t hash_pm_take(volatile int32_t *seed)
{
    int32_t old, next;
    do {
        old = os_atomic_load32(seed);
        next = (int32_t)hash_pm_next((uint32_t)old);
    } while (!os_atomic_cas32(seed, old, next));
    return (uint32_t)next;
}

static uint32_t hash_next(uint32_t st[4])
{
    uint32_t t = st[0];
    t ^= t << 11;
    st[0] = st[1];
    st[1] = st[2];
    st[2] = st[3];
    uint32_t v = st[3];
    v = (v ^ (v >> 19)) ^ (t ^ (t >> 8));
    st[3] = v;
    v &= 0x7fffffff;
    return v ? v : 0xBAD;
}

void heap_hash_seed(vm_thread *t, enum heap_hash_kind kind)
{
    /* the last draws handed out; 0: the user sequence has not started */
    static volatile int32_t user_seed, system_seed = 0x5DEECE6;
    uint32_t x;
    if (kind == HEAP_HASH_MAIN) {
        x = hash_pm_draw(HASH_MAIN_DRAW);
    } else if (kind == HEAP_HASH_USER) {
        if (!os_atomic_load32(&user_seed))
            os_atomic_cas32(&user_seed, 0, (int32_t)hash_pm_draw(HASH_FIRST_USER_DRAW - 1));
        x = hash_pm_take(&user_seed);
    } else {
        x = hash_pm_take(&system_seed);
    }
    t->hash_state[0] = x;
    t->hash_state[1] = 842502087u;
    t->hash_state[2] = 0x8767u;
    t->hash_state[3] = 273326509u;
    if (kind == HEAP_HASH_MAIN)
        for (int i = 0; i < HASH_MAIN_USED; i++) hash_next(t->hash_state);
}

int32_t obj_identity_hash(object *o)
{
    /* The hash lives in the lock word in every lock state (monitor.h):
     * inflation keeps bits 32..63, so it is read and set here alike. */
    uintptr_t w = obj_lock_word(o);
    if (w & LOCK_HASH_PRESENT) return (int32_t)((w & LOCK_HASH_MASK) >> LOCK_HASH_SHIFT);
    vm_thread *self = thread_current();
    if (self && !self->hash_state[0]) heap_hash_seed(self, HEAP_HASH_SYSTEM); /* attached, never seeded */
    int32_t h;
    if (self) {
        h = (int32_t)hash_next(self->hash_state);
    } else {
        /* a thread the VM does not know (none should hash): a shared state */
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
        h = x & 0x7fffffff;
        if (h == 0) h = 0xBAD;
    }
    uintptr_t nw;
    do {
        w = obj_lock_word(o);
        if (w & LOCK_HASH_PRESENT) return (int32_t)((w & LOCK_HASH_MASK) >> LOCK_HASH_SHIFT);
        nw = w | LOCK_HASH_PRESENT | ((uintptr_t)h << LOCK_HASH_SHIFT);
    } while (!os_atomic_cas_word((volatile intptr_t *)&o->lock, (intptr_t)w, (intptr_t)nw));
    return h;
}

/* ---- walking ---------------------------------------------------------------- */

static const space *space_of(const void *p)
{
    space *all[3];
    int n = spaces_with_objects(all);
    for (int i = 0; i < n; i++)
        if (in_space(all[i], p)) return all[i];
    return NULL;
}

bool heap_contains_object(const void *p)
{
    const uint8_t *b = p;
    if (!b || ((uintptr_t)b & 7) || !in_heap(b)) return false;
    /* Only an exact object start counts (IDs are checked rarely, and a
     * wrong "yes" would let an agent crash the VM), with the world stopped
     * so that the spaces are walkable.  The old generation is entered at
     * the first object of b's card. */
    vm_thread *t = thread_current();
    if (!t) return false;
    int32_t was = safepoint_stop_world(t);
    retire_all();
    bool found = false;
    const space *s = space_of(b);
    if (s) {
        uint8_t *q = s->start;
        if (s == &H.old) {
            size_t c = card_index(b);
            q = H.first_obj[c] ? card_start(c) + H.first_obj[c] - 1 : (uint8_t *)H.old.top;
        }
        for (; q < s->top; q += obj_size((object *)q)) {
            if (q >= b) {
                found = q == b && !heap_is_filler((object *)q);
                break;
            }
        }
    }
    safepoint_restart_world(t, was);
    return found;
}

int heap_arena_of(const object *o)
{
    if ((const uint8_t *)o < H.eden.start) return H.old.arena;
    if ((const uint8_t *)o < H.eden.end) return H.eden.arena;
    return (const uint8_t *)o < H.surv[0].end ? H.surv[0].arena : H.surv[1].arena;
}

void heap_for_each_object(void (*fn)(object *o, void *arg), void *arg)
{
    retire_all();
    space *all[3];
    int n = spaces_with_objects(all);
    for (int i = 0; i < n; i++) {
        for (uint8_t *q = all[i]->start; q < all[i]->top;) {
            object *o = (object *)q;
            q += obj_size(o); /* before fn, which may look but not move */
            if (!heap_is_filler(o)) fn(o, arg);
        }
    }
}

/* The JDK's Serial heap summary, at the end of a thread dump. */
/* One line of the summary, after `prefix`. */
static void summary_line(FILE *out, const char *prefix, const char *fmt, ...)
{
    char line[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    vm_printf(out, "%s%s\n", prefix, line);
}

void heap_print_summary(FILE *out, const char *prefix)
{
    size_t eden = (size_t)(H.eden.end - H.eden.start), surv = (size_t)(H.surv[0].end - H.surv[0].start);
    size_t young_used_now = young_used(), old_cap = heap_capacity() - eden - surv;
    size_t old_used = (size_t)(H.old.top - H.old.start);
    space *from = &H.surv[H.from], *to = &H.surv[1 - H.from];
#define PCT(u, c) ((c) ? (int)((u) * 100 / (c)) : 0)
    summary_line(out, prefix, "Heap");
    summary_line(out, prefix, " def new generation   total %zuK, used %zuK [%p, %p, %p)", (eden + surv) >> 10,
                 young_used_now >> 10, (void *)H.eden.start, (void *)H.end, (void *)H.end);
    summary_line(out, prefix, "  eden space %zuK, %3d%% used [%p, %p, %p)", eden >> 10,
                 PCT((size_t)(H.eden.top - H.eden.start), eden), (void *)H.eden.start, (void *)H.eden.top,
                 (void *)H.eden.end);
    summary_line(out, prefix, "  from space %zuK, %3d%% used [%p, %p, %p)", surv >> 10,
                 PCT((size_t)(from->top - from->start), surv), (void *)from->start, (void *)from->top,
                 (void *)from->end);
    summary_line(out, prefix, "  to   space %zuK, %3d%% used [%p, %p, %p)", surv >> 10, 0, (void *)to->start,
                 (void *)to->start, (void *)to->end);
    summary_line(out, prefix, " tenured generation   total %zuK, used %zuK [%p, %p, %p)", old_cap >> 10,
                 old_used >> 10, (void *)H.old.start, (void *)H.old.top, (void *)(H.old.start + old_cap));
    summary_line(out, prefix, "   the space %zuK, %3d%% used [%p, %p, %p)", old_cap >> 10, PCT(old_used, old_cap),
                 (void *)H.old.start, (void *)H.old.top, (void *)(H.old.start + old_cap));
#undef PCT
    /* Class metadata as HotSpot reports it: Lantern's is malloc'd, so
     * "committed" is what is used rounded to 64K, and the reservations are
     * HotSpot's defaults; class space is the vm_class records themselves. */
    size_t meta, klass, classes;
    loaders_metadata(&meta, &klass, &classes);
    size_t grain = 64 << 10;
    summary_line(out, prefix, " Metaspace       used %zuK, committed %zuK, reserved %zuK", meta >> 10,
                 ((meta + grain - 1) / grain * grain) >> 10, (size_t)1056768);
    summary_line(out, prefix, "  class space    used %zuK, committed %zuK, reserved %zuK", klass >> 10,
                 ((klass + grain - 1) / grain * grain) >> 10, (size_t)1048576);
    if (!prefix[0]) vm_printf(out, "\n");
}

void heap_log_exit(void)
{
    if (!vm_opts.log_heap_exit) return;
    char prefix[64];
    snprintf(prefix, sizeof prefix, "[%.3fs][info][gc,heap,exit] ", vm_uptime());
    heap_print_summary(stdout, prefix);
}
