/*
 * hprof_heapdump.h -- HEAP DUMP records, translated from the JVMPI heap
 * dump buffer (RequestEvent(HEAP_DUMP, NULL) = level 2).
 */
#ifndef HPROF_HEAPDUMP_H
#define HPROF_HEAPDUMP_H

#include "jvmpi.h"

/* Asks the VM for a dump; the answer arrives in hp_heapdump_event on this
 * thread.  Call without data_lock: it disables GC and takes the lock. */
void hp_heapdump_request(void);
/* The HEAP_DUMP event (world stopped): data_lock is already this thread's. */
void hp_heapdump_event(const JVMPI_Event *e);

#endif
