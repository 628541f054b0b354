/*
 * hprof_traces.h -- stack traces, interned: the same frames (and, with
 * thread=y, the same thread) always give the same trace serial.  Traces are
 * never freed; each is printed once as a TRACE record, before the first
 * profile section written after it appeared.  A trace also carries the
 * cpu=times cost and the cpu=samples hits charged to it.  Need data_lock unless said.
 */
#ifndef HPROF_TRACES_H
#define HPROF_TRACES_H

#include "hprof_table.h"
#include "jvmpi.h"

#include <stdint.h>

/* A frame's lineno when it has no line (as the VM gives them, except
 * UNKNOWN, which the agent also uses for a frame it put on top itself). */
#define HP_LINE_NATIVE   (-3)
#define HP_LINE_COMPILED (-2)
#define HP_LINE_UNKNOWN  (-1)

typedef struct hp_trace {
    hp_node node;                /* hash of thread serial + frames */
    unsigned serial;
    unsigned thread_serial;      /* 0 unless thread=y */
    int printed;
    int64_t cost;                /* cpu=times: ns since the last reset */
    unsigned calls;
    unsigned samples;            /* cpu=samples: hits since the last reset */
    struct hp_trace *next_made;  /* in serial order */
    int num_frames;
    JVMPI_CallFrame frames[];
} hp_trace;

int hp_traces_init(void);

/* Without data_lock: takes the calling thread's stack (at most depth
 * frames; if `entered` is not NULL and not on top, it is put on top, as a
 * METHOD_ENTRY may come before its frame is visible), then locks data_lock,
 * makes sure every method is known (asking the VM, with GC disabled unless
 * `gc_disabled` says the caller already did) and interns the trace.
 * Returns with data_lock HELD. */
hp_trace *hp_trace_here(JNIEnv *env, jmethodID entered, int gc_disabled);

/* Interns given frames; methods must be known (or will print as unknown). */
hp_trace *hp_trace_intern(unsigned thread_serial, const JVMPI_CallFrame *f, int n);

/* Frames taken elsewhere (another thread's, a dump's): applies lineno=n,
 * asks the VM about unknown methods (GC must be disabled) and interns.
 * Needs data_lock.  Modifies f. */
hp_trace *hp_trace_of_frames(unsigned thread_serial, JVMPI_CallFrame *f, int n);

/* Prints the TRACE records not printed yet. */
void hp_traces_print_new(void);
/* Calls f on every trace, in serial order. */
void hp_traces_each(void (*f)(hp_trace *t, void *arg), void *arg);
/* The top frame's class.method, for one-line summaries. */
void hp_trace_top_name(const hp_trace *t, char *buf, size_t n);

#endif
