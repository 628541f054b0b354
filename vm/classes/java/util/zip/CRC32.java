/*
 * java.util.zip.CRC32: the CRC-32 of zlib/PNG (reflected polynomial
 * 0xEDB88320).  `crc` holds the finished value, which is what zlib's
 * crc32() continues from; arrays go to zlib (natives_zip.c), single bytes
 * through the table here.
 */
package java.util.zip;

public class CRC32 implements Checksum {
    private static final int[] TABLE = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            TABLE[n] = c;
        }
    }

    private int crc;

    public CRC32() {
    }

    public void update(int b) {
        int c = ~crc;
        c = TABLE[(c ^ b) & 0xFF] ^ (c >>> 8);
        crc = ~c;
    }

    public void update(byte[] b, int off, int len) {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || off > b.length - len) throw new ArrayIndexOutOfBoundsException();
        if (len > 0) crc = updateBytes0(crc, b, off, len);
    }

    public void update(byte[] b) {
        update(b, 0, b.length);
    }

    public void reset() {
        crc = 0;
    }

    public long getValue() {
        return crc & 0xFFFFFFFFL;
    }

    private static native int updateBytes0(int crc, byte[] b, int off, int len);
}
