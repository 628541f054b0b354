/*
 * jninat_loaders.c -- JniLoaders' library, loaded by a class of a
 * user-defined loader (loaders_pkg.Native): its JNI_OnLoad finds classes
 * through that loader, and Native's natives are thin wrappers over
 * FindClass, DefineClass, GetSuperclass and IsAssignableFrom (an exception
 * they leave pending is thrown in Java when the native returns).
 */
#include <stdio.h>
#include <string.h>

#include <jni.h>

static char report[256];
static jclass onload_peer;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    JNIEnv *env = NULL;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK) return JNI_ERR;
    jclass secret = (*env)->FindClass(env, "loaders_pkg/SecretY");
    if (!secret) (*env)->ExceptionClear(env);
    jclass peer = (*env)->FindClass(env, "loaders_pkg/Peer");
    if (!peer) (*env)->ExceptionClear(env);
    else onload_peer = (jclass)(*env)->NewGlobalRef(env, peer);
    snprintf(report, sizeof report, "SecretY %s, Peer %s", secret ? "found" : "missing", peer ? "found" : "missing");
    return JNI_VERSION_1_8;
}

JNIEXPORT jclass JNICALL Java_loaders_1pkg_Native_find(JNIEnv *env, jclass c, jstring name)
{
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    if (!n) return NULL;
    jclass r = (*env)->FindClass(env, n);
    (*env)->ReleaseStringUTFChars(env, name, n);
    return r;
}

JNIEXPORT jclass JNICALL Java_loaders_1pkg_Native_define(JNIEnv *env, jclass c, jobject loader, jstring name,
                                                         jbyteArray b)
{
    const char *n = name ? (*env)->GetStringUTFChars(env, name, NULL) : NULL;
    if (name && !n) return NULL;
    jsize len = (*env)->GetArrayLength(env, b);
    jbyte *bytes = (*env)->GetByteArrayElements(env, b, NULL);
    jclass r = bytes ? (*env)->DefineClass(env, n, loader, bytes, len) : NULL;
    if (bytes) (*env)->ReleaseByteArrayElements(env, b, bytes, JNI_ABORT);
    if (n) (*env)->ReleaseStringUTFChars(env, name, n);
    return r;
}

JNIEXPORT jclass JNICALL Java_loaders_1pkg_Native_superOf(JNIEnv *env, jclass c, jclass of)
{
    return (*env)->GetSuperclass(env, of);
}

JNIEXPORT jboolean JNICALL Java_loaders_1pkg_Native_assignable(JNIEnv *env, jclass c, jclass sub, jclass sup)
{
    return (*env)->IsAssignableFrom(env, sub, sup);
}

JNIEXPORT jstring JNICALL Java_loaders_1pkg_Native_onloadReport(JNIEnv *env, jclass c)
{
    return (*env)->NewStringUTF(env, report);
}

JNIEXPORT jclass JNICALL Java_loaders_1pkg_Native_onloadPeer(JNIEnv *env, jclass c)
{
    return onload_peer;
}
