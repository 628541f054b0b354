// DeflaterOutputStream and InflaterInputStream: buffer sizes, custom
// Deflaters (levels, raw), sync flush, byte-at-a-time reads, available and
// skip, a shared Inflater reused after reset, Checked streams and Adler32.
import java.io.*;
import java.util.zip.*;

public class Zip_Streams {
    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static String hex(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) sb.append(String.format("%02x", b[i] & 0xff));
        return sb.toString();
    }

    static byte[] data(int n) {
        byte[] b = new byte[n];
        long s = 99;
        for (int i = 0; i < n; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            b[i] = (byte) ("abcdefgh ,.\n".charAt((int) ((s >>> 33) % 12)));
            if ((i / 1000) % 3 == 2) b[i] = (byte) (s >>> 50);
        }
        return b;
    }

    public static void main(String[] args) throws Exception {
        byte[] d = data(12000);
        System.out.println("data crc=" + crc(d));

        for (int level : new int[] {0, 1, 5, 9, -1}) {
            for (int size : new int[] {1, 100, 512, 8192}) {
                for (int nowrap = 0; nowrap < 2; nowrap++) {
                    ByteArrayOutputStream bo = new ByteArrayOutputStream();
                    Deflater def = new Deflater(level, nowrap == 1);
                    DeflaterOutputStream out = new DeflaterOutputStream(bo, def, size);
                    for (int i = 0; i < d.length; i += 1234) out.write(d, i, Math.min(1234, d.length - i));
                    out.close();
                    byte[] c = bo.toByteArray();
                    Inflater inf = new Inflater(nowrap == 1);
                    InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(c), inf, size);
                    byte[] back = in.readAllBytes();
                    System.out.println("level " + level + " buf " + size + " raw " + nowrap + ": " + c.length
                                       + " crc=" + crc(c) + " in=" + def.getBytesRead() + " back="
                                       + (crc(back) == crc(d)) + " inflated " + inf.getBytesRead() + "->"
                                       + inf.getBytesWritten());
                    def.end();
                    inf.end();
                }
            }
        }

        // sync flush: every flush makes everything so far decodable
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        DeflaterOutputStream out = new DeflaterOutputStream(bo, true);
        StringBuilder sizes = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            out.write(d, i * 2000, 2000);
            out.flush();
            sizes.append(bo.size()).append(' ');
            Inflater inf = new Inflater();
            inf.setInput(bo.toByteArray());
            byte[] buf = new byte[20000];
            int n = 0, k;
            while ((k = inf.inflate(buf, n, buf.length - n)) > 0) n += k;
            sizes.append('(').append(n).append(") ");
            inf.end();
        }
        out.close();
        System.out.println("sync: " + sizes + "total " + bo.size() + " crc=" + crc(bo.toByteArray()));

        // flush without syncFlush changes nothing
        bo = new ByteArrayOutputStream();
        out = new DeflaterOutputStream(bo);
        out.write(d, 0, 3000);
        out.flush();
        System.out.println("plain flush: " + bo.size());
        out.write(65);
        out.finish();
        int finished = bo.size();
        out.close();
        System.out.println("finish then close: " + finished + " " + bo.size() + " " + hex(bo.toByteArray(), 0, 4));

        // reading a byte at a time, available and skip
        byte[] c = bo.toByteArray();
        InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(c));
        CRC32 cc = new CRC32();
        int b, count = 0;
        System.out.println("available before: " + in.available() + " markSupported=" + in.markSupported());
        while ((b = in.read()) != -1) {
            cc.update(b);
            count++;
        }
        System.out.println("bytewise: " + count + " crc=" + cc.getValue() + " available after: " + in.available()
                           + " read again: " + in.read());
        in = new InflaterInputStream(new ByteArrayInputStream(c));
        System.out.println("skip 1000: " + in.skip(1000) + " skip 0: " + in.skip(0) + " skip 5000: " + in.skip(5000)
                           + " read: " + in.read(new byte[10], 2, 8) + " read 0: " + in.read(new byte[10], 0, 0));
        in.close();
        in.close();

        // one Inflater for two streams, reset between them
        Inflater shared = new Inflater();
        for (int i = 0; i < 2; i++) {
            ByteArrayOutputStream o = new ByteArrayOutputStream();
            DeflaterOutputStream dos = new DeflaterOutputStream(o);
            dos.write(d, i * 5000, 5000);
            dos.close();
            shared.reset();
            InflaterInputStream iis = new InflaterInputStream(new ByteArrayInputStream(o.toByteArray()), shared);
            byte[] back = iis.readAllBytes();
            System.out.println("shared " + i + ": " + back.length + " crc=" + crc(back) + " adler="
                               + (shared.getAdler() & 0xffffffffL) + " totals " + shared.getTotalIn() + "/"
                               + shared.getTotalOut());
        }

        // Checked streams with both checksums; Adler32 against the zlib trailer
        for (Checksum sum : new Checksum[] {new CRC32(), new Adler32()}) {
            CheckedOutputStream co = new CheckedOutputStream(new ByteArrayOutputStream(), sum);
            co.write(d, 0, 777);
            co.write(10);
            co.write(d, 777, 5000);
            long v = sum.getValue();
            sum.reset();
            CheckedInputStream ci = new CheckedInputStream(new ByteArrayInputStream(d, 0, 5778), sum);
            ci.read();
            ci.skip(100);
            ci.read(new byte[1000], 0, 1000);
            ci.readAllBytes();
            System.out.println(sum.getClass().getSimpleName() + ": " + v + " " + sum.getValue());
        }
        Adler32 a = new Adler32();
        a.update(d);
        Deflater def = new Deflater();
        def.setInput(d);
        def.finish();
        byte[] z = new byte[20000];
        int n = def.deflate(z);
        long trailer = ((z[n - 4] & 0xffL) << 24) | ((z[n - 3] & 0xff) << 16) | ((z[n - 2] & 0xff) << 8) | (z[n - 1] & 0xff);
        System.out.println("adler " + a.getValue() + " trailer " + trailer + " deflater " + (def.getAdler() & 0xffffffffL));
    }
}
