/*
 * java.nio.channels.FileChannel.  The instances are java.io.FileChannelImpl
 * (the channel of a FileInputStream, FileOutputStream or RandomAccessFile,
 * sharing its file handle and position); open() makes one through those
 * streams.  Differences from the JDK: map() throws
 * UnsupportedOperationException (Lantern has no mapped buffers), lock() and
 * tryLock() likewise, DELETE_ON_CLOSE is ignored, and a channel opened with WRITE but not READ (without
 * APPEND) can also read, since it sits on a RandomAccessFile "rw".
 */
package java.nio.channels;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.spi.AbstractInterruptibleChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.util.HashSet;
import java.util.Set;

public abstract class FileChannel extends AbstractInterruptibleChannel
        implements SeekableByteChannel, GatheringByteChannel, ScatteringByteChannel {

    protected FileChannel() {
    }

    public static FileChannel open(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        if (path == null || options == null) throw new NullPointerException();
        boolean read = options.contains(StandardOpenOption.READ);
        boolean append = options.contains(StandardOpenOption.APPEND);
        boolean write = options.contains(StandardOpenOption.WRITE) || append;
        boolean truncate = options.contains(StandardOpenOption.TRUNCATE_EXISTING);
        boolean createNew = options.contains(StandardOpenOption.CREATE_NEW);
        boolean create = options.contains(StandardOpenOption.CREATE);
        if (read && append) throw new IllegalArgumentException("READ + APPEND not allowed");
        if (append && truncate) throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        for (OpenOption o : options) {
            if (o == null) throw new NullPointerException();
            if (!(o instanceof StandardOpenOption) && o != java.nio.file.LinkOption.NOFOLLOW_LINKS)
                throw new UnsupportedOperationException(o + " not supported");
        }
        String name = path.toString();
        File f = new File(name.isEmpty() ? "." : name);
        boolean exists = f.exists();
        if (write && createNew && exists) throw new FileAlreadyExistsException(name);
        if (!exists && !(write && (create || createNew))) throw new NoSuchFileException(name);
        if (f.isDirectory() && write) throw new java.nio.file.FileSystemException(name, null, "Is a directory");
        if (!exists) {
            File parent = f.getAbsoluteFile().getParentFile();
            if (parent != null && !parent.isDirectory()) throw new NoSuchFileException(name);
        }
        FileChannel ch;
        if (append) {
            ch = new FileOutputStream(f, true).getChannel();
        } else {
            RandomAccessFile raf = new RandomAccessFile(f, write ? "rw" : "r");
            if (write && truncate) raf.setLength(0);
            ch = raf.getChannel();
        }
        return ch;
    }

    public static FileChannel open(Path path, OpenOption... options) throws IOException {
        Set<OpenOption> set = new HashSet<>();
        for (OpenOption o : options) set.add(o);
        return open(path, set);
    }

    public abstract int read(ByteBuffer dst) throws IOException;

    public abstract long read(ByteBuffer[] dsts, int offset, int length) throws IOException;

    public final long read(ByteBuffer[] dsts) throws IOException {
        return read(dsts, 0, dsts.length);
    }

    public abstract int write(ByteBuffer src) throws IOException;

    public abstract long write(ByteBuffer[] srcs, int offset, int length) throws IOException;

    public final long write(ByteBuffer[] srcs) throws IOException {
        return write(srcs, 0, srcs.length);
    }

    public abstract long position() throws IOException;

    public abstract FileChannel position(long newPosition) throws IOException;

    public abstract long size() throws IOException;

    public abstract FileChannel truncate(long size) throws IOException;

    public abstract void force(boolean metaData) throws IOException;

    public abstract long transferTo(long position, long count, WritableByteChannel target) throws IOException;

    public abstract long transferFrom(ReadableByteChannel src, long position, long count) throws IOException;

    public abstract int read(ByteBuffer dst, long position) throws IOException;

    public abstract int write(ByteBuffer src, long position) throws IOException;

    public java.nio.MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        throw new UnsupportedOperationException("FileChannel.map is not supported by Lantern");
    }

    public static class MapMode {
        public static final MapMode READ_ONLY = new MapMode("READ_ONLY");
        public static final MapMode READ_WRITE = new MapMode("READ_WRITE");
        public static final MapMode PRIVATE = new MapMode("PRIVATE");
        private final String name;

        private MapMode(String name) {
            this.name = name;
        }

        public String toString() {
            return name;
        }
    }
}
