/*
 * test_os.c -- unit tests of the platform layer, os/os.h, one case per
 * behaviour.  The same file runs natively, under ASan+UBSan, and as a
 * Windows program under Wine.  Timing checks use generous bounds (sanitizers
 * and Wine are slow); they assert that a wait happened, not how fast.
 */
#include <string.h>
#include <time.h>

#include <apr_thread_proc.h>

#include "os.h"
#include "unit.h"

#if defined(_WIN32)
#include "win32_os.h"
#else
#include <signal.h>
#include <unistd.h>
#endif

static void setup(void)
{
    os_init();
}

static void teardown(void)
{
    os_shutdown();
}

static int64_t ms_since(int64_t start_ns)
{
    return (os_time_nanos() - start_ns) / 1000000;
}

/* Polls pred until it holds or timeout_ms passes. */
static bool eventually(bool (*pred)(void *), void *arg, int64_t timeout_ms)
{
    int64_t start = os_time_nanos();
    while (!pred(arg)) {
        if (ms_since(start) > timeout_ms) return false;
        os_thread_sleep(1);
    }
    return true;
}

static void burn_cpu_ms(int64_t ms)
{
    int64_t start = os_current_thread_cpu_time();
    int64_t wall = os_time_nanos();
    volatile uint64_t x = 1;
    while (os_current_thread_cpu_time() - start < ms * 1000000 && ms_since(wall) < 20000)
        for (int i = 0; i < 10000; i++) x = x * 6364136223846793005ull + 1;
}

/* ---- lifecycle and tracing ------------------------------------------- */

TEST(init_is_reference_counted)
{
    CHECK_EQ(os_init(), OS_OK);
    os_shutdown();
    /* still initialised by setup(): monitors work */
    os_monitor *m = os_monitor_create("still-alive");
    REQUIRE(m != NULL);
    os_monitor_enter(m);
    CHECK_EQ(os_monitor_exit(m), OS_OK);
    CHECK_EQ(os_monitor_destroy(m), OS_OK);
    CHECK(strcmp(os_thread_name(os_thread_current()), "main") == 0);
}

TEST(trace_parse)
{
    uint32_t saved = os_trace_mask;
    os_trace_mask = 0;
    CHECK(os_trace_parse("thread,dll"));
    CHECK_EQ(os_trace_mask, OS_TRACE_THREAD | OS_TRACE_DLL);
    CHECK(!os_trace_parse("monitor,nosuchthing"));
    CHECK(os_trace_mask & OS_TRACE_MONITOR);
    os_trace_define("vmtest", 1u << 20);
    CHECK(os_trace_parse("vmtest"));
    CHECK(os_trace_mask & (1u << 20));
    os_trace_mask = 0;
    CHECK(os_trace_parse("all"));
    CHECK_EQ(os_trace_mask, 0xffffffffu);
    os_trace_mask = saved;
}

/* ---- threads --------------------------------------------------------- */

typedef struct {
    int ran;
    char name[64];
    void *initial_slot;
    os_thread *self;
} start_probe;

static void probe_main(void *arg)
{
    start_probe *p = arg;
    p->self = os_thread_current();
    strncpy(p->name, os_thread_name(p->self), sizeof p->name - 1);
    p->initial_slot = os_tls_get();
    p->ran = 1;
}

TEST(thread_create_runs_and_joins)
{
    start_probe p = {0};
    os_tls_set(&p); /* must not leak into the new thread */
    os_thread *t;
    REQUIRE(os_thread_create(&t, "worker-1", OS_PRIORITY_NORM, 0, probe_main, &p) == OS_OK);
    CHECK_EQ(os_thread_join(t), OS_OK);
    CHECK_EQ(p.ran, 1);
    CHECK(strcmp(p.name, "worker-1") == 0);
    CHECK(p.self == t);
    CHECK(p.initial_slot == NULL);
    CHECK(os_tls_get() == &p);
    os_tls_set(NULL);
}

static void deep_stack_main(void *arg)
{
    /* 12 MB of locals: more than the default stack of Linux (8 MB) and of
     * Windows (1 MB), so this only survives with the stack size asked for. */
    volatile char big[12 << 20];
    big[0] = 1;
    big[sizeof big - 1] = 2;
    *(int *)arg = big[0] + big[sizeof big - 1];
}

TEST(thread_stack_size_is_applied)
{
    int result = 0;
    os_thread *t;
    REQUIRE(os_thread_create(&t, "deep", OS_PRIORITY_NORM, 32u << 20, deep_stack_main, &result) == OS_OK);
    CHECK_EQ(os_thread_join(t), OS_OK);
    CHECK_EQ(result, 3);
}

typedef struct {
    os_monitor *m;
    int state;
} handshake;

static void signal_done_main(void *arg)
{
    handshake *h = arg;
    os_monitor_enter(h->m);
    h->state = 1;
    os_monitor_notify_all(h->m);
    os_monitor_exit(h->m);
}

static void wait_state(handshake *h, int state)
{
    os_monitor_enter(h->m);
    while (h->state != state)
        if (os_monitor_wait(h->m, 5000) == OS_TIMEOUT) break;
    os_monitor_exit(h->m);
}

TEST(thread_detach_before_and_after_end)
{
    handshake h = {os_monitor_create("h"), 0};
    os_thread *t;
    /* detached while running: frees itself (LeakSanitizer checks) */
    REQUIRE(os_thread_create(&t, "detached-early", OS_PRIORITY_NORM, 0, signal_done_main, &h) == OS_OK);
    CHECK_EQ(os_thread_detach(t), OS_OK);
    wait_state(&h, 1);
    CHECK_EQ(h.state, 1);
    /* detached after it ended: detach frees it */
    h.state = 0;
    REQUIRE(os_thread_create(&t, "detached-late", OS_PRIORITY_NORM, 0, signal_done_main, &h) == OS_OK);
    wait_state(&h, 1);
    os_thread_sleep(50);
    CHECK_EQ(os_thread_detach(t), OS_OK);
    os_thread_sleep(50); /* let the first thread finish freeing itself */
    os_monitor_destroy(h.m);
}

typedef struct {
    os_thread *before;
    os_thread *attached;
    os_thread *after;
    char name[64];
    int monitor_ok;
    int64_t cpu;
} attach_probe;

static void *APR_THREAD_FUNC foreign_main(apr_thread_t *thd, void *arg)
{
    attach_probe *p = arg;
    p->before = os_thread_current();
    p->attached = os_thread_attach("foreign");
    CHECK(os_thread_attach("again") == p->attached);
    strncpy(p->name, os_thread_name(p->attached), sizeof p->name - 1);
    os_monitor *m = os_monitor_create("foreign");
    os_monitor_enter(m);
    p->monitor_ok = os_monitor_owner(m) == p->attached && os_monitor_exit(m) == OS_OK;
    os_monitor_destroy(m);
    p->cpu = os_thread_cpu_time(p->attached);
    os_thread_detach_current();
    p->after = os_thread_current();
    return NULL;
}

TEST(thread_attach_foreign_thread)
{
    apr_pool_t *pool;
    apr_thread_t *thd;
    apr_status_t rv;
    attach_probe p = {0};
    REQUIRE(apr_pool_create(&pool, NULL) == APR_SUCCESS);
    REQUIRE(apr_thread_create(&thd, NULL, foreign_main, &p, pool) == APR_SUCCESS);
    apr_thread_join(&rv, thd);
    apr_pool_destroy(pool);
    CHECK(p.before == NULL);
    CHECK(p.attached != NULL);
    CHECK(strcmp(p.name, "foreign") == 0);
    CHECK(p.monitor_ok);
    CHECK(p.cpu >= 0);
    CHECK(p.after == NULL);
}

TEST(thread_name_priority_native_id)
{
    os_thread *self = os_thread_current();
    CHECK(strcmp(os_thread_name(self), "main") == 0);
    os_thread_set_name(self, "renamed");
    CHECK(strcmp(os_thread_name(self), "renamed") == 0);
    os_thread_set_name(self, "main");
    CHECK_EQ(os_thread_priority(self), OS_PRIORITY_NORM);
    os_thread_set_priority(self, OS_PRIORITY_MAX);
    CHECK_EQ(os_thread_priority(self), OS_PRIORITY_MAX);
    os_thread_set_priority(self, 11); /* out of range: ignored */
    CHECK_EQ(os_thread_priority(self), OS_PRIORITY_MAX);
    os_thread_set_priority(self, OS_PRIORITY_NORM);

    start_probe p = {0};
    os_thread *t;
    REQUIRE(os_thread_create(&t, "prio", 0, 0, probe_main, &p) == OS_OK);
    CHECK_EQ(os_thread_priority(t), OS_PRIORITY_NORM); /* 0 is out of range: normal */
    os_thread_sleep(20);
    uint64_t nid = os_thread_native_id(t);
    CHECK_EQ(os_thread_join(t), OS_OK);
    CHECK(os_thread_native_id(self) != 0);
    CHECK(nid != 0);
    CHECK(nid != os_thread_native_id(self));
}

TEST(thread_yield_returns)
{
    for (int i = 0; i < 100; i++) os_thread_yield();
    CHECK(os_thread_current() != NULL);
}

TEST(thread_sleep_duration)
{
    int64_t start = os_time_nanos();
    CHECK_EQ(os_thread_sleep(150), OS_OK);
    int64_t took = ms_since(start);
    CHECK(took >= 145);
    CHECK(took < 5000);
    start = os_time_nanos();
    CHECK_EQ(os_thread_sleep(0), OS_OK);
    CHECK(ms_since(start) < 1000);
}

typedef struct {
    int64_t ms;
    os_status result;
    int64_t took_ms;
    bool flag_after;
    volatile int32_t started;
} sleeper;

static void sleeper_main(void *arg)
{
    sleeper *s = arg;
    int64_t start = os_time_nanos();
    os_atomic_store32(&s->started, 1);
    s->result = os_thread_sleep(s->ms);
    s->took_ms = ms_since(start);
    s->flag_after = os_thread_interrupted(os_thread_current(), false);
}

TEST(thread_sleep_interrupted)
{
    sleeper s = {.ms = 20000};
    os_thread *t;
    REQUIRE(os_thread_create(&t, "sleeper", OS_PRIORITY_NORM, 0, sleeper_main, &s) == OS_OK);
    while (!os_atomic_load32(&s.started)) os_thread_yield();
    os_thread_sleep(100);
    os_thread_interrupt(t);
    CHECK_EQ(os_thread_join(t), OS_OK);
    CHECK_EQ(s.result, OS_INTERRUPTED);
    CHECK(s.took_ms < 10000);
    CHECK(!s.flag_after); /* the interrupt was consumed */
}

TEST(thread_sleep_when_already_interrupted)
{
    os_thread *self = os_thread_current();
    os_thread_interrupt(self);
    CHECK(os_thread_interrupted(self, false));
    int64_t start = os_time_nanos();
    CHECK_EQ(os_thread_sleep(5000), OS_INTERRUPTED);
    CHECK(ms_since(start) < 1000);
    CHECK(!os_thread_interrupted(self, false));
}

TEST(thread_interrupt_flag)
{
    os_thread *self = os_thread_current();
    CHECK(!os_thread_interrupted(self, false));
    os_thread_interrupt(self);
    CHECK(os_thread_interrupted(self, false));
    CHECK(os_thread_interrupted(self, false)); /* reading does not clear */
    CHECK(os_thread_interrupted(self, true));
    CHECK(!os_thread_interrupted(self, false));
}

static void slot_main(void *arg)
{
    os_tls_set(arg);
    os_thread_sleep(20);
    *(void **)arg = os_tls_get();
}

TEST(tls_slot_is_per_thread)
{
    void *a = NULL, *b = NULL;
    os_tls_set(&a);
    os_thread *t1, *t2;
    REQUIRE(os_thread_create(&t1, "slot-a", OS_PRIORITY_NORM, 0, slot_main, &a) == OS_OK);
    REQUIRE(os_thread_create(&t2, "slot-b", OS_PRIORITY_NORM, 0, slot_main, &b) == OS_OK);
    os_thread_join(t1);
    os_thread_join(t2);
    CHECK(a == &a);
    CHECK(b == &b);
    CHECK(os_tls_get() == &a);
    os_tls_set(NULL);
}

typedef struct {
    volatile int32_t phase; /* 1 = working, 2 = done */
    int64_t ms;
    bool busy;
} cpu_job;

static void cpu_main(void *arg)
{
    cpu_job *j = arg;
    os_atomic_store32(&j->phase, 1);
    if (j->busy)
        burn_cpu_ms(j->ms);
    else
        os_thread_sleep(j->ms);
    os_atomic_store32(&j->phase, 2);
    os_thread_sleep(200); /* stay alive so the parent can read the clock */
}

static bool phase_is_2(void *arg)
{
    return os_atomic_load32(&((cpu_job *)arg)->phase) == 2;
}

TEST(cpu_time_busy_and_sleeping_threads)
{
    cpu_job busy = {0, 300, true}, idle = {0, 300, false};
    os_thread *tb, *ti;
    REQUIRE(os_thread_create(&tb, "busy", OS_PRIORITY_NORM, 0, cpu_main, &busy) == OS_OK);
    REQUIRE(os_thread_create(&ti, "idle", OS_PRIORITY_NORM, 0, cpu_main, &idle) == OS_OK);
    CHECK(eventually(phase_is_2, &busy, 30000));
    CHECK(eventually(phase_is_2, &idle, 30000));
    int64_t busy_ns = os_thread_cpu_time(tb);
    int64_t idle_ns = os_thread_cpu_time(ti);
    os_thread_join(tb);
    os_thread_join(ti);
    CHECK(busy_ns >= 250 * 1000000LL);
    CHECK(idle_ns >= 0);
    CHECK(idle_ns < 100 * 1000000LL);
    int64_t mine = os_current_thread_cpu_time();
    CHECK(mine >= 0);
    CHECK(os_thread_cpu_time(os_thread_current()) >= mine);
}

/* ---- monitors -------------------------------------------------------- */

TEST(monitor_recursion_and_ownership)
{
    os_monitor *m = os_monitor_create("rec");
    REQUIRE(m != NULL);
    CHECK(strcmp(os_monitor_name(m), "rec") == 0);
    CHECK(os_monitor_owner(m) == NULL);
    os_monitor_enter(m);
    os_monitor_enter(m);
    CHECK(os_monitor_try_enter(m));
    CHECK(os_monitor_owner(m) == os_thread_current());
    CHECK_EQ(os_monitor_entry_count(m), 3);
    CHECK_EQ(os_monitor_exit(m), OS_OK);
    CHECK_EQ(os_monitor_exit(m), OS_OK);
    CHECK_EQ(os_monitor_entry_count(m), 1);
    CHECK_EQ(os_monitor_exit(m), OS_OK);
    CHECK(os_monitor_owner(m) == NULL);
    CHECK_EQ(os_monitor_exit(m), OS_NOT_OWNER);
    CHECK_EQ(os_monitor_destroy(m), OS_OK);
}

typedef struct {
    os_monitor *m;
    handshake h;
    os_monitor *release;
} holder;

/* Holds m until release is notified. */
static void holder_main(void *arg)
{
    holder *x = arg;
    os_monitor_enter(x->m);
    os_monitor_enter(x->h.m);
    x->h.state = 1;
    os_monitor_notify_all(x->h.m);
    while (x->h.state != 2) os_monitor_wait(x->h.m, 0);
    os_monitor_exit(x->h.m);
    os_monitor_exit(x->m);
}

static void holder_start(holder *x, os_thread **t)
{
    x->m = os_monitor_create("held");
    x->h.m = os_monitor_create("handshake");
    x->h.state = 0;
    os_thread_create(t, "holder", OS_PRIORITY_NORM, 0, holder_main, x);
    wait_state(&x->h, 1);
}

static void holder_stop(holder *x, os_thread *t)
{
    os_monitor_enter(x->h.m);
    x->h.state = 2;
    os_monitor_notify_all(x->h.m);
    os_monitor_exit(x->h.m);
    os_thread_join(t);
    os_monitor_destroy(x->m);
    os_monitor_destroy(x->h.m);
}

TEST(monitor_misuse_by_non_owner)
{
    os_monitor *m = os_monitor_create("free");
    CHECK_EQ(os_monitor_exit(m), OS_NOT_OWNER);
    CHECK_EQ(os_monitor_wait(m, 10), OS_NOT_OWNER);
    CHECK_EQ(os_monitor_notify(m), OS_NOT_OWNER);
    CHECK_EQ(os_monitor_notify_all(m), OS_NOT_OWNER);
    os_monitor_destroy(m);

    holder x;
    os_thread *t;
    holder_start(&x, &t);
    CHECK(os_monitor_owner(x.m) == t);
    CHECK(!os_monitor_try_enter(x.m));
    CHECK_EQ(os_monitor_exit(x.m), OS_NOT_OWNER);
    CHECK_EQ(os_monitor_wait(x.m, 10), OS_NOT_OWNER);
    CHECK_EQ(os_monitor_notify(x.m), OS_NOT_OWNER);
    CHECK_EQ(os_monitor_notify_all(x.m), OS_NOT_OWNER);
    CHECK_EQ(os_monitor_destroy(x.m), OS_BUSY);
    CHECK(os_monitor_owner(x.m) == t); /* none of that disturbed the owner */
    holder_stop(&x, t);
}

typedef struct {
    os_monitor *m;
    int64_t counter;
    volatile int32_t inside;
    volatile int32_t overlap;
} counter_job;

static void count_main(void *arg)
{
    counter_job *c = arg;
    for (int i = 0; i < 100000; i++) {
        os_monitor_enter(c->m);
        if (os_atomic_add32(&c->inside, 1) != 1) os_atomic_store32(&c->overlap, 1);
        c->counter++;
        os_atomic_add32(&c->inside, -1);
        os_monitor_exit(c->m);
    }
}

TEST(monitor_mutual_exclusion_8_threads)
{
    counter_job c = {os_monitor_create("counter"), 0, 0, 0};
    os_thread *t[8];
    for (int i = 0; i < 8; i++)
        REQUIRE(os_thread_create(&t[i], "counter", OS_PRIORITY_NORM, 0, count_main, &c) == OS_OK);
    for (int i = 0; i < 8; i++) os_thread_join(t[i]);
    CHECK_EQ(c.counter, 800000);
    CHECK_EQ(c.overlap, 0);
    os_monitor_destroy(c.m);
}

typedef struct {
    os_monitor *m;
    int64_t exited_at;
    int64_t entered_at;
} contention;

static void contender_main(void *arg)
{
    contention *c = arg;
    os_monitor_enter(c->m);
    c->entered_at = os_time_nanos();
    os_monitor_exit(c->m);
}

TEST(monitor_contended_enter_blocks)
{
    contention c = {os_monitor_create("contended"), 0, 0};
    os_monitor_enter(c.m);
    os_thread *t;
    REQUIRE(os_thread_create(&t, "contender", OS_PRIORITY_NORM, 0, contender_main, &c) == OS_OK);
    os_thread_sleep(100);
    CHECK_EQ(c.entered_at, 0);
    c.exited_at = os_time_nanos();
    os_monitor_exit(c.m);
    os_thread_join(t);
    CHECK(c.entered_at >= c.exited_at);
    os_monitor_destroy(c.m);
}

TEST(monitor_timed_wait_times_out)
{
    os_monitor *m = os_monitor_create("timed");
    os_monitor_enter(m);
    os_monitor_enter(m);
    int64_t start = os_time_nanos();
    CHECK_EQ(os_monitor_wait(m, 200), OS_TIMEOUT);
    int64_t took = ms_since(start);
    CHECK(took >= 195);
    CHECK(took < 5000);
    CHECK(os_monitor_owner(m) == os_thread_current());
    CHECK_EQ(os_monitor_entry_count(m), 2); /* recursion restored */
    os_monitor_exit(m);
    os_monitor_exit(m);
    os_monitor_destroy(m);
}

typedef struct {
    os_monitor *m;
    int64_t timeout;
    int levels;
    os_status result;
    int count_after;
    bool owner_after;
    bool interrupted_after;
    volatile int32_t done;
} waiter;

static void waiter_main(void *arg)
{
    waiter *w = arg;
    for (int i = 0; i < w->levels; i++) os_monitor_enter(w->m);
    w->result = os_monitor_wait(w->m, w->timeout);
    w->owner_after = os_monitor_owner(w->m) == os_thread_current();
    w->count_after = os_monitor_entry_count(w->m);
    w->interrupted_after = os_thread_interrupted(os_thread_current(), false);
    for (int i = 0; i < w->levels; i++) os_monitor_exit(w->m);
    os_atomic_store32(&w->done, 1);
}

static bool has_waiters(void *arg)
{
    os_monitor **mn = arg;
    return os_monitor_waiter_count(mn[0]) >= (int)(intptr_t)mn[1];
}

static bool await_waiters(os_monitor *m, int n)
{
    void *mn[2] = {m, (void *)(intptr_t)n};
    return eventually(has_waiters, mn, 10000);
}

TEST(monitor_wait_notified_restores_recursion)
{
    waiter w = {.m = os_monitor_create("notified"), .timeout = 0, .levels = 3};
    os_thread *t;
    REQUIRE(os_thread_create(&t, "waiter", OS_PRIORITY_NORM, 0, waiter_main, &w) == OS_OK);
    REQUIRE(await_waiters(w.m, 1));
    /* the waiter gave up all three levels: another thread can own it */
    CHECK(os_monitor_try_enter(w.m));
    CHECK_EQ(os_monitor_entry_count(w.m), 1);
    CHECK_EQ(os_monitor_notify(w.m), OS_OK);
    os_thread_sleep(50);
    CHECK(!os_atomic_load32(&w.done)); /* it must first get the monitor back */
    os_monitor_exit(w.m);
    os_thread_join(t);
    CHECK_EQ(w.result, OS_OK);
    CHECK(w.owner_after);
    CHECK_EQ(w.count_after, 3);
    os_monitor_destroy(w.m);
}

static bool all_done(void *arg)
{
    waiter *w = arg;
    for (int i = 0; i < 5; i++)
        if (!os_atomic_load32(&w[i].done)) return false;
    return true;
}

static int count_done(waiter *w, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += os_atomic_load32(&w[i].done) ? 1 : 0;
    return k;
}

TEST(monitor_notify_wakes_exactly_one)
{
    os_monitor *m = os_monitor_create("one");
    waiter w[5];
    os_thread *t[5];
    for (int i = 0; i < 5; i++) {
        w[i] = (waiter){.m = m, .timeout = 0, .levels = 1};
        REQUIRE(os_thread_create(&t[i], "waiter", OS_PRIORITY_NORM, 0, waiter_main, &w[i]) == OS_OK);
    }
    REQUIRE(await_waiters(m, 5));
    os_monitor_enter(m);
    os_monitor_notify(m);
    os_monitor_exit(m);
    os_thread_sleep(300);
    CHECK_EQ(count_done(w, 5), 1);
    CHECK_EQ(os_monitor_waiter_count(m), 4);
    os_monitor_enter(m);
    os_monitor_notify_all(m);
    os_monitor_exit(m);
    CHECK(eventually(all_done, w, 10000));
    for (int i = 0; i < 5; i++) {
        os_thread_join(t[i]);
        CHECK_EQ(w[i].result, OS_OK);
    }
    os_monitor_destroy(m);
}

TEST(monitor_notify_all_wakes_every_waiter)
{
    os_monitor *m = os_monitor_create("all");
    waiter w[5];
    os_thread *t[5];
    for (int i = 0; i < 5; i++) {
        w[i] = (waiter){.m = m, .timeout = 0, .levels = 1 + i % 2};
        REQUIRE(os_thread_create(&t[i], "waiter", OS_PRIORITY_NORM, 0, waiter_main, &w[i]) == OS_OK);
    }
    REQUIRE(await_waiters(m, 5));
    os_monitor_enter(m);
    CHECK_EQ(os_monitor_notify_all(m), OS_OK);
    CHECK_EQ(os_monitor_waiter_count(m), 0);
    os_monitor_exit(m);
    CHECK(eventually(all_done, w, 10000));
    for (int i = 0; i < 5; i++) {
        os_thread_join(t[i]);
        CHECK_EQ(w[i].result, OS_OK);
        CHECK_EQ(w[i].count_after, 1 + i % 2);
    }
    os_monitor_destroy(m);
}

TEST(monitor_wait_interrupted)
{
    waiter w = {.m = os_monitor_create("interrupted"), .timeout = 0, .levels = 2};
    os_thread *t;
    REQUIRE(os_thread_create(&t, "waiter", OS_PRIORITY_NORM, 0, waiter_main, &w) == OS_OK);
    REQUIRE(await_waiters(w.m, 1));
    os_thread_interrupt(t);
    os_thread_join(t);
    CHECK_EQ(w.result, OS_INTERRUPTED);
    CHECK(!w.interrupted_after); /* consumed, as InterruptedException does */
    CHECK(w.owner_after);
    CHECK_EQ(w.count_after, 2);
    CHECK_EQ(os_monitor_waiter_count(w.m), 0);
    os_monitor_destroy(w.m);
}

TEST(monitor_timed_wait_interrupted_early)
{
    waiter w = {.m = os_monitor_create("timed-int"), .timeout = 30000, .levels = 1};
    os_thread *t;
    int64_t start = os_time_nanos();
    REQUIRE(os_thread_create(&t, "waiter", OS_PRIORITY_NORM, 0, waiter_main, &w) == OS_OK);
    REQUIRE(await_waiters(w.m, 1));
    os_thread_interrupt(t);
    os_thread_join(t);
    CHECK_EQ(w.result, OS_INTERRUPTED);
    CHECK(ms_since(start) < 15000);
    os_monitor_destroy(w.m);
}

TEST(monitor_destroy_busy_and_recycle)
{
    waiter w = {.m = os_monitor_create("busy"), .timeout = 0, .levels = 1};
    os_thread *t;
    REQUIRE(os_thread_create(&t, "waiter", OS_PRIORITY_NORM, 0, waiter_main, &w) == OS_OK);
    REQUIRE(await_waiters(w.m, 1));
    CHECK_EQ(os_monitor_destroy(w.m), OS_BUSY); /* has a waiter */
    os_monitor_enter(w.m);
    os_monitor_notify(w.m);
    os_monitor_exit(w.m);
    os_thread_join(t);
    os_monitor_enter(w.m);
    CHECK_EQ(os_monitor_destroy(w.m), OS_OK); /* owned by the caller: allowed */
    os_monitor *again = os_monitor_create("recycled");
    REQUIRE(again != NULL);
    CHECK(os_monitor_owner(again) == NULL);
    CHECK_EQ(os_monitor_entry_count(again), 0);
    CHECK(strcmp(os_monitor_name(again), "recycled") == 0);
    CHECK(os_monitor_try_enter(again));
    os_monitor_exit(again);
    os_monitor_destroy(again);
}

/* ---- atomics --------------------------------------------------------- */

TEST(atomic_operations)
{
    volatile int32_t i = 5;
    CHECK_EQ(os_atomic_load32(&i), 5);
    os_atomic_store32(&i, 7);
    CHECK_EQ(i, 7);
    CHECK(!os_atomic_cas32(&i, 6, 9));
    CHECK_EQ(i, 7);
    CHECK(os_atomic_cas32(&i, 7, 9));
    CHECK_EQ(i, 9);
    CHECK_EQ(os_atomic_add32(&i, -10), -1);
    CHECK_EQ(os_atomic_swap32(&i, 42), -1);
    CHECK_EQ(i, 42);

    int a, b;
    void *volatile p = &a;
    CHECK(os_atomic_load_ptr(&p) == &a);
    os_atomic_store_ptr(&p, &b);
    CHECK(p == &b);
    CHECK(!os_atomic_cas_ptr(&p, &a, NULL));
    CHECK(os_atomic_cas_ptr(&p, &b, &a));
    CHECK(p == &a);
    CHECK(os_atomic_swap_ptr(&p, NULL) == &a);
    CHECK(p == NULL);

    volatile intptr_t w = 0;
    CHECK_EQ(os_atomic_add_word(&w, (intptr_t)1 << 40 >> 8), (intptr_t)1 << 32);
    CHECK(os_atomic_cas_word(&w, (intptr_t)1 << 32, 3));
    CHECK_EQ(w, 3);
    os_atomic_fence();
}

typedef struct {
    volatile int32_t adds;
    volatile int32_t cas_count;
    volatile intptr_t words;
} atomic_job;

static void atomic_main(void *arg)
{
    atomic_job *j = arg;
    for (int i = 0; i < 100000; i++) {
        os_atomic_add32(&j->adds, 1);
        os_atomic_add_word(&j->words, 2);
        int32_t old;
        do
            old = os_atomic_load32(&j->cas_count);
        while (!os_atomic_cas32(&j->cas_count, old, old + 1));
    }
}

TEST(atomic_increments_from_8_threads)
{
    atomic_job j = {0, 0, 0};
    os_thread *t[8];
    for (int i = 0; i < 8; i++)
        REQUIRE(os_thread_create(&t[i], "atomic", OS_PRIORITY_NORM, 0, atomic_main, &j) == OS_OK);
    for (int i = 0; i < 8; i++) os_thread_join(t[i]);
    CHECK_EQ(j.adds, 800000);
    CHECK_EQ(j.cas_count, 800000);
    CHECK_EQ(j.words, 1600000);
}

/* ---- time ------------------------------------------------------------ */

TEST(time_wall_clock)
{
    int64_t ours = os_time_millis();
    int64_t libc = (int64_t)time(NULL) * 1000;
    CHECK(ours > 1600000000000LL); /* after 2020 */
    CHECK(ours - libc > -2000 && ours - libc < 2000);
}

TEST(time_monotonic)
{
    int64_t prev = os_time_nanos();
    for (int i = 0; i < 10000; i++) {
        int64_t now = os_time_nanos();
        CHECK(now >= prev);
        prev = now;
    }
    int64_t start = os_time_nanos();
    os_thread_sleep(60);
    int64_t elapsed = os_time_nanos() - start;
    CHECK(elapsed >= 55 * 1000000LL);
    CHECK(elapsed < 5000 * 1000000LL);
}

/* ---- dynamic libraries ----------------------------------------------- */

TEST(dll_filename)
{
    char buf[64];
    size_t n = os_dll_filename("hprof", buf, sizeof buf);
#if defined(_WIN32)
    CHECK(strcmp(buf, "hprof.dll") == 0);
#elif defined(__APPLE__)
    CHECK(strcmp(buf, "libhprof.dylib") == 0);
#else
    CHECK(strcmp(buf, "libhprof.so") == 0);
#endif
    CHECK_EQ(n, strlen(buf));
    char tiny[4];
    CHECK_EQ(os_dll_filename("hprof", tiny, sizeof tiny), n); /* length needed */
    CHECK_EQ(strlen(tiny), 3);
}

/* The test library is built beside this executable. */
static void test_library_path(char *buf, size_t len)
{
    char *exe = os_executable_path();
    size_t dir = 0;
    for (size_t i = 0; exe && exe[i]; i++)
        if (exe[i] == '/' || exe[i] == '\\') dir = i + 1;
    snprintf(buf, len, "%.*s", (int)dir, exe ? exe : "");
    os_dll_filename("lanterntest", buf + strlen(buf), len - strlen(buf));
    free(exe);
}

TEST(dll_load_and_call)
{
    char path[4096], err[512] = "";
    test_library_path(path, sizeof path);
    os_dll *d = os_dll_load(path, err, sizeof err);
    if (!d) fprintf(stderr, "load %s: %s\n", path, err);
    REQUIRE(d != NULL);
    int (*add)(int, int) = (int (*)(int, int))os_dll_symbol(d, "lantern_test_add");
    REQUIRE(add != NULL);
    CHECK_EQ(add(2, 40), 42);
    const char *(*hello)(void) = (const char *(*)(void))os_dll_symbol(d, "lantern_test_hello");
    REQUIRE(hello != NULL);
    CHECK(strcmp(hello(), "hello from lanterntest") == 0);
    CHECK(os_dll_symbol(d, "no_such_symbol") == NULL);
    os_dll_unload(d);
}

TEST(dll_missing_library_error)
{
    char err[512] = "";
    char name[64];
    os_dll_filename("lantern_no_such_library", name, sizeof name);
    os_dll *d = os_dll_load(name, err, sizeof err);
    CHECK(d == NULL);
    CHECK(strlen(err) > 0);
#if !defined(_WIN32)
    /* dlerror names the file it could not open */
    CHECK(strstr(err, "lantern_no_such_library") != NULL);
#endif
}

/* ---- files ----------------------------------------------------------- */

static bool collect_name(const char *name, void *arg)
{
    char *seen = arg;
    if (strcmp(name, "lanterntest.dll") == 0 || strcmp(name, "liblanterntest.so") == 0 ||
        strcmp(name, "liblanterntest.dylib") == 0)
        seen[0] = 1;
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) seen[1] = 1;
    seen[2]++;
    return true;
}

static bool stop_at_first(const char *name, void *arg)
{
    (*(int *)arg)++;
    return false;
}

TEST(file_kind_size_and_listing)
{
    char lib[4096];
    test_library_path(lib, sizeof lib);
    CHECK_EQ(os_file_kind_of(lib), OS_FILE_REGULAR);
    CHECK(os_file_size(lib) > 100);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", lib);
    size_t cut = 0;
    for (size_t i = 0; dir[i]; i++)
        if (dir[i] == '/' || dir[i] == '\\') cut = i;
    dir[cut] = '\0';
    CHECK_EQ(os_file_kind_of(dir), OS_FILE_DIRECTORY);
    CHECK_EQ(os_file_size(dir), -1);
    CHECK_EQ(os_file_kind_of("/surely/not/here/x"), OS_FILE_NONE);
    CHECK_EQ(os_file_size("/surely/not/here/x"), -1);
    char seen[3] = {0, 0, 0};
    CHECK_EQ(os_dir_list(dir, collect_name, seen), OS_OK);
    CHECK(seen[0] == 1); /* the test library is listed */
    CHECK(seen[1] == 0); /* "." and ".." are not */
    CHECK(seen[2] >= 2);
    int calls = 0;
    CHECK_EQ(os_dir_list(dir, stop_at_first, &calls), OS_OK);
    CHECK_EQ(calls, 1);
    CHECK_EQ(os_dir_list("/surely/not/here", collect_name, seen), OS_ERROR);
}

TEST(file_create_rename_mtime_delete)
{
    const char *dir = "os_test_dir", *a = "os_test_dir/a.txt", *b = "os_test_dir/b.txt";
    os_file_delete(a);
    os_file_delete(b);
    os_file_delete(dir);
    CHECK_EQ(os_dir_create(dir), OS_OK);
    CHECK_EQ(os_dir_create(dir), OS_ERROR); /* exists */
    char err[256] = "";
    CHECK_EQ(os_file_create_exclusive(a, err, sizeof err), OS_OK);
    CHECK_EQ(os_file_create_exclusive(a, err, sizeof err), OS_BUSY);
    CHECK_EQ(os_file_create_exclusive("no/such/dir/x", err, sizeof err), OS_ERROR);
    CHECK(strlen(err) > 0);
    os_file_info fi;
    REQUIRE(os_file_info_of(a, &fi));
    CHECK_EQ(fi.kind, OS_FILE_REGULAR);
    CHECK_EQ(fi.size, 0);
    CHECK(fi.readable);
    CHECK_EQ(os_file_set_mtime(a, 1000000000000LL), OS_OK);
    REQUIRE(os_file_info_of(a, &fi));
    CHECK_EQ(fi.mtime_ms, 1000000000000LL);
    CHECK_EQ(os_file_rename(a, b), OS_OK);
    CHECK_EQ(os_file_kind_of(a), OS_FILE_NONE);
    CHECK_EQ(os_file_kind_of(b), OS_FILE_REGULAR);
    CHECK_EQ(os_file_delete(dir), OS_ERROR); /* not empty */
#if !defined(_WIN32)
    /* (Windows refuses to delete a read-only file, as java.io.File does there.) */
    CHECK_EQ(os_file_set_readonly(b), OS_OK);
    REQUIRE(os_file_info_of(b, &fi));
    CHECK(!fi.writable);
#endif
    CHECK_EQ(os_file_delete(b), OS_OK);
    CHECK_EQ(os_file_delete(dir), OS_OK);
    CHECK(!os_file_info_of(dir, &fi));
}

/* ---- the data-dump signal -------------------------------------------- */

typedef struct {
    os_monitor *m;
    int count;
    char thread_name[64];
} dump_probe;

static void on_dump(void *arg)
{
    dump_probe *p = arg;
    os_monitor_enter(p->m);
    p->count++;
    strncpy(p->thread_name, os_thread_name(os_thread_current()), sizeof p->thread_name - 1);
    os_monitor_notify_all(p->m);
    os_monitor_exit(p->m);
}

static bool await_dumps(dump_probe *p, int n)
{
    os_monitor_enter(p->m);
    int64_t start = os_time_nanos();
    while (p->count < n && ms_since(start) < 10000) os_monitor_wait(p->m, 100);
    bool ok = p->count == n;
    os_monitor_exit(p->m);
    return ok;
}

TEST(dump_signal_keyboard)
{
    dump_probe p = {os_monitor_create("dump"), 0, ""};
    REQUIRE(os_dump_signal_install(on_dump, &p) == OS_OK);
    CHECK_EQ(os_dump_signal_install(on_dump, &p), OS_ERROR); /* only one */
#if defined(_WIN32)
    /* What the console does on Ctrl-Break (Wine cannot generate it). */
    CHECK(lantern_win32_console_handler(CTRL_BREAK_EVENT));
    CHECK(await_dumps(&p, 1));
    CHECK(!lantern_win32_console_handler(CTRL_C_EVENT)); /* left to the default */
    CHECK(lantern_win32_console_handler(CTRL_BREAK_EVENT));
#else
    /* A real SIGQUIT to the process, as Ctrl-\ sends. */
    CHECK_EQ(kill(getpid(), SIGQUIT), 0);
    CHECK(await_dumps(&p, 1));
    CHECK_EQ(kill(getpid(), SIGQUIT), 0);
#endif
    CHECK(await_dumps(&p, 2));
    CHECK(strcmp(p.thread_name, "Signal Dispatcher") == 0);
    os_dump_signal_raise();
    CHECK(await_dumps(&p, 3));
    os_dump_signal_uninstall();
    os_monitor_destroy(p.m);
}

/* ---- the process ----------------------------------------------------- */

TEST(process_facts)
{
    char *exe = os_executable_path();
    REQUIRE(exe != NULL);
    CHECK(strstr(exe, "test_os") != NULL);
#if defined(_WIN32)
    CHECK(exe[1] == ':' || exe[0] == '\\');
    CHECK_EQ(os_path_separator(), ';');
    CHECK_EQ(os_file_separator(), '\\');
#else
    CHECK(exe[0] == '/');
    CHECK_EQ(os_path_separator(), ':');
    CHECK_EQ(os_file_separator(), '/');
#endif
    free(exe);
    CHECK(os_processor_count() >= 1);
    char *path = os_getenv("PATH");
    CHECK(path != NULL && strlen(path) > 0);
    free(path);
    CHECK(os_getenv("LANTERN_SURELY_UNSET_VARIABLE") == NULL);
    char *cwd = os_current_dir();
    REQUIRE(cwd != NULL);
    CHECK_EQ(os_file_kind_of(cwd), OS_FILE_DIRECTORY);
#if defined(_WIN32)
    CHECK(cwd[1] == ':' || cwd[0] == '\\');
#else
    CHECK(cwd[0] == '/');
#endif
    free(cwd);
}

static int saved_argc;
static char **saved_argv;

TEST(process_args_utf8)
{
    int argc = saved_argc;
    char **argv = saved_argv;
    os_process_args(&argc, &argv);
    REQUIRE(argc >= 2);
    CHECK(strcmp(argv[1], "process_args_utf8") == 0 || strcmp(argv[1], "--all") == 0);
    CHECK(strstr(argv[0], "test_os") != NULL);
}

/* Runs this executable as "exit-helper", which prints without a newline
 * and calls os_exit(7): the exit code and the unflushed output must both
 * arrive. */
TEST(process_exit_code_and_flush)
{
    apr_pool_t *pool;
    REQUIRE(apr_pool_create(&pool, NULL) == APR_SUCCESS);
    apr_procattr_t *attr;
    apr_proc_t proc;
    apr_procattr_create(&attr, pool);
    apr_procattr_io_set(attr, APR_NO_PIPE, APR_FULL_BLOCK, APR_NO_PIPE);
    apr_procattr_cmdtype_set(attr, APR_PROGRAM_ENV);
    char *exe = os_executable_path();
    const char *args[] = {exe, "exit-helper", NULL};
    REQUIRE(apr_proc_create(&proc, exe, args, NULL, attr, pool) == APR_SUCCESS);
    char out[64] = "";
    apr_size_t len = sizeof out - 1;
    apr_file_read_full(proc.out, out, len, &len);
    out[len] = '\0';
    int code = -1;
    apr_exit_why_e why;
    apr_proc_wait(&proc, &code, &why, APR_WAIT);
    CHECK_EQ(code, 7);
    CHECK(strcmp(out, "flushed on exit") == 0);
    free(exe);
    apr_pool_destroy(pool);
}

static const unit_case unit_cases[] = {
#include "test_os_cases.inc"
};

int main(int argc, char **argv)
{
    saved_argc = argc;
    saved_argv = argv;
    if (argc == 2 && strcmp(argv[1], "exit-helper") == 0) {
        os_init();
        fputs("flushed on exit", stdout);
        os_exit(7);
    }
    return unit_run(unit_cases, sizeof unit_cases / sizeof unit_cases[0], argc, argv, setup, teardown);
}
