/*
 * jni_refs.h -- JNI references: local references in frames per thread,
 * global and weak global references, and their part in collections.
 *
 * A reference is a handle: the address of a slot that holds the object's
 * current address, so that the collector can move the object and update
 * the slot (docs/rules.md rule 4).  Slots live in fixed blocks that never move,
 * so a handle stays valid until it is deleted or its frame is popped.
 *
 *   jobject (local or global)   jweak
 *   +----------------------+    +----------------------+
 *   | slot address     |0|0|    | slot address     |0|1|   bit 0: weak
 *   +----------------------+    +----------------------+
 *
 * Invariants:
 *   - a local reference belongs to one thread and to the innermost local
 *     frame that was current when it was made; popping that frame frees it;
 *   - every slot in use is a root (locals: scanned with their thread;
 *     globals: with the VM's roots); weak slots are not roots: after the
 *     copy each is forwarded, or cleared to NULL if its object died;
 *   - only the owning thread touches its locals, except the collector, which
 *     runs with that thread stopped; globals are guarded by one monitor.
 */
#ifndef LANTERN_JNI_REFS_H
#define LANTERN_JNI_REFS_H

#include "jni.h"
#include "runtime/vm.h"

/* Capacity a native method's frame guarantees (JNI: at least 16). */
#define JNI_LOCAL_CAPACITY 16

/* A new local reference to o in t's current frame; NULL for a null o, or
 * NULL with OutOfMemoryError pending if no slot could be made. */
jobject jni_local_new(vm_thread *t, object *o);
/* Deletes one local reference (its slot reads null from now on). */
void jni_local_delete(vm_thread *t, jobject ref);
/* Opens a local frame able to hold `capacity` references (PushLocalFrame;
 * also around every native method call).  JNI_OK, or JNI_ENOMEM with
 * OutOfMemoryError pending. */
jint jni_frame_push(vm_thread *t, jint capacity);
/* Closes the innermost frame, freeing its references. */
void jni_frame_pop(vm_thread *t);
/* Number of open frames (a native call checks that its frame is the one it
 * pops: an unbalanced PushLocalFrame is closed with it). */
int jni_frame_depth(const vm_thread *t);
/* -Xcheck:jni's bookkeeping (jni_check.c): a word kept with each open
 * frame (depth 1..jni_frame_depth) and with the thread's base, outside
 * any frame (depth 0); 0 when the frame is pushed.  NULL for no such depth. */
int *jni_frame_word(vm_thread *t, int depth);
/* Live (made and not deleted) locals in the frames from `depth` (1 = the
 * outermost frame, 0 = the base too) to the innermost. */
int jni_locals_live(const vm_thread *t, int depth);
/* Makes sure `capacity` more locals fit in the current frame. */
jint jni_ensure_capacity(vm_thread *t, jint capacity);

/* Global references: live until deleted; weak ones do not keep the object. */
jobject jni_global_new(vm_thread *t, object *o);
void jni_global_delete(vm_thread *t, jobject ref);
jweak jni_weak_new(vm_thread *t, object *o);
void jni_weak_delete(vm_thread *t, jweak ref);

/* The object a reference of any kind names: NULL for NULL, for a deleted
 * reference's cleared slot, and for a weak reference whose object died. */
static inline object *jni_deref(jobject ref)
{
    uintptr_t r = (uintptr_t)ref;
    if (!r) return NULL;
    uintptr_t o = (uintptr_t) * (object **)(r & ~(uintptr_t)1);
    return (o & 1) ? NULL : (object *)o; /* a deleted global's slot holds a tagged link */
}

/* JNIInvalidRefType, JNILocalRefType (of thread t), JNIGlobalRefType or
 * JNIWeakGlobalRefType. */
jobjectRefType jni_ref_type(const vm_thread *t, jobject ref);

/* Monitors entered by JNI MonitorEnter and not yet exited, so that
 * DetachCurrentThread can release them (the spec's rule); the objects are
 * roots of their thread.  entered: false if it could not be noted. */
bool jni_monitor_entered(vm_thread *t, object *o);
void jni_monitor_exited(vm_thread *t, object *o);
/* Exits every monitor t entered through JNI (IN_JAVA, at detach). */
void jni_monitors_release(vm_thread *t);

/* At VM creation, before any thread makes a global reference. */
void jni_refs_init(void);

/* ---- the collector's view ---- */
/* Every slot of t's local references. */
void jni_thread_roots(vm_thread *t, void (*fn)(object **slot, void *arg), void *arg);
/* Every strong global reference. */
void jni_global_roots(void (*fn)(object **slot, void *arg), void *arg);
/* After the copy: each weak slot gets its object's new address, or NULL if
 * survivor says it died. */
void jni_weak_update(object *(*survivor)(object *o));
/* Frees a thread's local reference storage at its end. */
void jni_thread_free(vm_thread *t);

#endif
