/*
 * java.util.zip.GZIPOutputStream: a raw deflate stream between the JDK's
 * fixed 10-byte GZIP header (no flags, mtime 0, XFL 0, OS 255 "unknown", as
 * JDK 17 writes it) and the trailer (CRC-32 and input size, little-endian),
 * which goes into the last deflate buffer when it fits there -- the same
 * write calls as the JDK's.
 */
package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;

public class GZIPOutputStream extends DeflaterOutputStream {
    protected CRC32 crc = new CRC32();
    private static final int GZIP_MAGIC = 0x8b1f;
    private static final int TRAILER_SIZE = 8;
    private static final byte[] HEADER = {(byte) GZIP_MAGIC, (byte) (GZIP_MAGIC >> 8), Deflater.DEFLATED, 0, 0, 0, 0,
                                          0, 0, (byte) 0xFF};

    public GZIPOutputStream(OutputStream out, int size, boolean syncFlush) throws IOException {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null, size, syncFlush);
        usesDefaultDeflater = true;
        out.write(HEADER);
        crc.reset();
    }

    public GZIPOutputStream(OutputStream out, int size) throws IOException {
        this(out, size, false);
    }

    public GZIPOutputStream(OutputStream out, boolean syncFlush) throws IOException {
        this(out, 512, syncFlush);
    }

    public GZIPOutputStream(OutputStream out) throws IOException {
        this(out, 512, false);
    }

    public synchronized void write(byte[] buf, int off, int len) throws IOException {
        super.write(buf, off, len);
        crc.update(buf, off, len);
    }

    public void finish() throws IOException {
        if (def.finished()) return;
        def.finish();
        while (!def.finished()) {
            int n = def.deflate(buf, 0, buf.length);
            if (def.finished() && n <= buf.length - TRAILER_SIZE) {
                writeTrailer(buf, n);
                out.write(buf, 0, n + TRAILER_SIZE);
                return;
            }
            if (n > 0) out.write(buf, 0, n);
        }
        byte[] trailer = new byte[TRAILER_SIZE];
        writeTrailer(trailer, 0);
        out.write(trailer);
    }

    private void writeTrailer(byte[] b, int off) {
        putInt((int) crc.getValue(), b, off);
        putInt(def.getTotalIn(), b, off + 4);
    }

    private static void putInt(int v, byte[] b, int off) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >> 8);
        b[off + 2] = (byte) (v >> 16);
        b[off + 3] = (byte) (v >> 24);
    }
}
