/*
 * hprof_monitor.h -- monitor=y: contended monitor entries timed per
 * (monitor, trace) for MONITOR TIME, and MONITOR DUMP on Ctrl-\.
 */
#ifndef HPROF_MONITOR_H
#define HPROF_MONITOR_H

#include "jvmpi.h"

int hp_monitors_init(void);
/* Event handlers: take data_lock themselves. */
void hp_monitor_contended_enter(JNIEnv *env, jobjectID obj);
void hp_monitor_raw_contended_enter(JNIEnv *env, const char *name, JVMPI_RawMonitor id);
void hp_monitor_contended_entered(JNIEnv *env);
/* The MONITOR_DUMP handler (world stopped): copies the dump, no lock. */
void hp_monitor_dump_event(const JVMPI_Event *e);
/* Requests a dump and prints it with its new traces; caller holds
 * dump_lock and neither GC disabled nor data_lock. */
void hp_monitor_dump(void);
/* Need data_lock. */
void hp_monitor_time_print(void);
void hp_monitor_reset(void);

#endif
