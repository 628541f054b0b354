/*
 * jni_library.h -- user native libraries: loading (System.load /
 * loadLibrary), JNI_OnLoad, finding a native method's function by its
 * mangled names in the libraries of the method's class loader, and
 * RegisterNatives / UnregisterNatives.
 *
 * Invariants: a library file is loaded once per live class loader and
 * belongs to the class loader that loaded it; libraries are kept in load
 * order, which is the search order.  A library whose loader was unloaded
 * is orphaned at once (no class finds natives in it, and another loader
 * may load the file) and later gets its JNI_OnUnload and is closed
 * (jni_library_run_unloads); the boot and application loaders never
 * unload.
 */
#ifndef LANTERN_JNI_LIBRARY_H
#define LANTERN_JNI_LIBRARY_H

#include "jni.h"
#include "natives/natives.h"
#include "runtime/vm.h"

/* At VM creation. */
void jni_library_init(void);

/* Binds native method m to a function of a loaded library, or throws
 * UnsatisfiedLinkError (false). */
bool jni_library_bind(vm_thread *t, vm_method *m);

/* The JNI mangled names of m (the JNI specification's mangling): false if the name is
 * one no Java source can produce (a component starting with 0-3), which is
 * never looked up. */
bool jni_mangle_names(const vm_method *m, char *short_name, size_t short_len, char *long_name,
                      size_t long_len);

/* Whether a library's JNI_OnLoad runs on t (ClassLoader.nativeLoad is t's
 * top frame); if so *caller is the class that asked for the library (NULL
 * if no frame tells), whose loader FindClass uses there, as on HotSpot. */
bool jni_library_in_onload(vm_thread *t, const vm_class **caller);

/* With the world stopped, during class unloading: the libraries of the
 * dead user-defined loader are orphaned. */
void jni_library_loader_died(int loader);
/* Runs JNI_OnUnload of each orphaned library and closes it, on t, a Java
 * thread in a native method (System.gc, ClassLoader.defineClass: as the
 * JDK's cleaner does it some time after the loader died).  Not at exit:
 * the JDK 17 runs no JNI_OnUnload then. */
void jni_library_run_unloads(vm_thread *t);

/* JNIEnv slots 215 and 216 (wired into the table by vm.c). */
jint JNICALL jni_RegisterNatives(JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint n);
jint JNICALL jni_UnregisterNatives(JNIEnv *env, jclass clazz);


#endif
