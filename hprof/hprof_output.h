/*
 * hprof_output.h -- the ASCII profile file: opening it, its header and
 * prelude, and the printf used by every record writer.  Only the thread
 * that holds data_lock (or dump_lock during a dump) writes.
 */
#ifndef HPROF_OUTPUT_H
#define HPROF_OUTPUT_H

#include <stdio.h>

/* Opens hp.opt.file and writes the header; message on stderr on failure. */
int hp_output_open(void);
void hp_output_close(void);
void hp_printf(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
void hp_flush(void);
/* The current local time in ctime() form without the newline. */
void hp_now_string(char buf[32]);

#endif
