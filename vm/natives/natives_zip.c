/*
 * natives_zip.c -- the natives of java.util.zip over zlib: Deflater and
 * Inflater, and the array updates of CRC32 and Adler32.
 *
 * The zlib state is a malloc'd z_stream owned by one Deflater/Inflater,
 * which holds its address as a Java long; end0 frees it.  A Deflater or
 * Inflater that is never ended leaks its stream (the library has no
 * finalizers or cleaners) -- the JDK would free it when collected.
 *
 * The byte arrays are handed to zlib only for the duration of one call: no
 * native here allocates on the Java heap while it holds an array's address
 * (nothing here can trigger a collection, which could move the arrays), and
 * next_in/next_out are cleared before returning, since zlib copies what it
 * keeps into its own window.  The thread stays in the Java state meanwhile,
 * so a collection another thread asks for waits until zlib returns -- one
 * call's worth of input, which the streams keep to a buffer.
 *
 * The natives report zlib's status code and the bytes consumed/produced
 * through an int[2]; the Java side turns codes into flags and exceptions
 * (the message comes from message0), so only init0/message0 ever allocate
 * or throw.
 */
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "natives/natives.h"
#include "object/object.h"
#include "runtime/exception.h"
#include "object/string.h"

static z_stream *stream_of(slot s) { return (z_stream *)(intptr_t)s.j; }

/* The library checks every range and handle before calling; these checks
 * only keep a native reached some other way (reflection) from touching
 * memory outside an array or a freed stream.  They throw and report false. */
static bool range_ok(vm_thread *t, object *a, int32_t off, int32_t len)
{
    if (!a) return vm_throw(t, "java/lang/NullPointerException", NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(a))
        return vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
    return true;
}

static z_stream *open_stream(vm_thread *t, slot s)
{
    z_stream *z = stream_of(s);
    if (!z) vm_throw(t, "java/lang/NullPointerException", NULL);
    return z;
}

static bool counts_ok(vm_thread *t, object *counts) { return range_ok(t, counts, 0, 2); }

/* Points the stream at in[inOff, +inLen) and out[outOff, +outLen); the Java
 * side has checked the ranges.  Empty ranges still get a real address: zlib
 * refuses a null next_out even with nothing to write. */
static void attach(z_stream *z, object *in, int32_t in_off, int32_t in_len, object *out, int32_t out_off,
                   int32_t out_len)
{
    z->next_in = ARRAY_DATA(in, Bytef) + in_off;
    z->avail_in = (uInt)in_len;
    z->next_out = ARRAY_DATA(out, Bytef) + out_off;
    z->avail_out = (uInt)out_len;
}

static void detach(z_stream *z, int32_t in_len, int32_t out_len, object *counts)
{
    ARRAY_DATA(counts, int32_t)[0] = in_len - (int32_t)z->avail_in;
    ARRAY_DATA(counts, int32_t)[1] = out_len - (int32_t)z->avail_out;
    z->next_in = z->next_out = Z_NULL;
    z->avail_in = z->avail_out = 0;
}

static z_stream *new_stream(vm_thread *t)
{
    z_stream *z = calloc(1, sizeof *z);
    if (!z) vm_throw(t, "java/lang/OutOfMemoryError", NULL);
    return z;
}

/* A failed init: out of memory, or (with the arguments checked in Java) a
 * zlib whose version the header disagrees with. */
static void init_failed(vm_thread *t, z_stream *z, int rc)
{
    const char *msg = z->msg;
    if (rc == Z_MEM_ERROR) vm_throw(t, "java/lang/OutOfMemoryError", NULL);
    else vm_throw(t, "java/lang/InternalError", "%s", msg ? msg : "zlib initialization failed");
    free(z);
}

/* ---- Deflater ---- */

NATIVE(deflater_init0)
{
    z_stream *z = new_stream(t);
    if (!z) return;
    int rc = deflateInit2(z, args[0].i, Z_DEFLATED, args[2].i ? -MAX_WBITS : MAX_WBITS, 8, args[1].i);
    if (rc != Z_OK) {
        init_failed(t, z, rc);
        return;
    }
    ret->j = (int64_t)(intptr_t)z;
}

/* deflate0(addr, in, inOff, inLen, out, outOff, outLen, flush, params, counts):
 * params != 0 asks for deflateParams(level = params >> 3, strategy =
 * (params >> 1) & 3) instead of deflate; returns zlib's code. */
NATIVE(deflater_deflate0)
{
    z_stream *z = open_stream(t, args[0]);
    int32_t in_len = args[4].i, out_len = args[7].i, flush = args[8].i, params = args[9].i;
    if (!z || !range_ok(t, args[2].a, args[3].i, in_len) || !range_ok(t, args[5].a, args[6].i, out_len) ||
        !counts_ok(t, args[10].a))
        return;
    attach(z, args[2].a, args[3].i, in_len, args[5].a, args[6].i, out_len);
    int rc = params ? deflateParams(z, params >> 3, (params >> 1) & 3) : deflate(z, flush);
    detach(z, in_len, out_len, args[10].a);
    ret->i = rc;
}

NATIVE(deflater_setDictionary0)
{
    z_stream *z = open_stream(t, args[0]);
    if (!z || !range_ok(t, args[2].a, args[3].i, args[4].i)) return;
    ret->i = deflateSetDictionary(z, ARRAY_DATA(args[2].a, Bytef) + args[3].i, (uInt)args[4].i);
}

NATIVE(deflater_getAdler0)
{
    z_stream *z = open_stream(t, args[0]);
    if (z) ret->i = (int32_t)z->adler;
}
NATIVE(deflater_reset0)
{
    (void)ret;
    z_stream *z = open_stream(t, args[0]);
    if (z) deflateReset(z);
}
NATIVE(deflater_end0)
{
    (void)ret;
    z_stream *z = open_stream(t, args[0]);
    if (!z) return;
    deflateEnd(z);
    free(z);
}

/* ---- Inflater ---- */

NATIVE(inflater_init0)
{
    z_stream *z = new_stream(t);
    if (!z) return;
    int rc = inflateInit2(z, args[0].i ? -MAX_WBITS : MAX_WBITS);
    if (rc != Z_OK) {
        init_failed(t, z, rc);
        return;
    }
    ret->j = (int64_t)(intptr_t)z;
}

/* inflate0(addr, in, inOff, inLen, out, outOff, outLen, counts): one
 * inflate(Z_PARTIAL_FLUSH), as the JDK calls it; returns zlib's code. */
NATIVE(inflater_inflate0)
{
    z_stream *z = open_stream(t, args[0]);
    int32_t in_len = args[4].i, out_len = args[7].i;
    if (!z || !range_ok(t, args[2].a, args[3].i, in_len) || !range_ok(t, args[5].a, args[6].i, out_len) ||
        !counts_ok(t, args[8].a))
        return;
    attach(z, args[2].a, args[3].i, in_len, args[5].a, args[6].i, out_len);
    int rc = inflate(z, Z_PARTIAL_FLUSH);
    detach(z, in_len, out_len, args[8].a);
    ret->i = rc;
}

NATIVE(inflater_setDictionary0)
{
    z_stream *z = open_stream(t, args[0]);
    if (!z || !range_ok(t, args[2].a, args[3].i, args[4].i)) return;
    ret->i = inflateSetDictionary(z, ARRAY_DATA(args[2].a, Bytef) + args[3].i, (uInt)args[4].i);
}

NATIVE(inflater_getAdler0)
{
    z_stream *z = open_stream(t, args[0]);
    if (z) ret->i = (int32_t)z->adler;
}
NATIVE(inflater_reset0)
{
    (void)ret;
    z_stream *z = open_stream(t, args[0]);
    if (z) inflateReset(z);
}
NATIVE(inflater_end0)
{
    (void)ret;
    z_stream *z = open_stream(t, args[0]);
    if (!z) return;
    inflateEnd(z);
    free(z);
}

/* message0(addr): zlib's message for the last error, or null.  Used by both
 * classes (static in each). */
NATIVE(zstream_message0)
{
    z_stream *z = open_stream(t, args[0]);
    if (!z) return;
    const char *msg = z->msg;
    ret->a = msg ? string_from_utf8(t, msg) : NULL;
}

/* ---- checksums: (value, b, off, len) ---- */

NATIVE(crc32_updateBytes0)
{
    if (!range_ok(t, args[1].a, args[2].i, args[3].i)) return;
    ret->i = (int32_t)crc32((uLong)(uint32_t)args[0].i, ARRAY_DATA(args[1].a, Bytef) + args[2].i, (uInt)args[3].i);
}

NATIVE(adler32_updateBytes0)
{
    if (!range_ok(t, args[1].a, args[2].i, args[3].i)) return;
    ret->i = (int32_t)adler32((uLong)(uint32_t)args[0].i, ARRAY_DATA(args[1].a, Bytef) + args[2].i, (uInt)args[3].i);
}

const native_entry natives_zip_table[] = {
    {"java/util/zip/CRC32", "updateBytes0", "(I[BII)I", crc32_updateBytes0},
    {"java/util/zip/Adler32", "updateBytes0", "(I[BII)I", adler32_updateBytes0},
    {"java/util/zip/Deflater", "init0", "(IIZ)J", deflater_init0},
    {"java/util/zip/Deflater", "deflate0", "(J[BII[BIIII[I)I", deflater_deflate0},
    {"java/util/zip/Deflater", "setDictionary0", "(J[BII)I", deflater_setDictionary0},
    {"java/util/zip/Deflater", "getAdler0", "(J)I", deflater_getAdler0},
    {"java/util/zip/Deflater", "reset0", "(J)V", deflater_reset0},
    {"java/util/zip/Deflater", "end0", "(J)V", deflater_end0},
    {"java/util/zip/Deflater", "message0", "(J)Ljava/lang/String;", zstream_message0},
    {"java/util/zip/Inflater", "init0", "(Z)J", inflater_init0},
    {"java/util/zip/Inflater", "inflate0", "(J[BII[BII[I)I", inflater_inflate0},
    {"java/util/zip/Inflater", "setDictionary0", "(J[BII)I", inflater_setDictionary0},
    {"java/util/zip/Inflater", "getAdler0", "(J)I", inflater_getAdler0},
    {"java/util/zip/Inflater", "reset0", "(J)V", inflater_reset0},
    {"java/util/zip/Inflater", "end0", "(J)V", inflater_end0},
    {"java/util/zip/Inflater", "message0", "(J)Ljava/lang/String;", zstream_message0},
};
const size_t natives_zip_count = sizeof natives_zip_table / sizeof natives_zip_table[0];
