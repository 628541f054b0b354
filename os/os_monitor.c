/*
 * os_monitor.c -- monitors: owner, recursion, entry queue and wait set.
 *
 * A monitor is not an APR mutex held for as long as the monitor is owned:
 * that could not give an owner, a recursion count that survives a wait, or
 * a way for an interrupter to reach a waiter.  Instead the short-held mutex
 * mx guards the monitor's state and threads block on condition variables:
 *
 *   entering  blocks on entry_cv until owner == NULL
 *   waiting   sits in the FIFO wait set and blocks on its own thread->wake,
 *             so a wake-up that is neither a notify, a timeout nor an
 *             interrupt is just waited out again (no spurious returns).
 *
 * Wait morphing: notify does not wake the thread it picks -- that thread
 * could only block again at once, the notifier still owning the monitor.
 * It marks it notified and moves it to the ready list; each release wakes
 * the first ready thread (and an entrant, if any, so entrants are not
 * starved by a stream of notifications).  notifyAll of n waiters then
 * costs one wake-up per release instead of n at once.  A ready thread
 * whose timed wait runs out first takes itself off the list.
 *
 * Monitor records are never freed: destroy puts them on a free list that
 * create takes from first, since APR objects can only be freed with a pool.
 * The record itself is malloc'd (only its APR objects live in the global
 * pool) so that leak checkers can follow its pointers.
 */
#include <stdlib.h>

#include "os_internal.h"

static os_monitor *free_monitors; /* guarded by os_global_lock */

os_monitor *os_monitor_create(const char *name)
{
    char *copy = os_strdup(name ? name : "");
    if (!copy) return NULL;
    apr_thread_mutex_lock(os_global_lock);
    os_monitor *m = free_monitors;
    if (m) {
        free_monitors = m->free_next;
    } else {
        m = calloc(1, sizeof *m);
        if (m && (apr_thread_mutex_create(&m->mx, APR_THREAD_MUTEX_DEFAULT, os_global_pool) != APR_SUCCESS ||
                  apr_thread_cond_create(&m->entry_cv, os_global_pool) != APR_SUCCESS)) {
            free(m); /* the pool keeps whichever APR object was made; it is small */
            m = NULL;
        }
    }
    apr_thread_mutex_unlock(os_global_lock);
    if (!m) {
        free(copy);
        return NULL;
    }
    m->owner = NULL;
    m->count = 0;
    m->entry_waiters = 0;
    m->wait_head = m->wait_tail = NULL;
    m->ready_head = m->ready_tail = NULL;
    m->free_next = NULL;
    m->name = copy;
    OS_TRACE(OS_TRACE_MONITOR, "monitor", "create %p \"%s\"", (void *)m, copy);
    return m;
}

os_status os_monitor_destroy(os_monitor *m)
{
    os_thread *self = os_thread_current();
    apr_thread_mutex_lock(m->mx);
    bool busy = (m->owner && m->owner != self) || m->wait_head || m->ready_head || m->entry_waiters;
    apr_thread_mutex_unlock(m->mx);
    if (busy) return OS_BUSY;
    OS_TRACE(OS_TRACE_MONITOR, "monitor", "destroy %p \"%s\"", (void *)m, m->name);
    free(m->name);
    m->name = NULL;
    m->owner = NULL;
    apr_thread_mutex_lock(os_global_lock);
    m->free_next = free_monitors;
    free_monitors = m;
    apr_thread_mutex_unlock(os_global_lock);
    return OS_OK;
}

void os_monitor_forget_free_list(void)
{
    /* Their APR objects lived in the global pool, which os_shutdown is about
     * to destroy: a later os_init must not hand them out again. */
    while (free_monitors) {
        os_monitor *m = free_monitors;
        free_monitors = m->free_next;
        free(m);
    }
}

const char *os_monitor_name(const os_monitor *m)
{
    return m->name;
}

/* Blocks until the monitor is free; called with mx held. */
static void await_free(os_monitor *m)
{
    if (!m->owner) return;
    m->entry_waiters++;
    do
        apr_thread_cond_wait(m->entry_cv, m->mx);
    while (m->owner);
    m->entry_waiters--;
}

/* Gives the monitor up entirely; called with mx held. */
static void release(os_monitor *m)
{
    m->owner = NULL;
    m->count = 0;
    os_thread *r = m->ready_head;
    if (r) {
        m->ready_head = r->wait_next;
        if (!m->ready_head) m->ready_tail = NULL;
        r->wait_next = NULL;
        apr_thread_cond_signal(r->wake);
    }
    if (m->entry_waiters) apr_thread_cond_signal(m->entry_cv);
}

void os_monitor_enter(os_monitor *m)
{
    os_thread *self = os_self();
    apr_thread_mutex_lock(m->mx);
    if (m->owner == self) {
        m->count++;
    } else {
        if (m->owner) {
            OS_TRACE(OS_TRACE_MONITOR, "monitor", "contended enter \"%s\"", m->name);
            os_atomic_store_ptr((void *volatile *)&self->entering, m);
            await_free(m);
            os_atomic_store_ptr((void *volatile *)&self->entering, NULL);
        }
        m->owner = self;
        m->count = 1;
    }
    apr_thread_mutex_unlock(m->mx);
}

bool os_monitor_try_enter(os_monitor *m)
{
    os_thread *self = os_self();
    bool got = false;
    apr_thread_mutex_lock(m->mx);
    if (m->owner == self) {
        m->count++;
        got = true;
    } else if (!m->owner) {
        m->owner = self;
        m->count = 1;
        got = true;
    }
    apr_thread_mutex_unlock(m->mx);
    return got;
}

os_status os_monitor_exit(os_monitor *m)
{
    os_thread *self = os_thread_current();
    os_status st = OS_OK;
    apr_thread_mutex_lock(m->mx);
    if (!self || m->owner != self)
        st = OS_NOT_OWNER;
    else if (--m->count == 0)
        release(m);
    apr_thread_mutex_unlock(m->mx);
    return st;
}

static void wait_set_append(os_monitor *m, os_thread *t)
{
    t->wait_next = NULL;
    t->notified = false;
    if (m->wait_tail)
        m->wait_tail->wait_next = t;
    else
        m->wait_head = t;
    m->wait_tail = t;
}

static os_thread *wait_set_pop(os_monitor *m)
{
    os_thread *t = m->wait_head;
    if (t) {
        m->wait_head = t->wait_next;
        if (!m->wait_head) m->wait_tail = NULL;
        t->wait_next = NULL;
    }
    return t;
}

static void wait_set_remove(os_monitor *m, os_thread *t)
{
    os_thread *prev = NULL;
    for (os_thread *p = m->wait_head; p; prev = p, p = p->wait_next) {
        if (p != t) continue;
        if (prev)
            prev->wait_next = p->wait_next;
        else
            m->wait_head = p->wait_next;
        if (m->wait_tail == p) m->wait_tail = prev;
        p->wait_next = NULL;
        return;
    }
}

static void ready_append(os_monitor *m, os_thread *t)
{
    t->wait_next = NULL;
    if (m->ready_tail)
        m->ready_tail->wait_next = t;
    else
        m->ready_head = t;
    m->ready_tail = t;
}

/* t leaves the ready list by itself (it woke before a release picked it). */
static void ready_remove(os_monitor *m, os_thread *t)
{
    os_thread *prev = NULL;
    for (os_thread *p = m->ready_head; p; prev = p, p = p->wait_next) {
        if (p != t) continue;
        if (prev)
            prev->wait_next = p->wait_next;
        else
            m->ready_head = p->wait_next;
        if (m->ready_tail == p) m->ready_tail = prev;
        p->wait_next = NULL;
        return;
    }
}

static void set_waiting_on(os_thread *self, os_monitor *m)
{
    apr_thread_mutex_lock(self->lock);
    self->waiting_on = m;
    apr_thread_mutex_unlock(self->lock);
}

os_status os_monitor_wait(os_monitor *m, int64_t ms)
{
    os_thread *self = os_thread_current();
    if (!self) return OS_NOT_OWNER;
    if (ms < 0) ms = 0;
    /* A timeout past what the clock can count (Object.wait(Long.MAX_VALUE),
     * about 292 years in nanoseconds) is no timeout. */
    if (ms > INT64_MAX / 1000000 - os_time_nanos() / 1000000) ms = 0;
    /* Published before mx is taken: see the lock order in os_internal.h. */
    set_waiting_on(self, m);
    apr_thread_mutex_lock(m->mx);
    if (m->owner != self) {
        apr_thread_mutex_unlock(m->mx);
        set_waiting_on(self, NULL);
        return OS_NOT_OWNER;
    }
    if (os_thread_interrupted(self, true)) {
        apr_thread_mutex_unlock(m->mx);
        set_waiting_on(self, NULL);
        return OS_INTERRUPTED;
    }
    int saved = m->count;
    wait_set_append(m, self);
    release(m);

    int64_t deadline = ms ? os_time_nanos() + ms * 1000000 : 0;
    os_status st;
    for (;;) {
        if (self->notified) {
            st = OS_OK;
            break;
        }
        if (os_thread_interrupted(self, false)) {
            st = OS_INTERRUPTED;
            break;
        }
        if (!ms) {
            apr_thread_cond_wait(self->wake, m->mx);
            continue;
        }
        int64_t left = deadline - os_time_nanos();
        if (left <= 0) {
            st = OS_TIMEOUT;
            break;
        }
        apr_thread_cond_timedwait(self->wake, m->mx, (apr_interval_time_t)((left + 999) / 1000));
    }
    /* a notified thread is on the ready list (unless a release took it
     * off to wake it), the others still in the wait set */
    if (st == OS_OK)
        ready_remove(m, self);
    else
        wait_set_remove(m, self);
    if (st == OS_INTERRUPTED) os_thread_interrupted(self, true);

    await_free(m);
    m->owner = self;
    m->count = saved;
    apr_thread_mutex_unlock(m->mx);
    set_waiting_on(self, NULL);
    return st;
}

static os_status notify(os_monitor *m, bool all)
{
    os_thread *self = os_thread_current();
    os_status st = OS_OK;
    apr_thread_mutex_lock(m->mx);
    if (!self || m->owner != self) {
        st = OS_NOT_OWNER;
    } else {
        os_thread *t;
        while ((t = wait_set_pop(m)) != NULL) {
            t->notified = true;
            ready_append(m, t); /* woken by a release, not now */
            if (!all) break;
        }
    }
    apr_thread_mutex_unlock(m->mx);
    return st;
}

os_status os_monitor_notify(os_monitor *m)
{
    return notify(m, false);
}

os_status os_monitor_notify_all(os_monitor *m)
{
    return notify(m, true);
}

os_thread *os_monitor_owner(const os_monitor *m)
{
    return m->owner;
}

void os_monitor_force_owner(os_monitor *m, os_thread *owner, int count)
{
    apr_thread_mutex_lock(m->mx);
    m->owner = owner;
    m->count = owner ? count : 0;
    apr_thread_mutex_unlock(m->mx);
}

bool os_monitor_is_idle(os_monitor *m)
{
    apr_thread_mutex_lock(m->mx);
    bool idle = !m->owner && !m->entry_waiters && !m->wait_head && !m->ready_head;
    apr_thread_mutex_unlock(m->mx);
    return idle;
}

os_monitor *os_thread_blocked_on(os_thread *t, bool *waiting)
{
    os_monitor *m = os_atomic_load_ptr((void *const volatile *)&t->entering);
    *waiting = false;
    if (m) return m;
    apr_thread_mutex_lock(t->lock);
    m = t->waiting_on;
    apr_thread_mutex_unlock(t->lock);
    *waiting = m != NULL;
    return m;
}

int os_monitor_entry_count(const os_monitor *m)
{
    return m->owner ? m->count : 0;
}

int os_monitor_waiter_count(os_monitor *m)
{
    int n = 0;
    apr_thread_mutex_lock(m->mx);
    for (os_thread *t = m->wait_head; t; t = t->wait_next) n++;
    apr_thread_mutex_unlock(m->mx);
    return n;
}

int os_monitor_entrant_count(os_monitor *m)
{
    apr_thread_mutex_lock(m->mx);
    int n = m->entry_waiters;
    for (os_thread *t = m->ready_head; t; t = t->wait_next) n++;
    apr_thread_mutex_unlock(m->mx);
    return n;
}
