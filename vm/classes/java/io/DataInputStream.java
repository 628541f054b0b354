/*
 * java.io.DataInputStream: reads what DataOutputStream writes.  Every
 * fixed-size read that meets the end of the stream throws EOFException;
 * readUTF decodes modified UTF-8 and rejects malformed input with the
 * JDK's UTFDataFormatException messages.
 */
package java.io;

public class DataInputStream extends FilterInputStream implements DataInput {
    private final byte[] buf = new byte[8];
    private char[] lineBuffer;

    public DataInputStream(InputStream in) {
        super(in);
    }

    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = in.read(b, off + n, len - n);
            if (count < 0) throw new EOFException();
            n += count;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int total = 0;
        int cur;
        while (total < n && (cur = (int) in.skip(n - total)) > 0) total += cur;
        return total;
    }

    public final boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readUnsignedByte();
    }

    public final int readUnsignedByte() throws IOException {
        int ch = in.read();
        if (ch < 0) throw new EOFException();
        return ch;
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int a = in.read();
        int b = in.read();
        if ((a | b) < 0) throw new EOFException();
        return (a << 8) + b;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        int a = in.read();
        int b = in.read();
        int c = in.read();
        int d = in.read();
        if ((a | b | c | d) < 0) throw new EOFException();
        return (a << 24) + (b << 16) + (c << 8) + d;
    }

    public final long readLong() throws IOException {
        readFully(buf, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) v = (v << 8) | (buf[i] & 0xFF);
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    @Deprecated
    public final String readLine() throws IOException {
        char[] lb = lineBuffer;
        if (lb == null) lb = lineBuffer = new char[128];
        int room = lb.length;
        int count = 0;
        int c;
        loop:
        while (true) {
            switch (c = in.read()) {
            case -1:
            case '\n':
                break loop;
            case '\r':
                int c2 = in.read();
                if (c2 != '\n' && c2 != -1) {
                    if (!(in instanceof PushbackInputStream)) in = new PushbackInputStream(in);
                    ((PushbackInputStream) in).unread(c2);
                }
                break loop;
            default:
                if (--room < 0) {
                    lb = new char[count + 128];
                    room = lb.length - count - 1;
                    System.arraycopy(lineBuffer, 0, lb, 0, count);
                    lineBuffer = lb;
                }
                lb[count++] = (char) c;
                break;
            }
        }
        if (c == -1 && count == 0) return null;
        return String.valueOf(lb, 0, count);
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    public static final String readUTF(DataInput in) throws IOException {
        int len = in.readUnsignedShort();
        byte[] b = new byte[len];
        in.readFully(b, 0, len);
        return decodeUTF(b, 0, len);
    }

    /* Modified UTF-8 in b[off, off+len) to a String. */
    static String decodeUTF(byte[] b, int off, int len) throws UTFDataFormatException {
        char[] chars = new char[len];
        int n = 0;
        int i = off, end = off + len;
        while (i < end) {
            int c = b[i] & 0xFF;
            switch (c >> 4) {
            case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
                i++;
                chars[n++] = (char) c;
                break;
            case 12: case 13: {
                i += 2;
                if (i > end) throw new UTFDataFormatException("malformed input: partial character at end");
                int c2 = b[i - 1];
                if ((c2 & 0xC0) != 0x80) throw new UTFDataFormatException("malformed input around byte " + (i - off));
                chars[n++] = (char) (((c & 0x1F) << 6) | (c2 & 0x3F));
                break;
            }
            case 14: {
                i += 3;
                if (i > end) throw new UTFDataFormatException("malformed input: partial character at end");
                int c2 = b[i - 2];
                int c3 = b[i - 1];
                if ((c2 & 0xC0) != 0x80 || (c3 & 0xC0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + (i - 1 - off));
                }
                chars[n++] = (char) (((c & 0x0F) << 12) | ((c2 & 0x3F) << 6) | (c3 & 0x3F));
                break;
            }
            default:
                throw new UTFDataFormatException("malformed input around byte " + (i - off));
            }
        }
        return new String(chars, 0, n);
    }
}
