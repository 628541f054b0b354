/*
 * gclocker.h -- the GC locker: a nesting count that holds the collector
 * off (heap-owned; gclocker.c).
 *
 * Invariant: no collection starts while the count is above zero.  A
 * collector reads the count with the world stopped, so a holder that took
 * the locker before the stop keeps every object where it is until it
 * leaves.  JVMPI is the holder: the agent's DisableGC/EnableGC, and every
 * event or dump that hands out raw object IDs (the spec's rule).
 *
 * An allocation that needs a collection while another thread holds the
 * locker waits for the count to reach zero (gc_locker_await), safepoint-
 * safe, for at most a bounded time; then the heap is full and it is an
 * OutOfMemoryError.  A thread that holds the locker itself does not wait:
 * nothing could release it, so its allocation fails at once.  The count
 * never goes below zero: an unmatched leave (an agent's extra EnableGC) is
 * ignored.
 */
#ifndef LANTERN_GCLOCKER_H
#define LANTERN_GCLOCKER_H

#include <stdbool.h>
#include <stdint.h>

#include "runtime/vm.h"

/* Made once, before any thread can wait (heap_init). */
bool gc_locker_init(void);
/* t: the calling thread's vm_thread, or NULL for a thread the VM does not
 * know (its holding is then not recognised as its own). */
void gc_locker_enter(vm_thread *t);
void gc_locker_leave(vm_thread *t);
/* Whether anyone holds it now (a snapshot unless the world is stopped). */
bool gc_locker_is_held(void);
/* Whether t itself holds it (it entered more often than it left). */
bool gc_locker_held_by(const vm_thread *t);
/* Waits until nobody holds the locker or deadline_ns (os_time_nanos) has
 * passed; true if it was free.  An IN_JAVA caller waits IN_NATIVE, so a
 * safepoint the holder needs is not held up by it. */
bool gc_locker_await(vm_thread *t, int64_t deadline_ns);

#endif /* LANTERN_GCLOCKER_H */
