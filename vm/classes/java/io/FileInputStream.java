/*
 * java.io.FileInputStream over a VM file handle.  Natives: open0 (throws
 * FileNotFoundException "NAME (REASON)"), readBytes0 (blocks until at least one
 * byte, returns the count or -1 at end of file; len > 0), available0.
 */
package java.io;

import java.util.Objects;

public class FileInputStream extends InputStream {
    private final FileDescriptor fd;
    private final String path;
    private volatile boolean closed;

    public FileInputStream(String name) throws FileNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        this.path = name;
        this.fd = FileDescriptor.of(open0(name));
    }

    public FileInputStream(File file) throws FileNotFoundException {
        this(file.getPath());
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.path = null;
    }

    private static native int open0(String path) throws FileNotFoundException;

    private static native int readBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = readBytes0(fd.fd(), one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        return readBytes0(fd.fd(), b, off, len);
    }

    public int available() throws IOException {
        return available0(fd.fd());
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        if (channel != null) channel.close(); // nio: the channel closes with its stream
        fd.closeFd();
    }

    public final FileDescriptor getFD() throws IOException {
        return fd;
    }

    // ---- getChannel (nio) ----
    private java.nio.channels.FileChannel channel;

    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) channel = new FileChannelImpl(fd, this, true, false, false);
            return channel;
        }
    }
    // ---- end getChannel ----
}
