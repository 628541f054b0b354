/*
 * safepoint.c -- the stop-the-world handshake (see safepoint.h for the
 * protocol and its invariant).
 */
#include "runtime/safepoint.h"
#include "runtime/threads.h"

volatile int32_t safepoint_requested;

static os_monitor *sp_lock;      /* guards the handshake; waiters park here */
static os_monitor *sp_serial;    /* one requester at a time */
static int sp_depth;             /* the requester's nesting (a dump handler may RunGC) */
static vm_thread *volatile sp_holder; /* the requester while the world is stopped */

void safepoint_init(void)
{
    sp_lock = os_monitor_create("_safepoint");
    sp_serial = os_monitor_create("_safepoint requests");
}

typedef struct {
    vm_thread *self;
    bool all_stopped;
} stop_scan;

static void check_stopped(vm_thread *t, void *arg)
{
    stop_scan *s = arg;
    if (t != s->self && os_atomic_load32(&t->exec_state) == THREAD_EXEC_IN_JAVA) s->all_stopped = false;
}

void safepoint_begin(vm_thread *self)
{
    os_monitor_enter(sp_serial);
    if (sp_depth++ > 0) return; /* already stopped by this thread */
    os_monitor_enter(sp_lock);
    os_atomic_swap32(&safepoint_requested, 1);
    os_atomic_fence(); /* the Dekker pair with thread_from_native */
    for (;;) {
        stop_scan s = {self, true};
        thread_for_each(check_stopped, &s);
        if (s.all_stopped) break;
        /* A thread going native does not signal; look again soon. */
        os_monitor_wait(sp_lock, 1);
    }
    os_monitor_exit(sp_lock);
    os_atomic_store_ptr((void *volatile *)&sp_holder, self);
    OS_TRACE(VM_TRACE_SAFEPOINT, "safepoint", "all threads stopped");
}

void safepoint_end(vm_thread *self)
{
    (void)self;
    if (--sp_depth > 0) {
        os_monitor_exit(sp_serial);
        return;
    }
    os_atomic_store_ptr((void *volatile *)&sp_holder, NULL);
    os_monitor_enter(sp_lock);
    os_atomic_swap32(&safepoint_requested, 0);
    os_monitor_notify_all(sp_lock);
    os_monitor_exit(sp_lock);
    os_monitor_exit(sp_serial);
    OS_TRACE(VM_TRACE_SAFEPOINT, "safepoint", "released");
}

void safepoint_block(vm_thread *t)
{
    os_monitor_enter(sp_lock);
    int32_t was = os_atomic_swap32(&t->exec_state, THREAD_EXEC_STOPPED);
    os_monitor_notify_all(sp_lock);
    while (os_atomic_load32(&safepoint_requested) || os_atomic_load32(&t->suspended)) os_monitor_wait(sp_lock, 0);
    os_atomic_swap32(&t->exec_state, was == THREAD_EXEC_STOPPED ? THREAD_EXEC_IN_JAVA : was);
    os_monitor_exit(sp_lock);
}

bool safepoint_await_release(bool (*give_up)(void *ctx), void *ctx)
{
    bool released;
    os_monitor_enter(sp_lock);
    for (;;) {
        released = !os_atomic_load32(&safepoint_requested);
        if (released || give_up(ctx)) break;
        os_monitor_wait(sp_lock, 0);
    }
    os_monitor_exit(sp_lock);
    return released;
}

void safepoint_wake_waiters(void)
{
    os_monitor_enter(sp_lock);
    os_monitor_notify_all(sp_lock);
    os_monitor_exit(sp_lock);
}

bool safepoint_thread_is_stopped(const vm_thread *t)
{
    int32_t s = os_atomic_load32((volatile int32_t *)&t->exec_state);
    return (os_atomic_load32(&safepoint_requested) || os_atomic_load32((volatile int32_t *)&t->suspended)) &&
           s != THREAD_EXEC_IN_JAVA;
}

bool safepoint_held_by(const vm_thread *t)
{
    return os_atomic_load_ptr((void *const volatile *)&sp_holder) == t;
}

int32_t safepoint_stop_world(vm_thread *self)
{
    int32_t was = os_atomic_load32(&self->exec_state);
    if (was == THREAD_EXEC_IN_JAVA) thread_to_native(self);
    safepoint_begin(self);
    return was;
}

void safepoint_restart_world(vm_thread *self, int32_t was)
{
    safepoint_end(self);
    if (was == THREAD_EXEC_IN_JAVA) thread_from_native(self);
}

bool safepoint_resume(vm_thread *t)
{
    os_monitor_enter(sp_lock);
    bool was = os_atomic_swap32(&t->suspended, 0) != 0;
    os_monitor_notify_all(sp_lock);
    os_monitor_exit(sp_lock);
    return was;
}
