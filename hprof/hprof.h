/*
 * hprof.h -- the agent's shared state: the JVMPI table, the options, the
 * locks, and the output stream.  One instance (`hp`), set up in JVM_OnLoad.
 *
 * Locking (outermost first): dump_lock (one profile write at a time) ->
 * DisableGC -> data_lock (every table).  A thread that holds data_lock and
 * has to call back into the VM (RequestEvent, GetMethodClass) must have GC
 * disabled first, so that a collection can never start while its holder
 * is inside the VM.
 *
 * Handlers that run with the world stopped take data_lock like any other,
 * which the VM's contract makes safe (jvmpi.h, "Raw monitors and the
 * stopped world"): GC_START takes it and GC_FINISH gives it up, so the
 * OBJECT_MOVE / OBJECT_FREE / ARENA_DELETE handlers between them find it
 * already theirs; the heap dump's requester takes it before the request.
 * Every holder that calls into the VM has disabled GC first, and DisableGC
 * waits out a collection in progress, so no holder is ever stopped inside
 * the VM while a collection's handler waits for the lock.  The MONITOR_DUMP
 * handler only copies and takes no lock.
 * Between GC_START and GC_FINISH the agent allocates nothing.
 *
 * The spin lock uses APR's atomics and the per-thread state JVMPI's
 * thread-local storage: no <stdatomic.h> or _Thread_local, which MSVC
 * accepts only recently and behind flags (test/rules/hprof_headers.cmake).
 *
 * cpu=times/old's common case takes no shared lock: a method entry found
 * in its thread's trace cache, and the exit of such a call, touch only that
 * thread's record, the cost under the thread's own cells_lock (a spin lock,
 * innermost of all, held for a few additions); a dump takes data_lock and
 * then each thread's cells_lock to merge the costs (hprof_cputime.c).
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
    int in_gc;                  /* between GC_START and GC_FINISH */
    int shut_down;              /* JVM_SHUT_DOWN seen: ignore everything */
    int dumped_at_exit;
} hp_state;

extern hp_state hp;  /* symbols stay hidden: CMake builds with hidden visibility */

/* data_lock (nests). */
void hp_lock(void);
void hp_unlock(void);

/* strdup (not in C11); NULL stays NULL. */
char *hp_strdup(const char *s);

#endif
