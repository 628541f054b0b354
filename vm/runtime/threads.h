/*
 * threads.h -- the VM's threads (threads.c): making and attaching them,
 * finding them, the list of all of them, parking, suspension marks, and the
 * Java-level state that Thread.getState and dumps report.  The vm_thread
 * record itself is in vm.h; the safepoint state of a thread is
 * safepoint.h's.
 */
#ifndef LANTERN_THREADS_H
#define LANTERN_THREADS_H

#include <stdbool.h>
#include <stdint.h>

#include "runtime/vm.h"

/* A thread's java_state: what Thread.getState reports for a live thread
 * (the VM's view; NEW and TERMINATED are decided in Java). */
enum thread_java_state {
    THREAD_JAVA_RUNNABLE = 0, /* the values are what Thread.getState's native returns */
    THREAD_JAVA_BLOCKED,
    THREAD_JAVA_WAITING,
    THREAD_JAVA_TIMED_WAITING
};

void thread_init(const void *jni_functions);
/* A vm_thread for the calling native thread, published on the list. */
vm_thread *thread_new_current(void);
/* In Thread.sleep (its innermost frame; a snapshot, exact at a safepoint). */
bool thread_is_sleeping(const vm_thread *t);
/* Unsafe.park / unpark (time: ns relative, or ms since the epoch if absolute). */
void thread_park(vm_thread *t, bool absolute, int64_t time);
void thread_unpark(object *java_thread);
/* JVMPI CreateSystemThread: a daemon Thread in the system group running fn. */
bool thread_start_system(vm_thread *t, const char *name, int priority, void (*fn)(void *));
/* JVMPI SuspendThread: marks t suspended if it is a live other thread
 * (0), else 10 (invalid) or 14 (already suspended). */
int thread_mark_suspended(vm_thread *self, vm_thread *t);
/* Joins the OS threads of ended Java threads (all of them, or all but a few). */
void thread_reap(bool all);
/* Blocks (IN_NATIVE) until every non-daemon Java thread has ended. */
void thread_await_nondaemon(vm_thread *t);
/* Every thread the VM knows, in creation order (under the list lock: fn
 * must not block). */
void thread_for_each(void (*fn)(vm_thread *t, void *arg), void *arg);
bool thread_is_known(const vm_thread *t);
/* The thread whose java.lang.Thread is o, or NULL. */
vm_thread *thread_of_object(const object *o);
/* A VM thread for a native thread that runs no Java (the Signal Dispatcher):
 * it has an identity (a JNIEnv) for events and roots, but no Thread object. */
vm_thread *thread_attach_internal(void);
/* JNI AttachCurrentThread: a vm_thread for the calling native thread (its
 * os_thread attached already), a Java thread that DestroyJavaVM waits for
 * unless daemon; IN_NATIVE, without a Thread object yet. */
vm_thread *thread_attach_java(bool daemon);
/* JNI DetachCurrentThread: ends it as a Java thread ends (THREAD_END,
 * join()ers woken) and frees it; the OS thread runs on.  Called IN_NATIVE. */
void thread_detach_java(vm_thread *t);
/* DetachCurrentThread of the main thread: its Thread ends (THREAD_END,
 * TERMINATED, joiners woken); the native thread stays for DestroyJavaVM. */
void thread_end_main(vm_thread *t);
/* DestroyJavaVM called by an attached non-daemon thread: it no longer
 * counts among the threads the VM waits for. */
void thread_stop_counting(vm_thread *t);
/* The live thread with that thin-lock id / OS identity, or NULL: an
 * identity to compare, not to dereference (the thread may end and be
 * freed at once). */
vm_thread *thread_by_id(uint32_t id);
vm_thread *thread_of_os(const os_thread *os);
/* The OS identity of the live thread with that thin-lock id, read under
 * the list lock; NULL if no such thread is alive (or it has no OS thread
 * yet).  thread_by_id's answer may be freed as soon as it is returned, so
 * whoever needs a field of another thread's record asks for it here. */
os_thread *thread_os_by_id(uint32_t id);
/* Reads and clears the current thread's interrupt status (the Thread
 * object's field and the OS flag agree afterwards). */
bool thread_take_interrupt(vm_thread *t);

#endif /* LANTERN_THREADS_H */
