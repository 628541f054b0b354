/*
 * java.util.zip.InflaterOutputStream: decompresses what is written to it
 * into the underlying stream.  Input reaches the Inflater at most 512 bytes
 * at a time; after each piece everything inflatable is written out.  Input
 * after the end of the compressed stream is ignored.
 */
package java.util.zip;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

public class InflaterOutputStream extends FilterOutputStream {
    protected final Inflater inf;
    protected final byte[] buf;
    private final byte[] wbuf = new byte[1];
    private boolean usesDefaultInflater;
    private boolean closed;

    public InflaterOutputStream(OutputStream out) {
        this(out, out != null ? new Inflater() : null);
        usesDefaultInflater = true;
    }

    public InflaterOutputStream(OutputStream out, Inflater infl) {
        this(out, infl, 512);
    }

    public InflaterOutputStream(OutputStream out, Inflater infl, int bufLen) {
        super(out);
        if (out == null) throw new NullPointerException("Null output");
        if (infl == null) throw new NullPointerException("Null inflater");
        if (bufLen <= 0) throw new IllegalArgumentException("Buffer size < 1");
        inf = infl;
        buf = new byte[bufLen];
    }

    private void ensureOpen() throws IOException {
        if (closed) throw new IOException("Stream closed");
    }

    public void close() throws IOException {
        if (closed) return;
        try {
            finish();
        } finally {
            out.close();
            closed = true;
        }
    }

    public void flush() throws IOException {
        ensureOpen();
        if (inf.finished()) return;
        try {
            while (!inf.finished() && !inf.needsInput()) {
                int n = inf.inflate(buf, 0, buf.length);
                if (n < 1) break;
                out.write(buf, 0, n);
            }
            super.flush();
        } catch (DataFormatException e) {
            throw zipException(e);
        }
    }

    public void finish() throws IOException {
        ensureOpen();
        flush();
        if (usesDefaultInflater) inf.end();
    }

    public void write(int b) throws IOException {
        wbuf[0] = (byte) b;
        write(wbuf, 0, 1);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (b == null) throw new NullPointerException("Null buffer for read");
        if (off < 0 || len < 0 || len > b.length - off) throw new IndexOutOfBoundsException();
        if (len == 0) return;
        try {
            for (;;) {
                if (inf.needsInput()) {
                    if (len < 1) break;
                    int part = len < 512 ? len : 512;
                    inf.setInput(b, off, part);
                    off += part;
                    len -= part;
                }
                int n;
                do {
                    n = inf.inflate(buf, 0, buf.length);
                    if (n > 0) out.write(buf, 0, n);
                } while (n > 0);
                if (inf.finished()) break;
                if (inf.needsDictionary()) throw new ZipException("ZLIB dictionary missing");
            }
        } catch (DataFormatException e) {
            throw zipException(e);
        }
    }

    private static ZipException zipException(DataFormatException e) {
        String msg = e.getMessage();
        return new ZipException(msg != null ? msg : "Invalid ZLIB data format");
    }
}
