/*
 * hprof_threads.h -- threads by JNIEnv* (the JVMPI thread identity).
 *
 * A thread gets its serial at THREAD_START, or when it is first seen doing
 * something (e.g. the VM's signal dispatcher, which has no THREAD_START).
 * Records are never freed: serials in traces must stay printable.  Each
 * record is also the thread's JVMPI thread-local storage, so the per-call
 * path of cpu=times finds it without a lock.  Need data_lock unless said.
 *
 * cpu=times/old also keep, per thread, a cache of the traces its calls were
 * entered with and the cost charged to them (hprof_cputime.c): the cache's
 * shape (cells, num_cells) changes only on its own thread and under
 * data_lock; a cell's cost and calls change under cells_lock, which the
 * owner takes at exits and a dump takes to merge them into the traces.
 */
#ifndef HPROF_THREADS_H
#define HPROF_THREADS_H

#include "hprof_table.h"
#include "jvmpi.h"

#include <apr_atomic.h>

#include <stdint.h>

struct hp_trace;
struct hp_cell;

typedef struct {
    struct hp_trace *trace;      /* charged on exit */
    struct hp_cell *cell;        /* if not NULL, charged there instead */
    jmethodID method;
    int64_t entered;             /* clock when the entry event arrived */
    int64_t start;               /* clock when the agent was done with it */
    int64_t callees;             /* time of finished callees, agent included */
} hp_call;

typedef struct hp_thread {
    hp_node node;                /* keyed by JNIEnv* */
    JNIEnv *env;
    unsigned serial;
    int started;                 /* THREAD START printed */
    int ended;
    hp_call *calls;              /* cpu=times: this thread's open calls */
    int num_calls, cap_calls;
    struct hp_cell **cells;      /* cpu=times/old: the trace cache, open addressing */
    unsigned num_cells, cap_cells;
    volatile apr_uint32_t cells_lock; /* a spin lock: the cells' cost and calls */
    int cache_off;               /* the open calls stopped mirroring the stack */
    struct hp_monitor *blocked_on; /* monitor=y: the contended enter under way */
    int64_t blocked_since;       /* its wall clock start, ns */
    struct hp_thread *all_next;
} hp_thread;

int hp_threads_init(void);
void hp_thread_start(const JVMPI_Event *e);
void hp_thread_end(JNIEnv *env);
/* The thread's record, made (without a THREAD START record) if unseen. */
hp_thread *hp_thread_of(JNIEnv *env);
/* Its serial; 0 for a NULL env (a root with no thread). */
unsigned hp_thread_serial(JNIEnv *env);
/* Without data_lock: the record via thread-local storage, or NULL. */
hp_thread *hp_thread_self(JNIEnv *env);
/* Calls f on every thread. */
void hp_threads_each(void (*f)(hp_thread *t, void *arg), void *arg);

#endif
