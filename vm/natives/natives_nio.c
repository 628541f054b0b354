/*
 * natives_nio.c -- the natives of java.io.FileChannelImpl (the FileChannel
 * of FileInputStream, FileOutputStream, RandomAccessFile and
 * FileChannel.open) and RandomAccessFile's truncate.
 *
 * A channel shares its stream's VM file handle (natives.c's table of stdio
 * streams, reached through natives_file_stream), so the channel's position
 * is the stream's and closing either closes both.  C requires a seek between
 * a read and a write on one stream, so every operation begins with a seek to
 * where the stream is; a seek also flushes buffered output, which is what
 * makes size() and position() see every byte written so far.
 *
 * Natives that copy bytes never hold an array's address across anything
 * that could allocate, and stay in the Java state (one buffer's worth of
 * file I/O), as RandomAccessFile's natives do.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "natives/natives.h"
#include "object/object.h"
#include "os.h"
#include "runtime/exception.h"

/* The stream behind a handle, resynchronised; NULL (and an IOException) if
 * the handle is closed. */
static FILE *stream_of(vm_thread *t, int32_t fd)
{
    FILE *f = fd > 2 ? natives_file_stream(fd) : NULL;
    if (!f) vm_throw(t, "java/io/IOException", "Stream Closed");
    else fseek(f, 0, SEEK_CUR);
    return f;
}

static bool range_ok(vm_thread *t, object *b, int32_t off, int32_t len)
{
    if (!b) return vm_throw(t, "java/lang/NullPointerException", NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(b))
        return vm_throw(t, "java/lang/IndexOutOfBoundsException", "Range [%d, %d + %d) out of bounds for length %d",
                        off, off, len, ARRAY_LENGTH(b));
    return true;
}

/* read0(fd, b, off, len): bytes read, -1 at the end of the file. */
NATIVE(fc_read0)
{
    FILE *f = stream_of(t, args[0].i);
    object *b = args[1].a;
    int32_t off = args[2].i, len = args[3].i;
    if (!f || !range_ok(t, b, off, len)) return;
    if (len == 0) {
        ret->i = 0;
        return;
    }
    size_t n = fread(ARRAY_DATA(b, char) + off, 1, (size_t)len, f);
    if (n == 0 && ferror(f)) {
        clearerr(f);
        vm_throw(t, "java/io/IOException", "%s", strerror(errno));
        return;
    }
    ret->i = n == 0 ? -1 : (int32_t)n;
}

NATIVE(fc_write0)
{
    (void)ret;
    FILE *f = stream_of(t, args[0].i);
    object *b = args[1].a;
    int32_t off = args[2].i, len = args[3].i;
    if (!f || !range_ok(t, b, off, len)) return;
    if (fwrite(ARRAY_DATA(b, char) + off, 1, (size_t)len, f) != (size_t)len) {
        clearerr(f);
        vm_throw(t, "java/io/IOException", "%s", strerror(errno));
    }
}

NATIVE(fc_position0)
{
    FILE *f = stream_of(t, args[0].i);
    if (f) ret->j = (int64_t)ftell(f);
}

NATIVE(fc_seek0)
{
    (void)ret;
    FILE *f = stream_of(t, args[0].i);
    if (f && fseek(f, (long)args[1].j, SEEK_SET) != 0) vm_throw(t, "java/io/IOException", "%s", strerror(errno));
}

NATIVE(fc_size0)
{
    FILE *f = stream_of(t, args[0].i);
    if (!f) return;
    long pos = ftell(f);
    fseek(f, 0, SEEK_END);
    ret->j = (int64_t)ftell(f);
    fseek(f, pos, SEEK_SET);
}

/* truncate0(fd, len, pos): cuts (or extends) the file to len and leaves the
 * stream at pos, which the Java side chose. */
NATIVE(fc_truncate0)
{
    (void)ret;
    FILE *f = stream_of(t, args[0].i);
    if (!f) return;
    char err[256];
    if (os_file_truncate(f, args[1].j, err, sizeof err) != OS_OK) {
        vm_throw(t, "java/io/IOException", "%s", err);
        return;
    }
    fseek(f, (long)args[3].j, SEEK_SET);
}

NATIVE(fc_force0)
{
    (void)ret;
    FILE *f = stream_of(t, args[0].i);
    if (!f) return;
    long pos = ftell(f);
    char err[256];
    if (os_file_sync(f, err, sizeof err) != OS_OK) vm_throw(t, "java/io/IOException", "%s", err);
    fseek(f, pos, SEEK_SET);
}

const native_entry natives_nio_table[] = {
    {"java/io/FileChannelImpl", "read0", "(I[BII)I", fc_read0},
    {"java/io/FileChannelImpl", "write0", "(I[BII)V", fc_write0},
    {"java/io/FileChannelImpl", "position0", "(I)J", fc_position0},
    {"java/io/FileChannelImpl", "seek0", "(IJ)V", fc_seek0},
    {"java/io/FileChannelImpl", "size0", "(I)J", fc_size0},
    {"java/io/FileChannelImpl", "truncate0", "(IJJ)V", fc_truncate0},
    {"java/io/FileChannelImpl", "force0", "(I)V", fc_force0},
};
const size_t natives_nio_count = sizeof natives_nio_table / sizeof natives_nio_table[0];
