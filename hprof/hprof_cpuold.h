/*
 * hprof_cpuold.h -- cpu=old: the JDK 1.1 `java -prof` table, which the
 * JVMPI HPROF wrote for cpu=old.  Calls are timed exactly as for cpu=times
 * (hprof_cputime.c) with traces two frames deep, callee and caller; this
 * module only writes them as one row per (callee, caller) pair.
 */
#ifndef HPROF_CPUOLD_H
#define HPROF_CPUOLD_H

/* Whether the profile is the -prof table alone: cpu=old with no other
 * section asked for.  Then no THREAD or TRACE records are written either
 * (the table names methods itself), so tools made for java.prof read the
 * file as it is. */
int hp_cpuold_only(void);

/* The table: "count callee caller time", then the pairs by call count.
 * Needs data_lock. */
void hp_cpuold_print(void);

#endif
