/*
 * embed_hookexit.c -- the vfprintf and exit hooks: with -Xcheck:jni, a
 * JNI call with an exception pending makes the VM warn (through the
 * vfprintf hook); then System.exit(7) from Java calls the exit hook with
 * 7, and the process ends with 7 when the hook returns.
 */
#include "embed_hooks.h"

int main(int argc, char **argv)
{
    JNIEnv *env = hooks_start(argc, argv, "-Xcheck:jni");
    printf("FindClass of a missing class\n");
    jclass none = (*env)->FindClass(env, "no/such/Clazz");
    printf("returned %s, exception %s\n", none ? "a class" : "NULL",
           (*env)->ExceptionCheck(env) ? "pending" : "none");
    printf("FindClass with the exception pending\n");
    jclass sys = (*env)->FindClass(env, "java/lang/System");
    (*env)->ExceptionClear(env);
    sys = (*env)->FindClass(env, "java/lang/System");
    jmethodID exit_mid = (*env)->GetStaticMethodID(env, sys, "exit", "(I)V");
    printf("System.exit(7)\n");
    (*env)->CallStaticVoidMethod(env, sys, exit_mid, (jint)7);
    printf("System.exit returned\n");
    return 0;
}
