/*
 * jninat_onload.c -- a library with JNI_OnLoad (JniErrors.java): counts
 * its calls, checks what the JavaVM it gets can do, and has a JNI_OnUnload
 * that would print if the VM called it at exit (the JDK 17 does not).
 */
#include <stdio.h>

#include <jni.h>

static int onload_calls;
static jint onload_getenv = -100, onload_version = -100;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    onload_calls++;
    JNIEnv *env = NULL;
    onload_getenv = (*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8);
    if (env) onload_version = (*env)->GetVersion(env);
    return JNI_VERSION_1_8;
}

JNIEXPORT void JNICALL JNI_OnUnload(JavaVM *vm, void *reserved)
{
    fputs("JNI_OnUnload called\n", stdout);
    fflush(stdout);
}

JNIEXPORT jint JNICALL Java_JniErrors_onloadCalls(JNIEnv *env, jclass c) { return onload_calls; }
JNIEXPORT jint JNICALL Java_JniErrors_onloadGetEnv(JNIEnv *env, jclass c) { return onload_getenv; }
JNIEXPORT jint JNICALL Java_JniErrors_onloadVersion(JNIEnv *env, jclass c) { return onload_version; }
