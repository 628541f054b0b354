/*
 * os_random.h -- the platform's cryptographically strong random bytes
 * (included by os.h; implemented in os_random.c over APR).
 *
 * java.security.SecureRandom's NativePRNG and its seeds, and through them
 * UUID.randomUUID, draw from here.  Nothing is buffered: every byte comes
 * from the operating system at the time of the call.
 */
#ifndef LANTERN_OS_RANDOM_H
#define LANTERN_OS_RANDOM_H

#include <stddef.h>

#include "os.h" /* os_status; os.h includes this header at its end */

/* Fills buf[0, len) with random bytes; OS_ERROR if the platform refused
 * (buf's contents are then unspecified).  len 0 is OS_OK.
 *   POSIX:   apr_generate_random_bytes -- getrandom(2), arc4random or a
 *            random device (/dev/urandom), as APR was configured.
 *   Windows: apr_generate_random_bytes -- CryptGenRandom on an
 *            ephemeral PROV_RSA_FULL context. */
os_status os_random_bytes(void *buf, size_t len);

#endif
