/*
 * hprof_dumpbuf.h -- reading the buffers of JVMPI's dump events (HEAP_DUMP,
 * OBJECT_DUMP, MONITOR_DUMP): u1/u2/u4 big-endian, identifiers as native
 * pointers (docs/jvmpi-notes.md, "Dump buffers").  One reader for the ASCII
 * heap dump, the binary writer and the monitor dump.
 *
 * Invariant: a read past the end, or any read after one, sets `bad` and
 * yields 0, so a writer can parse a whole record and test `bad` once.
 */
#ifndef HPROF_DUMPBUF_H
#define HPROF_DUMPBUF_H

#include "jvmpi.h"

#include <stdint.h>
#include <string.h>

typedef struct {
    const unsigned char *p, *end;
    int bad;
    int level;                   /* the dump's JVMPI_DUMP_LEVEL_n, where it matters */
} reader;

static inline int need(reader *r, uint64_t n)
{
    if (r->bad || (uint64_t)(r->end - r->p) < n) {
        r->bad = 1;
        return 0;
    }
    return 1;
}

static inline unsigned rd_u1(reader *r)
{
    return need(r, 1) ? *r->p++ : 0;
}

static inline unsigned rd_u2(reader *r)
{
    if (!need(r, 2))
        return 0;
    unsigned v = (unsigned)r->p[0] << 8 | r->p[1];
    r->p += 2;
    return v;
}

static inline uint32_t rd_u4(reader *r)
{
    if (!need(r, 4))
        return 0;
    uint32_t v = (uint32_t)r->p[0] << 24 | (uint32_t)r->p[1] << 16 | (uint32_t)r->p[2] << 8 | r->p[3];
    r->p += 4;
    return v;
}

static inline void *rd_ptr(reader *r)
{
    void *v = NULL;
    if (need(r, sizeof v)) {
        memcpy(&v, r->p, sizeof v);
        r->p += sizeof v;
    }
    return v;
}

static inline void skip(reader *r, uint64_t n)
{
    if (need(r, n))
        r->p += n;
}

/* Bytes of a value of JVMPI type ty in a dump (JVMPI_CLASS: a reference);
 * -1 for a code that is no type. */
static inline int type_size(unsigned ty)
{
    switch (ty) {
    case JVMPI_BOOLEAN: case JVMPI_BYTE: return 1;
    case JVMPI_CHAR: case JVMPI_SHORT: return 2;
    case JVMPI_INT: case JVMPI_FLOAT: return 4;
    case JVMPI_LONG: case JVMPI_DOUBLE: return 8;
    case JVMPI_CLASS: return (int)sizeof(void *);
    default: return -1;
    }
}

#endif
