/*
 * os_thread.c -- native threads, the current thread, interruption and sleep.
 *
 * Owns the os_thread record's life: created by os_thread_create or
 * os_thread_attach, freed by os_thread_join, by the thread itself when it was
 * detached before it ended, or by os_thread_detach_current.  Each record has
 * an unmanaged APR pool of its own, because APR pools are not thread-safe and
 * a thread's APR objects must die with the thread, not with the process.
 *
 * Invariant: t->native is non-NULL exactly while t's native thread runs (or,
 * for an attached thread, while it is attached); it is read and cleared
 * under t->lock, so another thread's CPU clock is never read after the thread
 * has gone.
 */
#include <stdlib.h>
#include <string.h>

#include <apr_general.h>

#include "os_internal.h"

static OS_THREAD_LOCAL os_thread *tls_self;
static OS_THREAD_LOCAL void *tls_slot;

char *os_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p) memcpy(p, s, n);
    return p;
}

static os_thread *thread_new(const char *name, int priority)
{
    os_thread *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    if (apr_pool_create_unmanaged_ex(&t->pool, NULL, NULL) != APR_SUCCESS) {
        free(t);
        return NULL;
    }
    t->name = os_strdup(name ? name : "");
    t->priority = priority;
    t->final_cpu_ns = -1;
    t->sleeper = os_monitor_create("sleep");
    if (!t->name || !t->sleeper ||
        apr_thread_mutex_create(&t->lock, APR_THREAD_MUTEX_DEFAULT, t->pool) != APR_SUCCESS ||
        apr_thread_cond_create(&t->wake, t->pool) != APR_SUCCESS) {
        if (t->sleeper) os_monitor_destroy(t->sleeper);
        free(t->name);
        apr_pool_destroy(t->pool);
        free(t);
        return NULL;
    }
    return t;
}

static void thread_free(os_thread *t)
{
    os_monitor_destroy(t->sleeper);
    free(t->name);
    apr_pool_destroy(t->pool); /* also the apr_thread_t, its lock and cond */
    free(t);
}

/* Called on the thread itself when it starts running or is attached. */
static void thread_begin(os_thread *t, bool set_os_name)
{
    tls_self = t;
    osp_native *n = osp_thread_started(set_os_name ? t->name : NULL, t->priority);
    apr_thread_mutex_lock(t->lock);
    t->native = n;
    t->native_id = n ? osp_thread_native_id(n) : 0;
    apr_thread_mutex_unlock(t->lock);
    OS_TRACE(OS_TRACE_THREAD, "thread", "start \"%s\" nid=%llu", t->name,
             (unsigned long long)t->native_id);
}

/* Called on the thread itself last thing; returns whether it was detached. */
static bool thread_end(os_thread *t)
{
    OS_TRACE(OS_TRACE_THREAD, "thread", "end \"%s\"", t->name);
    apr_thread_mutex_lock(t->lock);
    osp_native *n = t->native;
    t->native = NULL;
    if (n) {
        t->final_cpu_ns = osp_thread_ending(n);
        osp_thread_free(n);
    }
    t->finished = true;
    bool detached = t->detached;
    apr_thread_mutex_unlock(t->lock);
    tls_self = NULL;
    tls_slot = NULL;
    return detached;
}

static void *APR_THREAD_FUNC trampoline(apr_thread_t *apr, void *data)
{
    (void)apr;
    os_thread *t = data;
    thread_begin(t, true);
    t->fn(t->arg);
    if (thread_end(t)) thread_free(t);
    /* Returning (rather than apr_thread_exit) touches nothing after this:
     * a detached record is already gone. */
    return NULL;
}

os_status os_thread_create(os_thread **out, const char *name, int priority,
                           size_t stack_size, os_thread_fn fn, void *arg)
{
    if (priority < OS_PRIORITY_MIN || priority > OS_PRIORITY_MAX) priority = OS_PRIORITY_NORM;
    os_thread *t = thread_new(name, priority);
    if (!t) return OS_NOMEM;
    t->fn = fn;
    t->arg = arg;
    apr_threadattr_t *attr;
    if (apr_threadattr_create(&attr, t->pool) != APR_SUCCESS) {
        thread_free(t);
        return OS_NOMEM;
    }
    if (stack_size) apr_threadattr_stacksize_set(attr, stack_size);
    apr_thread_t *apr;
    /* The new thread may run before apr_thread_create returns, so everything
     * it reads is set above and t->apr is only for the creator's side. */
    if (apr_thread_create(&apr, attr, trampoline, t, t->pool) != APR_SUCCESS) {
        thread_free(t);
        return OS_ERROR;
    }
    t->apr = apr;
    *out = t;
    return OS_OK;
}

os_status os_thread_join(os_thread *t)
{
    if (!t || !t->apr || t == tls_self) return OS_ERROR;
    apr_status_t rv, st;
    st = apr_thread_join(&rv, t->apr);
    /* APR on Windows reports APR_INCOMPLETE for a thread that returned
     * instead of calling apr_thread_exit; it has still ended. */
    if (st != APR_SUCCESS && st != APR_INCOMPLETE) return OS_ERROR;
    thread_free(t);
    return OS_OK;
}

os_status os_thread_detach(os_thread *t)
{
    if (!t || !t->apr) return OS_ERROR;
    if (apr_thread_detach(t->apr) != APR_SUCCESS) return OS_ERROR;
    apr_thread_mutex_lock(t->lock);
    t->detached = true;
    bool finished = t->finished;
    apr_thread_mutex_unlock(t->lock);
    /* A thread that ended before it was detached did not free itself. */
    if (finished) thread_free(t);
    return OS_OK;
}

os_thread *os_thread_current(void)
{
    return tls_self;
}

os_thread *os_thread_attach(const char *name)
{
    if (tls_self) return tls_self;
    os_thread *t = thread_new(name, OS_PRIORITY_NORM);
    if (!t) return NULL;
    /* Renaming an attached thread would rename the process on Linux when it
     * is the primordial thread; the JDK leaves such threads' OS names alone. */
    thread_begin(t, false);
    return t;
}

void os_thread_detach_current(void)
{
    os_thread *t = tls_self;
    if (!t || t->apr) return; /* only attached threads detach this way */
    void *slot = tls_slot;
    thread_end(t);
    tls_slot = slot; /* the VM's slot outlives the os identity */
    thread_free(t);
}

os_thread *os_self(void)
{
    return tls_self ? tls_self : os_thread_attach(NULL);
}

const char *os_thread_name(const os_thread *t)
{
    return t->name;
}

void os_thread_set_name(os_thread *t, const char *name)
{
    char *copy = os_strdup(name ? name : "");
    if (!copy) return;
    apr_thread_mutex_lock(t->lock);
    char *old = t->name;
    t->name = copy;
    if (t == tls_self && t->native && t->apr) osp_thread_set_name(t->native, copy);
    apr_thread_mutex_unlock(t->lock);
    /* Readers of the old name hold no lock; the VM renames only threads
     * that are not being dumped at that moment (it stops the world first). */
    free(old);
}

int os_thread_priority(const os_thread *t)
{
    return t->priority;
}

void os_thread_set_priority(os_thread *t, int priority)
{
    if (priority < OS_PRIORITY_MIN || priority > OS_PRIORITY_MAX) return;
    apr_thread_mutex_lock(t->lock);
    t->priority = priority;
    if (t->native) osp_thread_set_priority(t->native, priority);
    apr_thread_mutex_unlock(t->lock);
}

uint64_t os_thread_native_id(const os_thread *t)
{
    return t->native_id;
}

void os_thread_yield(void)
{
    apr_thread_yield();
}

os_status os_thread_sleep(int64_t ms)
{
    os_thread *self = os_self();
    if (os_thread_interrupted(self, true)) return OS_INTERRUPTED;
    if (ms <= 0) {
        os_thread_yield();
        return OS_OK;
    }
    /* Nobody notifies the private sleeper, so the wait ends only by timeout
     * or interruption, and interruption reaches it like any monitor wait. */
    os_monitor_enter(self->sleeper);
    os_status st = os_monitor_wait(self->sleeper, ms);
    os_monitor_exit(self->sleeper);
    return st == OS_INTERRUPTED ? OS_INTERRUPTED : OS_OK;
}

void os_thread_interrupt(os_thread *t)
{
    os_atomic_store32(&t->interrupted, 1);
    apr_thread_mutex_lock(t->lock);
    os_monitor *m = t->waiting_on;
    if (m) {
        /* Taking the monitor's mutex orders this wake-up after the waiter's
         * check of the flag, so the signal cannot fall between the check and
         * the wait. */
        apr_thread_mutex_lock(m->mx);
        apr_thread_cond_signal(t->wake);
        apr_thread_mutex_unlock(m->mx);
    }
    apr_thread_mutex_unlock(t->lock);
}

bool os_thread_interrupted(os_thread *t, bool clear)
{
    if (clear) return os_atomic_swap32(&t->interrupted, 0) != 0;
    return os_atomic_load32(&t->interrupted) != 0;
}

void *os_tls_get(void)
{
    return tls_slot;
}

void os_tls_set(void *value)
{
    tls_slot = value;
}

int64_t os_thread_cpu_time(os_thread *t)
{
    if (t == tls_self) return osp_current_thread_cpu_time();
    apr_thread_mutex_lock(t->lock);
    int64_t ns = t->native ? osp_thread_cpu_time(t->native) : t->final_cpu_ns;
    apr_thread_mutex_unlock(t->lock);
    return ns;
}

int64_t os_current_thread_cpu_time(void)
{
    return osp_current_thread_cpu_time();
}
