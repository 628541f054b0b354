/*
 * onload_fails.c -- test jvmpi.load.onload_fails: JVM_OnLoad returns
 * JNI_ERR; the VM must stop with the JDK 17's message and exit code 1.
 */
#include "jni.h"

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)vm;
    (void)options;
    (void)reserved;
    return JNI_ERR;
}
