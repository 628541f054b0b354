/*
 * os_filex.h -- what java.nio.channels.FileChannel and
 * RandomAccessFile.setLength need beyond os.h's file facts: cutting an open
 * file to a length and forcing its bytes to the device.
 *
 * The class library's open files are C stdio streams (vm/natives/natives.c),
 * so these take the FILE * and reach the descriptor under it; the stream's
 * buffered output is flushed first.  After either call the stream's own
 * position is unspecified: the caller seeks where it wants to be.
 */
#ifndef LANTERN_OS_FILEX_H
#define LANTERN_OS_FILEX_H

#include <stdint.h>
#include <stdio.h>

/* Sets the file's length to len bytes (shrinking or growing with zeros).
 * apr_file_trunc over the stream's descriptor: POSIX ftruncate(fileno(f));
 * Windows SetFilePointer + SetEndOfFile on _get_osfhandle(_fileno(f)).
 * OS_ERROR with err = the system's reason if it fails. */
os_status os_file_truncate(FILE *f, int64_t len, char *err, size_t errlen);

/* Writes the stream's buffered bytes and the system's cached ones to the
 * device.  apr_file_sync: POSIX fsync; Windows FlushFileBuffers. */
os_status os_file_sync(FILE *f, char *err, size_t errlen);

#endif
