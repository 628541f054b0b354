/*
 * java.io.DataOutputStream: primitives big-endian, strings as modified
 * UTF-8 (U+0000 and chars above U+07FF take 2 and 3 bytes; no 4-byte form).
 * `written` counts the bytes passed down and saturates at Integer.MAX_VALUE.
 */
package java.io;

public class DataOutputStream extends FilterOutputStream implements DataOutput {
    protected int written;
    private final byte[] buf = new byte[8];

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void incCount(int n) {
        int t = written + n;
        written = t < 0 ? Integer.MAX_VALUE : t;
    }

    public synchronized void write(int b) throws IOException {
        out.write(b);
        incCount(1);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        incCount(len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        incCount(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        incCount(1);
    }

    public final void writeShort(int v) throws IOException {
        buf[0] = (byte) (v >>> 8);
        buf[1] = (byte) v;
        out.write(buf, 0, 2);
        incCount(2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        buf[0] = (byte) (v >>> 24);
        buf[1] = (byte) (v >>> 16);
        buf[2] = (byte) (v >>> 8);
        buf[3] = (byte) v;
        out.write(buf, 0, 4);
        incCount(4);
    }

    public final void writeLong(long v) throws IOException {
        for (int i = 0; i < 8; i++) buf[i] = (byte) (v >>> (56 - 8 * i));
        out.write(buf, 0, 8);
        incCount(8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) out.write((byte) s.charAt(i));
        incCount(len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            int v = s.charAt(i);
            out.write(v >>> 8);
            out.write(v);
        }
        incCount(len * 2);
    }

    public final void writeUTF(String str) throws IOException {
        byte[] b = encodeUTF(str);
        out.write(b, 0, b.length);
        incCount(b.length);
    }

    /* The length of str in modified UTF-8. */
    static long utfLength(String str) {
        long n = 0;
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            n += (c >= 1 && c <= 0x7F) ? 1 : c <= 0x7FF ? 2 : 3;
        }
        return n;
    }

    /* Writes the modified UTF-8 bytes of str into b at off; returns the end. */
    static int putUTF(String str, byte[] b, int off) {
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            if (c >= 1 && c <= 0x7F) {
                b[off++] = (byte) c;
            } else if (c <= 0x7FF) {
                b[off++] = (byte) (0xC0 | (c >> 6));
                b[off++] = (byte) (0x80 | (c & 0x3F));
            } else {
                b[off++] = (byte) (0xE0 | (c >> 12));
                b[off++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                b[off++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return off;
    }

    /* The 2-byte length followed by the bytes; the JDK's message when too long. */
    static byte[] encodeUTF(String str) throws UTFDataFormatException {
        long n = utfLength(str);
        if (n > 65535) {
            throw new UTFDataFormatException(tooLongMessage(str, n));
        }
        byte[] b = new byte[(int) n + 2];
        b[0] = (byte) (n >>> 8);
        b[1] = (byte) n;
        putUTF(str, b, 2);
        return b;
    }

    static String tooLongMessage(String str, long n) {
        String head = str.length() > 8 ? str.substring(0, 8) + "..." : str;
        return "encoded string (" + head + ") too long: " + n + " bytes";
    }

    public final int size() {
        return written;
    }
}
