/*
 * jninat_gc.c -- natives that hold references while other threads make
 * the collector run (JniGc.java): the thread is in native code, its
 * references are local references, and the objects they name move.
 */
#ifdef _WIN32
#include <windows.h>
#else
#define _POSIX_C_SOURCE 200809L
#include <time.h>
#endif
#include <jni.h>

static void sleep_ms(int ms)
{
#ifdef _WIN32
    Sleep((DWORD)ms);
#else
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
#endif
}

/* Sleeps, then returns the argument it was asked for. */
JNIEXPORT jobject JNICALL Java_JniGc_holdAndReturn(JNIEnv *env, jclass c, jobject a, jobject b, jint ms, jint which)
{
    sleep_ms(ms);
    return which == 0 ? a : b;
}

JNIEXPORT jobject JNICALL Java_JniGc_holdThis(JNIEnv *env, jobject self, jint ms)
{
    sleep_ms(ms);
    return self;
}
