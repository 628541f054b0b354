/*
 * jni_check.h -- -Xcheck:jni: a JNIEnv table that checks every call the
 * way HotSpot's checked JNI does, then forwards it to jni_env.c's table.
 */
#ifndef LANTERN_JNI_CHECK_H
#define LANTERN_JNI_CHECK_H

#include "jni.h"
#include <stdbool.h>

/* Set by the -Xcheck:jni option, before thread_init. */
extern bool jni_check_enabled;

/* The checked table; it forwards to `raw` (read at each call, so slots the
 * native-method binding fills in later are forwarded too). */
const struct JNINativeInterface_ *jni_check_functions(const struct JNINativeInterface_ *raw);

/* The Java frames of t as its warnings print them ("\tat C.m(F.java:n)" lines). */
struct vm_thread;
void jni_check_print_stack(struct vm_thread *t);

#endif
