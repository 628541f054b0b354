/*
 * java.io.FileOutputStream over a VM file handle (FileDescriptor.fd).
 * Natives: open0 (creates/truncates or appends; throws FileNotFoundException
 * with the JDK's "NAME (REASON)" message) and writeBytes0 (writes all of
 * b[off, off+len) or throws IOException).
 */
package java.io;

import java.util.Objects;

public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private final String path;
    private volatile boolean closed;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        this.path = name;
        this.fd = FileDescriptor.of(open0(name, append));
        this.appending = append; // nio: the channel's position is the size
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file.getPath(), false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        this(file.getPath(), append);
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fd = fdObj;
        this.path = null;
    }

    private static native int open0(String path, boolean append) throws FileNotFoundException;

    private static native void writeBytes0(int fd, byte[] b, int off, int len) throws IOException;

    public void write(int b) throws IOException {
        byte[] one = {(byte) b};
        writeBytes0(fd.fd(), one, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        writeBytes0(fd.fd(), b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, b.length);
        writeBytes0(fd.fd(), b, off, len);
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
    private boolean appending;

    public java.nio.channels.FileChannel getChannel() {
        synchronized (this) {
            if (channel == null) channel = new FileChannelImpl(fd, this, false, true, appending);
            return channel;
        }
    }
    // ---- end getChannel ----
}
