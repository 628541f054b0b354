/* jninat_badver.c -- JNI_OnLoad asks for a JNI version no VM has (JniErrors.java). */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) { return 0x00020000; }
JNIEXPORT jint JNICALL Java_JniErrors_badverNative(JNIEnv *env, jclass c) { return 1; }
