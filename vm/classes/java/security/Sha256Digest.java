/*
 * SHA-256 and SHA-224, written from FIPS 180-4 sections 5.3.2, 5.3.3 and
 * 6.2: the same compression; SHA-224 starts from its own initial values
 * and keeps the first seven words.  K holds the first 32 bits of the
 * fractional parts of the cube roots of the first 64 primes.
 */
package java.security;

final class Sha256Digest extends DigestEngine {
    private static final int[] K = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    };
    /* Fractional parts of the square roots of the first eight primes. */
    private static final int[] IV256 = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    /* The second 32 bits of those of the 9th to 16th primes. */
    private static final int[] IV224 = {
        0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
    };

    private final boolean is224;
    private int[] h = new int[8];
    private int[] w = new int[64]; /* scratch: the message schedule */

    Sha256Digest(boolean is224) {
        super(is224 ? "SHA-224" : "SHA-256", is224 ? 28 : 32, 64);
        this.is224 = is224;
        resetState();
    }

    void resetState() {
        System.arraycopy(is224 ? IV224 : IV256, 0, h, 0, 8);
    }

    int lengthBytes() {
        return 8;
    }

    boolean bigEndian() {
        return true;
    }

    void compress(byte[] b, int off) {
        for (int t = 0; t < 16; t++) w[t] = intBE(b, off + 4 * t);
        for (int t = 16; t < 64; t++) {
            int x = w[t - 15], y = w[t - 2];
            int s0 = Integer.rotateRight(x, 7) ^ Integer.rotateRight(x, 18) ^ (x >>> 3);
            int s1 = Integer.rotateRight(y, 17) ^ Integer.rotateRight(y, 19) ^ (y >>> 10);
            w[t] = s1 + w[t - 7] + s0 + w[t - 16];
        }
        int a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
        for (int t = 0; t < 64; t++) {
            int t1 = hh + (Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25))
                    + ((e & f) ^ (~e & g)) + K[t] + w[t];
            int t2 = (Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22))
                    + ((a & bb) ^ (a & c) ^ (bb & c));
            hh = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = bb;
            bb = a;
            a = t1 + t2;
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
        h[4] += e;
        h[5] += f;
        h[6] += g;
        h[7] += hh;
    }

    void output(byte[] out, int off) {
        int words = is224 ? 7 : 8;
        for (int i = 0; i < words; i++) putIntBE(out, off + 4 * i, h[i]);
    }

    public Object clone() throws CloneNotSupportedException {
        Sha256Digest c = (Sha256Digest) super.clone();
        c.h = h.clone();
        c.w = new int[64];
        return c;
    }
}
