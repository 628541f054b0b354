/*
 * hprof_cputime.h -- cpu=times: every method call timed on its thread's
 * CPU clock between METHOD_ENTRY and METHOD_EXIT, its own time (callees
 * excluded) charged to the trace it was entered with.
 */
#ifndef HPROF_CPUTIME_H
#define HPROF_CPUTIME_H

#include "jvmpi.h"

void hp_cpu_init(void);
void hp_cpu_method_entry(JNIEnv *env, jmethodID mid);
void hp_cpu_method_exit(JNIEnv *env, jmethodID mid);
/* Need data_lock. */
void hp_cpu_print(void);
void hp_cpu_reset(void);

#endif
