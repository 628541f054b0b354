/*
 * java.util.zip.DeflaterOutputStream: compresses what is written through a
 * Deflater into `buf`-sized writes to the underlying stream.  The calls into
 * the Deflater (setInput per write, deflate until needsInput, buffer of 512
 * by default) follow the JDK's, since zlib's output for stored blocks
 * depends on how the output is chunked.
 */
package java.util.zip;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

public class DeflaterOutputStream extends FilterOutputStream {
    protected Deflater def;
    protected byte[] buf;
    private boolean closed;
    private final boolean syncFlush;
    /* the stream made its Deflater, so close() ends it */
    boolean usesDefaultDeflater;

    public DeflaterOutputStream(OutputStream out, Deflater def, int size, boolean syncFlush) {
        super(out);
        if (out == null || def == null) throw new NullPointerException();
        if (size <= 0) throw new IllegalArgumentException("buffer size <= 0");
        this.def = def;
        this.buf = new byte[size];
        this.syncFlush = syncFlush;
    }

    public DeflaterOutputStream(OutputStream out, Deflater def, int size) {
        this(out, def, size, false);
    }

    public DeflaterOutputStream(OutputStream out, Deflater def, boolean syncFlush) {
        this(out, def, 512, syncFlush);
    }

    public DeflaterOutputStream(OutputStream out, Deflater def) {
        this(out, def, 512, false);
    }

    public DeflaterOutputStream(OutputStream out, boolean syncFlush) {
        this(out, out != null ? new Deflater() : null, 512, syncFlush);
        usesDefaultDeflater = true;
    }

    public DeflaterOutputStream(OutputStream out) {
        this(out, false);
    }

    public void write(int b) throws IOException {
        byte[] one = new byte[] {(byte) b};
        write(one, 0, 1);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (def.finished()) throw new IOException("write beyond end of stream");
        if ((off | len | (off + len) | (b.length - (off + len))) < 0) throw new IndexOutOfBoundsException();
        if (len == 0) return;
        def.setInput(b, off, len);
        while (!def.needsInput()) deflate();
    }

    public void finish() throws IOException {
        if (!def.finished()) {
            def.finish();
            while (!def.finished()) deflate();
        }
    }

    /* A finish that throws leaves the stream open (and the Deflater alive):
     * close() may be tried again, as with the JDK 17. */
    public void close() throws IOException {
        if (closed) return;
        finish();
        if (usesDefaultDeflater) def.end();
        out.close();
        closed = true;
    }

    protected void deflate() throws IOException {
        int n = def.deflate(buf, 0, buf.length);
        if (n > 0) out.write(buf, 0, n);
    }

    public void flush() throws IOException {
        if (syncFlush && !def.finished()) {
            int n;
            while ((n = def.deflate(buf, 0, buf.length, Deflater.SYNC_FLUSH)) > 0) {
                out.write(buf, 0, n);
                if (n < buf.length) break;
            }
        }
        out.flush();
    }
}
