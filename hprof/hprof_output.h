/*
 * hprof_output.h -- the profile's byte stream: opening it, the ASCII
 * header and prelude, hp_printf for the ASCII records and hp_write / hp_u*
 * / hp_id (big-endian) for binary ones.  Only the thread that holds
 * data_lock (or dump_lock during a dump) writes.
 */
#ifndef HPROF_OUTPUT_H
#define HPROF_OUTPUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Opens the destination (hp.opt.net's connection, else hp.opt.file) and
 * writes the header; message on stderr on failure. */
int hp_output_open(void);
/* Whether the profile opens with the ASCII header and prelude (not for
 * cpu=old, whose -prof table starts the file, as in the JDK). */
int hp_output_has_header(void);
void hp_output_close(void);
void hp_printf(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Raw bytes, and big-endian integers and identifiers (pointer-sized). */
void hp_write(const void *p, size_t n);
void hp_u1(unsigned v);
void hp_u2(unsigned v);
void hp_u4(uint32_t v);
void hp_u8(uint64_t v);
void hp_id(const void *id);
/* Overwrites n bytes at `offset` from the start of the stream (a file
 * destination only); -1 if the destination cannot. */
int hp_output_patch(long offset, const void *p, size_t n);
/* Everything written so far reaches the destination. */
void hp_flush(void);
/* The current local time in ctime() form without the newline. */
void hp_now_string(char buf[32]);

#endif
