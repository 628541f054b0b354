/*
 * java.io.FileChannelImpl: the FileChannel of a FileInputStream,
 * FileOutputStream or RandomAccessFile.  It lives in java.io because it
 * shares its stream's FileDescriptor (the VM file handle): one position for
 * both, and closing either closes the other.  Natives in
 * vm/natives/natives_nio.c.  Bytes pass through a heap array, so direct
 * buffers are copied; positional read/write move the shared position and
 * put it back (the JDK's pread/pwrite leave it alone: the same to a single
 * thread).
 */
package java.io;

import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

final class FileChannelImpl extends FileChannel {
    private final FileDescriptor fd;
    private final Closeable parent;
    private final boolean readable, writable, append;

    FileChannelImpl(FileDescriptor fd, Closeable parent, boolean readable, boolean writable, boolean append) {
        this.fd = fd;
        this.parent = parent;
        this.readable = readable;
        this.writable = writable;
        this.append = append;
    }

    private static native int read0(int fd, byte[] b, int off, int len) throws IOException;
    private static native void write0(int fd, byte[] b, int off, int len) throws IOException;
    private static native long position0(int fd) throws IOException;
    private static native void seek0(int fd, long pos) throws IOException;
    private static native long size0(int fd) throws IOException;
    private static native void truncate0(int fd, long len, long pos) throws IOException;
    private static native void force0(int fd) throws IOException;

    /* Called by RandomAccessFile.setLength too. */
    static void truncate(FileDescriptor fd, long len, long pos) throws IOException {
        truncate0(fd.fd(), len, pos);
    }

    private int handle() throws IOException {
        if (!isOpen() || !fd.valid()) throw new ClosedChannelException();
        return fd.fd();
    }

    private void checkReadable() {
        if (!readable) throw new NonReadableChannelException();
    }

    private void checkWritable() {
        if (!writable) throw new NonWritableChannelException();
    }

    protected void implCloseChannel() throws IOException {
        parent.close();
    }

    private int readInto(int h, ByteBuffer dst) throws IOException {
        int len = dst.remaining();
        if (len == 0) return 0;
        if (dst.hasArray()) {
            int n = read0(h, dst.array(), dst.arrayOffset() + dst.position(), len);
            if (n > 0) dst.position(dst.position() + n);
            return n;
        }
        byte[] tmp = new byte[Math.min(len, 65536)];
        int n = read0(h, tmp, 0, tmp.length);
        if (n > 0) dst.put(tmp, 0, n);
        return n;
    }

    private int writeFrom(int h, ByteBuffer src) throws IOException {
        int len = src.remaining();
        if (len == 0) return 0;
        if (append) seek0(h, size0(h));
        if (src.hasArray()) {
            write0(h, src.array(), src.arrayOffset() + src.position(), len);
            src.position(src.position() + len);
        } else {
            byte[] tmp = new byte[len];
            src.get(tmp);
            write0(h, tmp, 0, len);
        }
        return len;
    }

    public int read(ByteBuffer dst) throws IOException {
        if (dst.isReadOnly()) throw new IllegalArgumentException("Read-only buffer");
        int h = handle();
        checkReadable();
        return readInto(h, dst);
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        java.util.Objects.checkFromIndexSize(offset, length, dsts.length);
        int h = handle();
        checkReadable();
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            if (!dsts[i].hasRemaining()) continue;
            int n = readInto(h, dsts[i]);
            if (n < 0) return total == 0 ? -1 : total;
            total += n;
            if (dsts[i].hasRemaining()) break;
        }
        return total;
    }

    public int write(ByteBuffer src) throws IOException {
        if (src == null) throw new NullPointerException();
        int h = handle();
        checkWritable();
        return writeFrom(h, src);
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        java.util.Objects.checkFromIndexSize(offset, length, srcs.length);
        int h = handle();
        checkWritable();
        long total = 0;
        for (int i = offset; i < offset + length; i++) total += writeFrom(h, srcs[i]);
        return total;
    }

    public long position() throws IOException {
        int h = handle();
        return append ? size0(h) : position0(h);
    }

    public FileChannel position(long newPosition) throws IOException {
        int h = handle();
        if (newPosition < 0) throw new IllegalArgumentException();
        seek0(h, newPosition);
        return this;
    }

    public long size() throws IOException {
        return size0(handle());
    }

    public FileChannel truncate(long size) throws IOException {
        int h = handle();
        if (size < 0) throw new IllegalArgumentException("Negative size");
        checkWritable();
        long pos = position0(h);
        long cur = size0(h);
        if (size < cur) truncate0(h, size, Math.min(pos, size));
        else if (pos > size) seek0(h, size);
        return this;
    }

    public void force(boolean metaData) throws IOException {
        force0(handle());
    }

    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        int h = handle();
        if (target == null) throw new NullPointerException();
        if (!target.isOpen()) throw new ClosedChannelException();
        checkReadable();
        if (position < 0 || count < 0) throw new IllegalArgumentException();
        long size = size0(h);
        if (position > size) return 0;
        long want = Math.min(count, size - position);
        long saved = position0(h);
        long done = 0;
        try {
            byte[] buf = new byte[(int) Math.min(want, 8192)];
            while (done < want) {
                seek0(h, position + done);
                int n = read0(h, buf, 0, (int) Math.min(buf.length, want - done));
                if (n <= 0) break;
                seek0(h, saved);
                ByteBuffer bb = ByteBuffer.wrap(buf, 0, n);
                while (bb.hasRemaining()) {
                    if (target.write(bb) == 0) break;
                }
                done += n - bb.remaining();
                if (bb.hasRemaining()) break;
            }
        } finally {
            seek0(h, saved);
        }
        return done;
    }

    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        int h = handle();
        if (src == null) throw new NullPointerException();
        if (!src.isOpen()) throw new ClosedChannelException();
        checkWritable();
        if (position < 0 || count < 0) throw new IllegalArgumentException();
        if (position > size0(h)) return 0;
        long saved = position0(h);
        long done = 0;
        try {
            ByteBuffer bb = ByteBuffer.allocate((int) Math.min(Math.max(count, 1), 8192));
            while (done < count) {
                bb.clear();
                bb.limit((int) Math.min(bb.capacity(), count - done));
                int n = src.read(bb);
                if (n <= 0) break;
                seek0(h, position + done);
                write0(h, bb.array(), 0, n);
                done += n;
            }
        } finally {
            seek0(h, saved);
        }
        return done;
    }

    public int read(ByteBuffer dst, long position) throws IOException {
        if (dst == null) throw new NullPointerException();
        if (position < 0) throw new IllegalArgumentException("Negative position");
        if (dst.isReadOnly()) throw new IllegalArgumentException("Read-only buffer");
        int h = handle();
        checkReadable();
        long saved = position0(h);
        try {
            seek0(h, position);
            return readInto(h, dst);
        } finally {
            seek0(h, saved);
        }
    }

    public int write(ByteBuffer src, long position) throws IOException {
        if (src == null) throw new NullPointerException();
        if (position < 0) throw new IllegalArgumentException("Negative position");
        int h = handle();
        checkWritable();
        long saved = position0(h);
        try {
            seek0(h, position);
            int len = src.remaining();
            if (src.hasArray()) {
                write0(h, src.array(), src.arrayOffset() + src.position(), len);
                src.position(src.position() + len);
            } else {
                byte[] tmp = new byte[len];
                src.get(tmp);
                write0(h, tmp, 0, len);
            }
            return len;
        } finally {
            seek0(h, saved);
        }
    }
}
