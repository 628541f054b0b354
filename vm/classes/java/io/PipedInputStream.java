/*
 * java.io.PipedInputStream: the reading end of a pipe between two threads.
 * A ring buffer: `in` is where the writer puts the next byte (-1 when the
 * buffer is empty), `out` where the reader takes the next one.  Both ends
 * wait on this object; a waiting side polls every second so that it notices
 * the other thread's death, which the JDK reports as "Write end dead" /
 * "Pipe broken" (reader) and "Read end dead" (writer).
 */
package java.io;

public class PipedInputStream extends InputStream {
    protected static final int PIPE_SIZE = 1024;
    protected byte[] buffer;
    protected int in = -1;
    protected int out;
    boolean closedByWriter;
    volatile boolean closedByReader;
    boolean connected;
    Thread readSide, writeSide;

    public PipedInputStream(PipedOutputStream src) throws IOException {
        this(src, PIPE_SIZE);
    }

    public PipedInputStream(PipedOutputStream src, int pipeSize) throws IOException {
        this(pipeSize);
        connect(src);
    }

    public PipedInputStream() {
        buffer = new byte[PIPE_SIZE];
    }

    public PipedInputStream(int pipeSize) {
        if (pipeSize <= 0) throw new IllegalArgumentException("Pipe Size <= 0");
        buffer = new byte[pipeSize];
    }

    public void connect(PipedOutputStream src) throws IOException {
        src.connect(this);
    }

    private void checkWritable() throws IOException {
        if (!connected) throw new IOException("Pipe not connected");
        if (closedByWriter || closedByReader) throw new IOException("Pipe closed");
        if (readSide != null && !readSide.isAlive()) throw new IOException("Read end dead");
    }

    /* Waits for room (the ring is full when in == out). */
    private void awaitRoom() throws IOException {
        while (in == out) {
            checkWritable();
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException e) {
                throw new InterruptedIOException();
            }
        }
    }

    protected synchronized void receive(int b) throws IOException {
        checkWritable();
        writeSide = Thread.currentThread();
        if (in == out) awaitRoom();
        if (in < 0) {
            in = 0;
            out = 0;
        }
        buffer[in++] = (byte) b;
        if (in >= buffer.length) in = 0;
    }

    synchronized void receive(byte[] b, int off, int len) throws IOException {
        checkWritable();
        writeSide = Thread.currentThread();
        while (len > 0) {
            if (in == out) awaitRoom();
            if (in < 0) {
                in = 0;
                out = 0;
            }
            int room = out > in ? out - in : buffer.length - in;
            int n = Math.min(room, len);
            System.arraycopy(b, off, buffer, in, n);
            off += n;
            len -= n;
            in += n;
            if (in >= buffer.length) in = 0;
        }
    }

    synchronized void receivedLast() {
        closedByWriter = true;
        notifyAll();
    }

    public synchronized int read() throws IOException {
        if (!connected) throw new IOException("Pipe not connected");
        if (closedByReader) throw new IOException("Pipe closed");
        if (writeSide != null && !writeSide.isAlive() && !closedByWriter && in < 0)
            throw new IOException("Write end dead");
        readSide = Thread.currentThread();
        int tries = 2;
        while (in < 0) {
            if (closedByWriter) return -1;
            if (writeSide != null && !writeSide.isAlive() && --tries < 0) throw new IOException("Pipe broken");
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException e) {
                throw new InterruptedIOException();
            }
        }
        int r = buffer[out++] & 0xFF;
        if (out >= buffer.length) out = 0;
        if (in == out) in = -1; /* emptied */
        return r;
    }

    public synchronized int read(byte[] b, int off, int len) throws IOException {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        int c = read();
        if (c < 0) return -1;
        b[off] = (byte) c;
        int n = 1;
        while (in >= 0 && n < len) {
            int avail = in > out ? in - out : buffer.length - out;
            int k = Math.min(avail, len - n);
            System.arraycopy(buffer, out, b, off + n, k);
            out += k;
            n += k;
            if (out >= buffer.length) out = 0;
            if (in == out) in = -1;
        }
        return n;
    }

    public synchronized int available() throws IOException {
        if (in < 0) return 0;
        if (in == out) return buffer.length;
        return in > out ? in - out : in + buffer.length - out;
    }

    public void close() throws IOException {
        closedByReader = true;
        synchronized (this) {
            in = -1;
        }
    }
}
