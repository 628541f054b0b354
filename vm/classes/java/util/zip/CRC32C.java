/*
 * java.util.zip.CRC32C: CRC-32C (Castagnoli, reflected polynomial
 * 0x82F63B78), table-driven; `crc` holds the running register, inverted on
 * the way out.
 */
package java.util.zip;

public final class CRC32C implements Checksum {
    private static final int[] TABLE = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? 0x82F63B78 ^ (c >>> 1) : c >>> 1;
            TABLE[n] = c;
        }
    }

    private int crc = 0xFFFFFFFF;

    public CRC32C() {
    }

    public void update(int b) {
        crc = TABLE[(crc ^ b) & 0xFF] ^ (crc >>> 8);
    }

    public void update(byte[] b, int off, int len) {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || off > b.length - len) throw new ArrayIndexOutOfBoundsException();
        int c = crc;
        for (int i = off; i < off + len; i++) c = TABLE[(c ^ b[i]) & 0xFF] ^ (c >>> 8);
        crc = c;
    }

    public void reset() {
        crc = 0xFFFFFFFF;
    }

    public long getValue() {
        return ~crc & 0xFFFFFFFFL;
    }
}
