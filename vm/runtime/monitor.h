/*
 * monitor.h -- Java monitors: thin locks in the object header that inflate
 * into OS monitors when threads contend or wait.
 *
 * The lock word (object.h has the whole diagram) has three states:
 *
 *   unlocked   ......hash...... | 0 ........ 0 | 00
 *   thin       ......hash...... | owner | rec  | 01    rec = depth - 1
 *   inflated   ......hash...... | index  (24)  | 10    bits 8..31: the
 *                                                      monitor table's slot
 *
 * The identity hash keeps its place in every state, so inflation never
 * moves it.  Uncontended locking is one compare-and-swap on the word and
 * no OS call; every change of a thin word is a CAS, because another thread
 * may inflate it at any moment.
 *
 * Inflation.  A thread that finds the word thin-locked by another thread
 * (or that must wait on a lock it holds thin) takes a monitor record,
 * makes its OS monitor owned by the thin owner with the same depth, and
 * CASes the word to "inflated".  If the CAS fails the word changed: the
 * record goes back and the thread looks again.  The owner then finds the
 * word inflated and continues through the OS monitor.
 *
 * Records live until the collector retires them (monitor_gc, world
 * stopped): a record whose object died is freed; one that is idle (no
 * owner, entrant or waiter, and no thread about to block on it) is
 * deflated back into an unlocked word.  A thread announces that it is
 * about to block or wait (`pending`) while it is still IN_JAVA, so no
 * collection can retire the record between its reading the word and its
 * blocking, nor while it is between a notify and owning the monitor again.
 *
 * Blocking (a contended enter, wait) happens IN_NATIVE (safepoint.h), so a
 * blocked thread never holds up a collection.
 */
#ifndef LANTERN_MONITOR_H
#define LANTERN_MONITOR_H

#include "runtime/vm.h"

bool monitor_enter(vm_thread *t, object *o);
bool monitor_exit(vm_thread *t, object *o);
bool monitor_owned_by(vm_thread *t, const object *o);
/* Object.wait: ms == 0 waits until notified; IllegalMonitorStateException,
 * InterruptedException or IllegalArgumentException pending on failure. */
bool monitor_wait(vm_thread *t, object *o, int64_t ms);
bool monitor_notify(vm_thread *t, object *o, bool all);

/* What a thread dump and deadlock detection ask: the object a thread is
 * blocked on (entering, or waiting when *waiting), or NULL; and the owner
 * of an object's lock (NULL if free).  Snapshots; exact at a safepoint. */
object *monitor_blocking_object(vm_thread *t, bool *waiting);
vm_thread *monitor_owner(const object *o);
/* Recursion depth of the owner's hold (0 if free). */
int monitor_entry_count(const object *o);

/* The collector's pass over the records, after the copy: forward or free
 * them, and deflate the idle ones.  forward(o) returns the new address of
 * a live object or NULL for a dead one. */
void monitor_gc(object *(*forward)(object *o));

void monitor_init(void);

#endif
