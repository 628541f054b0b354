/*
 * hprof_flame.h -- the CPU profile as flame-graph input (collapsed=) and as
 * a self-contained interactive SVG flame graph (flamegraph=).
 *
 * Each profile write takes a snapshot of the per-trace counts (cpu=samples)
 * or times (cpu=times) into a tree of frames while data_lock is held, so it
 * agrees with the CPU section written in the same dump, and writes the
 * files after the lock is let go.
 */
#ifndef HPROF_FLAME_H
#define HPROF_FLAME_H

typedef struct hp_flame hp_flame;

/* Needs data_lock.  NULL when neither option was given (or out of memory,
 * reported on stderr). */
hp_flame *hp_flame_collect(void);

/* Without data_lock, inside dump_lock: writes the files and frees the
 * snapshot (NULL does nothing).  at_dump: a Ctrl-\ dump, whose files get
 * the dump's number (flame.svg -> flame.1.svg); 0 at exit. */
void hp_flame_write(hp_flame *f, int at_dump);

#endif
