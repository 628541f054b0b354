/*
 * natives_security.c -- the one native of java.security: the platform's
 * strong random bytes (os_random_bytes) written into a byte array, for
 * SecureRandom's NativePRNG, seed generation and UUID.randomUUID.
 *
 * The array's address is held only while the platform fills it; nothing
 * here allocates on the Java heap meanwhile, so no collection can move the
 * array under the write.  The Java side (java.security.PlatformRandom)
 * checks the range and asks for at most 64 KiB per call, which bounds how
 * long a collection requested by another thread waits for this one.
 */
#include "natives/natives.h"
#include "object/object.h"
#include "runtime/exception.h"

NATIVE(platformRandom_fill0)
{
    (void)ret;
    object *a = args[0].a;
    int32_t off = args[1].i, len = args[2].i;
    /* Only a call through reflection could get here with a bad range. */
    if (!a) {
        vm_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(a)) {
        vm_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
        return;
    }
    if (os_random_bytes(ARRAY_DATA(a, unsigned char) + off, (size_t)len) != OS_OK)
        vm_throw(t, "java/security/ProviderException", "nextBytes() failed");
}

const native_entry natives_security_table[] = {
    {"java/security/PlatformRandom", "fill0", "([BII)V", platformRandom_fill0},
};
const size_t natives_security_count = sizeof natives_security_table / sizeof natives_security_table[0];
