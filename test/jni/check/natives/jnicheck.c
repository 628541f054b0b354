/*
 * jnicheck.c -- the natives of CheckNatives.java: each misbehaves in one
 * way that -Xcheck:jni reports with a warning (never a FATAL ERROR, so the
 * exit code is the same on every platform).
 */
#include <jni.h>
#include <stdio.h>

JNIEXPORT void JNICALL Java_CheckNatives_pending(JNIEnv *env, jclass cls)
{
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/RuntimeException"), "pending");
    printf("FindClass with an exception pending\n");
    fflush(stdout);
    (*env)->FindClass(env, "java/lang/String");
    (*env)->ExceptionClear(env);
}

JNIEXPORT void JNICALL Java_CheckNatives_unchecked(JNIEnv *env, jclass cls)
{
    (*env)->CallStaticVoidMethod(env, cls, (*env)->GetStaticMethodID(env, cls, "hello", "()V"));
    printf("GetVersion after CallStaticVoidMethod\n");
    fflush(stdout);
    (*env)->GetVersion(env);
    (*env)->CallStaticVoidMethod(env, cls, (*env)->GetStaticMethodID(env, cls, "hello", "()V"));
    /* returns without checking */
}

JNIEXPORT void JNICALL Java_CheckNatives_afterUnchecked(JNIEnv *env, jclass cls)
{
    printf("GetVersion\n");
    fflush(stdout);
    (*env)->GetVersion(env);
}

JNIEXPORT void JNICALL Java_CheckNatives_locals(JNIEnv *env, jclass cls, jint n)
{
    for (jint i = 0; i < n; i++) (*env)->NewStringUTF(env, "local");
}

JNIEXPORT void JNICALL Java_CheckNatives_frame(JNIEnv *env, jclass cls, jint capacity, jint n)
{
    if ((*env)->PushLocalFrame(env, capacity) != JNI_OK) return;
    for (jint i = 0; i < n; i++) (*env)->NewStringUTF(env, "local");
    (*env)->PopLocalFrame(env, NULL);
}
