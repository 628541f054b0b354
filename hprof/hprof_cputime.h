/*
 * hprof_cputime.h -- cpu=times: every method call timed on its thread's
 * CPU clock between METHOD_ENTRY and METHOD_EXIT, its own time (callees
 * excluded) charged to the trace it was entered with.
 */
#ifndef HPROF_CPUTIME_H
#define HPROF_CPUTIME_H

#include "jvmpi.h"

struct hp_thread;

void hp_cpu_init(void);
void hp_cpu_method_entry(JNIEnv *env, jmethodID mid);
void hp_cpu_method_exit(JNIEnv *env, jmethodID mid);
/* Need data_lock.  Merge first adds the costs the threads keep apart to
 * the traces: before anything reads trace->cost or ->calls. */
void hp_cpu_merge(void);
void hp_cpu_print(void);
void hp_cpu_reset(void);
/* A thread ended: its costs go to the traces and its cache is freed. */
void hp_cpu_thread_end(struct hp_thread *th);

#endif
