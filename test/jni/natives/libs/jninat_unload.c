/*
 * jninat_unload.c -- a library loaded by a class of a throwaway class loader
 * (JniUnload.java): JNI_OnLoad and JNI_OnUnload print, so the program's
 * output shows when the VM unloads the library with its loader.
 */
#include <stdio.h>

#include <jni.h>

static int loads;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    loads++;
    fprintf(stdout, "JNI_OnLoad\n");
    fflush(stdout);
    return JNI_VERSION_1_8;
}

JNIEXPORT void JNICALL JNI_OnUnload(JavaVM *vm, void *reserved)
{
    fprintf(stdout, "JNI_OnUnload\n");
    fflush(stdout);
}

JNIEXPORT jint JNICALL Java_JniUnload_00024Native_answer(JNIEnv *env, jclass c) { return 42; }
