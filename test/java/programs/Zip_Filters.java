// The reversed filters: DeflaterInputStream (read compressed bytes) and
// InflaterOutputStream (write compressed bytes, get plain ones), their
// byte-for-byte agreement with DeflaterOutputStream, errors; and CRC32C.
import java.io.*;
import java.util.zip.*;

public class Zip_Filters {
    interface Action {
        void run() throws Exception;
    }

    static void t(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (Exception e) {
            System.out.println(what + ": " + e);
        }
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static byte[] data(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < n; i++) sb.append(i * 7919 % 1000).append(i % 3 == 0 ? "\n" : " ");
        return sb.substring(0, n).getBytes();
    }

    public static void main(String[] args) throws Exception {
        byte[] d = data(20000);
        for (int level : new int[] {0, 1, 6, 9}) {
            for (int bufLen : new int[] {1, 100, 512, 4096}) {
                Deflater def = new Deflater(level);
                DeflaterInputStream in = new DeflaterInputStream(new ByteArrayInputStream(d), def, bufLen);
                ByteArrayOutputStream bo = new ByteArrayOutputStream();
                byte[] buf = new byte[333];
                int n;
                while ((n = in.read(buf)) != -1) bo.write(buf, 0, n);
                byte[] c = bo.toByteArray();
                ByteArrayOutputStream plain = new ByteArrayOutputStream();
                InflaterOutputStream out = new InflaterOutputStream(plain, new Inflater(), bufLen);
                for (int i = 0; i < c.length; i += 700) out.write(c, i, Math.min(700, c.length - i));
                out.close();
                System.out.println("level " + level + " buf " + bufLen + ": " + c.length + " crc=" + crc(c)
                                   + " back " + plain.size() + " " + (crc(plain.toByteArray()) == crc(d))
                                   + " available " + in.available());
                def.end();
            }
        }

        // the same stream through DeflaterOutputStream
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        DeflaterOutputStream dos = new DeflaterOutputStream(bo);
        dos.write(d);
        dos.close();
        byte[] viaOut = bo.toByteArray();
        byte[] viaIn = new DeflaterInputStream(new ByteArrayInputStream(d)).readAllBytes();
        System.out.println("agree: " + java.util.Arrays.equals(viaOut, viaIn) + " " + viaIn.length);

        // bytewise, skip, closed
        DeflaterInputStream din = new DeflaterInputStream(new ByteArrayInputStream(d));
        System.out.println("first bytes " + din.read() + " " + din.read() + " skip " + din.skip(100) + " markSupported "
                           + din.markSupported());
        din.close();
        din.close();
        t("din closed", () -> din.read());
        t("din skip", () -> new DeflaterInputStream(new ByteArrayInputStream(d)).skip(-1));
        t("din reset", () -> new DeflaterInputStream(new ByteArrayInputStream(d)).reset());
        t("din null", () -> new DeflaterInputStream(null));
        t("din deflater", () -> new DeflaterInputStream(new ByteArrayInputStream(d), null));
        t("din size", () -> new DeflaterInputStream(new ByteArrayInputStream(d), new Deflater(), 0));
        t("din buffer", () -> new DeflaterInputStream(new ByteArrayInputStream(d)).read(null, 0, 1));

        // InflaterOutputStream: single bytes, flush, trailing data, errors
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        InflaterOutputStream ios = new InflaterOutputStream(plain);
        for (int i = 0; i < 100; i++) ios.write(viaOut[i]);
        ios.flush();
        System.out.println("after 100 bytes: " + plain.size());
        ios.write(viaOut, 100, viaOut.length - 100);
        ios.write(new byte[] {1, 2, 3});
        ios.finish();
        System.out.println("after finish: " + plain.size() + " " + (crc(plain.toByteArray()) == crc(d)));
        t("ios after finish", () -> ios.write(1));
        ios.close();
        t("ios closed", () -> ios.write(1));
        t("ios bad data", () -> new InflaterOutputStream(new ByteArrayOutputStream()).write(new byte[] {1, 2, 3, 4}));
        Deflater dd = new Deflater();
        dd.setDictionary("dictionary".getBytes());
        dd.setInput("dictionary words".getBytes());
        dd.finish();
        byte[] withDict = new byte[100];
        int k = dd.deflate(withDict);
        t("ios dictionary", () -> new InflaterOutputStream(new ByteArrayOutputStream()).write(withDict, 0, k));
        t("ios null", () -> new InflaterOutputStream(null));
        t("ios inflater", () -> new InflaterOutputStream(new ByteArrayOutputStream(), null));
        t("ios size", () -> new InflaterOutputStream(new ByteArrayOutputStream(), new Inflater(), 0));

        // CRC32C
        CRC32C c = new CRC32C();
        System.out.println("crc32c empty " + c.getValue());
        c.update("123456789".getBytes());
        System.out.println("crc32c check " + Long.toHexString(c.getValue()));
        c.reset();
        for (byte b : d) c.update(b);
        long bytewise = c.getValue();
        c.reset();
        c.update(d, 0, 5000);
        c.update(d, 5000, d.length - 5000);
        System.out.println("crc32c data " + bytewise + " " + c.getValue());

        // single bytes and array pieces interleaved, for every checksum
        byte[] b = new byte[100000];
        for (int i = 0; i < b.length; i++) b[i] = (byte) (255 - i % 7);
        for (Checksum sum : new Checksum[] {new Adler32(), new CRC32(), new CRC32C()}) {
            StringBuilder sb = new StringBuilder(sum.getClass().getSimpleName());
            for (int i = 0; i < b.length;) {
                int piece = i % 3 == 0 ? 0 : Math.min(i % 5000, b.length - i);
                if (piece == 0) sum.update(b[i++]);
                else sum.update(b, i, piece);
                i += piece;
                if (i % 9973 < 3) sb.append(' ').append(sum.getValue());
            }
            sum.update(new byte[0]);
            sum.update(b, 5, 0);
            System.out.println(sb + " final " + sum.getValue());
        }
    }
}
