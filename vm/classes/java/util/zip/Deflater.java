/*
 * java.util.zip.Deflater: zlib's deflate behind a native handle (natives_zip.c).
 *
 * `address` is the C z_stream (0 once ended); the input is the caller's array
 * range [inputPos, inputLim), kept by reference as the JDK does.  A change of
 * level or strategy is applied lazily: the next deflate() call runs zlib's
 * deflateParams instead of deflate (the JDK's sequence, so the compressed
 * bytes are the same), and `setParams` stays set until zlib accepts it.  A
 * Deflater never ended keeps its zlib memory (no cleaner).  ByteBuffers
 * (`input` when set, else null) go to zlib through their arrays, or through
 * a copy when they have none (direct or read-only buffers); their positions
 * move by what zlib consumed or produced.
 */
package java.util.zip;

import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.Objects;

public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;
    private static final int FINISH = 4;

    /* zlib's return codes the Java side interprets */
    private static final int Z_OK = 0, Z_STREAM_END = 1, Z_BUF_ERROR = -5;
    private static final byte[] EMPTY = new byte[0];

    private long address;
    private byte[] inputArray = EMPTY;
    private int inputPos, inputLim;
    private ByteBuffer input;
    private int level, strategy;
    private boolean setParams;
    private boolean finish, finished;
    private long bytesRead, bytesWritten;
    private final int[] counts = new int[2];

    public Deflater(int level, boolean nowrap) {
        this.level = level;
        this.strategy = DEFAULT_STRATEGY;
        if (level < -1 || level > 9) throw new IllegalArgumentException();
        this.address = init0(level, DEFAULT_STRATEGY, nowrap);
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
    }

    public synchronized void setInput(byte[] input, int off, int len) {
        if (off < 0 || len < 0 || off > input.length - len) throw new ArrayIndexOutOfBoundsException();
        inputArray = input;
        inputPos = off;
        inputLim = off + len;
        this.input = null;
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    public synchronized void setInput(ByteBuffer input) {
        Objects.requireNonNull(input);
        this.input = input;
        inputArray = EMPTY;
        inputPos = inputLim = 0;
    }

    public synchronized void setDictionary(ByteBuffer dictionary) {
        ensureOpen();
        int len = dictionary.remaining();
        byte[] b;
        int off;
        if (dictionary.hasArray()) {
            b = dictionary.array();
            off = dictionary.arrayOffset() + dictionary.position();
        } else {
            b = new byte[len];
            off = 0;
            dictionary.get(dictionary.position(), b, 0, len);
        }
        int rc = setDictionary0(address, b, off, len);
        if (rc != Z_OK) throw new IllegalArgumentException(message0(address));
        dictionary.position(dictionary.limit());
    }

    public synchronized void setDictionary(byte[] dictionary, int off, int len) {
        if (off < 0 || len < 0 || off > dictionary.length - len) throw new ArrayIndexOutOfBoundsException();
        ensureOpen();
        int rc = setDictionary0(address, dictionary, off, len);
        if (rc != Z_OK) throw new IllegalArgumentException(message0(address));
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized void setStrategy(int strategy) {
        if (strategy != DEFAULT_STRATEGY && strategy != FILTERED && strategy != HUFFMAN_ONLY)
            throw new IllegalArgumentException();
        if (this.strategy != strategy) {
            this.strategy = strategy;
            setParams = true;
        }
    }

    public synchronized void setLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION)
            throw new IllegalArgumentException("invalid compression level");
        if (this.level != level) {
            this.level = level;
            setParams = true;
        }
    }

    public synchronized boolean needsInput() {
        return input == null ? inputLim == inputPos : !input.hasRemaining();
    }

    public synchronized void finish() {
        finish = true;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public synchronized int deflate(byte[] output, int off, int len, int flush) {
        if (off < 0 || len < 0 || off > output.length - len) throw new ArrayIndexOutOfBoundsException();
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) throw new IllegalArgumentException();
        return deflateInto(output, off, len, flush);
    }

    public int deflate(ByteBuffer output) {
        return deflate(output, NO_FLUSH);
    }

    public synchronized int deflate(ByteBuffer output, int flush) {
        if (output.isReadOnly()) throw new ReadOnlyBufferException();
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) throw new IllegalArgumentException();
        int len = output.remaining();
        if (output.hasArray()) {
            int written = deflateInto(output.array(), output.arrayOffset() + output.position(), len, flush);
            output.position(output.position() + written);
            return written;
        }
        byte[] out = new byte[len];
        int written = deflateInto(out, 0, len, flush);
        output.put(out, 0, written);
        return written;
    }

    private int deflateInto(byte[] output, int off, int len, int flush) {
        ensureOpen();
        if (finish) flush = FINISH;
        /* DEFAULT_COMPRESSION is zlib's level 6, which deflateParams would pick too */
        int params = setParams ? 1 | strategy << 1 | (level < 0 ? 6 : level) << 3 : 0;
        byte[] in = inputArray;
        int inOff = inputPos, avail = inputLim - inputPos;
        if (input != null) {
            avail = input.remaining();
            if (input.hasArray()) {
                in = input.array();
                inOff = input.arrayOffset() + input.position();
            } else {
                in = new byte[avail];
                inOff = 0;
                input.get(input.position(), in, 0, avail);
            }
        }
        int rc = deflate0(address, in, inOff, avail, output, off, len, flush, params, counts);
        int read = 0, written = 0;
        if (params != 0) {
            if (rc == Z_OK) setParams = false;
            if (rc != Z_OK && rc != Z_BUF_ERROR) throw new InternalError(message0(address));
            read = counts[0];
            written = counts[1];
        } else {
            if (rc == Z_STREAM_END) finished = true;
            if (rc == Z_OK || rc == Z_STREAM_END) {
                read = counts[0];
                written = counts[1];
            } else if (rc != Z_BUF_ERROR) {
                throw new InternalError(message0(address));
            }
        }
        if (input != null) input.position(input.position() + read);
        else inputPos += read;
        bytesRead += read;
        bytesWritten += written;
        return written;
    }

    public synchronized int getAdler() {
        ensureOpen();
        return getAdler0(address);
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public synchronized long getBytesRead() {
        ensureOpen();
        return bytesRead;
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public synchronized long getBytesWritten() {
        ensureOpen();
        return bytesWritten;
    }

    public synchronized void reset() {
        ensureOpen();
        reset0(address);
        finish = false;
        finished = false;
        inputArray = EMPTY;
        inputPos = inputLim = 0;
        input = null;
        bytesRead = bytesWritten = 0;
    }

    public synchronized void end() {
        if (address != 0) {
            end0(address);
            address = 0;
        }
        inputArray = EMPTY;
        inputPos = inputLim = 0;
        input = null;
    }

    /* Package-private: DeflaterOutputStream and friends ask whether a finish is pending. */
    boolean shouldFinish() {
        return finish && !finished;
    }

    private void ensureOpen() {
        if (address == 0) throw new NullPointerException("Deflater has been closed");
    }

    private static native long init0(int level, int strategy, boolean nowrap);

    private static native int deflate0(long address, byte[] in, int inOff, int inLen, byte[] out, int outOff,
                                       int outLen, int flush, int params, int[] counts);

    private static native int setDictionary0(long address, byte[] b, int off, int len);

    private static native int getAdler0(long address);

    private static native void reset0(long address);

    private static native void end0(long address);

    private static native String message0(long address);
}
