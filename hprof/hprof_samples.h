/*
 * hprof_samples.h -- cpu=samples: a sampler thread that suspends the
 * running threads every interval= ms and counts their stack traces.
 */
#ifndef HPROF_SAMPLES_H
#define HPROF_SAMPLES_H

#include "jni.h"

/* In JVM_OnLoad: its lock.  0 on success. */
int hp_samples_init(JavaVM *vm);
/* At JVM_INIT_DONE: the sampler thread. */
void hp_samples_start(void);
/* Around THREAD_END: waits for a round under way, keeps the next off. */
void hp_samples_hold(void);
void hp_samples_release(void);
/* At JVM_SHUT_DOWN, before the last dump: returns once no round is under
 * way and none will start. */
void hp_samples_stop(void);
/* Need data_lock. */
void hp_samples_print(void);
void hp_samples_reset(void);

#endif
