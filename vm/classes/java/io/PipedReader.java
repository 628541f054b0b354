/*
 * java.io.PipedReader: the reading end of a character pipe between two
 * threads; the same ring buffer and rules as PipedInputStream, with chars.
 */
package java.io;

public class PipedReader extends Reader {
    private static final int DEFAULT_PIPE_SIZE = 1024;
    char[] buffer;
    int in = -1;
    int out;
    boolean closedByWriter;
    boolean closedByReader;
    boolean connected;
    Thread readSide, writeSide;

    public PipedReader(PipedWriter src) throws IOException {
        this(src, DEFAULT_PIPE_SIZE);
    }

    public PipedReader(PipedWriter src, int pipeSize) throws IOException {
        this(pipeSize);
        connect(src);
    }

    public PipedReader() {
        buffer = new char[DEFAULT_PIPE_SIZE];
    }

    public PipedReader(int pipeSize) {
        if (pipeSize <= 0) throw new IllegalArgumentException("Pipe size <= 0");
        buffer = new char[pipeSize];
    }

    public void connect(PipedWriter src) throws IOException {
        src.connect(this);
    }

    private void checkWritable() throws IOException {
        if (!connected) throw new IOException("Pipe not connected");
        if (closedByWriter || closedByReader) throw new IOException("Pipe closed");
        if (readSide != null && !readSide.isAlive()) throw new IOException("Read end dead");
    }

    synchronized void receive(int c) throws IOException {
        checkWritable();
        writeSide = Thread.currentThread();
        while (in == out) {
            checkWritable();
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException e) {
                throw new InterruptedIOException();
            }
        }
        if (in < 0) {
            in = 0;
            out = 0;
        }
        buffer[in++] = (char) c;
        if (in >= buffer.length) in = 0;
    }

    synchronized void receive(char[] c, int off, int len) throws IOException {
        while (--len >= 0) receive(c[off++]);
    }

    synchronized void receivedLast() {
        closedByWriter = true;
        notifyAll();
    }

    private void checkReadable() throws IOException {
        if (!connected) throw new IOException("Pipe not connected");
        if (closedByReader) throw new IOException("Pipe closed");
        if (writeSide != null && !writeSide.isAlive() && !closedByWriter && in < 0)
            throw new IOException("Write end dead");
    }

    public synchronized int read() throws IOException {
        checkReadable();
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
        int r = buffer[out++];
        if (out >= buffer.length) out = 0;
        if (in == out) in = -1;
        return r;
    }

    public synchronized int read(char[] cbuf, int off, int len) throws IOException {
        checkReadable();
        if (off < 0 || len < 0 || len > cbuf.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        int c = read();
        if (c < 0) return -1;
        cbuf[off] = (char) c;
        int n = 1;
        while (in >= 0 && --len > 0) {
            cbuf[off + n++] = buffer[out++];
            if (out >= buffer.length) out = 0;
            if (in == out) in = -1;
        }
        return n;
    }

    public synchronized boolean ready() throws IOException {
        checkReadable();
        return in >= 0;
    }

    public void close() throws IOException {
        in = -1;
        closedByReader = true;
    }
}
