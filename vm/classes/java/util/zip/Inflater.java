/*
 * java.util.zip.Inflater: zlib's inflate behind a native handle (natives_zip.c).
 *
 * `address` is the C z_stream (0 once ended); the input is the caller's array
 * range [inputPos, inputLim), kept by reference as the JDK does.  On corrupt
 * data the input consumed up to the error still counts (getRemaining and
 * getBytesRead move, as the JDK's do) before DataFormatException carries
 * zlib's message.  An Inflater never ended keeps its zlib memory (no cleaner).
 * ByteBuffers (`input` when set, else null) go to zlib through their arrays,
 * or through a copy when they have none; their positions move by what zlib
 * consumed or produced.
 */
package java.util.zip;

import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.Objects;

public class Inflater {
    /* zlib's return codes */
    private static final int Z_OK = 0, Z_STREAM_END = 1, Z_NEED_DICT = 2, Z_DATA_ERROR = -3, Z_MEM_ERROR = -4,
            Z_BUF_ERROR = -5;
    private static final byte[] EMPTY = new byte[0];

    private long address;
    private byte[] inputArray = EMPTY;
    private int inputPos, inputLim;
    private ByteBuffer input;
    private boolean finished, needDict;
    private long bytesRead, bytesWritten;
    private final int[] counts = new int[2];

    public Inflater(boolean nowrap) {
        address = init0(nowrap);
    }

    public Inflater() {
        this(false);
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
        needDict = false;
    }

    public synchronized void setDictionary(byte[] dictionary, int off, int len) {
        if (off < 0 || len < 0 || off > dictionary.length - len) throw new ArrayIndexOutOfBoundsException();
        ensureOpen();
        int rc = setDictionary0(address, dictionary, off, len);
        if (rc != Z_OK) throw new IllegalArgumentException(message0(address));
        needDict = false;
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized int getRemaining() {
        return input == null ? inputLim - inputPos : input.remaining();
    }

    public synchronized boolean needsInput() {
        return input == null ? inputLim == inputPos : !input.hasRemaining();
    }

    public synchronized boolean needsDictionary() {
        return needDict;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public synchronized int inflate(byte[] output, int off, int len) throws DataFormatException {
        if (off < 0 || len < 0 || off > output.length - len) throw new ArrayIndexOutOfBoundsException();
        return inflateInto(output, off, len);
    }

    public synchronized int inflate(ByteBuffer output) throws DataFormatException {
        if (output.isReadOnly()) throw new ReadOnlyBufferException();
        int len = output.remaining();
        if (output.hasArray()) {
            int start = output.position();
            try {
                int written = inflateInto(output.array(), output.arrayOffset() + start, len);
                output.position(start + written);
                return written;
            } catch (DataFormatException e) {
                output.position(start + counts[1]);
                throw e;
            }
        }
        byte[] out = new byte[len];
        try {
            int written = inflateInto(out, 0, len);
            output.put(out, 0, written);
            return written;
        } catch (DataFormatException e) {
            output.put(out, 0, counts[1]);
            throw e;
        }
    }

    private int inflateInto(byte[] output, int off, int len) throws DataFormatException {
        ensureOpen();
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
        int rc = inflate0(address, in, inOff, avail, output, off, len, counts);
        int read = 0, written = 0;
        switch (rc) {
        case Z_STREAM_END:
            finished = true;
            read = counts[0];
            written = counts[1];
            break;
        case Z_NEED_DICT:
            needDict = true;
            read = counts[0];
            written = counts[1];
            break;
        case Z_OK:
            read = counts[0];
            written = counts[1];
            break;
        case Z_BUF_ERROR:
            break;
        case Z_DATA_ERROR:
            advance(counts[0], counts[1]);
            throw new DataFormatException(message0(address));
        case Z_MEM_ERROR:
            throw new OutOfMemoryError();
        default:
            throw new InternalError(message0(address));
        }
        advance(read, written);
        return written;
    }

    private void advance(int read, int written) {
        if (input != null) input.position(input.position() + read);
        else inputPos += read;
        bytesRead += read;
        bytesWritten += written;
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
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
        inputArray = EMPTY;
        inputPos = inputLim = 0;
        input = null;
        finished = false;
        needDict = false;
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

    private void ensureOpen() {
        if (address == 0) throw new NullPointerException("Inflater has been closed");
    }

    private static native long init0(boolean nowrap);

    private static native int inflate0(long address, byte[] in, int inOff, int inLen, byte[] out, int outOff,
                                       int outLen, int[] counts);

    private static native int setDictionary0(long address, byte[] b, int off, int len);

    private static native int getAdler0(long address);

    private static native void reset0(long address);

    private static native void end0(long address);

    private static native String message0(long address);
}
