/*
 * SHA-512, SHA-384, SHA-512/224 and SHA-512/256, written from FIPS 180-4
 * sections 5.3.4 to 5.3.6 and 6.4: one compression over 128-byte blocks
 * with a 16-byte length field; the variants differ in their initial values
 * and how many output bytes they keep.  The SHA-512/t initial values are
 * not tabled but made at class initialisation by the standard's own
 * generation function (5.3.6): SHA-512 of the ASCII name "SHA-512/t" from
 * SHA-512's initial values each XORed with a5a5a5a5a5a5a5a5.
 */
package java.security;

final class Sha512Digest extends DigestEngine {
    static final int SHA512 = 0, SHA384 = 1, SHA512_224 = 2, SHA512_256 = 3;

    /* The first 64 bits of the fractional parts of the cube roots of the
     * first 80 primes. */
    private static final long[] K = {
        0x428a2f98d728ae22L, 0x7137449123ef65cdL, 0xb5c0fbcfec4d3b2fL, 0xe9b5dba58189dbbcL,
        0x3956c25bf348b538L, 0x59f111f1b605d019L, 0x923f82a4af194f9bL, 0xab1c5ed5da6d8118L,
        0xd807aa98a3030242L, 0x12835b0145706fbeL, 0x243185be4ee4b28cL, 0x550c7dc3d5ffb4e2L,
        0x72be5d74f27b896fL, 0x80deb1fe3b1696b1L, 0x9bdc06a725c71235L, 0xc19bf174cf692694L,
        0xe49b69c19ef14ad2L, 0xefbe4786384f25e3L, 0x0fc19dc68b8cd5b5L, 0x240ca1cc77ac9c65L,
        0x2de92c6f592b0275L, 0x4a7484aa6ea6e483L, 0x5cb0a9dcbd41fbd4L, 0x76f988da831153b5L,
        0x983e5152ee66dfabL, 0xa831c66d2db43210L, 0xb00327c898fb213fL, 0xbf597fc7beef0ee4L,
        0xc6e00bf33da88fc2L, 0xd5a79147930aa725L, 0x06ca6351e003826fL, 0x142929670a0e6e70L,
        0x27b70a8546d22ffcL, 0x2e1b21385c26c926L, 0x4d2c6dfc5ac42aedL, 0x53380d139d95b3dfL,
        0x650a73548baf63deL, 0x766a0abb3c77b2a8L, 0x81c2c92e47edaee6L, 0x92722c851482353bL,
        0xa2bfe8a14cf10364L, 0xa81a664bbc423001L, 0xc24b8b70d0f89791L, 0xc76c51a30654be30L,
        0xd192e819d6ef5218L, 0xd69906245565a910L, 0xf40e35855771202aL, 0x106aa07032bbd1b8L,
        0x19a4c116b8d2d0c8L, 0x1e376c085141ab53L, 0x2748774cdf8eeb99L, 0x34b0bcb5e19b48a8L,
        0x391c0cb3c5c95a63L, 0x4ed8aa4ae3418acbL, 0x5b9cca4f7763e373L, 0x682e6ff3d6b2b8a3L,
        0x748f82ee5defb2fcL, 0x78a5636f43172f60L, 0x84c87814a1f0ab72L, 0x8cc702081a6439ecL,
        0x90befffa23631e28L, 0xa4506cebde82bde9L, 0xbef9a3f7b2c67915L, 0xc67178f2e372532bL,
        0xca273eceea26619cL, 0xd186b8c721c0c207L, 0xeada7dd6cde0eb1eL, 0xf57d4f7fee6ed178L,
        0x06f067aa72176fbaL, 0x0a637dc5a2c898a6L, 0x113f9804bef90daeL, 0x1b710b35131c471bL,
        0x28db77f523047d84L, 0x32caab7b40c72493L, 0x3c9ebe0a15c9bebcL, 0x431d67c49c100d4cL,
        0x4cc5d4becb3e42b6L, 0x597f299cfc657e2aL, 0x5fcb6fab3ad6faecL, 0x6c44198c4a475817L,
    };
    /* Fractional parts of the square roots of the first eight primes. */
    private static final long[] IV512 = {
        0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL, 0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L,
        0x510e527fade682d1L, 0x9b05688c2b3e6c1fL, 0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L,
    };
    /* Those of the 9th to 16th primes. */
    private static final long[] IV384 = {
        0xcbbb9d5dc1059ed8L, 0x629a292a367cd507L, 0x9159015a3070dd17L, 0x152fecd8f70e5939L,
        0x67332667ffc00b31L, 0x8eb44a8768581511L, 0xdb0c2e0d64f98fa7L, 0x47b5481dbefa4fa4L,
    };
    /* Before the generated values: generateIV constructs an engine. */
    private static final String[] NAMES = {"SHA-512", "SHA-384", "SHA-512/224", "SHA-512/256"};
    private static final int[] LENGTHS = {64, 48, 28, 32};
    private static final long[] IV512_224 = generateIV("SHA-512/224");
    private static final long[] IV512_256 = generateIV("SHA-512/256");

    private final int variant;
    private long[] h = new long[8];
    private long[] w = new long[80]; /* scratch: the message schedule */

    Sha512Digest(int variant) {
        super(NAMES[variant], LENGTHS[variant], 128);
        this.variant = variant;
        resetState();
    }

    private static long[] generateIV(String name) {
        Sha512Digest d = new Sha512Digest(SHA512);
        for (int i = 0; i < 8; i++) d.h[i] = IV512[i] ^ 0xa5a5a5a5a5a5a5a5L;
        for (int i = 0; i < name.length(); i++) d.engineUpdate((byte) name.charAt(i));
        byte[] r = d.engineDigest();
        long[] iv = new long[8];
        for (int i = 0; i < 8; i++) iv[i] = longBE(r, 8 * i);
        return iv;
    }

    void resetState() {
        long[] iv;
        switch (variant) {
        case SHA384:
            iv = IV384;
            break;
        case SHA512_224:
            iv = IV512_224;
            break;
        case SHA512_256:
            iv = IV512_256;
            break;
        default:
            iv = IV512;
            break;
        }
        System.arraycopy(iv, 0, h, 0, 8);
    }

    int lengthBytes() {
        return 16;
    }

    boolean bigEndian() {
        return true;
    }

    void compress(byte[] b, int off) {
        for (int t = 0; t < 16; t++) w[t] = longBE(b, off + 8 * t);
        for (int t = 16; t < 80; t++) {
            long x = w[t - 15], y = w[t - 2];
            long s0 = Long.rotateRight(x, 1) ^ Long.rotateRight(x, 8) ^ (x >>> 7);
            long s1 = Long.rotateRight(y, 19) ^ Long.rotateRight(y, 61) ^ (y >>> 6);
            w[t] = s1 + w[t - 7] + s0 + w[t - 16];
        }
        long a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
        for (int t = 0; t < 80; t++) {
            long t1 = hh + (Long.rotateRight(e, 14) ^ Long.rotateRight(e, 18) ^ Long.rotateRight(e, 41))
                    + ((e & f) ^ (~e & g)) + K[t] + w[t];
            long t2 = (Long.rotateRight(a, 28) ^ Long.rotateRight(a, 34) ^ Long.rotateRight(a, 39))
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

    /* Big-endian words, cut after the variant's length (SHA-512/224 ends
     * in the middle of its fourth word). */
    void output(byte[] out, int off) {
        int n = engineGetDigestLength();
        for (int i = 0; i < n; i++) out[off + i] = (byte) (h[i >> 3] >>> (56 - 8 * (i & 7)));
    }

    public Object clone() throws CloneNotSupportedException {
        Sha512Digest c = (Sha512Digest) super.clone();
        c.h = h.clone();
        c.w = new long[80];
        return c;
    }
}
