/*
 * test_monitor.c -- unit tests of Java monitors (vm/runtime/monitor.c)
 * against the lock-word protocol of monitor.h and object/object.h: thin
 * locks and their recursion count, inflation (on contention, on wait, on a
 * depth the thin word cannot count), the identity hash keeping its bits in
 * every state, owner checks (IllegalMonitorStateException), and deflation
 * of an idle record by a collection.  Each case boots its own VM
 * (vm_boot.h) and works on a fresh java.lang.Object.
 *
 * Invariant the cases rely on: the object under test is held in `obj`, a
 * VM root of the main thread, so a collection moves it and updates `obj`.
 */
#include "vm_boot.h"
#include "unit.h"

#include "object/object.h"
#include "runtime/monitor.h"

static object *obj;

static vm_thread *boot_with_object(void)
{
    vm_thread *t = vm_boot("-Xmx32m");
    vm_class *c = class_lookup("java/lang/Object");
    if (!c) {
        fprintf(stderr, "java/lang/Object is not loaded\n");
        exit(1);
    }
    obj = heap_new_object(t, c);
    if (!obj) exit(1);
    VM_ROOT(t, &obj);
    return t;
}

static uintptr_t lock_state(void)
{
    return obj_lock_word(obj) & LOCK_STATE_MASK;
}

TEST(thin_lock_and_recursion)
{
    vm_thread *t = boot_with_object();
    CHECK_EQ(lock_state(), LOCK_UNLOCKED);
    CHECK(monitor_owner(obj) == NULL);
    CHECK_EQ(monitor_entry_count(obj), 0);
    for (int i = 1; i <= 3; i++) {
        CHECK(monitor_enter(t, obj));
        CHECK_EQ(lock_state(), LOCK_THIN);
        CHECK_EQ(monitor_entry_count(obj), i);
    }
    /* the owner's thread id is in the word, no OS monitor was needed */
    CHECK_EQ((obj_lock_word(obj) & LOCK_OWNER_MASK) >> LOCK_OWNER_SHIFT, t->id);
    CHECK(monitor_owned_by(t, obj));
    CHECK(monitor_owner(obj) == t);
    for (int i = 2; i >= 0; i--) {
        CHECK(monitor_exit(t, obj));
        CHECK_EQ(monitor_entry_count(obj), i);
    }
    CHECK_EQ(obj_lock_word(obj), 0);
    CHECK(!monitor_owned_by(t, obj));
}

TEST(exit_unowned_throws_illegal_monitor_state)
{
    vm_thread *t = boot_with_object();
    CHECK(!monitor_exit(t, obj));
    const char *e = vm_take_exception(t);
    CHECK(e && strcmp(e, "java/lang/IllegalMonitorStateException") == 0);
    /* one exit too many after a balanced pair */
    CHECK(monitor_enter(t, obj));
    CHECK(monitor_exit(t, obj));
    CHECK(!monitor_exit(t, obj));
    e = vm_take_exception(t);
    CHECK(e && strcmp(e, "java/lang/IllegalMonitorStateException") == 0);
    CHECK_EQ(obj_lock_word(obj), 0);
}

TEST(wait_notify_unowned_throw)
{
    vm_thread *t = boot_with_object();
    const char *e;
    CHECK(!monitor_wait(t, obj, 1));
    e = vm_take_exception(t);
    CHECK(e && strcmp(e, "java/lang/IllegalMonitorStateException") == 0);
    CHECK(!monitor_notify(t, obj, false));
    e = vm_take_exception(t);
    CHECK(e && strcmp(e, "java/lang/IllegalMonitorStateException") == 0);
    CHECK(!monitor_notify(t, obj, true));
    e = vm_take_exception(t);
    CHECK(e && strcmp(e, "java/lang/IllegalMonitorStateException") == 0);
    /* a negative timeout, held: IllegalArgumentException */
    CHECK(monitor_enter(t, obj));
    CHECK(!monitor_wait(t, obj, -1));
    e = vm_take_exception(t);
    CHECK(e && strcmp(e, "java/lang/IllegalArgumentException") == 0);
    CHECK(monitor_exit(t, obj));
}

/* Deeper than the thin word's 6 recursion bits: the lock inflates and the
 * OS monitor counts on. */
TEST(deep_recursion_inflates)
{
    vm_thread *t = boot_with_object();
    enum { DEPTH = 100 };
    for (int i = 1; i <= DEPTH; i++) {
        REQUIRE(monitor_enter(t, obj));
        if (i == 64) CHECK_EQ(lock_state(), LOCK_THIN); /* rec = 63: the most the word holds */
    }
    CHECK_EQ(lock_state(), LOCK_INFLATED);
    CHECK_EQ(monitor_entry_count(obj), DEPTH);
    CHECK(monitor_owner(obj) == t);
    for (int i = DEPTH - 1; i >= 0; i--) {
        REQUIRE(monitor_exit(t, obj));
        CHECK_EQ(monitor_entry_count(obj), i);
    }
    CHECK(!monitor_owned_by(t, obj));
    CHECK(!monitor_exit(t, obj));
    CHECK(vm_take_exception(t) != NULL);
}

/* wait inflates a thin lock (waiters need an OS monitor) and gives the
 * waiter back its whole recursion count. */
TEST(wait_inflates_and_keeps_recursion)
{
    vm_thread *t = boot_with_object();
    CHECK(monitor_enter(t, obj));
    CHECK(monitor_enter(t, obj));
    CHECK_EQ(lock_state(), LOCK_THIN);
    CHECK(monitor_notify(t, obj, false)); /* thin and owned: nothing to wake, no error */
    CHECK(monitor_wait(t, obj, 5));
    CHECK_EQ(lock_state(), LOCK_INFLATED);
    CHECK(monitor_owner(obj) == t);
    CHECK_EQ(monitor_entry_count(obj), 2);
    CHECK(monitor_exit(t, obj));
    CHECK(monitor_exit(t, obj));
    CHECK(monitor_owner(obj) == NULL);
    CHECK_EQ(monitor_entry_count(obj), 0);
}

/* The identity hash is not a reason to inflate, and keeps its bits through
 * thin locking, inflation and deflation. */
TEST(identity_hash_survives_every_state)
{
    vm_thread *t = boot_with_object();
    CHECK(monitor_enter(t, obj));
    int32_t h = obj_identity_hash(obj);
    CHECK_EQ(lock_state(), LOCK_THIN);
    CHECK(obj_lock_word(obj) & LOCK_HASH_PRESENT);
    CHECK_EQ(monitor_entry_count(obj), 1);
    CHECK(monitor_wait(t, obj, 1)); /* inflate */
    CHECK_EQ(lock_state(), LOCK_INFLATED);
    CHECK_EQ(obj_identity_hash(obj), h);
    CHECK(monitor_exit(t, obj));
    heap_collect(t, "System.gc()"); /* idle record: deflated, the object moved */
    CHECK_EQ(lock_state(), LOCK_UNLOCKED);
    CHECK_EQ(obj_identity_hash(obj), h);
    CHECK_EQ(obj_lock_word(obj) & ~(LOCK_HASH_MASK | LOCK_HASH_PRESENT), 0);
}

/* A collection deflates an idle record, never a held one. */
TEST(collection_deflates_only_idle_monitors)
{
    vm_thread *t = boot_with_object();
    CHECK(monitor_enter(t, obj));
    CHECK(monitor_wait(t, obj, 1));
    REQUIRE(lock_state() == LOCK_INFLATED);
    heap_collect(t, "System.gc()");
    CHECK_EQ(lock_state(), LOCK_INFLATED); /* held: kept, and still ours */
    CHECK(monitor_owned_by(t, obj));
    CHECK_EQ(monitor_entry_count(obj), 1);
    CHECK(monitor_exit(t, obj));
    heap_collect(t, "System.gc()");
    CHECK_EQ(obj_lock_word(obj), 0);
    /* and the word works as a thin lock again */
    CHECK(monitor_enter(t, obj));
    CHECK_EQ(lock_state(), LOCK_THIN);
    CHECK(monitor_exit(t, obj));
}

/* ---- contention ---------------------------------------------------------- */

static volatile int32_t other_started, other_entered, other_done, other_owned, other_release;

static void contender(void *arg)
{
    (void)arg;
    vm_thread *t = vm_attach();
    os_atomic_store32(&other_started, 1);
    monitor_enter(t, obj); /* blocks: main holds it thin */
    os_atomic_store32(&other_owned, monitor_owned_by(t, obj) && monitor_owner(obj) == t);
    os_atomic_store32(&other_entered, 1);
    vm_leave(t);
    while (!os_atomic_load32(&other_release)) os_thread_sleep(1);
    vm_enter(t);
    monitor_exit(t, obj);
    os_atomic_store32(&other_done, 1);
    vm_detach(t);
}

TEST(contention_inflates_and_hands_over)
{
    vm_thread *t = boot_with_object();
    CHECK(monitor_enter(t, obj));
    REQUIRE(lock_state() == LOCK_THIN);
    os_thread *th;
    REQUIRE(os_thread_create(&th, "contender", OS_PRIORITY_NORM, 0, contender, NULL) == OS_OK);
    REQUIRE(vm_await(t, &other_started, 10000));
    /* the contender inflates the word on our behalf: we still own it once */
    int64_t end = os_time_nanos() + 10000 * (int64_t)1000000;
    while (lock_state() != LOCK_INFLATED && os_time_nanos() < end) {
        vm_leave(t);
        os_thread_sleep(1);
        vm_enter(t);
    }
    CHECK_EQ(lock_state(), LOCK_INFLATED);
    CHECK(monitor_owner(obj) == t);
    CHECK_EQ(monitor_entry_count(obj), 1);
    CHECK(!os_atomic_load32(&other_entered));
    CHECK(monitor_exit(t, obj));
    CHECK(vm_await(t, &other_entered, 10000));
    CHECK(os_atomic_load32(&other_owned));
    CHECK(!monitor_owned_by(t, obj));
    /* not ours now: exit and notify are refused */
    CHECK(!monitor_exit(t, obj));
    CHECK(vm_take_exception(t) != NULL);
    CHECK(!monitor_notify(t, obj, true));
    CHECK(vm_take_exception(t) != NULL);
    os_atomic_store32(&other_release, 1);
    CHECK(vm_await(t, &other_done, 10000));
    vm_leave(t);
    os_thread_join(th);
    vm_enter(t);
    CHECK(monitor_owner(obj) == NULL);
}

/* ---- wait / notify across threads ------------------------------------------ */

static volatile int32_t waiter_waiting, waiter_woke, waiter_owned;

static void waiter(void *arg)
{
    (void)arg;
    vm_thread *t = vm_attach();
    monitor_enter(t, obj);
    monitor_enter(t, obj);
    os_atomic_store32(&waiter_waiting, 1);
    bool ok = monitor_wait(t, obj, 0); /* until notified */
    os_atomic_store32(&waiter_owned, ok && monitor_owned_by(t, obj) && monitor_entry_count(obj) == 2);
    os_atomic_store32(&waiter_woke, 1);
    monitor_exit(t, obj);
    monitor_exit(t, obj);
    vm_detach(t);
}

TEST(notify_wakes_a_waiter_that_reowns)
{
    vm_thread *t = boot_with_object();
    os_thread *th;
    REQUIRE(os_thread_create(&th, "waiter", OS_PRIORITY_NORM, 0, waiter, NULL) == OS_OK);
    REQUIRE(vm_await(t, &waiter_waiting, 10000));
    /* entering succeeds only once the waiter has released it in wait */
    vm_leave(t);
    vm_enter(t);
    CHECK(monitor_enter(t, obj));
    CHECK_EQ(lock_state(), LOCK_INFLATED);
    CHECK_EQ(monitor_entry_count(obj), 1);
    CHECK(!os_atomic_load32(&waiter_woke));
    CHECK(monitor_notify(t, obj, false));
    /* notified, but it cannot return from wait while we hold the lock */
    vm_leave(t);
    os_thread_sleep(20);
    vm_enter(t);
    CHECK(!os_atomic_load32(&waiter_woke));
    CHECK(monitor_exit(t, obj));
    CHECK(vm_await(t, &waiter_woke, 10000));
    CHECK(os_atomic_load32(&waiter_owned));
    vm_leave(t);
    os_thread_join(th);
    vm_enter(t);
}

static const unit_case unit_cases[] = {
#include "test_monitor_cases.inc"
};
UNIT_MAIN(NULL, NULL)
