/*
 * jninat_onloadfind.c -- JniOnLoad's library: its JNI_OnLoad finds
 * application classes (by their loader, that of the class that loaded the
 * library), registers onload_pkg.Registered's natives, calls
 * Registered.bump, and keeps a report of each step for onloadReport().
 */
#include <stdio.h>
#include <string.h>

#include <jni.h>

static char report[512];
static int onload_calls;

static void note(const char *what)
{
    size_t n = strlen(report);
    snprintf(report + n, sizeof report - n, "%s%s", n ? ", " : "", what);
}

static jint JNICALL twice(JNIEnv *env, jclass c, jint x) { return 2 * x; }

/* an ordinary native method: FindClass sees the application classes */
static jstring JNICALL find_from_native(JNIEnv *env, jclass c)
{
    char buf[128];
    jclass self = (*env)->FindClass(env, "onload_pkg/Registered");
    jclass main_class = (*env)->FindClass(env, "JniOnLoad");
    snprintf(buf, sizeof buf, "Registered %s (same as caller: %s), JniOnLoad %s",
             self ? "found" : "missing", self && (*env)->IsSameObject(env, self, c) ? "yes" : "no",
             main_class ? "found" : "missing");
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    JNIEnv *env = NULL;
    onload_calls++;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK) return JNI_ERR;

    jclass boot = (*env)->FindClass(env, "java/lang/String");
    note(boot ? "String found" : "String missing");

    jclass main_class = (*env)->FindClass(env, "JniOnLoad");
    note(main_class ? "JniOnLoad found" : "JniOnLoad missing");

    jclass missing = (*env)->FindClass(env, "onload_pkg/NoSuchClass");
    if (!missing && (*env)->ExceptionCheck(env)) {
        jthrowable e = (*env)->ExceptionOccurred(env);
        (*env)->ExceptionClear(env);
        jclass ncdfe = (*env)->FindClass(env, "java/lang/NoClassDefFoundError");
        note(ncdfe && (*env)->IsInstanceOf(env, e, ncdfe) ? "NoSuchClass: NoClassDefFoundError"
                                                           : "NoSuchClass: other exception");
    } else {
        note(missing ? "NoSuchClass found" : "NoSuchClass: no exception");
    }

    /* the class the natives belong to, loaded here for the first time */
    jclass reg = (*env)->FindClass(env, "onload_pkg/Registered");
    if (!reg) return JNI_ERR; /* its pending exception fails loadLibrary */
    note("Registered found");
    static const JNINativeMethod methods[] = {
        {"twice", "(I)I", (void *)twice},
        {"findFromNative", "()Ljava/lang/String;", (void *)find_from_native},
    };
    if ((*env)->RegisterNatives(env, reg, methods, 2) != JNI_OK) return JNI_ERR;
    note("registered");

    jmethodID bump = (*env)->GetStaticMethodID(env, reg, "bump", "(I)I");
    if (!bump) return JNI_ERR;
    jint v = (*env)->CallStaticIntMethod(env, reg, bump, 5);
    char buf[32];
    snprintf(buf, sizeof buf, "bump(5) = %d", (int)v);
    note(buf);
    return JNI_VERSION_1_8;
}

JNIEXPORT jstring JNICALL Java_JniOnLoad_onloadReport(JNIEnv *env, jclass c)
{
    char buf[600];
    snprintf(buf, sizeof buf, "%s (JNI_OnLoad calls: %d)", report, onload_calls);
    return (*env)->NewStringUTF(env, buf);
}
