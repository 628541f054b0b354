/*
 * no_entry.c -- test jvmpi.load.no_entry: a library with neither JVM_OnLoad
 * nor Agent_OnLoad; the VM must stop with the JDK 17's message and exit
 * code 1.
 */
#include "jni.h"

JNIEXPORT jint JNICALL jvmpitest_no_entry_here(void);

JNIEXPORT jint JNICALL jvmpitest_no_entry_here(void)
{
    return 0;
}
