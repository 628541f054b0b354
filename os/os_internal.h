/*
 * os_internal.h -- the records shared by os/'s own files: a thread and a
 * monitor, and the global state made by os_init.
 *
 * Locking (the only two orders ever taken, so no deadlock):
 *   thread->lock  before  monitor->mx      (os_thread_interrupt)
 *   monitor->mx   alone                    (everything in os_monitor.c)
 * A waiting thread publishes the monitor it waits on in thread->waiting_on
 * under thread->lock *before* it takes monitor->mx, and clears it after it
 * has released monitor->mx, which is what lets an interrupter take the locks
 * in the order above and still never miss a waiter.
 */
#ifndef LANTERN_OS_INTERNAL_H
#define LANTERN_OS_INTERNAL_H

#include <apr_pools.h>
#include <apr_thread_cond.h>
#include <apr_thread_mutex.h>
#include <apr_thread_proc.h>

#include "os.h"
#include "os_platform.h"

#if defined(_MSC_VER)
#define OS_THREAD_LOCAL __declspec(thread)
#else
#define OS_THREAD_LOCAL _Thread_local
#endif

struct os_thread {
    apr_pool_t *pool;         /* unmanaged; owns everything APR made for us */
    apr_thread_t *apr;        /* NULL for attached threads */
    apr_thread_mutex_t *lock; /* guards waiting_on, detached, finished, native */
    apr_thread_cond_t *wake;  /* this thread's own wake-up, used with a monitor's mx */
    char *name;               /* malloc'd */
    int priority;
    os_thread_fn fn;
    void *arg;
    osp_native *native;       /* NULL once the thread has ended */
    int64_t final_cpu_ns;     /* CPU time recorded as the thread ended */
    uint64_t native_id;
    volatile int32_t interrupted;
    os_monitor *waiting_on;   /* monitor whose wait set holds this thread */
    os_monitor *volatile entering; /* monitor this thread is blocked entering (snapshot) */
    os_thread *wait_next;     /* link in that wait set (FIFO) */
    bool notified;            /* set by notify, under waiting_on->mx */
    bool detached, finished;
    os_monitor *sleeper;      /* private monitor os_thread_sleep waits on */
};

struct os_monitor {
    apr_thread_mutex_t *mx;       /* held only for a few instructions */
    apr_thread_cond_t *entry_cv;  /* signalled when the monitor becomes free */
    os_thread *volatile owner;
    int count;                    /* recursion depth of owner */
    int entry_waiters;            /* threads blocked in enter */
    os_thread *wait_head, *wait_tail;   /* the wait set, FIFO */
    os_thread *ready_head, *ready_tail; /* notified, not yet woken (wait morphing) */
    char *name;                   /* malloc'd */
    os_monitor *free_next;        /* destroyed monitors are recycled */
};

/* Made by os_init: a pool for long-lived objects, guarded by os_global_lock. */
extern apr_pool_t *os_global_pool;
extern apr_thread_mutex_t *os_global_lock;

/* The calling thread's record, attaching an unnamed one if it has none. */
os_thread *os_self(void);

char *os_strdup(const char *s);
/* Frees destroyed monitors' records; only while nothing else runs (os_shutdown). */
void os_monitor_forget_free_list(void);

#endif /* LANTERN_OS_INTERNAL_H */
