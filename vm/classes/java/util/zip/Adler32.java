/* java.util.zip.Adler32: zlib's Adler-32; `a` and `b` are the two running sums modulo 65521. */
package java.util.zip;

public class Adler32 implements Checksum {
    private static final int BASE = 65521;
    /* bytes summed between reductions: zlib's 5552 keeps the sums within 32 unsigned bits, so longs are safe */
    private static final int NMAX = 5552;
    private int a = 1;
    private int b;

    public Adler32() {
    }

    public void update(int x) {
        a = (a + (x & 0xFF)) % BASE;
        b = (b + a) % BASE;
    }

    public void update(byte[] buf, int off, int len) {
        if (buf == null) throw new NullPointerException();
        if (off < 0 || len < 0 || off > buf.length - len) throw new ArrayIndexOutOfBoundsException();
        long s1 = a, s2 = b;
        while (len > 0) {
            int n = Math.min(len, NMAX);
            len -= n;
            for (int i = 0; i < n; i++) {
                s1 += buf[off++] & 0xFF;
                s2 += s1;
            }
            s1 %= BASE;
            s2 %= BASE;
        }
        a = (int) s1;
        b = (int) s2;
    }

    public void update(byte[] buf) {
        update(buf, 0, buf.length);
    }

    public void reset() {
        a = 1;
        b = 0;
    }

    public long getValue() {
        return ((long) b << 16) | a;
    }
}
