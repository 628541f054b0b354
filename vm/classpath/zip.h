/*
 * zip.h -- reading zip and jar archives (PKWARE APPNOTE), with zlib.
 *
 * zip_open reads the End of Central Directory record (Zip64 when present),
 * loads the central directory into memory once and indexes it by name in a
 * hash table, so that a lookup is a hash and one or two memcmp's and never
 * touches the file.  zip_read reads one entry's bytes (stored or deflated),
 * taking sizes and CRC from the central directory -- which is what makes
 * entries written with data descriptors (the `jar` tool does that) work --
 * and checks the CRC-32.
 *
 * Invariants
 *   - Every byte of the file is untrusted: each offset, length and count is
 *     checked against the file and the buffers before use; a corrupt or
 *     truncated archive gives ZIP_CORRUPT and a message, never a read out of
 *     bounds.  What zip_read allocates is bounded by the file, not by what
 *     its headers claim: the compressed size must fit between the local
 *     header and the end of the file before its buffer is allocated, the
 *     uncompressed size must be within the deflate ratio limit of it, and
 *     the inflate buffer grows with the output actually produced (up to the
 *     claimed size) -- so a small archive cannot make zip_read allocate
 *     gigabytes.
 *   - After zip_open returns, the index is immutable: zip_find, zip_count and
 *     the zip_entry_* queries need no lock.  zip_read is safe from several
 *     threads at once: the archive's one FILE is used under a monitor for the
 *     seek and the read of the raw bytes; inflating and the CRC check run
 *     outside it.
 *   - Error messages are written to err (if non-NULL), NUL-terminated and
 *     truncated to errlen; they name the archive and, for zip_read, the entry,
 *     and use the JDK's wording where it has one ("zip END header not found",
 *     "invalid LOC header (bad signature)", ...).
 *
 * Limits: entries larger than 2 GB - 1 are refused (a class file or resource
 * never is).  Offsets beyond 2 GB need a 64-bit seek: used on Windows
 * (_fseeki64) and on POSIX where long is 64 bits; on a 32-bit POSIX build an
 * archive larger than 2 GB is reported as corrupt.
 */
#ifndef LANTERN_ZIP_H
#define LANTERN_ZIP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum zip_status {
    ZIP_OK = 0,
    ZIP_NOT_FOUND = 1,   /* no entry of that name (zip_find gives -1 instead) */
    ZIP_NO_FILE = -1,    /* the archive file cannot be opened (missing, no access) */
    ZIP_IO = -2,         /* a read of an open file failed */
    ZIP_CORRUPT = -3,    /* not a zip file, truncated, or inconsistent */
    ZIP_UNSUPPORTED = -4,/* encrypted entry, unknown compression method, too large */
    ZIP_NOMEM = -5
} zip_status;

typedef struct zip_archive zip_archive;

/* Opens an archive and indexes its central directory.  On failure *out is
 * NULL and err says why. */
zip_status zip_open(const char *path, zip_archive **out, char *err, size_t errlen);
/* The same over an archive already in memory (a jar inside a jar, the
 * fuzzers): bytes are borrowed, not copied, and must stay unchanged until
 * zip_close; name stands for the path in messages and zip_path. */
zip_status zip_open_memory(const char *name, const void *bytes, size_t len, zip_archive **out, char *err,
                           size_t errlen);
void zip_close(zip_archive *z);

const char *zip_path(const zip_archive *z);
/* Number of entries in the central directory. */
size_t zip_count(const zip_archive *z);

/* Index of the entry with exactly this name ("java/lang/String.class",
 * "META-INF/MANIFEST.MF", "p/" for a directory entry), or -1.  When names
 * repeat, the first in the central directory wins. */
long zip_find(const zip_archive *z, const char *name);
long zip_find_n(const zip_archive *z, const char *name, size_t len);

/* Queries on an index in [0, zip_count).  The name is not NUL-terminated in
 * general; *len gets its length.  Valid until zip_close. */
const char *zip_entry_name(const zip_archive *z, size_t i, size_t *len);
uint64_t zip_entry_size(const zip_archive *z, size_t i);        /* uncompressed */
uint64_t zip_entry_csize(const zip_archive *z, size_t i);       /* compressed */
int zip_entry_method(const zip_archive *z, size_t i);           /* 0 stored, 8 deflated */
uint32_t zip_entry_crc(const zip_archive *z, size_t i);

/* Reads entry i: *bytes gets a malloc'd buffer of *len bytes (plus a NUL
 * after them, for the convenience of text readers; free() it).  ZIP_CORRUPT
 * on a bad local header, bad compressed data or a CRC mismatch. */
zip_status zip_read(zip_archive *z, size_t i, uint8_t **bytes, size_t *len,
                    char *err, size_t errlen);

#endif /* LANTERN_ZIP_H */
