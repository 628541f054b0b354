/*
 * jninat_calls.c -- natives of JniCalls.java that need no JNIEnv function:
 * every primitive type in and out, references passed through and returned,
 * static and instance, synchronized, and long mixed argument lists (the
 * stack part of each calling convention).
 */
#include <jni.h>

/* Java's wrap-around, without C's undefined signed overflow. */
JNIEXPORT jint JNICALL Java_JniCalls_addInts(JNIEnv *env, jclass c, jint a, jint b)
{
    return (jint)((unsigned)a + (unsigned)b);
}
JNIEXPORT jlong JNICALL Java_JniCalls_addLongs(JNIEnv *env, jclass c, jlong a, jlong b)
{
    return (jlong)((unsigned long long)a + (unsigned long long)b);
}
JNIEXPORT jfloat JNICALL Java_JniCalls_mulFloats(JNIEnv *env, jclass c, jfloat a, jfloat b) { return a * b; }
JNIEXPORT jdouble JNICALL Java_JniCalls_mulDoubles(JNIEnv *env, jclass c, jdouble a, jdouble b) { return a * b; }
JNIEXPORT jboolean JNICALL Java_JniCalls_not(JNIEnv *env, jclass c, jboolean b) { return (jboolean)!b; }
/* Any non-zero jboolean reads as true in Java. */
JNIEXPORT jboolean JNICALL Java_JniCalls_boolOf(JNIEnv *env, jclass c, jint v) { return (jboolean)v; }
JNIEXPORT jbyte JNICALL Java_JniCalls_negByte(JNIEnv *env, jclass c, jbyte b) { return (jbyte)-b; }
JNIEXPORT jchar JNICALL Java_JniCalls_nextChar(JNIEnv *env, jclass c, jchar ch) { return (jchar)(ch + 1); }
JNIEXPORT jshort JNICALL Java_JniCalls_negShort(JNIEnv *env, jclass c, jshort s) { return (jshort)-s; }
/* Narrow values arrive extended: the full int shows it. */
JNIEXPORT jint JNICALL Java_JniCalls_widen(JNIEnv *env, jclass c, jbyte b, jchar ch, jshort s, jboolean z)
{
    return (jint)b * 1000000 + (jint)ch * 10 + (jint)s * 3 + z;
}
static int nothing_calls;
JNIEXPORT void JNICALL Java_JniCalls_nothing(JNIEnv *env, jclass c) { nothing_calls++; }
JNIEXPORT jint JNICALL Java_JniCalls_nothingCalls(JNIEnv *env, jclass c) { return nothing_calls; }
JNIEXPORT jobject JNICALL Java_JniCalls_pass(JNIEnv *env, jclass c, jobject o) { return o; }
JNIEXPORT jclass JNICALL Java_JniCalls_myClass(JNIEnv *env, jclass c) { return c; }
JNIEXPORT jboolean JNICALL Java_JniCalls_isNull(JNIEnv *env, jclass c, jobject o) { return o == NULL; }
JNIEXPORT jobject JNICALL Java_JniCalls_pick(JNIEnv *env, jclass c, jint k, jobject a, jobject b, jobject d)
{
    return k == 0 ? a : k == 1 ? b : d;
}
JNIEXPORT jobject JNICALL Java_JniCalls_self(JNIEnv *env, jobject self) { return self; }
JNIEXPORT jint JNICALL Java_JniCalls_plus(JNIEnv *env, jobject self, jint a, jdouble b) { return a + (jint)b; }
JNIEXPORT jintArray JNICALL Java_JniCalls_sameArray(JNIEnv *env, jobject self, jintArray a) { return a; }
JNIEXPORT jint JNICALL Java_JniCalls_version(JNIEnv *env, jclass c) { return (*env)->GetVersion(env); }

/* 20 mixed arguments: every value weighed by its position. */
JNIEXPORT jdouble JNICALL Java_JniCalls_mix20(JNIEnv *env, jclass c, jint a1, jlong a2, jfloat a3, jdouble a4,
                                              jobject a5, jint a6, jlong a7, jfloat a8, jdouble a9, jobject a10,
                                              jdouble a11, jfloat a12, jlong a13, jint a14, jobject a15,
                                              jdouble a16, jdouble a17, jfloat a18, jint a19, jlong a20)
{
    return a1 * 1.0 + a2 * 2.0 + a3 * 3.0 + a4 * 4.0 + (a5 ? 5 : 0) + a6 * 6.0 + a7 * 7.0 + a8 * 8.0 +
           a9 * 9.0 + (a10 ? 10 : 0) + a11 * 11.0 + a12 * 12.0 + a13 * 13.0 + a14 * 14.0 + (a15 ? 15 : 0) +
           a16 * 16.0 + a17 * 17.0 + a18 * 18.0 + a19 * 19.0 + a20 * 20.0;
}
JNIEXPORT jobject JNICALL Java_JniCalls_mixObj(JNIEnv *env, jclass c, jint k, jlong a2, jfloat a3, jdouble a4,
                                               jobject a5, jint a6, jlong a7, jfloat a8, jdouble a9, jobject a10,
                                               jdouble a11, jfloat a12, jlong a13, jint a14, jobject a15,
                                               jdouble a16, jdouble a17, jfloat a18, jint a19, jobject a20)
{
    return k == 5 ? a5 : k == 10 ? a10 : k == 15 ? a15 : a20;
}
JNIEXPORT jfloat JNICALL Java_JniCalls_floats12(JNIEnv *env, jclass c, jfloat f1, jfloat f2, jfloat f3, jfloat f4,
                                                jfloat f5, jfloat f6, jfloat f7, jfloat f8, jfloat f9, jfloat f10,
                                                jfloat f11, jfloat f12)
{
    return f1 + 2 * f2 + 3 * f3 + 4 * f4 + 5 * f5 + 6 * f6 + 7 * f7 + 8 * f8 + 9 * f9 + 10 * f10 + 11 * f11 +
           12 * f12;
}
JNIEXPORT jlong JNICALL Java_JniCalls_ints10(JNIEnv *env, jclass c, jint i1, jint i2, jint i3, jint i4, jint i5,
                                             jint i6, jint i7, jint i8, jint i9, jint i10)
{
    return i1 + 2LL * i2 + 3LL * i3 + 4LL * i4 + 5LL * i5 + 6LL * i6 + 7LL * i7 + 8LL * i8 + 9LL * i9 +
           10LL * i10;
}
/* Windows x64's register positions 2 and 3 in each int/float pairing. */
JNIEXPORT jdouble JNICALL Java_JniCalls_posFF(JNIEnv *env, jclass c, jfloat a, jdouble b, jint x)
{
    return a * 10 + b + x * 1000;
}
JNIEXPORT jdouble JNICALL Java_JniCalls_posFI(JNIEnv *env, jclass c, jdouble a, jlong b, jfloat x)
{
    return a * 10 + (double)b + x * 1000;
}
JNIEXPORT jdouble JNICALL Java_JniCalls_posIF(JNIEnv *env, jclass c, jint a, jfloat b, jdouble x)
{
    return a * 10 + b + x * 1000;
}

/* synchronized natives: the read-spin-write below loses counts unless
 * the VM holds the lock around the call. */
static volatile int counter;
static void slow_increment(void)
{
    int v = counter;
    for (volatile int i = 0; i < 200; i++) {
    }
    counter = v + 1;
}
JNIEXPORT void JNICALL Java_JniCalls_bumpStatic(JNIEnv *env, jclass c) { slow_increment(); }
JNIEXPORT void JNICALL Java_JniCalls_bumpInstance(JNIEnv *env, jobject self) { slow_increment(); }
JNIEXPORT jint JNICALL Java_JniCalls_counter(JNIEnv *env, jclass c) { return counter; }
