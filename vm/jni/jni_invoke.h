/*
 * jni_invoke.h -- the invocation API's side of the VM's life: the JavaVM
 * function table (DestroyJavaVM, Attach/DetachCurrentThread, GetEnv) and
 * the exported JNI_GetDefaultJavaVMInitArgs / JNI_GetCreatedJavaVMs.
 * JNI_CreateJavaVM itself (options, creation) stays in vm.c.
 *
 * The VM's life is NONE -> CREATED -> DESTROYED; a process gets one VM.
 */
#ifndef LANTERN_JNI_INVOKE_H
#define LANTERN_JNI_INVOKE_H

#include <stdbool.h>

#include "jni.h"

/* The versions the JDK 17 accepts for CreateJavaVM, GetEnv and the
 * default init args: 1_2, 1_4, 1_6, 1_8, 9, 10 (not 1_1). */
bool jni_version_supported(jint v);
/* JNI_OK if a VM may be made now; JNI_EEXIST while one lives, JNI_ERR
 * after DestroyJavaVM (measured on the JDK 17). */
jint jni_invoke_may_create(void);
/* Fills the JavaVM table (vm_the_vm points at it), before agents load. */
void jni_invoke_init(void);
/* JNI_CreateJavaVM succeeded. */
void jni_invoke_created(void);

#endif
