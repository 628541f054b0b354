/*
 * MD5, written from RFC 1321: 64-byte blocks, four rounds of sixteen
 * steps over little-endian words.  T[i] is floor(2^32 * |sin(i + 1)|), as
 * the RFC defines it.
 */
package java.security;

final class Md5Digest extends DigestEngine {
    private static final int[] T = {
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    };
    /* Rotation amounts: four per round, repeating over its sixteen steps. */
    private static final int[] S = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};

    private int[] h = new int[4];
    private int[] x = new int[16]; /* scratch: the block's words */

    Md5Digest() {
        super("MD5", 16, 64);
        resetState();
    }

    void resetState() {
        h[0] = 0x67452301;
        h[1] = 0xefcdab89;
        h[2] = 0x98badcfe;
        h[3] = 0x10325476;
    }

    int lengthBytes() {
        return 8;
    }

    boolean bigEndian() {
        return false;
    }

    void compress(byte[] b, int off) {
        for (int i = 0; i < 16; i++) {
            int p = off + 4 * i;
            x[i] = (b[p] & 0xff) | ((b[p + 1] & 0xff) << 8) | ((b[p + 2] & 0xff) << 16) | (b[p + 3] << 24);
        }
        int a = h[0], bb = h[1], c = h[2], d = h[3];
        for (int i = 0; i < 64; i++) {
            int f, k;
            switch (i >> 4) {
            case 0:
                f = (bb & c) | (~bb & d);
                k = i;
                break;
            case 1:
                f = (bb & d) | (c & ~d);
                k = (5 * i + 1) & 15;
                break;
            case 2:
                f = bb ^ c ^ d;
                k = (3 * i + 5) & 15;
                break;
            default:
                f = c ^ (bb | ~d);
                k = (7 * i) & 15;
                break;
            }
            int sum = a + f + x[k] + T[i];
            a = d;
            d = c;
            c = bb;
            bb = bb + Integer.rotateLeft(sum, S[((i >> 4) << 2) | (i & 3)]);
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
    }

    void output(byte[] out, int off) {
        for (int i = 0; i < 4; i++) {
            int v = h[i];
            out[off + 4 * i] = (byte) v;
            out[off + 4 * i + 1] = (byte) (v >>> 8);
            out[off + 4 * i + 2] = (byte) (v >>> 16);
            out[off + 4 * i + 3] = (byte) (v >>> 24);
        }
    }

    public Object clone() throws CloneNotSupportedException {
        Md5Digest c = (Md5Digest) super.clone();
        c.h = h.clone();
        c.x = new int[16];
        return c;
    }
}
