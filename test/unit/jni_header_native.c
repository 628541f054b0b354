/*
 * jni_header_native.c -- a native library compiled against Lantern's
 * vm/jni/jni.h and run by the JDK 17 (jni_header_java/JniHeaderCheck.java): the
 * reverse of docs/rules.md rule 2's promise, proving in the reference VM itself
 * that the header's slots, types and calling convention are the JDK's.
 *
 * Built with hidden visibility, so that only JNIEXPORT makes the natives
 * and JNI_OnLoad findable.  Each native exercises a different part of the
 * table: version, arrays, strings, variadic and jvalue calls, references,
 * GetModule, exceptions, fields, RegisterNatives, the invocation table.
 */
#include "jni.h"

#include <stdio.h>
#include <string.h>

static jint onload_version;

static jint JNICALL registered(JNIEnv *env, jclass cls, jint x)
{
    return 2 * x;
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    JNIEnv *env = NULL;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_10) != JNI_OK) return JNI_ERR;
    onload_version = (*env)->GetVersion(env);
    jclass cls = (*env)->FindClass(env, "JniHeaderCheck");
    if (!cls) return JNI_ERR;
    JNINativeMethod m = {(char *)"registered", (char *)"(I)I", (void *)registered};
    if ((*env)->RegisterNatives(env, cls, &m, 1) != JNI_OK) return JNI_ERR;
    (*env)->DeleteLocalRef(env, cls);
    return JNI_VERSION_10;
}

JNIEXPORT jint JNICALL Java_JniHeaderCheck_version(JNIEnv *env, jclass cls)
{
    return (*env)->GetVersion(env);
}

JNIEXPORT jint JNICALL Java_JniHeaderCheck_onLoadVersion(JNIEnv *env, jclass cls)
{
    return onload_version;
}

JNIEXPORT jint JNICALL Java_JniHeaderCheck_sum(JNIEnv *env, jclass cls, jintArray values)
{
    jint buf[16], total = 0;
    jsize n = (*env)->GetArrayLength(env, values);
    if (n > 16) n = 16;
    (*env)->GetIntArrayRegion(env, values, 0, n, buf);
    for (jsize i = 0; i < n; i++) total += buf[i];
    return total;
}

JNIEXPORT jstring JNICALL Java_JniHeaderCheck_greet(JNIEnv *env, jclass cls, jstring name)
{
    char out[128];
    const char *utf = (*env)->GetStringUTFChars(env, name, NULL);
    if (!utf) return NULL;
    snprintf(out, sizeof out, "Hello, %s", utf);
    (*env)->ReleaseStringUTFChars(env, name, utf);
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jlong JNICALL Java_JniHeaderCheck_callback(JNIEnv *env, jclass cls)
{
    jmethodID add = (*env)->GetStaticMethodID(env, cls, "add", "(IJDC)J");
    if (!add) return -1;
    jlong a = (*env)->CallStaticLongMethod(env, cls, add, (jint)1, (jlong)20, (jdouble)300.0,
                                           (jchar)4000);
    if ((*env)->ExceptionCheck(env)) return -1;
    jvalue v[4];
    v[0].i = 1;
    v[1].j = 20;
    v[2].d = 300.0;
    v[3].c = 4000;
    jlong b = (*env)->CallStaticLongMethodA(env, cls, add, v);
    return a + b;
}

/* 100 * local + 10 * global + weak: 123 when the three kinds come back as
 * JNILocalRefType, JNIGlobalRefType, JNIWeakGlobalRefType. */
JNIEXPORT jint JNICALL Java_JniHeaderCheck_refTypes(JNIEnv *env, jclass cls, jobject o)
{
    jobject g = (*env)->NewGlobalRef(env, o);
    jweak w = (*env)->NewWeakGlobalRef(env, o);
    jint r = 100 * (jint)(*env)->GetObjectRefType(env, o) +
             10 * (jint)(*env)->GetObjectRefType(env, g) + (jint)(*env)->GetObjectRefType(env, w);
    if (!(*env)->IsSameObject(env, g, o)) r = -1;
    (*env)->DeleteWeakGlobalRef(env, w);
    (*env)->DeleteGlobalRef(env, g);
    return r;
}

/* On the JDK every class has a module (Lantern answers NULL). */
JNIEXPORT jboolean JNICALL Java_JniHeaderCheck_hasModule(JNIEnv *env, jclass cls, jclass c)
{
    return (*env)->GetModule(env, c) != NULL ? JNI_TRUE : JNI_FALSE;
}

JNIEXPORT void JNICALL Java_JniHeaderCheck_throwIt(JNIEnv *env, jclass cls, jstring msg)
{
    const char *utf = (*env)->GetStringUTFChars(env, msg, NULL);
    jclass ise = (*env)->FindClass(env, "java/lang/IllegalStateException");
    if (ise && utf) (*env)->ThrowNew(env, ise, utf);
    if (utf) (*env)->ReleaseStringUTFChars(env, msg, utf);
}

JNIEXPORT jint JNICALL Java_JniHeaderCheck_bump(JNIEnv *env, jclass cls)
{
    jfieldID f = (*env)->GetStaticFieldID(env, cls, "counter", "I");
    if (!f || (*env)->ExceptionCheck(env)) return -1;
    jint v = (*env)->GetStaticIntField(env, cls, f) + 1;
    (*env)->SetStaticIntField(env, cls, f, v);
    return v;
}

JNIEXPORT jdouble JNICALL Java_JniHeaderCheck_scaled(JNIEnv *env, jobject self, jdouble factor)
{
    jclass cls = (*env)->GetObjectClass(env, self);
    jfieldID f = (*env)->GetFieldID(env, cls, "base", "D");
    return f ? (*env)->GetDoubleField(env, self, f) * factor : -1.0;
}
