/*
 * java.util.zip.DeflaterInputStream: reads the compressed form of the
 * underlying stream, pulling `buf`-sized pieces into the Deflater as it
 * needs input and finishing it at the underlying end of stream.  `in` is
 * null once closed.
 */
package java.util.zip;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

public class DeflaterInputStream extends FilterInputStream {
    protected final Deflater def;
    protected final byte[] buf;
    private byte[] rbuf = new byte[1];
    private boolean usesDefaultDeflater;
    private boolean reachEOF;

    public DeflaterInputStream(InputStream in) {
        this(in, in != null ? new Deflater() : null);
        usesDefaultDeflater = true;
    }

    public DeflaterInputStream(InputStream in, Deflater defl) {
        this(in, defl, 512);
    }

    public DeflaterInputStream(InputStream in, Deflater defl, int bufLen) {
        super(in);
        if (in == null) throw new NullPointerException("Null input");
        if (defl == null) throw new NullPointerException("Null deflater");
        if (bufLen < 1) throw new IllegalArgumentException("Buffer size < 1");
        def = defl;
        buf = new byte[bufLen];
    }

    private void ensureOpen() throws IOException {
        if (in == null) throw new IOException("Stream closed");
    }

    public void close() throws IOException {
        if (in == null) return;
        try {
            if (usesDefaultDeflater) def.end();
            in.close();
        } finally {
            in = null;
        }
    }

    public int read() throws IOException {
        int n = read(rbuf, 0, 1);
        return n <= 0 ? -1 : rbuf[0] & 0xFF;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) throw new NullPointerException("Null buffer for read");
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        int count = 0;
        while (len > 0 && !def.finished()) {
            if (def.needsInput()) {
                int n = in.read(buf, 0, buf.length);
                if (n < 0) def.finish();
                else if (n > 0) def.setInput(buf, 0, n);
            }
            int n = def.deflate(b, off, len);
            count += n;
            off += n;
            len -= n;
        }
        if (count == 0 && def.finished()) {
            reachEOF = true;
            count = -1;
        }
        return count;
    }

    public long skip(long n) throws IOException {
        if (n < 0) throw new IllegalArgumentException("negative skip length");
        ensureOpen();
        if (rbuf.length < 512) rbuf = new byte[512];
        int total = (int) Math.min(n, Integer.MAX_VALUE);
        long count = 0;
        while (total > 0) {
            int r = read(rbuf, 0, Math.min(total, rbuf.length));
            if (r < 0) break;
            count += r;
            total -= r;
        }
        return count;
    }

    public int available() throws IOException {
        ensureOpen();
        return reachEOF ? 0 : 1;
    }

    public boolean markSupported() {
        return false;
    }

    public void mark(int limit) {
    }

    public void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }
}
