/*
 * hprof_binary.h -- format=b: the binary HPROF records ("JAVA PROFILE
 * 1.0.1", and 1.0.2 with heap dump segments).  The ASCII writers call these
 * where they would print a record when hp.opt.format_binary is set; the
 * layouts and the choices readers depend on are in hprof_binary.c.
 *
 * Every function needs data_lock (or the stopped world of a heap dump).
 * Those that may name a class object (hp_bin_classes_new, hp_bin_trace,
 * hp_bin_heap_dump) also need GC disabled or the world stopped: they may
 * ask the VM about objects it has not announced yet.
 */
#ifndef HPROF_BINARY_H
#define HPROF_BINARY_H

#include "jvmpi.h"

#include <stddef.h>
#include <stdint.h>

struct hp_class;
struct hp_site;
struct hp_trace;

/* A ROOT THREAD OBJ of a heap dump: one per thread trace the VM sent. */
typedef struct {
    jobjectID thread_obj;        /* current VM id, NULL if none */
    unsigned thread_serial;
    unsigned trace_serial;
} hp_bin_thread_root;

/* The file header, CONTROL SETTINGS and the empty trace 0 (at open). */
void hp_bin_header(void);
/* UTF8 + LOAD CLASS for every class not written yet. */
void hp_bin_classes_new(void);
void hp_bin_class_unload(struct hp_class *c);
/* FRAME records it needs, then TRACE. */
void hp_bin_trace(const struct hp_trace *t);
void hp_bin_thread_start(unsigned serial, unsigned obj_serial, const char *name,
                         const char *group, const char *parent);
void hp_bin_thread_end(unsigned serial);
/* HEAP SUMMARY then ALLOC SITES; v sorted as the ASCII SITES are. */
void hp_bin_sites(struct hp_site *const *v, size_t n);
/* CPU SAMPLES; v sorted by samples, total = all samples. */
void hp_bin_cpu_samples(struct hp_trace *const *v, size_t n, unsigned total);
/* HEAP DUMP (or its segments) from a level-1/2 JVMPI dump buffer whose
 * classes the first pass of hprof_heapdump.c has made known. */
void hp_bin_heap_dump(const JVMPI_Event *e, const hp_bin_thread_root *roots, int nroots);

#endif
