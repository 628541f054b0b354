/*
 * hprof.h -- the agent's shared state: the JVMPI table, the options, the
 * locks, and the output stream.  One instance (`hp`), set up in JVM_OnLoad.
 *
 * Locking (outermost first): dump_lock (one profile write at a time) ->
 * DisableGC -> data_lock (every table).  A thread that holds data_lock and
 * has to call back into the VM (RequestEvent, GetMethodClass) must have GC
 * disabled first, so that a collection can never wait for data_lock while
 * its holder waits for the collection.  Between GC_START and GC_FINISH the
 * collecting thread holds data_lock and the agent allocates nothing.
 */
#ifndef HPROF_H
#define HPROF_H

#include "jni.h"
#include "jvmpi.h"

#include "hprof_options.h"

#include <stdio.h>

typedef struct {
    JVMPI_Interface *jvmpi;
    hp_options opt;
    JVMPI_RawMonitor data_lock;
    JVMPI_RawMonitor dump_lock;
    FILE *out;
    int in_gc;                  /* between GC_START and GC_FINISH */
    int shut_down;              /* JVM_SHUT_DOWN seen: ignore everything */
    int dumped_at_exit;
} hp_state;

extern hp_state hp;  /* symbols stay hidden: CMake builds with hidden visibility */

static inline void hp_lock(void) { hp.jvmpi->RawMonitorEnter(hp.data_lock); }
static inline void hp_unlock(void) { hp.jvmpi->RawMonitorExit(hp.data_lock); }

/* strdup (not in C11); NULL stays NULL. */
char *hp_strdup(const char *s);

#endif
