/*
 * agent_onload.c -- test jvmpi.load.agent_onload: a library that exports
 * only Agent_OnLoad, loaded with -Xrun: the JDK 17 calls Agent_OnLoad with
 * the -Xrun options; Lantern must do the same.
 */
#include <stdio.h>

#include "jni.h"

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved);

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)vm;
    (void)reserved;
    if (options)
        printf("Agent_OnLoad options: \"%s\"\n", options);
    else
        printf("Agent_OnLoad options: NULL\n");
    fflush(stdout);
    return JNI_OK;
}
