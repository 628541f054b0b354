/*
 * gc.h -- the collectors' entry points: gc_young (scavenge.c) copies the
 * young generation, gc_full (compact.c) compacts the whole heap; both run
 * with the world stopped, the buffers retired, on the layout of spaces.h.
 * What they share -- the roots, java.lang.ref, the walk of an object's
 * references -- is gc.c.  The roots are exported by their owners:
 * class_for_each (object/class.h), string_intern_roots (object/string.h),
 * jni_thread_roots and jni_global_roots (jni/jni_refs.h), thread_for_each
 * (runtime/threads.h).
 */
#ifndef LANTERN_GC_H
#define LANTERN_GC_H

#include "runtime/vm.h"

/* A young collection: what is alive in eden goes to the empty survivor
 * space, what is alive in the other survivor space to the old generation
 * (the caller made sure it has room for all of it). */
void gc_young(vm_thread *t);
/* A full collection: every live object slid to the start of the heap; the
 * young generation is left empty. */
void gc_full(vm_thread *t);
/* The full collector's side tables, for a reservation of `bytes` at base. */
bool gc_full_init(uint8_t *base, size_t bytes);
/* Collections so far (young and full). */
unsigned gc_count(void);


/* The reference slots among m's arguments (the receiver first), laid out
 * in args as a call passes them (long and double take two slots). */
void gc_arg_refs(const vm_method *m, slot *args, void (*fn)(object **slot, void *arg), void *arg);

/* The reference slots of frame f (child: the frame it called, or NULL):
 * by reference map for Java frames, by descriptor for native ones. */
void gc_frame_refs(frame *f, frame *child, void (*fn)(object **slot, void *arg), void *arg);

/* Set by the heap for a collection that must also clear soft references
 * (the last try before OutOfMemoryError). */
extern bool gc_clear_soft;
/* The References cleared by collections since the last call, chained
 * through their `discovered` field (the last points to itself); NULL if
 * none.  For Reference.takePending. */
object *gc_take_pending(void);

#endif
