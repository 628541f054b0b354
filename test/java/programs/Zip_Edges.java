// Edge cases: empty output ranges for Deflater/Inflater (zlib still runs),
// calls after the end of a stream, reset, repeated closeEntry/finish,
// ZipInputStream between and after entries, and the bounds checks.
import java.io.*;
import java.util.zip.*;

public class Zip_Edges {
    interface Action {
        void run() throws Exception;
    }

    static void t(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (Throwable e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] data = "hello hello hello hello world".getBytes();
        Deflater d = new Deflater();
        d.setInput(data);
        d.finish();
        byte[] z = new byte[100];
        int zn = d.deflate(z);

        Inflater inf = new Inflater();
        inf.setInput(z, 0, zn);
        System.out.println("len0: " + inf.inflate(new byte[5], 0, 0) + " rem=" + inf.getRemaining() + " read="
                           + inf.getBytesRead());
        System.out.println("then: " + inf.inflate(new byte[50]) + " rem=" + inf.getRemaining() + " fin="
                           + inf.finished());
        System.out.println("after: " + inf.inflate(new byte[50]) + " " + inf.getTotalIn() + " " + inf.getTotalOut());

        Deflater d2 = new Deflater();
        d2.setInput(data);
        System.out.println("deflate len0: " + d2.deflate(new byte[5], 0, 0) + " " + d2.getBytesRead() + " "
                           + d2.needsInput());
        d2.finish();
        System.out.println("finish len0: " + d2.deflate(new byte[5], 0, 0) + " " + d2.finished());
        byte[] o = new byte[100];
        int n = d2.deflate(o);
        System.out.println("rest " + n + " " + d2.finished() + " again " + d2.deflate(o) + " "
                           + d2.deflate(o, 0, 100, Deflater.SYNC_FLUSH));
        d2.setInput(data);
        System.out.println("input after finished: " + d2.deflate(o) + " " + d2.needsInput() + " "
                           + d2.getBytesRead());
        d2.reset();
        System.out.println("reset: " + d2.getBytesRead() + " " + d2.getAdler() + " " + d2.needsInput());

        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        GZIPOutputStream g = new GZIPOutputStream(bo, true);
        g.write(data);
        g.finish();
        t("gz write after finish", () -> g.write(1));
        g.flush();
        System.out.println("gz size " + bo.size());

        InflaterInputStream ii = new InflaterInputStream(new ByteArrayInputStream(z, 0, zn));
        System.out.println(ii.readAllBytes().length + " " + ii.read() + " " + ii.read(new byte[3]) + " "
                           + ii.available() + " " + ii.skip(10));

        bo = new ByteArrayOutputStream();
        ZipOutputStream zos = new ZipOutputStream(bo);
        zos.setComment(null);
        ZipEntry e1 = new ZipEntry("a");
        e1.setTime(1234567890000L);
        zos.putNextEntry(e1);
        zos.write(data);
        ZipEntry e2 = new ZipEntry("b");
        e2.setTime(1234567890000L);
        e2.setMethod(ZipEntry.STORED);
        e2.setSize(data.length);
        CRC32 crc = new CRC32();
        crc.update(data);
        e2.setCrc(crc.getValue());
        zos.putNextEntry(e2);
        zos.write(data);
        zos.closeEntry();
        zos.closeEntry();
        zos.finish();
        zos.finish();
        System.out.println("zip " + bo.size());
        t("stored no crc", () -> {
            ZipOutputStream q = new ZipOutputStream(new ByteArrayOutputStream());
            q.setMethod(ZipOutputStream.STORED);
            q.putNextEntry(new ZipEntry("x"));
        });

        ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(bo.toByteArray()));
        System.out.println("before: " + zin.available() + " " + zin.read());
        ZipEntry r = zin.getNextEntry();
        System.out.println(r + " " + zin.available() + " skip " + zin.skip(5) + " " + zin.read());
        zin.closeEntry();
        System.out.println("closed entry: " + zin.available() + " " + zin.read());
        r = zin.getNextEntry();
        System.out.println(r + " " + zin.available() + " " + zin.skip(100) + " " + zin.available() + " "
                           + zin.read());
        System.out.println(zin.getNextEntry() + " " + zin.available() + " " + zin.read() + " " + zin.getNextEntry());

        t("zis bounds", () -> new ZipInputStream(new ByteArrayInputStream(new byte[0])).read(new byte[2], 1, 2));
        t("iis bounds", () -> new InflaterInputStream(new ByteArrayInputStream(new byte[0])).read(new byte[2], 1, 2));
        t("zos bounds", () -> new ZipOutputStream(new ByteArrayOutputStream()).write(new byte[2], 1, 2));
        t("gzos bounds", () -> new GZIPOutputStream(new ByteArrayOutputStream()).write(new byte[2], 1, 2));
        t("cis", () -> new CheckedInputStream(new ByteArrayInputStream(data), new CRC32()).read(new byte[2], 1, 2));
        t("crc bounds", () -> new CRC32().update(new byte[2], 1, 2));
        t("adler bounds", () -> new Adler32().update(new byte[2], -1, 1));
        t("crc32c bounds", () -> new CRC32C().update(new byte[2], 3, 0));
        t("crc null", () -> new CRC32().update((byte[]) null, 0, 0));
        t("zos after finish", () -> {
            ZipOutputStream q = new ZipOutputStream(new ByteArrayOutputStream());
            q.finish();
            q.putNextEntry(new ZipEntry("late"));
            System.out.println("  put after finish ok");
        });
    }
}
