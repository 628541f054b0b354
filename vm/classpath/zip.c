/*
 * zip.c -- the zip/jar reader: End of Central Directory (and Zip64), the
 * central directory index, and entry reading with zlib (see zip.h).
 *
 * Owns: struct zip_archive, the archive's FILE (or, for an archive in
 * memory, a borrowed pointer to its bytes) and its monitor.
 * Invariants: the central directory is copied into memory once (cd) and
 * parsed into ents[], whose name_off/name_len always lie inside cd; the
 * local header offsets in ents[] already include the "prefix" bias of an
 * archive with data in front of it (self-extracting style); nothing in ents[]
 * changes after zip_open, so lookups are lock-free.  The FILE is only
 * touched under z->lock.
 */
#include "classpath/zip.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "os.h"

/* Record signatures and fixed sizes (APPNOTE 4.3). */
#define SIG_LOC 0x04034b50u
#define SIG_CEN 0x02014b50u
#define SIG_END 0x06054b50u
#define SIG_Z64_LOCATOR 0x07064b50u
#define SIG_Z64_END 0x06064b50u
#define LOC_HDR 30
#define CEN_HDR 46
#define END_HDR 22
#define Z64_LOCATOR_HDR 20
#define Z64_END_HDR 56
#define MAX_COMMENT 0xFFFF

/* No deflate stream expands by more than about 1032:1 (a run of zeros coded
 * with the longest match at every step); a header that claims more is
 * lying, and we must not allocate what it claims. */
#define MAX_DEFLATE_RATIO 1032u
#define MAX_ENTRY_SIZE ((uint64_t)INT32_MAX - 1)
/* The first output buffer of an inflate (or four times the compressed size,
 * if larger); it doubles from there up to the size the header claims. */
#define INFLATE_FIRST_CHUNK ((size_t)64 * 1024)

typedef struct zent {
    uint64_t loc_off;  /* local header, biased */
    uint64_t csize;
    uint64_t usize;
    uint32_t name_off; /* into cd */
    uint32_t crc;
    uint32_t hash;
    int32_t next;      /* hash chain, -1 ends */
    uint16_t name_len;
    uint16_t method;
    uint16_t flags;
} zent;

struct zip_archive {
    char *path;
    FILE *f;
    const uint8_t *mem; /* instead of f: an archive in memory (zip_open_memory), size bytes */
    os_monitor *lock;
    uint64_t size;
    uint8_t *cd;
    size_t cd_len;
    zent *ents;
    size_t count;
    int32_t *buckets;
    size_t mask; /* bucket count - 1, a power of two minus one */
};

static void seterr(char *err, size_t errlen, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void seterr(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || errlen == 0) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

static uint16_t get16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint64_t get64(const uint8_t *p) { return get32(p) | (uint64_t)get32(p + 4) << 32; }

static uint32_t name_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)s[i];
        h *= 16777619u;
    }
    return h;
}

/* 64-bit seek where the platform's long is narrower (Windows). */
static int seek_to(FILE *f, uint64_t off)
{
#if defined(_WIN32)
    if (off > (uint64_t)INT64_MAX) return -1;
    return _fseeki64(f, (long long)off, SEEK_SET);
#else
    if (off > (uint64_t)LONG_MAX) return -1;
    return fseek(f, (long)off, SEEK_SET);
#endif
}

static int64_t file_length(FILE *f)
{
#if defined(_WIN32)
    if (_fseeki64(f, 0, SEEK_END) != 0) return -1;
    return (int64_t)_ftelli64(f);
#else
    if (fseek(f, 0, SEEK_END) != 0) return -1;
    return (int64_t)ftell(f);
#endif
}

/* Reads exactly n bytes at off, from the file or the memory image. */
static bool read_at(zip_archive *z, uint64_t off, void *buf, size_t n)
{
    if (n == 0) return true;
    if (z->mem) {
        if (off > z->size || z->size - off < n) return false;
        memcpy(buf, z->mem + off, n);
        return true;
    }
    if (seek_to(z->f, off) != 0) return false;
    return fread(buf, 1, n, z->f) == n;
}

const char *zip_path(const zip_archive *z) { return z->path; }
size_t zip_count(const zip_archive *z) { return z->count; }

void zip_close(zip_archive *z)
{
    if (!z) return;
    if (z->f) fclose(z->f);
    if (z->lock) os_monitor_destroy(z->lock);
    free(z->buckets);
    free(z->ents);
    free(z->cd);
    free(z->path);
    free(z);
}

/* Finds the End of Central Directory record: the last signature whose
 * comment ends exactly at the end of the file; failing that (trailing
 * bytes after the comment), the last one whose comment fits in the file. */
static bool find_end(zip_archive *z, uint64_t size, uint8_t end[END_HDR], uint64_t *end_pos)
{
    size_t tail_len = (size_t)(size < END_HDR + MAX_COMMENT ? size : END_HDR + MAX_COMMENT);
    uint8_t *tail = malloc(tail_len);
    if (!tail) return false;
    uint64_t tail_off = size - tail_len;
    bool found = false, loose = false;
    size_t loose_at = 0;
    if (read_at(z, tail_off, tail, tail_len)) {
        for (size_t i = tail_len - END_HDR + 1; i-- > 0;) {
            if (get32(tail + i) != SIG_END) continue;
            size_t comment = get16(tail + i + 20);
            if (i + END_HDR + comment == tail_len) {
                memcpy(end, tail + i, END_HDR);
                *end_pos = tail_off + i;
                found = true;
                break;
            }
            if (!loose && i + END_HDR + comment <= tail_len) {
                loose = true;
                loose_at = i;
            }
        }
        if (!found && loose) {
            memcpy(end, tail + loose_at, END_HDR);
            *end_pos = tail_off + loose_at;
            found = true;
        }
    }
    free(tail);
    return found;
}

/* Parses one central directory header at cd[*pos]; advances *pos. */
static bool parse_cen(zip_archive *z, size_t *pos, uint64_t bias, zent *e, char *err, size_t errlen)
{
    const uint8_t *cd = z->cd;
    size_t p = *pos, left = z->cd_len - p;
    if (left < CEN_HDR || get32(cd + p) != SIG_CEN) {
        seterr(err, errlen, "%s: invalid CEN header (bad signature)", z->path);
        return false;
    }
    const uint8_t *h = cd + p;
    size_t nlen = get16(h + 28), elen = get16(h + 30), clen = get16(h + 32);
    if (CEN_HDR + nlen + elen + clen > left) {
        seterr(err, errlen, "%s: invalid CEN header (bad header size)", z->path);
        return false;
    }
    e->flags = get16(h + 8);
    e->method = get16(h + 10);
    e->crc = get32(h + 16);
    e->csize = get32(h + 20);
    e->usize = get32(h + 24);
    e->loc_off = get32(h + 42);
    e->name_off = (uint32_t)(p + CEN_HDR);
    e->name_len = (uint16_t)nlen;
    /* Zip64 extended information: only the fields whose 32-bit value is the
     * 0xFFFFFFFF sentinel are present, in this order. */
    const uint8_t *x = h + CEN_HDR + nlen, *xend = x + elen;
    while (xend - x >= 4) {
        uint16_t id = get16(x), sz = get16(x + 2);
        if ((size_t)(xend - x - 4) < sz) {
            seterr(err, errlen, "%s: invalid CEN header (bad extra field size)", z->path);
            return false;
        }
        if (id == 0x0001) {
            const uint8_t *q = x + 4, *qend = q + sz;
            uint64_t *fields[3] = {&e->usize, &e->csize, &e->loc_off};
            for (int k = 0; k < 3; k++) {
                if (*fields[k] != 0xFFFFFFFFu) continue;
                if (qend - q < 8) {
                    seterr(err, errlen, "%s: invalid zip64 extra data field size", z->path);
                    return false;
                }
                *fields[k] = get64(q);
                q += 8;
            }
        }
        x += 4 + sz;
    }
    if (e->loc_off > UINT64_MAX - bias || e->loc_off + bias > z->size ||
        z->size - (e->loc_off + bias) < LOC_HDR) {
        seterr(err, errlen, "%s: invalid CEN header (bad local header offset)", z->path);
        return false;
    }
    e->loc_off += bias;
    e->hash = name_hash((const char *)cd + e->name_off, nlen);
    *pos = p + CEN_HDR + nlen + elen + clen;
    return true;
}

/* Makes the archive and opens its file (no message when out of memory:
 * the caller has not been told of an archive yet). */
static zip_status open_archive_file(const char *path, zip_archive **out, char *err, size_t errlen)
{
    os_file_kind kind = os_file_kind_of(path);
    if (kind == OS_FILE_NONE) {
        seterr(err, errlen, "%s: no such file", path);
        return ZIP_NO_FILE;
    }
    if (kind == OS_FILE_DIRECTORY) {
        seterr(err, errlen, "%s: is a directory, not a zip file", path);
        return ZIP_CORRUPT;
    }
    zip_archive *z = calloc(1, sizeof *z);
    if (!z) return ZIP_NOMEM;
    size_t plen = strlen(path);
    z->path = malloc(plen + 1);
    if (!z->path) {
        zip_close(z);
        return ZIP_NOMEM;
    }
    memcpy(z->path, path, plen + 1);
    z->f = fopen(path, "rb");
    if (!z->f) {
        seterr(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        zip_close(z);
        return ZIP_NO_FILE;
    }
    *out = z;
    return ZIP_OK;
}

/* Where the central directory is, as the End record (or its Zip64 form)
 * tells. */
typedef struct cd_location {
    uint64_t total;   /* entries, as the End record counts them */
    uint64_t size;
    uint64_t end;     /* file offset just past the directory */
    uint64_t bias;    /* bytes in front of the archive */
    bool zip64;
} cd_location;

/* Finds the End of Central Directory record, follows its Zip64 locator if
 * there is one, and checks that the directory fits in front of it. */
static zip_status find_central_directory(zip_archive *z, cd_location *cd, char *err, size_t errlen)
{
    const char *path = z->path;
    if (!z->mem) {
        int64_t len = file_length(z->f);
        if (len < 0) {
            seterr(err, errlen, "%s: cannot find the file's length", path);
            return ZIP_IO;
        }
        z->size = (uint64_t)len;
    }
    uint8_t end[END_HDR];
    uint64_t end_pos = 0;
    if (z->size < END_HDR || !find_end(z, z->size, end, &end_pos)) {
        seterr(err, errlen, "%s: zip END header not found", path);
        return ZIP_CORRUPT;
    }
    uint64_t total = get16(end + 10), cd_size = get32(end + 12), cd_off = get32(end + 16);
    uint64_t cd_end = end_pos;
    bool zip64 = false;
    if (end_pos >= Z64_LOCATOR_HDR) {
        uint8_t loc[Z64_LOCATOR_HDR];
        if (read_at(z, end_pos - Z64_LOCATOR_HDR, loc, sizeof loc) &&
            get32(loc) == SIG_Z64_LOCATOR) {
            uint64_t z64_off = get64(loc + 8);
            uint8_t z64[Z64_END_HDR];
            if (z64_off <= end_pos - Z64_LOCATOR_HDR &&
                end_pos - Z64_LOCATOR_HDR - z64_off >= Z64_END_HDR &&
                read_at(z, z64_off, z64, sizeof z64) && get32(z64) == SIG_Z64_END) {
                total = get64(z64 + 32);
                cd_size = get64(z64 + 40);
                cd_off = get64(z64 + 48);
                cd_end = z64_off;
                zip64 = true;
            } else if (total == 0xFFFF || cd_size == 0xFFFFFFFFu || cd_off == 0xFFFFFFFFu) {
                seterr(err, errlen, "%s: invalid zip64 END header", path);
                return ZIP_CORRUPT;
            }
        }
    }
    if (cd_size > cd_end || cd_off > cd_end - cd_size) {
        seterr(err, errlen, "%s: invalid END header (bad central directory offset)", path);
        return ZIP_CORRUPT;
    }
    if (cd_size > SIZE_MAX - 1 || cd_size > UINT32_MAX || total > cd_size / CEN_HDR + 1) {
        seterr(err, errlen, "%s: invalid END header (bad central directory size)", path);
        return ZIP_CORRUPT;
    }
    cd->total = total;
    cd->size = cd_size;
    cd->end = cd_end;
    /* Bytes in front of the archive shift every offset by the same amount. */
    cd->bias = cd_end - cd_size - cd_off;
    cd->zip64 = zip64;
    return ZIP_OK;
}

/* Copies the central directory into z->cd and parses it into z->ents. */
static zip_status read_central_directory(zip_archive *z, const cd_location *where, char *err, size_t errlen)
{
    const char *path = z->path;
    z->cd_len = (size_t)where->size;
    z->cd = malloc(z->cd_len + 1);
    size_t cap = (size_t)(where->size / CEN_HDR) + 1;
    z->ents = malloc(cap * sizeof *z->ents);
    if (!z->cd || !z->ents) return ZIP_NOMEM;
    if (!read_at(z, where->end - where->size, z->cd, z->cd_len)) {
        seterr(err, errlen, "%s: cannot read the central directory", path);
        return ZIP_CORRUPT;
    }
    size_t pos = 0;
    while (pos < z->cd_len) {
        if (z->count == cap || z->count >= INT32_MAX) {
            seterr(err, errlen, "%s: invalid CEN header (too many entries)", path);
            return ZIP_CORRUPT;
        }
        if (!parse_cen(z, &pos, where->bias, &z->ents[z->count], err, errlen)) return ZIP_CORRUPT;
        z->count++;
    }
    /* Tools that predate Zip64 wrote the entry count modulo 65536. */
    if (where->total != z->count && (where->zip64 || where->total != (z->count & 0xFFFF))) {
        seterr(err, errlen, "%s: invalid END header (bad entry count: %llu, central directory has %zu)",
               path, (unsigned long long)where->total, z->count);
        return ZIP_CORRUPT;
    }
    return ZIP_OK;
}

/* The name hash index over z->ents. */
static zip_status build_index(zip_archive *z)
{
    size_t nb = 16;
    while (nb < z->count * 2) nb *= 2;
    z->buckets = malloc(nb * sizeof *z->buckets);
    if (!z->buckets) return ZIP_NOMEM;
    z->mask = nb - 1;
    for (size_t b = 0; b < nb; b++) z->buckets[b] = -1;
    /* Insert backwards so that each chain lists entries in directory order
     * and the first of two equal names is found first. */
    for (size_t i = z->count; i-- > 0;) {
        size_t b = z->ents[i].hash & z->mask;
        z->ents[i].next = z->buckets[b];
        z->buckets[b] = (int32_t)i;
    }
    return ZIP_OK;
}

/* Everything after the archive has its bytes: directory, index, lock. */
static zip_status open_rest(zip_archive *z, zip_archive **out, char *err, size_t errlen)
{
    cd_location where;
    zip_status st = find_central_directory(z, &where, err, errlen);
    if (st == ZIP_OK) st = read_central_directory(z, &where, err, errlen);
    if (st == ZIP_OK) st = build_index(z);
    if (st == ZIP_OK) {
        z->lock = os_monitor_create("zip archive");
        if (!z->lock) st = ZIP_NOMEM;
    }
    if (st != ZIP_OK) {
        if (st == ZIP_NOMEM) seterr(err, errlen, "%s: out of memory", z->path);
        zip_close(z);
        return st;
    }
    *out = z;
    return ZIP_OK;
}

zip_status zip_open(const char *path, zip_archive **out, char *err, size_t errlen)
{
    *out = NULL;
    zip_archive *z = NULL;
    zip_status st = open_archive_file(path, &z, err, errlen);
    if (st != ZIP_OK) return st;
    return open_rest(z, out, err, errlen);
}

zip_status zip_open_memory(const char *name, const void *bytes, size_t len, zip_archive **out, char *err,
                           size_t errlen)
{
    *out = NULL;
    zip_archive *z = calloc(1, sizeof *z);
    size_t nlen = strlen(name);
    if (!z || !(z->path = malloc(nlen + 1))) {
        free(z);
        seterr(err, errlen, "%s: out of memory", name);
        return ZIP_NOMEM;
    }
    memcpy(z->path, name, nlen + 1);
    /* A non-NULL image even when empty, so that reads never fall through
     * to the FILE. */
    z->mem = len ? bytes : (const uint8_t *)"";
    z->size = len;
    return open_rest(z, out, err, errlen);
}

long zip_find_n(const zip_archive *z, const char *name, size_t len)
{
    uint32_t h = name_hash(name, len);
    for (int32_t i = z->buckets[h & z->mask]; i >= 0; i = z->ents[i].next) {
        const zent *e = &z->ents[i];
        if (e->hash == h && e->name_len == len && memcmp(z->cd + e->name_off, name, len) == 0)
            return i;
    }
    return -1;
}

long zip_find(const zip_archive *z, const char *name) { return zip_find_n(z, name, strlen(name)); }

const char *zip_entry_name(const zip_archive *z, size_t i, size_t *len)
{
    *len = z->ents[i].name_len;
    return (const char *)z->cd + z->ents[i].name_off;
}
uint64_t zip_entry_size(const zip_archive *z, size_t i) { return z->ents[i].usize; }
uint64_t zip_entry_csize(const zip_archive *z, size_t i) { return z->ents[i].csize; }
int zip_entry_method(const zip_archive *z, size_t i) { return z->ents[i].method; }
uint32_t zip_entry_crc(const zip_archive *z, size_t i) { return z->ents[i].crc; }

/* Reads the compressed bytes of e into a fresh buffer with one spare byte
 * at the end (for the NUL of a stored entry, and so that an empty entry is
 * not a malloc(0)); the caller holds nothing, this takes z->lock.  The
 * buffer is allocated only once the local header has shown that csize bytes
 * really follow it in the file: a header's claim is never what decides how
 * much memory a small archive can make us take. */
static zip_status read_raw(zip_archive *z, const zent *e, uint8_t **raw, char *err, size_t errlen)
{
    int nlen = (int)e->name_len;
    const char *name = (const char *)z->cd + e->name_off;
    uint8_t *buf = NULL;
    zip_status st = ZIP_OK;
    uint8_t loc[LOC_HDR];
    os_monitor_enter(z->lock);
    if (!read_at(z, e->loc_off, loc, LOC_HDR)) {
        seterr(err, errlen, "%s: %.*s: read error in LOC header", z->path, nlen, name);
        st = ZIP_IO;
    } else if (get32(loc) != SIG_LOC) {
        seterr(err, errlen, "%s: %.*s: invalid LOC header (bad signature)", z->path, nlen, name);
        st = ZIP_CORRUPT;
    } else {
        uint64_t data = e->loc_off + LOC_HDR + get16(loc + 26) + get16(loc + 28);
        if (data > z->size || z->size - data < e->csize) {
            seterr(err, errlen, "%s: %.*s: invalid LOC header (entry data beyond the end of the file)",
                   z->path, nlen, name);
            st = ZIP_CORRUPT;
        } else if (!(buf = malloc((size_t)e->csize + 1))) {
            seterr(err, errlen, "%s: %.*s: out of memory", z->path, nlen, name);
            st = ZIP_NOMEM;
        } else if (!read_at(z, data, buf, (size_t)e->csize)) {
            seterr(err, errlen, "%s: %.*s: read error in entry data", z->path, nlen, name);
            st = ZIP_IO;
        }
    }
    os_monitor_exit(z->lock);
    if (st != ZIP_OK) {
        free(buf);
        return st;
    }
    *raw = buf;
    return ZIP_OK;
}

/* Inflates csize bytes of raw into a buffer grown as output arrives, up to
 * n + 1 bytes (one byte of slack: a stream longer than the header says shows
 * up as total_out > n instead of a silent truncation).  Growing rather than
 * taking n + 1 at once keeps what a lying uncompressed size costs in
 * proportion to what the stream really produces.  *outb is malloc'd with
 * room for n + 1 bytes when the result is ZIP_OK. */
static zip_status inflate_entry(zip_archive *z, const zent *e, const uint8_t *raw, uint8_t **outb,
                                char *err, size_t errlen)
{
    int nlen = (int)e->name_len;
    const char *name = (const char *)z->cd + e->name_off;
    size_t n = (size_t)e->usize;
    uint64_t first = e->csize * 4 > INFLATE_FIRST_CHUNK ? e->csize * 4 : INFLATE_FIRST_CHUNK;
    size_t cap = first > (uint64_t)n + 1 ? n + 1 : (size_t)first;
    uint8_t *out = malloc(cap);
    if (!out) {
        seterr(err, errlen, "%s: %.*s: out of memory", z->path, nlen, name);
        return ZIP_NOMEM;
    }
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    if (inflateInit2(&zs, -MAX_WBITS) != Z_OK) {
        free(out);
        seterr(err, errlen, "%s: %.*s: cannot start zlib", z->path, nlen, name);
        return ZIP_NOMEM;
    }
    zs.next_in = (Bytef *)raw;
    zs.avail_in = (uInt)e->csize;
    zs.next_out = out;
    zs.avail_out = (uInt)cap;
    zip_status st = ZIP_OK;
    int rc;
    for (;;) {
        rc = inflate(&zs, Z_FINISH);
        /* Out of room but not of input, and still within n + 1: grow. */
        if (rc != Z_BUF_ERROR && rc != Z_OK) break;
        if (zs.avail_out != 0 || cap == n + 1) break;
        size_t done = cap;
        cap = cap > (n + 1) / 2 ? n + 1 : cap * 2;
        uint8_t *bigger = realloc(out, cap);
        if (!bigger) {
            st = ZIP_NOMEM;
            seterr(err, errlen, "%s: %.*s: out of memory", z->path, nlen, name);
            break;
        }
        out = bigger;
        zs.next_out = out + done;
        zs.avail_out = (uInt)(cap - done);
    }
    if (st == ZIP_OK && !(rc == Z_STREAM_END && zs.total_out == n)) {
        st = ZIP_CORRUPT;
        if (rc == Z_STREAM_END || zs.avail_out == 0)
            seterr(err, errlen, "%s: %.*s: invalid entry size (expected %zu but got %lu bytes)",
                   z->path, nlen, name, n, (unsigned long)zs.total_out);
        else if (rc == Z_BUF_ERROR || rc == Z_OK)
            seterr(err, errlen, "%s: %.*s: Unexpected end of ZLIB input stream", z->path, nlen, name);
        else
            seterr(err, errlen, "%s: %.*s: invalid compressed data (%s)", z->path, nlen, name,
                   zs.msg ? zs.msg : "zlib error");
    }
    inflateEnd(&zs);
    if (st == ZIP_OK && cap < n + 1) {
        /* The stream ended exactly at n bytes in a buffer of exactly n:
         * the NUL the caller appends needs one more. */
        uint8_t *bigger = realloc(out, n + 1);
        if (!bigger) {
            st = ZIP_NOMEM;
            seterr(err, errlen, "%s: %.*s: out of memory", z->path, nlen, name);
        } else {
            out = bigger;
        }
    }
    if (st != ZIP_OK) {
        free(out);
        return st;
    }
    *outb = out;
    return ZIP_OK;
}

zip_status zip_read(zip_archive *z, size_t i, uint8_t **bytes, size_t *len, char *err, size_t errlen)
{
    *bytes = NULL;
    *len = 0;
    if (i >= z->count) {
        seterr(err, errlen, "%s: no entry number %zu", z->path, i);
        return ZIP_NOT_FOUND;
    }
    const zent *e = &z->ents[i];
    int nlen = (int)e->name_len;
    const char *name = (const char *)z->cd + e->name_off;
    if (e->flags & 1) {
        seterr(err, errlen, "%s: %.*s: encrypted entries are not supported", z->path, nlen, name);
        return ZIP_UNSUPPORTED;
    }
    if (e->method != 0 && e->method != 8) {
        seterr(err, errlen, "%s: %.*s: unsupported compression method %u", z->path, nlen, name,
               (unsigned)e->method);
        return ZIP_UNSUPPORTED;
    }
    if ((e->method == 0 && e->csize != e->usize) ||
        (e->method == 8 && e->usize > 1024 && (e->usize - 1024) / MAX_DEFLATE_RATIO > e->csize)) {
        seterr(err, errlen, "%s: %.*s: invalid entry size (compressed %llu, uncompressed %llu)",
               z->path, nlen, name, (unsigned long long)e->csize, (unsigned long long)e->usize);
        return ZIP_CORRUPT;
    }
    if (e->usize > MAX_ENTRY_SIZE || e->csize > MAX_ENTRY_SIZE) {
        seterr(err, errlen, "%s: %.*s: entry too large (%llu bytes)", z->path, nlen, name,
               (unsigned long long)e->usize);
        return ZIP_UNSUPPORTED;
    }
    uint8_t *raw;
    zip_status st = read_raw(z, e, &raw, err, errlen);
    if (st != ZIP_OK) return st;
    uint8_t *outb;
    size_t n = (size_t)e->usize;
    if (e->method == 0) {
        outb = raw;
    } else {
        st = inflate_entry(z, e, raw, &outb, err, errlen);
        free(raw);
        if (st != ZIP_OK) return st;
    }
    uint32_t crc = (uint32_t)crc32(0L, outb, (uInt)n);
    if (crc != e->crc) {
        seterr(err, errlen, "%s: %.*s: invalid entry CRC (expected 0x%08lx but got 0x%08lx)", z->path,
               nlen, name, (unsigned long)e->crc, (unsigned long)crc);
        free(outb);
        return ZIP_CORRUPT;
    }
    outb[n] = 0;
    *bytes = outb;
    *len = n;
    return ZIP_OK;
}
