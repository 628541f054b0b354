/*
 * gclocker.c -- the GC locker (gclocker.h): the count that holds the
 * collector off, and the wait of an allocation that needs a collection
 * while someone else holds it.
 *
 * Entering and leaving are one atomic each and take no lock: JVMPI brackets
 * every OBJECT_ALLOC event with them.  Only a leave that brings the count
 * to zero while someone waits takes the lock, to wake the waiters.  The
 * waiter counts itself before it reads the count, and the leaver drops the
 * count before it reads the waiters, each with a full fence in between
 * (Dekker), so either the waiter sees the count at zero or the leaver sees
 * the waiter; and the waiter checks the count with the lock held up to its
 * wait, so the wake-up cannot come between the check and the wait.
 */
#include "heap/gclocker.h"
#include "os.h"
#include "runtime/safepoint.h"

static volatile int32_t count;   /* enters not yet matched by leaves */
static volatile int32_t waiters; /* threads in gc_locker_await */
static os_monitor *lock;         /* guards nothing but the waits */

bool gc_locker_init(void)
{
    if (!lock) lock = os_monitor_create("GC locker");
    return lock != NULL;
}

void gc_locker_enter(vm_thread *t)
{
    os_atomic_add32(&count, 1);
    if (t) t->gc_locker_depth++;
}

void gc_locker_leave(vm_thread *t)
{
    if (t && t->gc_locker_depth > 0) t->gc_locker_depth--;
    int32_t c;
    do {
        c = os_atomic_load32(&count);
        if (c <= 0) return;
    } while (!os_atomic_cas32(&count, c, c - 1));
    if (c != 1) return;
    os_atomic_fence();
    if (os_atomic_load32(&waiters) > 0) {
        os_monitor_enter(lock);
        os_monitor_notify_all(lock);
        os_monitor_exit(lock);
    }
}

bool gc_locker_is_held(void)
{
    return os_atomic_load32(&count) > 0;
}

bool gc_locker_held_by(const vm_thread *t)
{
    return t && t->gc_locker_depth > 0;
}

bool gc_locker_await(vm_thread *t, int64_t deadline_ns)
{
    if (!gc_locker_is_held()) return true;
    OS_TRACE(VM_TRACE_GC, "gc", "allocation waits for the GC locker");
    int32_t st = os_atomic_load32(&t->exec_state);
    if (st == THREAD_EXEC_IN_JAVA) thread_to_native(t);
    bool interrupted = false;
    os_monitor_enter(lock);
    os_atomic_add32(&waiters, 1);
    os_atomic_fence();
    for (;;) {
        if (!gc_locker_is_held()) break;
        int64_t left = deadline_ns - os_time_nanos();
        if (left <= 0) break;
        int64_t ms = (left + 999999) / 1000000; /* never 0: that would wait without end */
        if (os_monitor_wait(lock, ms) == OS_INTERRUPTED) interrupted = true;
    }
    os_atomic_add32(&waiters, -1);
    os_monitor_exit(lock);
    /* The wait took the interrupt; it belongs to the Java code (Thread.interrupted, a later sleep). */
    if (interrupted && os_thread_current()) os_thread_interrupt(os_thread_current());
    if (st == THREAD_EXEC_IN_JAVA) thread_from_native(t);
    return !gc_locker_is_held();
}
