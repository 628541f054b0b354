/*
 * jninat_register.c -- RegisterNatives and UnregisterNatives (JniRegister.java):
 * target() is exported under its JNI name (returns 1) and registered under
 * another function (returns 2 + its argument).
 */
#include <jni.h>

JNIEXPORT jint JNICALL Java_JniRegister_target(JNIEnv *env, jclass c, jlong v) { return 1; }

static jint JNICALL registered_target(JNIEnv *env, jclass c, jlong v) { return 2 + (jint)v; }
static jobject JNICALL registered_echo(JNIEnv *env, jobject self, jobject o, jdouble d) { return d > 0 ? o : self; }

JNIEXPORT jint JNICALL Java_JniRegister_registerGood(JNIEnv *env, jclass c)
{
    JNINativeMethod m[2] = {
        {(char *)"target", (char *)"(J)I", (void *)registered_target},
        {(char *)"echo", (char *)"(Ljava/lang/Object;D)Ljava/lang/Object;", (void *)registered_echo},
    };
    return (*env)->RegisterNatives(env, c, m, 2);
}

/* which: 0 a name that does not exist, 1 a wrong signature, 2 a method
 * that is not native */
JNIEXPORT jint JNICALL Java_JniRegister_registerBad(JNIEnv *env, jclass c, jint which)
{
    JNINativeMethod m[3] = {
        {(char *)"nope", (char *)"(J)I", (void *)registered_target},
        {(char *)"target", (char *)"(I)I", (void *)registered_target},
        {(char *)"notNative", (char *)"(J)I", (void *)registered_target},
    };
    return (*env)->RegisterNatives(env, c, &m[which], 1) < 0 ? -1 : 0;
}

JNIEXPORT jint JNICALL Java_JniRegister_unregister(JNIEnv *env, jclass c) { return (*env)->UnregisterNatives(env, c); }
