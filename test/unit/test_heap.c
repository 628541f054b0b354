/*
 * test_heap.c -- unit tests of allocation (vm/heap/heap.c): thread-local
 * allocation buffers (bumping, refilling, retiring), the filler that
 * covers a retired buffer's unused rest so the space stays walkable, large
 * objects that bypass the buffers, and the heap walk seeing exactly the
 * objects that are there (before and after a collection), and the GC
 * locker (vm/heap/gclocker.c): nesting, an unmatched leave, a waiter woken
 * by the release or giving up at its deadline, a holder's own allocation
 * failing instead of waiting for itself.  Each case boots
 * its own VM (vm_boot.h) with a 64 MB heap: buffers of 32 KB.
 */
#include <string.h>

#include "vm_boot.h"
#include "unit.h"

#include "heap/gclocker.h"
#include "object/object.h"

#define TLAB_CHUNK_END(t) ((t)->tlab_end + ARRAY_HEADER_SIZE) /* heap.c's TLAB_TAIL */

static vm_class *object_class(void)
{
    vm_class *c = class_lookup("java/lang/Object");
    if (!c) exit(1);
    return c;
}

TEST(small_objects_bump_in_the_buffer)
{
    vm_thread *t = vm_boot("-Xmx64m");
    vm_class *c = object_class();
    object *a = heap_new_object(t, c);
    REQUIRE(a && t->tlab_top);
    uint8_t *end = t->tlab_end;
    object *b = heap_new_object(t, c);
    REQUIRE(b);
    if (t->tlab_end == end) { /* (not the object that took a new buffer) */
        CHECK((uint8_t *)b == (uint8_t *)a + obj_size(a));
        CHECK(t->tlab_top == (uint8_t *)b + obj_size(b));
    }
    CHECK(b->clazz == c);
    CHECK_EQ(b->lock, 0);
    CHECK(((uintptr_t)b & 7) == 0);
    CHECK(heap_contains_object(a));
    CHECK(heap_contains_object(b));
    CHECK(!heap_contains_object((uint8_t *)b + 8));
}

/* Allocating past the buffer's end takes a new buffer; the old one's rest
 * becomes a filler reaching exactly to the old chunk's end. */
TEST(refill_leaves_a_filler_to_the_chunk_end)
{
    vm_thread *t = vm_boot("-Xmx64m");
    vm_class *c = object_class();
    REQUIRE(heap_new_object(t, c));
    REQUIRE(heap_new_primitive_array(t, T_INT, 1)); /* int[]'s class made first */
    int refills = 0;
    for (int i = 0; i < 100000 && refills < 3; i++) {
        uint8_t *old_top = t->tlab_top, *old_end = t->tlab_end;
        uint8_t *old_chunk_end = TLAB_CHUNK_END(t);
        object *o = heap_new_primitive_array(t, T_INT, 5 + i % 13);
        REQUIRE(o);
        if (t->tlab_end == old_end) continue;
        /* (a safepoint of another VM thread may have retired the buffer
         * between two allocations: then there is no old rest to check) */
        if (!old_top) continue;
        refills++;
        /* the new object opens the new buffer */
        CHECK((uint8_t *)o + obj_size(o) == t->tlab_top);
        CHECK((uint8_t *)o < t->tlab_end);
        /* the old rest is one filler, nothing lost and nothing overlapped */
        object *f = (object *)old_top;
        CHECK(heap_is_filler(f));
        CHECK(old_top + obj_size(f) == old_chunk_end);
        CHECK(!heap_contains_object(f)); /* a filler is not an object */
    }
    CHECK_EQ(refills, 3);
}

TEST(retire_covers_the_rest_and_next_allocation_refills)
{
    vm_thread *t = vm_boot("-Xmx64m");
    vm_class *c = object_class();
    REQUIRE(heap_new_object(t, c));
    uint8_t *old_top = t->tlab_top, *chunk_end = TLAB_CHUNK_END(t);
    REQUIRE(old_top);
    heap_tlab_retire(t);
    CHECK(t->tlab_top == NULL && t->tlab_end == NULL);
    CHECK(heap_is_filler((object *)old_top));
    CHECK(old_top + obj_size((object *)old_top) == chunk_end);
    object *o = heap_new_object(t, c);
    REQUIRE(o);
    CHECK(t->tlab_top != NULL);
    CHECK((uint8_t *)o != old_top); /* not inside the retired buffer */
}

/* Objects above a quarter of a buffer skip the buffers. */
TEST(large_objects_bypass_the_buffer)
{
    vm_thread *t = vm_boot("-Xmx64m");
    REQUIRE(heap_new_object(t, object_class()));
    uint8_t *top = t->tlab_top, *end = t->tlab_end;
    size_t used = heap_used();
    object *big = heap_new_primitive_array(t, T_INT, 64 * 1024); /* 256 KB */
    REQUIRE(big);
    CHECK(t->tlab_top == top && t->tlab_end == end);
    CHECK((uint8_t *)big >= end || (uint8_t *)big + obj_size(big) <= top);
    CHECK_EQ(ARRAY_LENGTH(big), 64 * 1024);
    CHECK(heap_used() >= used + obj_size(big));
    int32_t *d = ARRAY_DATA(big, int32_t);
    int zero = 1;
    for (int i = 0; i < 64 * 1024; i++) zero &= d[i] == 0;
    CHECK(zero);
}

/* ---- the walk ---------------------------------------------------------------- */

#define MARK 0x5A5A0000
enum { N = 60 };
static object *arrays[N];

typedef struct {
    int seen[N];
    int others, fillers, misordered;
    uint8_t *last;
} walk_count;

static void count(object *o, void *arg)
{
    walk_count *w = arg;
    if ((uint8_t *)o <= w->last) w->misordered++;
    w->last = (uint8_t *)o;
    if (heap_is_filler(o)) w->fillers++;
    if (o->clazz->component && o->clazz->elem_type == T_INT && ARRAY_LENGTH(o) >= 3) {
        int32_t *d = ARRAY_DATA(o, int32_t);
        if ((d[0] & 0xffff0000) == MARK && d[1] == ~d[0] && (d[0] & 0xffff) < N &&
            ARRAY_LENGTH(o) == 3 + (d[0] & 0xffff)) {
            w->seen[d[0] & 0xffff]++;
            return;
        }
    }
    w->others++;
}

static walk_count walk(vm_thread *t)
{
    walk_count w;
    memset(&w, 0, sizeof w);
    int32_t was = safepoint_stop_world(t);
    heap_for_each_object(count, &w);
    safepoint_restart_world(t, was);
    return w;
}

TEST(walk_sees_exactly_the_allocated_objects)
{
    vm_thread *t = vm_boot("-Xmx64m");
    for (int i = 0; i < N; i++) {
        arrays[i] = NULL;
        VM_ROOT(t, &arrays[i]);
    }
    walk_count before = walk(t);
    for (int i = 0; i < N; i++) CHECK_EQ(before.seen[i], 0);
    /* small and large ones, and a retire in the middle */
    for (int i = 0; i < N; i++) {
        int32_t len = 3 + i;
        if (i % 10 == 9) heap_tlab_retire(t);
        arrays[i] = heap_new_primitive_array(t, T_INT, len);
        REQUIRE(arrays[i]);
        ARRAY_DATA(arrays[i], int32_t)[0] = MARK | i;
        ARRAY_DATA(arrays[i], int32_t)[1] = ~(MARK | i);
    }
    walk_count w = walk(t);
    for (int i = 0; i < N; i++) CHECK_EQ(w.seen[i], 1);
    CHECK_EQ(w.fillers, 0);    /* the walk hides them */
    CHECK_EQ(w.misordered, 0); /* address order */
    CHECK(w.others >= before.others);

    /* drop the odd ones: after a collection the walk sees only the rest */
    for (int i = 1; i < N; i += 2) arrays[i] = NULL;
    heap_collect(t, "System.gc()");
    w = walk(t);
    for (int i = 0; i < N; i++) CHECK_EQ(w.seen[i], i % 2 == 0 ? 1 : 0);
    CHECK_EQ(w.misordered, 0);
    for (int i = 0; i < N; i += 2) {
        REQUIRE(arrays[i]);
        CHECK_EQ(ARRAY_DATA(arrays[i], int32_t)[0], MARK | i);
        CHECK(heap_contains_object(arrays[i]));
    }
    CHECK(t->tlab_top == NULL); /* no buffer survives a collection */
    VM_UNROOT(t, N);
}

/* ---- the GC locker ------------------------------------------------------ */

TEST(gc_locker_nests_and_ignores_an_unmatched_leave)
{
    vm_thread *t = vm_boot(NULL);
    CHECK(!gc_locker_is_held());
    gc_locker_enter(t);
    gc_locker_enter(t);
    CHECK(gc_locker_is_held());
    CHECK(gc_locker_held_by(t));
    gc_locker_leave(t);
    CHECK(gc_locker_is_held()); /* one level left */
    gc_locker_leave(t);
    CHECK(!gc_locker_is_held());
    CHECK(!gc_locker_held_by(t));
    gc_locker_leave(t); /* an agent's extra EnableGC */
    gc_locker_enter(t);
    CHECK(gc_locker_is_held()); /* the count did not go below zero */
    gc_locker_leave(t);
    CHECK(!gc_locker_is_held());
}

/* A native thread (unknown to the VM, as an agent's may be) holding the
 * locker until told to let go. */
static volatile int32_t holder_in, holder_go, holder_released;

static void holder(void *arg)
{
    int64_t hold_ms = (int64_t)(intptr_t)arg;
    gc_locker_enter(NULL);
    os_atomic_store32(&holder_in, 1);
    if (hold_ms > 0) {
        os_thread_sleep(hold_ms);
    } else {
        while (!os_atomic_load32(&holder_go)) os_thread_sleep(1);
    }
    os_atomic_store32(&holder_released, 1);
    gc_locker_leave(NULL);
}

TEST(gc_locker_waiter_is_woken_by_the_release)
{
    vm_thread *t = vm_boot(NULL);
    os_thread *th;
    REQUIRE(os_thread_create(&th, "holder", OS_PRIORITY_NORM, 0, holder, (void *)(intptr_t)200) == OS_OK);
    REQUIRE(vm_await(t, &holder_in, 30000));
    bool free_now = gc_locker_await(t, os_time_nanos() + 30 * (int64_t)1000000000);
    CHECK(free_now);
    CHECK_EQ(os_atomic_load32(&holder_released), 1); /* not before the holder let go */
    CHECK_EQ(os_atomic_load32(&t->exec_state), THREAD_EXEC_IN_JAVA);
    vm_leave(t);
    os_thread_join(th);
    vm_enter(t);
}

TEST(gc_locker_waiter_gives_up_at_its_deadline)
{
    vm_thread *t = vm_boot(NULL);
    os_thread *th;
    REQUIRE(os_thread_create(&th, "holder", OS_PRIORITY_NORM, 0, holder, (void *)(intptr_t)0) == OS_OK);
    REQUIRE(vm_await(t, &holder_in, 30000));
    CHECK(!gc_locker_await(t, os_time_nanos() + 100 * (int64_t)1000000));
    CHECK(gc_locker_is_held());
    CHECK_EQ(os_atomic_load32(&t->exec_state), THREAD_EXEC_IN_JAVA);
    os_atomic_store32(&holder_go, 1);
    vm_leave(t);
    os_thread_join(th);
    vm_enter(t);
    CHECK(!gc_locker_is_held());
}

/* A thread that holds the locker and fills the heap gets OutOfMemoryError
 * (nothing could release it if it waited); once it lets go, the next
 * allocation collects the garbage and succeeds. */
TEST(gc_locker_holder_allocation_fails_instead_of_waiting_for_itself)
{
    vm_thread *t = vm_boot("-Xmx16m");
    REQUIRE(heap_new_primitive_array(t, T_BYTE, 1));
    gc_locker_enter(t);
    object *o = NULL;
    int n = 0;
    do {
        o = heap_new_primitive_array(t, T_BYTE, 1 << 20);
    } while (o && ++n < 1000);
    CHECK(!o);
    REQUIRE(t->exception != NULL);
    char name[128];
    CHECK(strcmp(class_java_name(t->exception->clazz, name, sizeof name), "java.lang.OutOfMemoryError") == 0);
    t->exception = NULL;
    gc_locker_leave(t);
    CHECK(heap_new_primitive_array(t, T_BYTE, 1 << 20) != NULL);
}

static const unit_case unit_cases[] = {
#include "test_heap_cases.inc"
};
UNIT_MAIN(NULL, NULL)
