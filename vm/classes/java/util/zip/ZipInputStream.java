/*
 * java.util.zip.ZipInputStream: reads a ZIP file's entries sequentially
 * from their local headers (the central directory is never read).  DEFLATED
 * data goes through a raw Inflater; at its end the bytes the Inflater did
 * not consume are pushed back into the PushbackInputStream `in`, then the
 * data descriptor (with or without its signature) is read when flag bit 3
 * says there is one, and size, compressed size and CRC are checked.  STORED
 * entries are copied `remaining` bytes at a time.  ZIP64: local headers
 * with the magic sizes take them from the ZIP64 extra field, and entries
 * past 4 GB have 8-byte sizes in their descriptor.
 */
package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

public class ZipInputStream extends InflaterInputStream implements ZipConstants {
    private static final int USE_UTF8 = 0x800;
    private ZipEntry entry;
    private int flag;
    private final CRC32 crc = new CRC32();
    private long remaining;
    private final byte[] tmpbuf = new byte[512];
    private boolean closed;
    private boolean entryEOF;
    private final Charset charset;
    private byte[] b = new byte[256];

    public ZipInputStream(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public ZipInputStream(InputStream in, Charset charset) {
        super(new PushbackInputStream(in, 512), new Inflater(true), 512);
        usesDefaultInflater = true;
        if (in == null) throw new NullPointerException("in is null");
        if (charset == null) throw new NullPointerException("charset is null");
        this.charset = charset;
    }

    private void ensureOpen() throws IOException {
        if (closed) throw new IOException("Stream closed");
    }

    public ZipEntry getNextEntry() throws IOException {
        ensureOpen();
        if (entry != null) closeEntry();
        crc.reset();
        inf.reset();
        if ((entry = readLOC()) == null) return null;
        if (entry.method == ZipEntry.STORED) remaining = entry.size;
        entryEOF = false;
        return entry;
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        while (read(tmpbuf, 0, tmpbuf.length) != -1) {
        }
        entryEOF = true;
    }

    public int available() throws IOException {
        ensureOpen();
        return entryEOF ? 0 : 1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) throw new IndexOutOfBoundsException();
        if (len == 0) return 0;
        if (entry == null) return -1;
        switch (entry.method) {
        case ZipEntry.DEFLATED:
            len = super.read(b, off, len);
            if (len == -1) {
                readEnd(entry);
                entryEOF = true;
                entry = null;
            } else {
                crc.update(b, off, len);
            }
            return len;
        case ZipEntry.STORED:
            if (remaining <= 0) {
                entryEOF = true;
                entry = null;
                return -1;
            }
            if (len > remaining) len = (int) remaining;
            len = in.read(b, off, len);
            if (len == -1) throw new ZipException("unexpected EOF");
            crc.update(b, off, len);
            remaining -= len;
            if (remaining == 0 && entry.crc != crc.getValue())
                throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(entry.crc) + " but got 0x"
                                       + Long.toHexString(crc.getValue()) + ")");
            return len;
        default:
            throw new ZipException("invalid compression method");
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) throw new IllegalArgumentException("negative skip length");
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        while (total < max) {
            int r = read(tmpbuf, 0, Math.min(max - total, tmpbuf.length));
            if (r == -1) {
                entryEOF = true;
                break;
            }
            total += r;
        }
        return total;
    }

    public void close() throws IOException {
        if (closed) return;
        super.close();
        closed = true;
    }

    private ZipEntry readLOC() throws IOException {
        try {
            readFully(tmpbuf, 0, LOCHDR);
        } catch (EOFException e) {
            return null;
        }
        if (get32(tmpbuf, 0) != LOCSIG) return null;
        flag = get16(tmpbuf, LOCFLG);
        int len = get16(tmpbuf, LOCNAM);
        if (len > b.length) {
            int n = b.length;
            while (n < len) n *= 2;
            b = new byte[n];
        }
        readFully(b, 0, len);
        Charset cs = (flag & USE_UTF8) != 0 ? StandardCharsets.UTF_8 : charset;
        ZipEntry e = createZipEntry(new String(b, 0, len, cs));
        if ((flag & 1) == 1) throw new ZipException("encrypted ZIP entry not supported");
        e.method = get16(tmpbuf, LOCHOW);
        e.xdostime = get32(tmpbuf, LOCTIM);
        if ((flag & 8) == 8) {
            if (e.method != ZipEntry.DEFLATED) throw new ZipException("only DEFLATED entries can have EXT descriptor");
        } else {
            e.crc = get32(tmpbuf, LOCCRC);
            e.csize = get32(tmpbuf, LOCSIZ);
            e.size = get32(tmpbuf, LOCLEN);
        }
        len = get16(tmpbuf, LOCEXT);
        if (len > 0) {
            byte[] extra = new byte[len];
            readFully(extra, 0, len);
            e.setExtra0(extra, e.csize == ZIP64_MAGICVAL || e.size == ZIP64_MAGICVAL);
        }
        return e;
    }

    protected ZipEntry createZipEntry(String name) {
        return new ZipEntry(name);
    }

    private void readEnd(ZipEntry e) throws IOException {
        int n = inf.getRemaining();
        if (n > 0) ((PushbackInputStream) in).unread(buf, len - n, n);
        if ((flag & 8) == 8 && (inf.getBytesWritten() > ZIP64_MAGICVAL || inf.getBytesRead() > ZIP64_MAGICVAL)) {
            /* ZIP64 descriptor: 8-byte sizes */
            readFully(tmpbuf, 0, ZIP64_EXTHDR);
            long sig = get32(tmpbuf, 0);
            if (sig != EXTSIG) {
                e.crc = sig;
                e.csize = get64(tmpbuf, ZIP64_EXTSIZ - ZIP64_EXTCRC);
                e.size = get64(tmpbuf, ZIP64_EXTLEN - ZIP64_EXTCRC);
                ((PushbackInputStream) in).unread(tmpbuf, ZIP64_EXTHDR - ZIP64_EXTCRC, ZIP64_EXTCRC);
            } else {
                e.crc = get32(tmpbuf, ZIP64_EXTCRC);
                e.csize = get64(tmpbuf, ZIP64_EXTSIZ);
                e.size = get64(tmpbuf, ZIP64_EXTLEN);
            }
        } else if ((flag & 8) == 8) {
            readFully(tmpbuf, 0, EXTHDR);
            long sig = get32(tmpbuf, 0);
            if (sig != EXTSIG) {
                /* a descriptor without its optional signature: 12 bytes, the rest goes back */
                e.crc = sig;
                e.csize = get32(tmpbuf, EXTSIZ - EXTCRC);
                e.size = get32(tmpbuf, EXTLEN - EXTCRC);
                ((PushbackInputStream) in).unread(tmpbuf, EXTHDR - EXTCRC, EXTCRC);
            } else {
                e.crc = get32(tmpbuf, EXTCRC);
                e.csize = get32(tmpbuf, EXTSIZ);
                e.size = get32(tmpbuf, EXTLEN);
            }
        }
        if (e.size != inf.getBytesWritten())
            throw new ZipException("invalid entry size (expected " + e.size + " but got " + inf.getBytesWritten()
                                   + " bytes)");
        if (e.csize != inf.getBytesRead())
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                                   + inf.getBytesRead() + " bytes)");
        if (e.crc != crc.getValue())
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(e.crc) + " but got 0x"
                                   + Long.toHexString(crc.getValue()) + ")");
    }

    private void readFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = in.read(b, off, len);
            if (n == -1) throw new EOFException();
            off += n;
            len -= n;
        }
    }

    private static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | ((b[off + 1] & 0xff) << 8);
    }

    private static long get32(byte[] b, int off) {
        return (get16(b, off) | ((long) get16(b, off + 2) << 16)) & 0xffffffffL;
    }

    private static long get64(byte[] b, int off) {
        return get32(b, off) | (get32(b, off + 4) << 32);
    }
}
