// GZIPOutputStream's bytes (header, deflate data, trailer) for several sizes,
// buffer sizes and sync flushes, and GZIPInputStream reading them back, plus
// concatenated members and hand-made headers with the optional fields.
import java.io.*;
import java.util.zip.*;

public class Zip_Gzip {
    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) sb.append(String.format("%02x", b[i] & 0xff));
        return sb.toString();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        long s = 1;
        while (sb.length() < n) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            sb.append("w").append((s >>> 58)).append(' ');
        }
        return sb.substring(0, n).getBytes();
    }

    static byte[] gzip(byte[] data, int size, int writeChunk) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        GZIPOutputStream g = size > 0 ? new GZIPOutputStream(bo, size) : new GZIPOutputStream(bo);
        for (int i = 0; i < data.length; i += writeChunk) g.write(data, i, Math.min(writeChunk, data.length - i));
        g.close();
        return bo.toByteArray();
    }

    static byte[] gunzip(byte[] gz, int size, int readChunk) throws IOException {
        GZIPInputStream in = size > 0 ? new GZIPInputStream(new ByteArrayInputStream(gz), size)
                                      : new GZIPInputStream(new ByteArrayInputStream(gz));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[readChunk];
        int n;
        while ((n = in.read(buf, 0, readChunk)) != -1) bo.write(buf, 0, n);
        System.out.println("    after end: read=" + in.read() + " available=" + in.available());
        in.close();
        return bo.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        for (int n : new int[] {0, 1, 17, 500, 511, 512, 4000, 20000}) {
            byte[] data = text(n);
            for (int size : new int[] {0, 16, 600}) {
                byte[] gz = gzip(data, size, 300);
                String shown = gz.length <= 48 ? hex(gz, 0, gz.length)
                                               : hex(gz, 0, 12) + ".." + hex(gz, gz.length - 8, 8);
                System.out.println(n + " bytes, buffer " + size + ": " + gz.length + " crc=" + crc(gz) + " " + shown);
                byte[] back = gunzip(gz, size, 100);
                System.out.println("  back " + back.length + " same=" + java.util.Arrays.equals(back, data));
            }
        }

        // single-byte writes give the same stream
        byte[] data = text(3000);
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        GZIPOutputStream g = new GZIPOutputStream(bo);
        for (byte b : data) g.write(b);
        g.finish();
        System.out.println("bytewise: " + crc(bo.toByteArray()) + " same as bulk: "
                           + java.util.Arrays.equals(bo.toByteArray(), gzip(data, 0, 3000)));

        // sync flush: what the reader sees after each flush
        bo = new ByteArrayOutputStream();
        g = new GZIPOutputStream(bo, true);
        g.write(data, 0, 1000);
        g.flush();
        int first = bo.size();
        g.write(data, 1000, 1000);
        g.flush();
        int second = bo.size();
        g.close();
        byte[] gz = bo.toByteArray();
        System.out.println("syncFlush: " + first + " " + second + " " + gz.length + " crc=" + crc(gz) + " tail "
                           + hex(gz, gz.length - 16, 16));
        System.out.println("  back same=" + java.util.Arrays.equals(gunzip(gz, 0, 4096), data));

        // two members back to back read as one stream
        byte[] m1 = gzip("first member\n".getBytes(), 0, 100);
        byte[] m2 = gzip("second member\n".getBytes(), 0, 100);
        byte[] both = new byte[m1.length + m2.length];
        System.arraycopy(m1, 0, both, 0, m1.length);
        System.arraycopy(m2, 0, both, m1.length, m2.length);
        System.out.print(new String(gunzip(both, 0, 5)));

        // hand-made header: FEXTRA, FNAME, FCOMMENT, FHCRC
        byte[] raw;
        {
            Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
            byte[] payload = "payload with a header\n".getBytes();
            d.setInput(payload);
            d.finish();
            byte[] buf = new byte[200];
            int k = d.deflate(buf);
            ByteArrayOutputStream h = new ByteArrayOutputStream();
            h.write(new byte[] {0x1f, (byte) 0x8b, 8, 4 | 8 | 16 | 2, 1, 2, 3, 4, 0, 3});
            h.write(new byte[] {3, 0, 'x', 'y', 'z'});
            h.write("name.txt\0".getBytes());
            h.write("a comment\0".getBytes());
            CRC32 hc = new CRC32();
            hc.update(h.toByteArray());
            h.write((int) hc.getValue() & 0xff);
            h.write(((int) hc.getValue() >> 8) & 0xff);
            h.write(buf, 0, k);
            CRC32 pc = new CRC32();
            pc.update(payload);
            long v = pc.getValue();
            for (int i = 0; i < 4; i++) h.write((int) (v >> (8 * i)) & 0xff);
            for (int i = 0; i < 4; i++) h.write((payload.length >> (8 * i)) & 0xff);
            raw = h.toByteArray();
        }
        System.out.print("header fields: " + new String(gunzip(raw, 0, 64)));

        // a trailing garbage after the member ends the stream quietly
        byte[] junk = new byte[m1.length + 30];
        System.arraycopy(m1, 0, junk, 0, m1.length);
        for (int i = m1.length; i < junk.length; i++) junk[i] = (byte) i;
        System.out.print("with junk: " + new String(gunzip(junk, 0, 64)));

        // CheckedOutputStream/CheckedInputStream around a gzip stream
        bo = new ByteArrayOutputStream();
        CheckedOutputStream co = new CheckedOutputStream(bo, new Adler32());
        g = new GZIPOutputStream(co);
        g.write(data);
        g.close();
        System.out.println("checked out: " + co.getChecksum().getValue() + " " + crc(bo.toByteArray()));
        CheckedInputStream ci = new CheckedInputStream(new ByteArrayInputStream(bo.toByteArray()), new CRC32());
        GZIPInputStream gi = new GZIPInputStream(ci);
        System.out.println("checked in: skip " + gi.skip(1000) + " then " + gi.readAllBytes().length + " cksum "
                           + ci.getChecksum().getValue() + " available " + gi.available());
    }
}
