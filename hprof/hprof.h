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
 * Handlers that run with the world stopped (GC_START..GC_FINISH, the heap
 * dump) do not take data_lock: a Java thread may have been stopped holding
 * it (Lantern's RawMonitorEnter can block at a safepoint right after
 * acquiring the monitor).  They call hp_world_begin instead, which waits
 * only until no holder of data_lock is running agent code (a native one,
 * e.g. the sampler, finishing) and keeps new holders out; a thread stopped
 * with data_lock has not started touching the tables yet.  hp_lock and
 * hp_unlock do nothing on the thread inside hp_world_begin..end (known by
 * apr_os_thread_current, asked only while a world is stopped).
 * Between GC_START and GC_FINISH the agent allocates nothing.
 *
 * The flags and spin lock use APR's atomics and the per-thread state JVMPI's
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
/* The tables to this thread alone while the world is stopped (above). */
void hp_world_begin(void);
void hp_world_end(void);

/* strdup (not in C11); NULL stays NULL. */
char *hp_strdup(const char *s);

#endif
