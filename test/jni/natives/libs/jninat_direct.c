/*
 * jninat_direct.c -- JniDirect.java's natives: direct buffers through JNI.
 * The memory wrapped by NewDirectByteBuffer is this library's own.
 */
#include <stdint.h>
#include <jni.h>

static jbyte memory[64];

JNIEXPORT jobject JNICALL Java_JniDirect_wrapNative(JNIEnv *env, jclass c, jint n)
{
    for (int i = 0; i < n && i < 64; i++)
        memory[i] = (jbyte)(i * 2);
    return (*env)->NewDirectByteBuffer(env, memory, n);
}

JNIEXPORT jint JNICALL Java_JniDirect_nativeByte(JNIEnv *env, jclass c, jint i)
{
    return memory[i];
}

JNIEXPORT jobject JNICALL Java_JniDirect_wrapCapacity(JNIEnv *env, jclass c, jlong cap)
{
    return (*env)->NewDirectByteBuffer(env, memory + 32, cap);
}

JNIEXPORT jint JNICALL Java_JniDirect_sum(JNIEnv *env, jclass c, jobject b)
{
    jbyte *p = (*env)->GetDirectBufferAddress(env, b);
    jlong n = (*env)->GetDirectBufferCapacity(env, b);
    jint s = 0;
    for (jlong i = 0; p && i < n; i++)
        s += p[i];
    return s;
}

JNIEXPORT void JNICALL Java_JniDirect_fill(JNIEnv *env, jclass c, jobject b, jint start)
{
    jbyte *p = (*env)->GetDirectBufferAddress(env, b);
    jlong n = (*env)->GetDirectBufferCapacity(env, b);
    for (jlong i = 0; p && i < n; i++)
        p[i] = (jbyte)(start + i);
}

JNIEXPORT jlong JNICALL Java_JniDirect_capacity(JNIEnv *env, jclass c, jobject o)
{
    return (*env)->GetDirectBufferCapacity(env, o);
}

JNIEXPORT jboolean JNICALL Java_JniDirect_hasAddress(JNIEnv *env, jclass c, jobject o)
{
    return (*env)->GetDirectBufferAddress(env, o) != NULL;
}

JNIEXPORT jlong JNICALL Java_JniDirect_distance(JNIEnv *env, jclass c, jobject a, jobject b)
{
    return (jlong)((intptr_t)(*env)->GetDirectBufferAddress(env, a) - (intptr_t)(*env)->GetDirectBufferAddress(env, b));
}
