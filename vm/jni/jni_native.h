/*
 * jni_native.h -- calling a native method bound to a JNI function (from a
 * user library, or registered with RegisterNatives).
 *
 * A method so bound has m->native == jni_native_call and m->jni_code set
 * to the C function; jni_code is written before native is published, so a
 * thread that sees the trampoline also sees the code.
 */
#ifndef LANTERN_JNI_NATIVE_H
#define LANTERN_JNI_NATIVE_H

#include "runtime/vm.h"

/* The vm_native_fn of every JNI-bound method: runs the method of t's top
 * (native) frame with the JNI calling convention, t IN_NATIVE around it. */
void jni_native_call(vm_thread *t, slot *args, slot *ret);

/* Binds m to the JNI function `code` (RegisterNatives, library lookup). */
void jni_native_bind(vm_method *m, void *code);
/* Forgets a JNI binding (UnregisterNatives): the next call looks it up again. */
void jni_native_unbind(vm_method *m);

/* Whether this build can call JNI functions at all (x86-64 System V and
 * Windows x64). */
bool jni_native_supported(void);

#endif
