/*
 * java.io.RandomAccessFile: a file read and written at a movable position.
 * The VM's file handle (FileDescriptor.fd) with natives for the byte I/O,
 * seek, position and length; the typed reads and writes are the DataInput /
 * DataOutput big-endian encodings, built on read()/write() here.
 * setLength grows a file by writing its last byte and shrinks it through
 * the channel's truncate (os_file_truncate).
 */
package java.io;

public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final FileDescriptor fd;
    private final String path;
    private final boolean writable;
    private volatile boolean closed;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        if (!"r".equals(mode) && !"rw".equals(mode) && !"rws".equals(mode) && !"rwd".equals(mode)) {
            throw new IllegalArgumentException("Illegal mode \"" + mode + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (file == null) throw new NullPointerException();
        path = file.getPath();
        writable = !mode.equals("r");
        fd = FileDescriptor.of(open0(path, writable));
    }

    private static native int open0(String path, boolean write) throws FileNotFoundException;
    private static native int read0(int fd) throws IOException;
    private static native int readBytes0(int fd, byte[] b, int off, int len) throws IOException;
    private static native void writeBytes0(int fd, byte[] b, int off, int len) throws IOException;
    private static native void seek0(int fd, long pos) throws IOException;
    private static native long getFilePointer0(int fd) throws IOException;
    private static native long length0(int fd) throws IOException;

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    private int handle() throws IOException {
        if (closed) throw new IOException("Stream Closed");
        return fd.fd();
    }

    public int read() throws IOException {
        return read0(handle());
    }

    public int read(byte[] b, int off, int len) throws IOException {
        return readBytes0(handle(), b, off, len);
    }

    public int read(byte[] b) throws IOException {
        return readBytes0(handle(), b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int k = read(b, off + n, len - n);
            if (k < 0) throw new EOFException();
            n += k;
        }
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) return 0;
        long pos = getFilePointer(), len = length();
        long to = Math.min(len, pos + n);
        seek(to);
        return (int) (to - pos);
    }

    /* A file opened "r" refuses writes as the JDK's does on POSIX (EBADF),
     * before anything is buffered on any platform. */
    private int writeHandle() throws IOException {
        int h = handle();
        if (!writable) throw new IOException("Bad file descriptor");
        return h;
    }

    public void write(int b) throws IOException {
        writeBytes0(writeHandle(), new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        writeBytes0(writeHandle(), b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        writeBytes0(writeHandle(), b, off, len);
    }

    public long getFilePointer() throws IOException {
        return getFilePointer0(handle());
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) throw new IOException("Negative seek offset");
        seek0(handle(), pos);
    }

    public long length() throws IOException {
        return length0(handle());
    }

    public void setLength(long newLength) throws IOException {
        long len = length();
        if (newLength < len) {
            // ---- truncate (nio) ----
            long pos = getFilePointer();
            FileChannelImpl.truncate(fd, newLength, Math.min(pos, newLength));
            return;
            // ---- end truncate ----
        }
        if (newLength > len) {
            long pos = getFilePointer();
            seek(newLength - 1);
            write(0);
            seek(Math.min(pos, newLength));
        }
    }

    public void close() throws IOException {
        if (closed) return;
        closed = true;
        if (channel != null) channel.close(); // nio: the channel closes with its stream
        fd.closeFd();
    }

    // ---- DataInput ----

    private int readByteOrEOF() throws IOException {
        int b = read();
        if (b < 0) throw new EOFException();
        return b;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrEOF() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrEOF();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrEOF();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int a = readByteOrEOF(), b = readByteOrEOF();
        return (a << 8) | b;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        int a = readByteOrEOF(), b = readByteOrEOF(), c = readByteOrEOF(), d = readByteOrEOF();
        return (a << 24) | (b << 16) | (c << 8) | d;
    }

    public final long readLong() throws IOException {
        return ((long) readInt() << 32) | (readInt() & 0xffffffffL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
                case -1:
                case '\n':
                    eol = true;
                    break;
                case '\r':
                    eol = true;
                    long cur = getFilePointer();
                    if (read() != '\n') seek(cur);
                    break;
                default:
                    sb.append((char) c);
                    break;
            }
        }
        if (c == -1 && sb.length() == 0) return null;
        return sb.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    // ---- DataOutput ----

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 8), (byte) v});
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        write(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
    }

    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) b[i] = (byte) s.charAt(i);
        write(b);
    }

    public final void writeChars(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) writeChar(s.charAt(i));
    }

    public final void writeUTF(String str) throws IOException {
        write(DataOutputStream.encodeUTF(str));
    }

    // ---- getChannel (nio) ----
    private java.nio.channels.FileChannel channel;

    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) channel = new FileChannelImpl(fd, this, true, writable, false);
            return channel;
        }
    }
    // ---- end getChannel ----
}
