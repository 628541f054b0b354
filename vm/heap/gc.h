/*
 * gc.h -- the collector's entry points (gc.c).  The roots it walks are
 * exported by their owners: class_for_each (object/class.h),
 * string_intern_roots (object/string.h), jni_thread_roots and
 * jni_global_roots (jni/jni_refs.h), thread_for_each (runtime/threads.h).
 */
#ifndef LANTERN_GC_H
#define LANTERN_GC_H

#include "runtime/vm.h"

/* Copies everything reachable from the space at `from` (objects in its
 * first `used` bytes) into the space at `to` (to_size bytes, at least
 * `used`); *top becomes the new allocation point in `to` and *arena the
 * JVMPI arena ID of the new current space; *live counts the objects that
 * survived.  The caller owns both spaces. */
void gc_collect(vm_thread *t, uint8_t *from, size_t used, uint8_t *to, size_t to_size, uint8_t **top, int *arena,
                uint64_t *live);
/* Collections so far. */
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
