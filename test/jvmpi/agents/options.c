/*
 * options.c -- tests jvmpi.load.options_* (and their JDK 17 selfchecks):
 * prints the options string JVM_OnLoad received -- the text after the
 * first ':' of -Xrun<name>:..., verbatim; NULL without ':'; "" for a
 * trailing ':'.  It does not ask for JVMPI, so that the JDK 17 (which
 * refuses JVMPI with a message) prints the same.
 */
#include <stdio.h>

#include "jni.h"

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)vm;
    (void)reserved;
    if (options)
        printf("JVM_OnLoad options: \"%s\"\n", options);
    else
        printf("JVM_OnLoad options: NULL\n");
    fflush(stdout);
    return JNI_OK;
}
