// ZipOutputStream writing an archive to memory (STORED and DEFLATED entries,
// data descriptors, sizes given up front, comments, extra fields, levels,
// times before 1980 and after 2038), its size and CRC-32 as the JDK writes
// it, and ZipInputStream reading every entry back.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.zip.*;

public class Zip_ZipStream {
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

    static byte[] text(int n, int seed) {
        StringBuilder sb = new StringBuilder();
        long s = seed;
        while (sb.length() < n) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            sb.append("line ").append(s >>> 60).append(" of the archive\n");
        }
        return sb.substring(0, n).getBytes();
    }

    static final long T = 1_234_567_890_000L; // 2009-02-13, within DOS time

    static void show(ZipEntry e) {
        System.out.println("  " + e.getName() + " method=" + e.getMethod() + " size=" + e.getSize() + " csize="
                           + e.getCompressedSize() + " crc=" + e.getCrc() + " time=" + e.getTime() + " dir="
                           + e.isDirectory() + " comment=" + e.getComment() + " extra="
                           + (e.getExtra() == null ? "null" : hex(e.getExtra(), 0, e.getExtra().length)));
    }

    static void readBack(byte[] zip, int chunk) throws IOException {
        ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(zip));
        ZipEntry e;
        byte[] buf = new byte[chunk];
        while ((e = zin.getNextEntry()) != null) {
            CRC32 c = new CRC32();
            long total = 0;
            int n;
            while ((n = zin.read(buf, 0, buf.length)) != -1) {
                c.update(buf, 0, n);
                total += n;
            }
            System.out.println(" read " + total + " bytes crc=" + c.getValue() + " available=" + zin.available());
            show(e);
        }
        zin.close();
    }

    public static void main(String[] args) throws Exception {
        byte[] big = text(30000, 3);
        byte[] small = "small file\n".getBytes();

        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ZipOutputStream zos = new ZipOutputStream(bo);
        zos.setComment("archive comment");

        ZipEntry e = new ZipEntry("docs/");
        e.setTime(T);
        zos.putNextEntry(e);
        zos.closeEntry();

        e = new ZipEntry("docs/big.txt");
        e.setTime(T + 1500);
        e.setComment("the big one");
        zos.putNextEntry(e);
        for (int i = 0; i < big.length; i += 777) zos.write(big, i, Math.min(777, big.length - i));
        zos.closeEntry();
        show(e);

        e = new ZipEntry("stored.bin");
        e.setTime(T);
        e.setMethod(ZipEntry.STORED);
        e.setSize(small.length);
        e.setCrc(crc(small));
        zos.putNextEntry(e);
        zos.write(small);
        show(e);

        e = new ZipEntry("known.txt");
        e.setTime(T);
        e.setExtra(new byte[] {(byte) 0xca, (byte) 0xfe, 2, 0, 1, 2});
        Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        d.setInput(small);
        d.finish();
        int clen = d.deflate(new byte[100]);
        e.setSize(small.length);
        e.setCompressedSize(clen);
        e.setCrc(crc(small));
        zos.putNextEntry(e);
        zos.write(small);
        zos.closeEntry();
        show(e);

        zos.setLevel(Deflater.BEST_SPEED);
        e = new ZipEntry("fast.txt");
        e.setTime(T);
        zos.putNextEntry(e);
        zos.write(big, 0, 10000);

        zos.setLevel(Deflater.NO_COMPRESSION);
        e = new ZipEntry("level0.txt");
        e.setTime(T);
        zos.putNextEntry(e);
        zos.write(big, 0, 2000);

        zos.setLevel(Deflater.DEFAULT_COMPRESSION);
        zos.setMethod(ZipOutputStream.STORED);
        e = new ZipEntry("method-default.txt");
        e.setTime(T);
        e.setCompressedSize(small.length);
        e.setCrc(crc(small));
        zos.putNextEntry(e);
        for (byte b : small) zos.write(b);
        zos.setMethod(ZipOutputStream.DEFLATED);

        for (long t : new long[] {0L, 315532799999L, 4102444800000L, 4102444799999L}) {
            e = new ZipEntry("time-" + t);
            e.setTime(t);
            zos.putNextEntry(e);
            zos.write(small);
            System.out.println("time " + t + " -> " + e.getTime());
        }

        e = new ZipEntry("empty");
        e.setTime(T);
        zos.putNextEntry(e);
        e = new ZipEntry("caf\u00e9-\u00fc.txt");
        e.setTime(T);
        zos.putNextEntry(e);
        zos.write("unicode name".getBytes());
        zos.close();

        byte[] zip = bo.toByteArray();
        System.out.println("zip: " + zip.length + " bytes crc=" + crc(zip));
        System.out.println("head " + hex(zip, 0, 40));
        System.out.println("end  " + hex(zip, zip.length - 37, 37));
        readBack(zip, 100);
        readBack(zip, 4096);

        // a read-back entry written again: its compressed size is not trusted
        ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(zip));
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        ZipOutputStream zcopy = new ZipOutputStream(copy);
        while ((e = zin.getNextEntry()) != null) {
            byte[] data = zin.readAllBytes();
            ZipEntry n = new ZipEntry(e);
            if (n.getMethod() == ZipEntry.DEFLATED) n.setCompressedSize(-1);
            zcopy.putNextEntry(e.getMethod() == ZipEntry.STORED ? e : new ZipEntry(e));
            zcopy.write(data);
        }
        zcopy.finish();
        System.out.println("copy: " + copy.size() + " bytes crc=" + crc(copy.toByteArray()));

        // another charset for names; an empty archive
        bo = new ByteArrayOutputStream();
        zos = new ZipOutputStream(bo, StandardCharsets.ISO_8859_1);
        e = new ZipEntry("latin-\u00e9");
        e.setTime(T);
        zos.putNextEntry(e);
        zos.write(small);
        zos.close();
        zip = bo.toByteArray();
        System.out.println("latin1: " + zip.length + " crc=" + crc(zip) + " " + hex(zip, 0, 38));
        zin = new ZipInputStream(new ByteArrayInputStream(zip), StandardCharsets.ISO_8859_1);
        System.out.println("  name " + zin.getNextEntry().getName().equals("latin-\u00e9") + " skip "
                           + zin.skip(5) + " rest " + new String(zin.readAllBytes()).trim());

        bo = new ByteArrayOutputStream();
        new ZipOutputStream(bo).close();
        System.out.println("empty: " + hex(bo.toByteArray(), 0, bo.size()));
        System.out.println("  entry " + new ZipInputStream(new ByteArrayInputStream(bo.toByteArray())).getNextEntry());
    }
}
