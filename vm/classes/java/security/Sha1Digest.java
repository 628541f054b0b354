/*
 * SHA-1, written from FIPS 180-4 section 6.1: 64-byte blocks, an
 * 80-word message schedule, big-endian words and length.
 */
package java.security;

final class Sha1Digest extends DigestEngine {
    private int[] h = new int[5];
    private int[] w = new int[80]; /* scratch: the message schedule */

    Sha1Digest() {
        super("SHA-1", 20, 64);
        resetState();
    }

    void resetState() {
        h[0] = 0x67452301;
        h[1] = 0xefcdab89;
        h[2] = 0x98badcfe;
        h[3] = 0x10325476;
        h[4] = 0xc3d2e1f0;
    }

    int lengthBytes() {
        return 8;
    }

    boolean bigEndian() {
        return true;
    }

    void compress(byte[] b, int off) {
        for (int t = 0; t < 16; t++) w[t] = intBE(b, off + 4 * t);
        for (int t = 16; t < 80; t++) w[t] = Integer.rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
        int a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4];
        for (int t = 0; t < 80; t++) {
            int f, k;
            if (t < 20) {
                f = (bb & c) ^ (~bb & d);
                k = 0x5a827999;
            } else if (t < 40) {
                f = bb ^ c ^ d;
                k = 0x6ed9eba1;
            } else if (t < 60) {
                f = (bb & c) ^ (bb & d) ^ (c & d);
                k = 0x8f1bbcdc;
            } else {
                f = bb ^ c ^ d;
                k = 0xca62c1d6;
            }
            int tmp = Integer.rotateLeft(a, 5) + f + e + k + w[t];
            e = d;
            d = c;
            c = Integer.rotateLeft(bb, 30);
            bb = a;
            a = tmp;
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
        h[4] += e;
    }

    void output(byte[] out, int off) {
        for (int i = 0; i < 5; i++) putIntBE(out, off + 4 * i, h[i]);
    }

    public Object clone() throws CloneNotSupportedException {
        Sha1Digest c = (Sha1Digest) super.clone();
        c.h = h.clone();
        c.w = new int[80];
        return c;
    }
}
