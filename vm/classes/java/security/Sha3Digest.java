/*
 * SHA3-224, SHA3-256, SHA3-384 and SHA3-512, written from FIPS 202: the
 * Keccak-p[1600, 24] permutation in a sponge whose rate is 200 - 2 * the
 * digest length bytes, the message padded with the SHA-3 domain bits 01
 * and pad10*1 (bytes 0x06 ... 0x80).  Lanes are little-endian 64-bit
 * words, lane (x, y) at index x + 5y.  The rotation offsets (rho) and
 * round constants (iota) are not tabled but computed at class
 * initialisation by the standard's own definitions (3.2.2 and the rc(t)
 * LFSR of 3.2.5).
 */
package java.security;

final class Sha3Digest extends DigestEngine {
    private static final int[] RHO = new int[25];
    private static final long[] RC = new long[24];

    static {
        /* rho: (x, y) starts at (1, 0); step t gets (t + 1)(t + 2) / 2. */
        int x = 1, y = 0;
        for (int t = 0; t < 24; t++) {
            RHO[x + 5 * y] = ((t + 1) * (t + 2) / 2) % 64;
            int nx = y, ny = (2 * x + 3 * y) % 5;
            x = nx;
            y = ny;
        }
        /* iota: bit 2^j - 1 of round i's constant is rc(j + 7i). */
        for (int i = 0; i < 24; i++) {
            long c = 0;
            for (int j = 0; j <= 6; j++)
                if (rc(j + 7 * i)) c |= 1L << ((1 << j) - 1);
            RC[i] = c;
        }
    }

    /* The output bit of the degree-8 LFSR x^8 + x^6 + x^5 + x^4 + 1 after
     * t steps; bit i of r is the standard's R[i]. */
    private static boolean rc(int t) {
        int n = t % 255;
        int r = 1;
        for (int i = 0; i < n; i++) {
            r <<= 1;
            int r8 = (r >> 8) & 1;
            r ^= r8 | (r8 << 4) | (r8 << 5) | (r8 << 6);
            r &= 0xff;
        }
        return (r & 1) != 0;
    }

    private long[] a = new long[25];
    private long[] b = new long[25]; /* scratch: rho and pi's output */
    private final int rate;

    Sha3Digest(int digestLength) {
        super("SHA3-" + digestLength * 8, digestLength, 200 - 2 * digestLength);
        this.rate = 200 - 2 * digestLength;
    }

    void resetState() {
        java.util.Arrays.fill(a, 0);
    }

    void compress(byte[] buf, int off) {
        for (int i = 0; i < rate / 8; i++) {
            long v = 0;
            for (int k = 7; k >= 0; k--) v = (v << 8) | (buf[off + 8 * i + k] & 0xff);
            a[i] ^= v;
        }
        permute();
    }

    private void permute() {
        long[] c = new long[5];
        for (int round = 0; round < 24; round++) {
            for (int x = 0; x < 5; x++) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
            for (int x = 0; x < 5; x++) {
                long d = c[(x + 4) % 5] ^ Long.rotateLeft(c[(x + 1) % 5], 1);
                for (int y = 0; y < 25; y += 5) a[x + y] ^= d;
            }
            /* rho and pi together: lane (x, y) moves to (y, 2x + 3y). */
            for (int x = 0; x < 5; x++)
                for (int y = 0; y < 5; y++)
                    b[y + 5 * ((2 * x + 3 * y) % 5)] = Long.rotateLeft(a[x + 5 * y], RHO[x + 5 * y]);
            for (int y = 0; y < 25; y += 5)
                for (int x = 0; x < 5; x++) a[x + y] = b[x + y] ^ (~b[(x + 1) % 5 + y] & b[(x + 2) % 5 + y]);
            a[0] ^= RC[round];
        }
    }

    void padFinal(byte[] buffer, int bufLen, long total) {
        java.util.Arrays.fill(buffer, bufLen, rate, (byte) 0);
        buffer[bufLen] = 0x06;
        buffer[rate - 1] |= (byte) 0x80;
        compress(buffer, 0);
    }

    /* Every digest length is below the rate, so one squeeze suffices. */
    void output(byte[] out, int off) {
        int n = engineGetDigestLength();
        for (int i = 0; i < n; i++) out[off + i] = (byte) (a[i >> 3] >>> (8 * (i & 7)));
    }

    public Object clone() throws CloneNotSupportedException {
        Sha3Digest c = (Sha3Digest) super.clone();
        c.a = a.clone();
        c.b = new long[25];
        return c;
    }
}
