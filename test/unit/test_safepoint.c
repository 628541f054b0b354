/*
 * test_safepoint.c -- unit tests of the stop-the-world handshake
 * (vm/runtime/safepoint.c): worker threads IN_JAVA that poll, one thread
 * requests a safepoint, and every other thread must be stopped (at a poll)
 * or in a safe state before the request returns; a thread IN_NATIVE does
 * not hold it up but cannot come back into Java until the release; nested
 * requests by one thread and competing requests by two; resumption.
 * Each case boots its own VM (vm_boot.h).
 */
#include "vm_boot.h"
#include "unit.h"

enum { WORKERS = 3 };

typedef struct {
    vm_thread *t;
    volatile int64_t polls; /* counts every poll passed */
    volatile int32_t ready;
} worker;

static worker workers[WORKERS];
static volatile int32_t stop_workers;

static void poller(void *arg)
{
    worker *w = arg;
    w->t = vm_attach();
    os_atomic_store32(&w->ready, 1);
    while (!os_atomic_load32(&stop_workers)) {
        SAFEPOINT_POLL(w->t);
        os_atomic_add64(&w->polls, 1);
    }
    vm_detach(w->t);
}

static os_thread *threads[WORKERS];

static void start_pollers(vm_thread *self)
{
    for (int i = 0; i < WORKERS; i++) {
        if (os_thread_create(&threads[i], "poller", OS_PRIORITY_NORM, 0, poller, &workers[i]) != OS_OK) exit(1);
        if (!vm_await(self, &workers[i].ready, 10000)) exit(1);
    }
}

static void stop_pollers(vm_thread *self)
{
    os_atomic_store32(&stop_workers, 1);
    vm_leave(self);
    for (int i = 0; i < WORKERS; i++) os_thread_join(threads[i]);
    vm_enter(self);
}

static int64_t polls(int i)
{
    return os_atomic_load64(&workers[i].polls);
}

static void sleep_native(vm_thread *t, int ms)
{
    int32_t was = os_atomic_load32(&t->exec_state);
    if (was == THREAD_EXEC_IN_JAVA) vm_leave(t);
    os_thread_sleep(ms);
    if (was == THREAD_EXEC_IN_JAVA) vm_enter(t);
}

static void check_world_stopped(vm_thread *self)
{
    int64_t before[WORKERS];
    for (int i = 0; i < WORKERS; i++) {
        CHECK(safepoint_thread_is_stopped(workers[i].t));
        CHECK_EQ(os_atomic_load32(&workers[i].t->exec_state), THREAD_EXEC_STOPPED);
        before[i] = polls(i);
    }
    os_thread_sleep(30);
    for (int i = 0; i < WORKERS; i++) CHECK_EQ(polls(i), before[i]);
    CHECK(safepoint_held_by(self));
}

/* Every worker passes polls again (waiting up to 10 s: on a loaded machine
 * a released thread may take a while to be scheduled). */
static void check_world_running(vm_thread *self)
{
    int64_t before[WORKERS];
    for (int i = 0; i < WORKERS; i++) before[i] = polls(i);
    int64_t end = os_time_nanos() + 10000 * (int64_t)1000000;
    for (int i = 0; i < WORKERS; i++) {
        while (polls(i) <= before[i] && os_time_nanos() < end) sleep_native(self, 1);
        CHECK(polls(i) > before[i]);
        CHECK(!safepoint_thread_is_stopped(workers[i].t));
    }
    CHECK(!safepoint_held_by(self));
}

TEST(request_stops_every_polling_thread_and_release_resumes)
{
    vm_thread *t = vm_boot(NULL);
    start_pollers(t);
    check_world_running(t);
    for (int round = 0; round < 5; round++) {
        int32_t was = safepoint_stop_world(t);
        CHECK_EQ(was, THREAD_EXEC_IN_JAVA);
        check_world_stopped(t);
        safepoint_restart_world(t, was);
        CHECK_EQ(os_atomic_load32(&t->exec_state), THREAD_EXEC_IN_JAVA);
        check_world_running(t);
    }
    stop_pollers(t);
}

/* One thread's requests nest (a dump handler may collect): the inner
 * release leaves the world stopped. */
TEST(nested_requests_release_at_the_outermost)
{
    vm_thread *t = vm_boot(NULL);
    start_pollers(t);
    int32_t outer = safepoint_stop_world(t);
    check_world_stopped(t);
    int32_t inner = safepoint_stop_world(t);
    check_world_stopped(t);
    safepoint_restart_world(t, inner);
    check_world_stopped(t); /* still stopped */
    safepoint_restart_world(t, outer);
    check_world_running(t);
    stop_pollers(t);
}

/* ---- a thread in native code ------------------------------------------------- */

static volatile int32_t native_in, native_go_back, native_back, native_done;
static vm_thread *native_t;

static void native_thread(void *arg)
{
    (void)arg;
    native_t = vm_attach();
    vm_leave(native_t); /* IN_NATIVE, and never polls while there */
    os_atomic_store32(&native_in, 1);
    while (!os_atomic_load32(&native_go_back)) os_thread_yield();
    thread_from_native(native_t); /* must wait while the world is stopped */
    os_atomic_store32(&native_back, 1);
    vm_detach(native_t);
    os_atomic_store32(&native_done, 1);
}

TEST(thread_in_native_does_not_block_but_waits_to_return)
{
    vm_thread *t = vm_boot(NULL);
    start_pollers(t);
    os_thread *th;
    REQUIRE(os_thread_create(&th, "native", OS_PRIORITY_NORM, 0, native_thread, NULL) == OS_OK);
    REQUIRE(vm_await(t, &native_in, 10000));
    int64_t t0 = os_time_nanos();
    int32_t was = safepoint_stop_world(t);
    CHECK(os_time_nanos() - t0 < 5000 * (int64_t)1000000); /* not held up */
    check_world_stopped(t);
    CHECK_EQ(os_atomic_load32(&native_t->exec_state), THREAD_EXEC_IN_NATIVE);
    os_atomic_store32(&native_go_back, 1);
    os_thread_sleep(50);
    CHECK(!os_atomic_load32(&native_back)); /* blocked on its way back */
    safepoint_restart_world(t, was);
    CHECK(vm_await(t, &native_back, 10000));
    CHECK(vm_await(t, &native_done, 10000));
    vm_leave(t);
    os_thread_join(th);
    vm_enter(t);
    stop_pollers(t);
}

/* ---- two requesters ---------------------------------------------------------- */

static volatile int32_t inside, max_inside, requester_done[2];
enum { ROUNDS = 40 };

static void request_rounds(vm_thread *t)
{
    for (int r = 0; r < ROUNDS; r++) {
        int32_t was = safepoint_stop_world(t);
        int32_t n = os_atomic_add32(&inside, 1); /* the new value */
        if (n > os_atomic_load32(&max_inside)) os_atomic_store32(&max_inside, n);
        if (!safepoint_held_by(t)) os_atomic_store32(&max_inside, 99);
        os_thread_yield();
        os_atomic_add32(&inside, -1);
        safepoint_restart_world(t, was);
        SAFEPOINT_POLL(t);
    }
}

static void requester(void *arg)
{
    (void)arg;
    vm_thread *t = vm_attach();
    request_rounds(t);
    os_atomic_store32(&requester_done[1], 1);
    vm_detach(t);
}

TEST(competing_requests_take_turns)
{
    vm_thread *t = vm_boot(NULL);
    start_pollers(t);
    os_thread *th;
    REQUIRE(os_thread_create(&th, "requester", OS_PRIORITY_NORM, 0, requester, NULL) == OS_OK);
    request_rounds(t);
    CHECK(vm_await(t, &requester_done[1], 30000));
    vm_leave(t);
    os_thread_join(th);
    vm_enter(t);
    CHECK_EQ(os_atomic_load32(&max_inside), 1);
    CHECK_EQ(os_atomic_load32(&safepoint_requested), 0);
    check_world_running(t);
    stop_pollers(t);
}

static const unit_case unit_cases[] = {
#include "test_safepoint_cases.inc"
};
UNIT_MAIN(NULL, NULL)
