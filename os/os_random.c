/*
 * os_random.c -- strong random bytes over apr_generate_random_bytes
 * (os_random.h).
 *
 * A request is cut into chunks of at most 64 KiB so that each platform
 * call stays short and a huge Java array never meets a size limit of one
 * of the sources APR may use (getrandom(2) returns short counts past 32
 * MiB, CryptGenRandom takes a DWORD).  No state is kept, so any thread may
 * call at any time.
 */
#include <apr_general.h>

#include "os_internal.h"

enum { RANDOM_CHUNK = 64 * 1024 };

os_status os_random_bytes(void *buf, size_t len)
{
    unsigned char *p = buf;
    while (len > 0) {
        size_t n = len < RANDOM_CHUNK ? len : RANDOM_CHUNK;
        if (apr_generate_random_bytes(p, (apr_size_t)n) != APR_SUCCESS) return OS_ERROR;
        p += n;
        len -= n;
    }
    return OS_OK;
}
