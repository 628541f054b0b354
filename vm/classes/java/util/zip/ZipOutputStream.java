/*
 * java.util.zip.ZipOutputStream: writes a ZIP file sequentially -- per
 * entry a local header, the data (STORED as is, DEFLATED through a raw
 * Deflater), and for DEFLATED entries whose sizes and CRC were not all given
 * a data descriptor (signature, crc, csize, size); finish() appends the
 * central directory and the end record.  The header fields and their order
 * are the JDK 17's, so the same calls give the same bytes.  `written` counts
 * every byte sent to `out`; `locoff` is where the current entry's data
 * began.  ZIP64 fields and records appear exactly where the JDK writes them:
 * for sizes or offsets of 4 GB and more, and 65535 entries or more.
 */
package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;

public class ZipOutputStream extends DeflaterOutputStream implements ZipConstants {
    public static final int STORED = ZipEntry.STORED;
    public static final int DEFLATED = ZipEntry.DEFLATED;
    private static final int USE_UTF8 = 0x800;

    /* an entry and the offset of its local header */
    private static final class XEntry {
        final ZipEntry entry;
        final long offset;

        XEntry(ZipEntry entry, long offset) {
            this.entry = entry;
            this.offset = offset;
        }
    }

    private XEntry current;
    private final ArrayList<XEntry> xentries = new ArrayList<>();
    private final HashSet<String> names = new HashSet<>();
    private final CRC32 crc = new CRC32();
    private long written;
    private long locoff;
    private byte[] comment;
    private int method = DEFLATED;
    private boolean finished;
    private boolean closed;
    private final Charset charset;

    public ZipOutputStream(OutputStream out) {
        this(out, StandardCharsets.UTF_8);
    }

    public ZipOutputStream(OutputStream out, Charset charset) {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null);
        if (charset == null) throw new NullPointerException("charset");
        this.charset = charset;
        usesDefaultDeflater = true;
    }

    private void ensureOpen() throws IOException {
        if (closed) throw new IOException("Stream closed");
    }

    private boolean isUTF8() {
        return charset.equals(StandardCharsets.UTF_8);
    }

    public void setComment(String comment) {
        if (comment != null) {
            this.comment = comment.getBytes(charset);
            if (this.comment.length > 0xffff) throw new IllegalArgumentException("ZIP file comment too long");
        }
    }

    public void setMethod(int method) {
        if (method != DEFLATED && method != STORED) throw new IllegalArgumentException("invalid compression method");
        this.method = method;
    }

    public void setLevel(int level) {
        def.setLevel(level);
    }

    public void putNextEntry(ZipEntry e) throws IOException {
        ensureOpen();
        if (current != null) closeEntry();
        if (e.xdostime == -1) e.setTime(System.currentTimeMillis());
        if (e.method == -1) e.method = method;
        e.flag = 0;
        switch (e.method) {
        case DEFLATED:
            /* a csize read from another archive says nothing about this compression */
            if (e.size == -1 || e.csize == -1 || e.crc == -1 || !e.csizeSet) e.flag = 8;
            break;
        case STORED:
            if (e.size == -1) e.size = e.csize;
            else if (e.csize == -1) e.csize = e.size;
            else if (e.size != e.csize) throw new ZipException("STORED entry where compressed != uncompressed size");
            if (e.size == -1 || e.crc == -1)
                throw new ZipException("STORED entry missing size, compressed size, or crc-32");
            break;
        default:
            throw new ZipException("unsupported compression method");
        }
        if (!names.add(e.name)) throw new ZipException("duplicate entry: " + e.name);
        if (isUTF8()) e.flag |= USE_UTF8;
        current = new XEntry(e, written);
        xentries.add(current);
        writeLOC(current);
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        if (current == null) return;
        ZipEntry e = current.entry;
        switch (e.method) {
        case DEFLATED:
            def.finish();
            while (!def.finished()) deflate();
            if ((e.flag & 8) == 0) {
                if (e.size != def.getBytesRead())
                    throw new ZipException("invalid entry size (expected " + e.size + " but got " + def.getBytesRead()
                                           + " bytes)");
                if (e.csize != def.getBytesWritten())
                    throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                                           + def.getBytesWritten() + " bytes)");
                if (e.crc != crc.getValue())
                    throw new ZipException("invalid entry CRC-32 (expected 0x" + Long.toHexString(e.crc)
                                           + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
            } else {
                e.size = def.getBytesRead();
                e.csize = def.getBytesWritten();
                e.crc = crc.getValue();
                writeEXT(e);
            }
            def.reset();
            written += e.csize;
            break;
        case STORED:
            if (e.size != written - locoff)
                throw new ZipException("invalid entry size (expected " + e.size + " but got " + (written - locoff)
                                       + " bytes)");
            if (e.crc != crc.getValue())
                throw new ZipException("invalid entry crc-32 (expected 0x" + Long.toHexString(e.crc) + " but got 0x"
                                       + Long.toHexString(crc.getValue()) + ")");
            break;
        default:
            throw new ZipException("invalid compression method");
        }
        crc.reset();
        current = null;
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) throw new IndexOutOfBoundsException();
        if (len == 0) return;
        if (current == null) throw new ZipException("no current ZIP entry");
        ZipEntry entry = current.entry;
        switch (entry.method) {
        case DEFLATED:
            super.write(b, off, len);
            break;
        case STORED:
            written += len;
            if (written - locoff > entry.size) throw new ZipException("attempt to write past end of STORED entry");
            out.write(b, off, len);
            break;
        default:
            throw new ZipException("invalid compression method");
        }
        crc.update(b, off, len);
    }

    public void finish() throws IOException {
        ensureOpen();
        if (finished) return;
        if (current != null) closeEntry();
        long off = written;
        for (XEntry x : xentries) writeCEN(x);
        writeEND(off, written - off);
        finished = true;
    }

    public void close() throws IOException {
        if (closed) return;
        super.close();
        closed = true;
    }

    private static int version(ZipEntry e) throws ZipException {
        switch (e.method) {
        case DEFLATED:
            return 20;
        case STORED:
            return 10;
        default:
            throw new ZipException("unsupported compression method");
        }
    }

    private void writeLOC(XEntry xentry) throws IOException {
        ZipEntry e = xentry.entry;
        int flag = e.flag;
        int elen = extraLength(e.extra);
        boolean zip64 = (flag & 8) == 0 && (e.csize >= ZIP64_MAGICVAL || e.size >= ZIP64_MAGICVAL);
        writeInt(LOCSIG);
        writeShort(zip64 ? 45 : version(e));
        writeShort(flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        if ((flag & 8) == 8) {
            writeInt(0);
            writeInt(0);
            writeInt(0);
        } else {
            writeInt(e.crc);
            if (zip64) {
                writeInt(ZIP64_MAGICVAL);
                writeInt(ZIP64_MAGICVAL);
                elen += 20;
            } else {
                writeInt(e.csize);
                writeInt(e.size);
            }
        }
        byte[] nameBytes = e.name.getBytes(charset);
        writeShort(nameBytes.length);
        elen += timestampLength(e);
        writeShort(elen);
        writeBytes(nameBytes, 0, nameBytes.length);
        if (zip64) {
            writeShort(ZIP64_EXTID);
            writeShort(16);
            writeLong(e.size);
            writeLong(e.csize);
        }
        writeTimestamp(e);
        writeExtra(e.extra);
        locoff = written;
    }

    /* An exact mtime goes into an extended timestamp field (Unix seconds),
     * or, when the seconds do not fit 31 bits, an NTFS field (100 ns units
     * since 1601; access and creation times "not available"). */
    private static int timestampLength(ZipEntry e) {
        if (e.mtime == null) return 0;
        return Math.floorDiv(e.mtime.longValue(), 1000) > Integer.MAX_VALUE ? 36 : 9;
    }

    private void writeTimestamp(ZipEntry e) throws IOException {
        int n = timestampLength(e);
        if (n == 9) {
            writeShort(ZipEntry.EXTID_EXTT);
            writeShort(5);
            writeByte(1);
            writeInt(Math.floorDiv(e.mtime.longValue(), 1000));
        } else if (n == 36) {
            writeShort(ZipEntry.EXTID_NTFS);
            writeShort(32);
            writeInt(0);
            writeShort(0x0001);
            writeShort(24);
            writeLong(ZipEntry.javaToWinTime(e.mtime.longValue()));
            writeLong(ZipEntry.WINDOWS_TIME_NOT_AVAILABLE);
            writeLong(ZipEntry.WINDOWS_TIME_NOT_AVAILABLE);
        }
    }

    private void writeLong(long v) throws IOException {
        writeInt(v & 0xffffffffL);
        writeInt(v >>> 32);
    }

    private void writeEXT(ZipEntry e) throws IOException {
        writeInt(EXTSIG);
        writeInt(e.crc);
        if (e.csize >= ZIP64_MAGICVAL || e.size >= ZIP64_MAGICVAL) {
            writeLong(e.csize);
            writeLong(e.size);
        } else {
            writeInt(e.csize);
            writeInt(e.size);
        }
    }

    private void writeCEN(XEntry xentry) throws IOException {
        ZipEntry e = xentry.entry;
        int version = version(e);
        /* the ZIP64 field holds just the values that did not fit */
        long csize = e.csize, size = e.size, offset = xentry.offset;
        int elen64 = 0;
        if (csize >= ZIP64_MAGICVAL) {
            csize = ZIP64_MAGICVAL;
            elen64 += 8;
        }
        if (size >= ZIP64_MAGICVAL) {
            size = ZIP64_MAGICVAL;
            elen64 += 8;
        }
        if (offset >= ZIP64_MAGICVAL) {
            offset = ZIP64_MAGICVAL;
            elen64 += 8;
        }
        if (elen64 > 0) version = 45;
        writeInt(CENSIG);
        writeShort(version);
        writeShort(version);
        writeShort(e.flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        writeInt(e.crc);
        writeInt(csize);
        writeInt(size);
        byte[] nameBytes = e.name.getBytes(charset);
        writeShort(nameBytes.length);
        int elen = extraLength(e.extra);
        if (elen64 > 0) elen += elen64 + 4;
        elen += timestampLength(e);
        writeShort(elen);
        byte[] commentBytes = null;
        if (e.comment != null) {
            commentBytes = e.comment.getBytes(charset);
            writeShort(Math.min(commentBytes.length, 0xffff));
        } else {
            writeShort(0);
        }
        writeShort(0); /* disk number start */
        writeShort(0); /* internal attributes */
        writeInt(0); /* external attributes */
        writeInt(offset);
        writeBytes(nameBytes, 0, nameBytes.length);
        if (elen64 > 0) {
            writeShort(ZIP64_EXTID);
            writeShort(elen64);
            if (size == ZIP64_MAGICVAL) writeLong(e.size);
            if (csize == ZIP64_MAGICVAL) writeLong(e.csize);
            if (offset == ZIP64_MAGICVAL) writeLong(xentry.offset);
        }
        writeTimestamp(e);
        writeExtra(e.extra);
        if (commentBytes != null) writeBytes(commentBytes, 0, Math.min(commentBytes.length, 0xffff));
    }

    private void writeEND(long off, long len) throws IOException {
        int count = xentries.size();
        long xlen = Math.min(len, ZIP64_MAGICVAL), xoff = Math.min(off, ZIP64_MAGICVAL);
        if (xlen == ZIP64_MAGICVAL || xoff == ZIP64_MAGICVAL || count >= ZIP64_MAGICCOUNT) {
            long end64 = written;
            writeInt(ZIP64_ENDSIG);
            writeLong(ZIP64_ENDHDR - 12);
            writeShort(45);
            writeShort(45);
            writeInt(0);
            writeInt(0);
            writeLong(count);
            writeLong(count);
            writeLong(len);
            writeLong(off);
            writeInt(ZIP64_LOCSIG);
            writeInt(0);
            writeLong(end64);
            writeInt(1);
            count = Math.min(count, ZIP64_MAGICCOUNT);
        }
        writeInt(ENDSIG);
        writeShort(0);
        writeShort(0);
        writeShort(count);
        writeShort(count);
        writeInt(xlen);
        writeInt(xoff);
        if (comment != null) {
            writeShort(comment.length);
            writeBytes(comment, 0, comment.length);
        } else {
            writeShort(0);
        }
    }

    /* The caller's extra data minus the timestamp and ZIP64 fields, which
     * this stream writes itself; a malformed tail is kept as is. */
    private static int extraLength(byte[] extra) {
        if (extra == null) return 0;
        int skipped = 0, off = 0, len = extra.length;
        while (off + 4 <= len) {
            int tag = ZipEntry.get16(extra, off);
            int sz = ZipEntry.get16(extra, off + 2);
            if (off + 4 + sz > len) break;
            if (tag == ZipEntry.EXTID_EXTT || tag == ZipEntry.EXTID_ZIP64) skipped += sz + 4;
            off += sz + 4;
        }
        return len - skipped;
    }

    private void writeExtra(byte[] extra) throws IOException {
        if (extra == null) return;
        int off = 0, len = extra.length;
        while (off + 4 <= len) {
            int tag = ZipEntry.get16(extra, off);
            int sz = ZipEntry.get16(extra, off + 2);
            if (off + 4 + sz > len) break;
            if (tag != ZipEntry.EXTID_EXTT && tag != ZipEntry.EXTID_ZIP64) writeBytes(extra, off, sz + 4);
            off += sz + 4;
        }
        if (off < len) writeBytes(extra, off, len - off);
    }

    private void writeByte(int v) throws IOException {
        out.write(v & 0xff);
        written += 1;
    }

    private void writeShort(int v) throws IOException {
        out.write(v & 0xff);
        out.write((v >>> 8) & 0xff);
        written += 2;
    }

    private void writeInt(long v) throws IOException {
        out.write((int) (v & 0xff));
        out.write((int) ((v >>> 8) & 0xff));
        out.write((int) ((v >>> 16) & 0xff));
        out.write((int) ((v >>> 24) & 0xff));
        written += 4;
    }

    private void writeBytes(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        written += len;
    }
}
