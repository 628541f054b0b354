/*
 * jvmpi_check.h -- -Xcheck:jvmpi: a JVMPI_Interface whose functions check
 * the agent's calls (warnings on stdout, as -Xcheck:jni's) and forward to
 * jvmpi.c's; the event handler called through it; and a JNIEnv table that
 * warns of JNI calls made in handlers that run with GC disabled.
 * The checks and the warnings' texts: jvmpi_check.c.
 */
#ifndef LANTERN_JVMPI_CHECK_H
#define LANTERN_JVMPI_CHECK_H

#include <stdbool.h>

#include "jni.h"
#include "jvmpi.h"

/* Set by the -Xcheck:jvmpi option, before thread_init and the agents. */
extern bool jvmpi_check_enabled;

/* The table GetEnv hands out when checking; it forwards to `real`. */
JVMPI_Interface *jvmpi_check_interface(JVMPI_Interface *real);
/* Calls the handler the agent stored in the checked table, keeping the
 * calling thread's handler context for the checks. */
void jvmpi_check_notify(JVMPI_Event *e);
/* Calls an agent's JVM_OnLoad (fn), then checks what it left behind. */
jint jvmpi_check_onload(jint(JNICALL *fn)(JavaVM *, char *, void *), JavaVM *vm, char *options);
/* At JVM_SHUT_DOWN (after its handler returned): what is still unbalanced. */
void jvmpi_check_shutdown(void);
/* The JNIEnv table over `raw` (jni_env.c's or -Xcheck:jni's). */
const struct JNINativeInterface_ *jvmpi_check_jni_functions(const struct JNINativeInterface_ *raw);

#endif
