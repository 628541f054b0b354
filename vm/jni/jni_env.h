/*
 * jni_env.h -- the JNIEnv function table (jni_env.c): every JNI function of
 * JDK 17's table, slots 0..233.
 *
 * RegisterNatives / UnregisterNatives (slots 215/216) are left NULL here:
 * they belong to the native-method binding (jni_native), which fills them
 * in through jni_env_table_mutable() before the first thread is made.
 */
#ifndef LANTERN_JNI_ENV_H
#define LANTERN_JNI_ENV_H

#include "jni.h"

/* The table every thread's JNIEnv points to (filled on first call). */
const struct JNINativeInterface_ *jni_env_functions(void);
/* The same table, writable, for the parts of the VM that own some slots. */
struct JNINativeInterface_ *jni_env_table_mutable(void);

#endif
