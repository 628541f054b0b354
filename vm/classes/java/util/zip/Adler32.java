/*
 * java.util.zip.Adler32: zlib's Adler-32.  `adler` is zlib's running value
 * (sum of the bytes plus one in the low 16 bits, sum of those sums in the
 * high 16, both modulo 65521); arrays go to zlib's adler32()
 * (natives_zip.c), single bytes are summed here.
 */
package java.util.zip;

public class Adler32 implements Checksum {
    private static final int BASE = 65521;
    private int adler = 1;

    public Adler32() {
    }

    public void update(int x) {
        int a = adler & 0xFFFF, b = adler >>> 16;
        a = (a + (x & 0xFF)) % BASE;
        b = (b + a) % BASE;
        adler = (b << 16) | a;
    }

    public void update(byte[] buf, int off, int len) {
        if (buf == null) throw new NullPointerException();
        if (off < 0 || len < 0 || off > buf.length - len) throw new ArrayIndexOutOfBoundsException();
        if (len > 0) adler = updateBytes0(adler, buf, off, len);
    }

    public void update(byte[] buf) {
        update(buf, 0, buf.length);
    }

    public void reset() {
        adler = 1;
    }

    public long getValue() {
        return adler & 0xFFFFFFFFL;
    }

    private static native int updateBytes0(int adler, byte[] b, int off, int len);
}
