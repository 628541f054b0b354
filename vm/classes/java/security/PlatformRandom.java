/*
 * The operating system's strong random bytes (the native fill0 over
 * os_random_bytes: getrandom or /dev/urandom on POSIX, CryptGenRandom on
 * Windows), for NativePRNG, DRBG, seeds and UUID.randomUUID.  Requests are
 * cut into 64 KiB pieces so that no single native call keeps a collection
 * waiting for long.
 */
package java.security;

final class PlatformRandom {
    private static final int CHUNK = 64 * 1024;

    private PlatformRandom() {
    }

    static void fill(byte[] b) {
        for (int off = 0; off < b.length; off += CHUNK) fill0(b, off, Math.min(CHUNK, b.length - off));
    }

    static byte[] bytes(int n) {
        byte[] b = new byte[n];
        fill(b);
        return b;
    }

    /* b[off, off + len) from the platform; ProviderException if it fails. */
    private static native void fill0(byte[] b, int off, int len);
}
