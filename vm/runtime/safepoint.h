/*
 * safepoint.h -- stopping the Java threads at known points, and the thread
 * states that make it possible.
 *
 * A thread that runs Java (or VM code on its behalf) is IN_JAVA and must
 * reach a poll before the world counts as stopped; the interpreter polls at
 * method entry, at every jump whose target is not after it (a goto to
 * itself is `while (true);`; switches, jsr and ret count as jumps) and at
 * every exception handler's entry, so that every loop has a poll; one load
 * and a branch each.  A
 * thread in native code or blocked in the VM is IN_NATIVE: its frames are
 * already written back, so it never holds a safepoint up (docs/rules.md rule 6);
 * coming back it re-checks and waits while a safepoint is in progress.
 *
 *      IN_JAVA --to_native--> IN_NATIVE --from_native--> IN_JAVA
 *         |                                  (waits if requested)
 *         +--poll (requested)--> STOPPED --(released)--> IN_JAVA
 *
 * The state change and the request are each made with a full barrier, and
 * each side reads the other's after writing its own (Dekker), so a thread
 * either sees the request or is seen as IN_JAVA and waited for.
 *
 * Requesters: the collector, the Signal Dispatcher (Ctrl-\ / Ctrl-Break:
 * thread dumps and JVMPI data dumps) and JVMPI suspension.
 */
#ifndef LANTERN_SAFEPOINT_H
#define LANTERN_SAFEPOINT_H

#include "runtime/vm.h"

/* A thread's exec_state: where it runs, as the safepoint protocol sees it. */
enum thread_exec_state {
    THREAD_EXEC_IN_JAVA = 0,
    THREAD_EXEC_IN_NATIVE = 1,
    THREAD_EXEC_STOPPED = 2
};

extern volatile int32_t safepoint_requested;

void safepoint_init(void);
/* Stops every other thread (returns once each is IN_NATIVE or STOPPED).
 * Requests are serialised: one safepoint at a time. */
void safepoint_begin(vm_thread *self);
void safepoint_end(vm_thread *self);
/* The poll's slow side: wait here while a safepoint is in progress. */
void safepoint_block(vm_thread *t);
bool safepoint_thread_is_stopped(const vm_thread *t);
/* Whether t is the thread that has the world stopped now. */
bool safepoint_held_by(const vm_thread *t);
/* For a thread IN_NATIVE that must not go on while the world is stopped
 * but must not block the requester either (JVMPI DisableGC): blocks until
 * no safepoint is requested -- true -- or until give_up(ctx) holds --
 * false.  give_up is asked under the handshake's lock each time the
 * waiter wakes: at the restart, and at every safepoint_wake_waiters. */
bool safepoint_await_release(bool (*give_up)(void *ctx), void *ctx);
/* Makes waiters in safepoint_await_release ask their give_up again, after
 * a change of what it tests. */
void safepoint_wake_waiters(void);

#define SAFEPOINT_POLL(t)                                          \
    do {                                                           \
        if (os_atomic_load32(&safepoint_requested)) safepoint_block(t); \
    } while (0)
/* (A suspension request raises safepoint_requested for its own safepoint;
 * after that the suspended thread is blocked, so polls need no second test.) */

static inline void thread_to_native(vm_thread *t)
{
    os_atomic_swap32(&t->exec_state, THREAD_EXEC_IN_NATIVE);
}

static inline void thread_from_native(vm_thread *t)
{
    os_atomic_swap32(&t->exec_state, THREAD_EXEC_IN_JAVA);
    os_atomic_fence(); /* the Dekker pair with safepoint_begin */
    if (os_atomic_load32(&safepoint_requested) || os_atomic_load32(&t->suspended)) safepoint_block(t);
}

/* Stops the world from any thread in any state: an IN_JAVA caller waits
 * for its turn IN_NATIVE (two requesters never wait for each other) and
 * stays so until the restart.  Returns the state to give to restart. */
int32_t safepoint_stop_world(vm_thread *self);
void safepoint_restart_world(vm_thread *self, int32_t was);

/* JVMPI suspension: a thread whose `suspended` flag is set (threads.c,
 * thread_mark_suspended) stops at its next poll, or on its way back
 * from native code, and stays stopped until resumed here.  False if it was
 * not suspended. */
bool safepoint_resume(vm_thread *t);

#endif /* LANTERN_SAFEPOINT_H */
