/*
 * finalizer.h -- finalization (finalizer.c): the objects whose class has a
 * non-trivial finalize() (class.h `finalizer`), registered when allocated,
 * found "final-reachable" by the collectors, kept and queued for the
 * "Finalizer" thread (java/lang/ref/Finalizer.java), which calls finalize()
 * once.  The collectors' side is reached through gc.c only.
 */
#ifndef LANTERN_FINALIZER_H
#define LANTERN_FINALIZER_H

#include <stdbool.h>

#include "runtime/vm.h"

/* Registers o (just allocated or cloned, its class has a finalizer); the
 * first registration starts the Finalizer thread, which may collect: the
 * result is o's address afterwards. */
object *finalizer_register(vm_thread *t, object *o);

/* ---- for gc.c, with the world stopped ------------------------------------ */
/* The queued objects (strong until finalize() has been called on them). */
void finalizer_roots(void (*fn)(object **slot, void *arg), void *arg);
/* After the strong marking and the Soft/Weak References: every registered
 * object that survivor says is dead leaves the registry for the queue and
 * is kept (keep: as if strongly reachable, with all it reaches). */
void finalizer_discover(void (*keep)(object **slot), object *(*survivor)(object *o));
/* The registry's entries moved (every entry is alive by now). */
void finalizer_weak(object *(*survivor)(object *o));

/* ---- for heap.c, once the world runs again -------------------------------- */
/* Wakes the Finalizer thread if the last collection queued something. */
void finalizer_wake(void);

/* ---- for the natives (natives_fin.c), in the Java state ------------------ */
/* The newest queued object, taken off the queue; NULL if none. */
object *finalizer_poll(void);
bool finalizer_has_pending(void);
/* The Finalizer thread's Thread object, for finalizer_wake. */
void finalizer_set_thread(object *thread);

#endif
