/*
 * finalizer.c -- finalization, as HotSpot does it: an object whose class
 * has a non-trivial finalize() (class.c decides: class.h `finalizer`) is
 * registered when it is allocated or cloned (heap.c tests the class's
 * pointer, so other classes' allocations pay one test).  The registry is
 * weak: a collection that finds a registered object otherwise unreachable
 * moves it to the queue and keeps it, with everything it reaches, for the
 * "Finalizer" daemon thread (java/lang/ref/Finalizer.java, priority 8 in
 * the system group, as HotSpot's), which takes it off the queue and calls
 * finalize() once; the object is then an ordinary one, collected by a
 * later collection unless finalize() resurrected it.  It is never
 * registered again, so it is finalized at most once.
 *
 * The thread is started by the first registration, not at start-up: a
 * program without finalizable objects (nearly all: the class library has
 * none) starts exactly the threads it did before, so its thread dumps and
 * JVMPI thread events are unchanged.
 *
 * Order within a collection (gc.c gc_references): soft referents kept,
 * Soft and Weak References cleared, then the final-reachable objects
 * found -- all of them before any is kept, so that two dead finalizable
 * objects referring to each other are queued together -- and kept, then
 * Phantom References settled.  The queue is a stack: the newest entry is
 * finalized first, as the JDK's ReferenceQueue hands them out.
 *
 * Locking: the registry and the queue change under `lock` (a spin lock:
 * its holders never allocate, block or reach a safepoint inside) when Java
 * threads register or poll, and without it in a collection, which runs
 * with every Java thread stopped outside those sections.  The Finalizer
 * thread parks when the queue is empty; the thread that collected unparks
 * it once the world runs again (finalizer_wake).
 *
 * JVMPI: a final-reachable object is kept by the collector like any live
 * one, so it is moved, not freed (OBJECT_FREE comes when a later
 * collection really frees it).
 */
#include <stdlib.h>

#include "heap/finalizer.h"
#include "heap/gc_internal.h"
#include "interp/interp.h"
#include "object/class.h"
#include "runtime/threads.h"

typedef struct obj_list {
    object **at;
    size_t count, cap;
} obj_list;

static obj_list registry;            /* registered, not yet found dead (weak) */
static obj_list queue;               /* waiting for finalize() (strong) */
static object *finalizer_thread;     /* its Thread, once started (strong) */
static volatile int32_t lock;
static volatile int32_t started;     /* the thread was started, or is being started */
static volatile int32_t wake_needed; /* a collection queued something since the last wake */

static void lock_take(void)
{
    while (!os_atomic_cas32(&lock, 0, 1)) os_thread_yield();
}

static void lock_give(void)
{
    os_atomic_store32(&lock, 0);
}

static void push(obj_list *l, object *o)
{
    if (l->count == l->cap) {
        size_t n = l->cap ? l->cap * 2 : 64;
        object **a = realloc(l->at, n * sizeof *a);
        if (!a) {
            vm_printf(stderr, "Lantern: out of memory for the finalization tables\n");
            vm_abort();
        }
        l->at = a;
        l->cap = n;
    }
    l->at[l->count++] = o;
}

/* The Finalizer thread, started from Java; o is rooted meanwhile.  On
 * failure (no memory for the thread) the next registration tries again. */
static void start_thread(vm_thread *t, object **o)
{
    object *pending = t->exception;
    t->exception = NULL;
    VM_ROOT(t, o);
    VM_ROOT(t, &pending);
    vm_class *c = class_load(t, "java/lang/ref/Finalizer");
    if (!c || !vm_call_static(t, c, "startThread", "()V", NULL, NULL)) {
        t->exception = NULL;
        os_atomic_store32(&started, 0);
    }
    VM_UNROOT(t, 2);
    t->exception = pending;
}

object *finalizer_register(vm_thread *t, object *o)
{
    lock_take();
    push(&registry, o);
    lock_give();
    if (!os_atomic_load32(&started) && os_atomic_cas32(&started, 0, 1)) start_thread(t, &o);
    return o;
}

/* ---- the collectors' side ----------------------------------------------------- */

void finalizer_roots(void (*fn)(object **slot, void *arg), void *arg)
{
    fn(&finalizer_thread, arg);
    for (size_t i = 0; i < queue.count; i++) fn(&queue.at[i], arg);
}

void finalizer_discover(void (*keep)(object **slot), object *(*survivor)(object *o))
{
    size_t first = queue.count, kept = 0;
    for (size_t i = 0; i < registry.count; i++) {
        object *o = registry.at[i];
        if (survivor(o)) registry.at[kept++] = o;
        else push(&queue, o);
    }
    registry.count = kept;
    /* Only now: keeping one may make another reachable, and both are due. */
    for (size_t i = first; i < queue.count; i++) keep(&queue.at[i]);
    if (queue.count > first) os_atomic_store32(&wake_needed, 1);
}

void finalizer_weak(object *(*survivor)(object *o))
{
    for (size_t i = 0; i < registry.count; i++) registry.at[i] = survivor(registry.at[i]);
}

void finalizer_wake(void)
{
    if (!os_atomic_load32(&wake_needed) || !os_atomic_swap32(&wake_needed, 0)) return;
    /* Read without the lock: only a collection moves it, and none can run
     * before this thread, in the Java state, reaches a safepoint. */
    thread_unpark(finalizer_thread);
}

/* ---- the natives' side -------------------------------------------------------- */

object *finalizer_poll(void)
{
    lock_take();
    object *o = queue.count ? queue.at[--queue.count] : NULL;
    lock_give();
    return o;
}

bool finalizer_has_pending(void)
{
    lock_take();
    bool any = queue.count != 0;
    lock_give();
    return any;
}

void finalizer_set_thread(object *thread)
{
    finalizer_thread = thread;
}
