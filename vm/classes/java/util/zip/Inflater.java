/*
 * java.util.zip.Inflater: zlib's inflate behind a native handle (natives_zip.c).
 *
 * `address` is the C z_stream (0 once ended); the input is the caller's array
 * range [inputPos, inputLim), kept by reference as the JDK does.  On corrupt
 * data the input consumed up to the error still counts (getRemaining and
 * getBytesRead move, as the JDK's do) before DataFormatException carries
 * zlib's message.  An Inflater never ended keeps its zlib memory (no cleaner).
 */
package java.util.zip;

public class Inflater {
    /* zlib's return codes */
    private static final int Z_OK = 0, Z_STREAM_END = 1, Z_NEED_DICT = 2, Z_DATA_ERROR = -3, Z_MEM_ERROR = -4,
            Z_BUF_ERROR = -5;
    private static final byte[] EMPTY = new byte[0];

    private long address;
    private byte[] inputArray = EMPTY;
    private int inputPos, inputLim;
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
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
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
        return inputLim - inputPos;
    }

    public synchronized boolean needsInput() {
        return inputLim == inputPos;
    }

    public synchronized boolean needsDictionary() {
        return needDict;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public synchronized int inflate(byte[] output, int off, int len) throws DataFormatException {
        if (off < 0 || len < 0 || off > output.length - len) throw new ArrayIndexOutOfBoundsException();
        ensureOpen();
        int rc = inflate0(address, inputArray, inputPos, inputLim - inputPos, output, off, len, counts);
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
        inputPos += read;
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
