/*
 * java.util.zip.ZipFile: random access to a ZIP file's entries through its
 * central directory, read with a RandomAccessFile.
 *
 * Opening finds the end record (scanning back over a comment of up to 64K;
 * a record whose comment length disagrees with the file's end is accepted
 * only when the central directory and first local header it points to have
 * their signatures, as the JDK does for padded files), reads the whole
 * central directory into `cen`, and indexes it: `headers` holds each
 * header's offset in `cen` in file order, `index` maps names to positions
 * in `headers`.  Local header offsets are relative to `locpos`, where the
 * archive begins (a prefix such as a launcher stub is allowed).  Entry data
 * is read at its position under the ZipFile's lock, so several entry
 * streams may be open at once; closing the ZipFile closes them.  ZIP64: a
 * ZIP64 end record found through its locator supplies the directory's
 * count, size and offset (when consistent with the end record), and a
 * header's ZIP64 extra field the size, compressed size and offset whose
 * 32-bit fields hold the magic value.
 */
package java.util.zip;

import java.io.Closeable;
import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class ZipFile implements ZipConstants, Closeable {
    public static final int OPEN_READ = 0x1;
    public static final int OPEN_DELETE = 0x4;
    private static final int USE_UTF8 = 0x800;

    private final String name;
    private final File file;
    private final boolean deleteOnClose;
    private final Charset charset;
    private RandomAccessFile raf;
    private volatile boolean closed;
    private byte[] cen;
    private int[] headers;
    private final HashMap<String, Integer> index = new HashMap<>();
    private long locpos;
    private byte[] comment;
    /* the streams getInputStream returned and nobody closed yet: close() closes them */
    private final HashSet<InputStream> streams = new HashSet<>();

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ);
    }

    public ZipFile(File file, int mode) throws IOException {
        this(file, mode, StandardCharsets.UTF_8);
    }

    public ZipFile(File file) throws ZipException, IOException {
        this(file, OPEN_READ);
    }

    public ZipFile(String name, Charset charset) throws IOException {
        this(new File(name), OPEN_READ, charset);
    }

    public ZipFile(File file, Charset charset) throws IOException {
        this(file, OPEN_READ, charset);
    }

    public ZipFile(File file, int mode, Charset charset) throws IOException {
        if ((mode & OPEN_READ) == 0 || (mode & ~(OPEN_READ | OPEN_DELETE)) != 0)
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        Objects.requireNonNull(charset, "charset");
        this.name = file.getPath();
        this.file = file;
        this.deleteOnClose = (mode & OPEN_DELETE) != 0;
        this.charset = charset;
        this.raf = new RandomAccessFile(file, "r");
        try {
            open();
        } catch (IOException | RuntimeException e) {
            raf.close();
            throw e;
        }
    }

    private void open() throws IOException {
        long len = raf.length();
        if (len == 0) throw new ZipException("zip file is empty");
        long minPos = Math.max(0, len - ENDHDR - 0xFFFF);
        byte[] tail = new byte[(int) (len - minPos)];
        readFullyAt(tail, 0, tail.length, minPos);
        byte[] sig = new byte[4];
        for (int i = tail.length - ENDHDR; i >= 0; i--) {
            if (get32(tail, i) != ENDSIG) continue;
            long endpos = minPos + i;
            int total = get16(tail, i + ENDTOT);
            long cenlen = get32(tail, i + ENDSIZ);
            long cenoff = get32(tail, i + ENDOFF);
            int comlen = get16(tail, i + ENDCOM);
            long cenpos = endpos - cenlen;
            if (endpos + ENDHDR + comlen != len) {
                long loc = cenpos - cenoff;
                if (cenpos < 0 || loc < 0) continue;
                readFullyAt(sig, 0, 4, cenpos);
                if (get32(sig, 0) != CENSIG) continue;
                readFullyAt(sig, 0, 4, loc);
                if (get32(sig, 0) != LOCSIG) continue;
            }
            if (comlen > 0 && i + ENDHDR + comlen <= tail.length) {
                comment = new byte[comlen];
                System.arraycopy(tail, i + ENDHDR, comment, 0, comlen);
            }
            byte[] loc64 = new byte[ZIP64_LOCHDR];
            byte[] end64 = new byte[ZIP64_ENDHDR];
            if (endpos >= ZIP64_LOCHDR && readAt(loc64, endpos - ZIP64_LOCHDR) && get32(loc64, 0) == ZIP64_LOCSIG) {
                long end64pos = get64(loc64, ZIP64_LOCOFF);
                if (end64pos >= 0 && end64pos <= len - ZIP64_ENDHDR && readAt(end64, end64pos)
                    && get32(end64, 0) == ZIP64_ENDSIG) {
                    long cenlen64 = get64(end64, ZIP64_ENDSIZ), cenoff64 = get64(end64, ZIP64_ENDOFF);
                    long total64 = get64(end64, ZIP64_ENDTOT);
                    if ((cenlen64 == cenlen || cenlen == ZIP64_MAGICVAL)
                        && (cenoff64 == cenoff || cenoff == ZIP64_MAGICVAL)
                        && (total64 == total || total == ZIP64_MAGICCOUNT)) {
                        cenlen = cenlen64;
                        cenoff = cenoff64;
                        total = (int) total64;
                        cenpos = end64pos - cenlen;
                    }
                }
            }
            if (cenlen > Integer.MAX_VALUE) throw new ZipException("invalid END header (central directory size too large)");
            readCEN(cenpos, cenlen, cenoff, total);
            return;
        }
        throw new ZipException("zip END header not found");
    }

    private void readCEN(long cenpos, long cenlen, long cenoff, int total) throws IOException {
        if (cenpos < 0) throw new ZipException("invalid END header (bad central directory size)");
        locpos = cenpos - cenoff;
        if (locpos < 0) throw new ZipException("invalid END header (bad central directory offset)");
        cen = new byte[(int) cenlen];
        readFullyAt(cen, 0, cen.length, cenpos);
        headers = new int[total];
        int pos = 0, n = 0;
        while (pos + CENHDR <= cen.length) {
            if (get32(cen, pos) != CENSIG) throw new ZipException("invalid CEN header (bad signature)");
            int nlen = get16(cen, pos + CENNAM), elen = get16(cen, pos + CENEXT), clen = get16(cen, pos + CENCOM);
            if (pos + CENHDR + nlen + elen + clen > cen.length) throw new ZipException("invalid CEN header (bad header size)");
            if (n == headers.length) {
                int[] more = new int[headers.length * 2 + 1];
                System.arraycopy(headers, 0, more, 0, n);
                headers = more;
            }
            headers[n] = pos;
            index.putIfAbsent(nameAt(pos), n);
            n++;
            pos += CENHDR + nlen + elen + clen;
        }
        if (pos != cen.length) throw new ZipException("invalid CEN header (bad header size)");
        if (n != headers.length) {
            int[] exact = new int[n];
            System.arraycopy(headers, 0, exact, 0, n);
            headers = exact;
        }
    }

    private Charset charsetAt(int pos) {
        return (get16(cen, pos + CENFLG) & USE_UTF8) != 0 ? StandardCharsets.UTF_8 : charset;
    }

    private String nameAt(int pos) {
        return new String(cen, pos + CENHDR, get16(cen, pos + CENNAM), charsetAt(pos));
    }

    private ZipEntry entryAt(int h) {
        int pos = headers[h];
        ZipEntry e = new ZipEntry(nameAt(pos));
        e.flag = get16(cen, pos + CENFLG);
        e.method = get16(cen, pos + CENHOW);
        e.xdostime = get32(cen, pos + CENTIM);
        e.crc = get32(cen, pos + CENCRC);
        long[] v = sizes(pos);
        e.size = v[0];
        e.csize = v[1];
        int nlen = get16(cen, pos + CENNAM), elen = get16(cen, pos + CENEXT), clen = get16(cen, pos + CENCOM);
        if (elen > 0) {
            byte[] extra = new byte[elen];
            System.arraycopy(cen, pos + CENHDR + nlen, extra, 0, elen);
            e.setExtra0(extra, false);
        }
        if (clen > 0) e.comment = new String(cen, pos + CENHDR + nlen + elen, clen, charsetAt(pos));
        return e;
    }

    private void ensureOpen() {
        if (closed) throw new IllegalStateException("zip file closed");
    }

    private void ensureOpenOrZipException() throws IOException {
        if (closed) throw new ZipException("ZipFile closed");
    }

    public String getComment() {
        synchronized (this) {
            ensureOpen();
            return comment == null ? null : new String(comment, charset);
        }
    }

    public ZipEntry getEntry(String name) {
        Objects.requireNonNull(name, "name");
        synchronized (this) {
            ensureOpen();
            Integer h = index.get(name);
            if (h == null && !name.endsWith("/")) h = index.get(name + "/");
            return h == null ? null : entryAt(h);
        }
    }

    public InputStream getInputStream(ZipEntry entry) throws IOException {
        Objects.requireNonNull(entry, "entry");
        synchronized (this) {
            ensureOpen();
            Integer h = index.get(entry.name);
            if (h == null) return null;
            int pos = headers[h];
            long[] v = sizes(pos);
            long size = v[0], csize = v[1];
            ZipFileInputStream in = new ZipFileInputStream(locpos + v[2], csize);
            switch (get16(cen, pos + CENHOW)) {
            case ZipEntry.STORED:
                streams.add(in);
                return in;
            case ZipEntry.DEFLATED:
                long bufSize = size + 2;
                if (bufSize > 65536) bufSize = 8192;
                if (bufSize <= 0) bufSize = 4096;
                InputStream zin = new ZipFileInflaterInputStream(in, (int) bufSize, size);
                streams.add(zin);
                return zin;
            default:
                throw new ZipException("invalid compression method");
            }
        }
    }

    public String getName() {
        return name;
    }

    public Enumeration<? extends ZipEntry> entries() {
        synchronized (this) {
            ensureOpen();
            return new Enumeration<ZipEntry>() {
                private int i;

                public boolean hasMoreElements() {
                    synchronized (ZipFile.this) {
                        ensureOpen();
                        return i < headers.length;
                    }
                }

                public ZipEntry nextElement() {
                    synchronized (ZipFile.this) {
                        ensureOpen();
                        if (i >= headers.length) throw new NoSuchElementException();
                        return entryAt(i++);
                    }
                }
            };
        }
    }

    public Stream<? extends ZipEntry> stream() {
        synchronized (this) {
            ensureOpen();
            return IntStream.range(0, headers.length).mapToObj(h -> {
                synchronized (ZipFile.this) {
                    ensureOpen();
                    return entryAt(h);
                }
            });
        }
    }

    public int size() {
        synchronized (this) {
            ensureOpen();
            return headers.length;
        }
    }

    public void close() throws IOException {
        synchronized (this) {
            if (closed) return;
            closed = true;
            for (InputStream in : new ArrayList<>(streams)) in.close();
            streams.clear();
            raf.close();
            if (deleteOnClose) file.delete();
        }
    }

    /* {size, csize, local header offset} of the header at pos */
    private long[] sizes(int pos) {
        long size = get32(cen, pos + CENLEN), csize = get32(cen, pos + CENSIZ), off = get32(cen, pos + CENOFF);
        if (size == ZIP64_MAGICVAL || csize == ZIP64_MAGICVAL || off == ZIP64_MAGICVAL) {
            int p = pos + CENHDR + get16(cen, pos + CENNAM);
            int end = p + get16(cen, pos + CENEXT);
            while (p + 4 <= end) {
                int tag = get16(cen, p), sz = get16(cen, p + 2);
                p += 4;
                if (p + sz > end) break;
                if (tag == ZIP64_EXTID) {
                    int q = p, qend = p + sz;
                    if (size == ZIP64_MAGICVAL && q + 8 <= qend) {
                        size = get64(cen, q);
                        q += 8;
                    }
                    if (csize == ZIP64_MAGICVAL && q + 8 <= qend) {
                        csize = get64(cen, q);
                        q += 8;
                    }
                    if (off == ZIP64_MAGICVAL && q + 8 <= qend) off = get64(cen, q);
                    break;
                }
                p += sz;
            }
        }
        return new long[] {size, csize, off};
    }

    /* b.length bytes at pos, or false at the end of the file */
    private boolean readAt(byte[] b, long pos) throws IOException {
        try {
            readFullyAt(b, 0, b.length, pos);
            return true;
        } catch (EOFException e) {
            return false;
        }
    }

    private void readFullyAt(byte[] b, int off, int len, long pos) throws IOException {
        raf.seek(pos);
        while (len > 0) {
            int n = raf.read(b, off, len);
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

    /* An entry's stored bytes: `pos` starts at the local header and moves
     * past it on the first read; `rem` bytes are left. */
    private class ZipFileInputStream extends InputStream {
        private long pos;
        private long rem;
        private boolean located;
        private boolean streamClosed;

        ZipFileInputStream(long loc, long csize) {
            this.pos = loc;
            this.rem = csize;
        }

        private void locate() throws IOException {
            if (located) return;
            byte[] loc = new byte[LOCHDR];
            readFullyAt(loc, 0, LOCHDR, pos);
            if (get32(loc, 0) != LOCSIG) throw new ZipException("ZipFile invalid LOC header (bad signature)");
            pos += LOCHDR + get16(loc, LOCNAM) + get16(loc, LOCEXT);
            located = true;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            synchronized (ZipFile.this) {
                ensureOpenOrZipException();
                if (streamClosed) throw new IOException("Stream closed");
                locate();
                if (rem == 0) return -1;
                if (len <= 0) return 0;
                if (len > rem) len = (int) rem;
                raf.seek(pos);
                int n = raf.read(b, off, len);
                if (n > 0) {
                    pos += n;
                    rem -= n;
                }
                return n;
            }
        }

        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) == 1 ? one[0] & 0xff : -1;
        }

        public long skip(long n) throws IOException {
            synchronized (ZipFile.this) {
                ensureOpenOrZipException();
                locate();
                if (n > rem) n = rem;
                if (n < 0) n = 0;
                pos += n;
                rem -= n;
                return n;
            }
        }

        public int available() {
            return rem > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) rem;
        }

        public void close() {
            streamClosed = true;
            synchronized (ZipFile.this) {
                streams.remove(this);
            }
        }
    }

    /* A DEFLATED entry.  After the compressed bytes it feeds the raw
     * Inflater one extra zero byte, which zlib may need to see the end. */
    private class ZipFileInflaterInputStream extends InflaterInputStream {
        private final long size;
        private boolean eof;
        private boolean streamClosed;

        ZipFileInflaterInputStream(ZipFileInputStream in, int bufSize, long size) {
            super(in, new Inflater(true), bufSize);
            this.size = size;
        }

        protected void fill() throws IOException {
            if (eof) throw new EOFException("Unexpected end of ZLIB input stream");
            len = in.read(buf, 0, buf.length);
            if (len == -1) {
                buf[0] = 0;
                len = 1;
                eof = true;
            }
            inf.setInput(buf, 0, len);
        }

        public int available() throws IOException {
            if (streamClosed) return 0;
            long avail = size - inf.getBytesWritten();
            return avail > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) avail;
        }

        public void close() throws IOException {
            if (streamClosed) return;
            streamClosed = true;
            super.close();
            inf.end();
            synchronized (ZipFile.this) {
                streams.remove(this);
            }
        }
    }
}
