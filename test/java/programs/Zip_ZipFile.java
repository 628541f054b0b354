// ZipFile over archives written by ZipOutputStream into files of the
// working directory (deleted at the end): the central directory's entries
// and comments, entry data (several streams open at once, available, skip),
// a prefix before the archive and padding after it, and the format errors.
import java.io.*;
import java.util.*;
import java.util.zip.*;

public class Zip_ZipFile {
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

    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < n; i++) sb.append("entry line ").append(i % 97).append('\n');
        return sb.substring(0, n).getBytes();
    }

    static void write(String name, byte[]... parts) throws IOException {
        try (FileOutputStream f = new FileOutputStream(name)) {
            for (byte[] p : parts) f.write(p);
        }
    }

    static void describe(ZipEntry e) {
        System.out.println("  " + e.getName() + " method=" + e.getMethod() + " size=" + e.getSize() + " csize="
                           + e.getCompressedSize() + " crc=" + e.getCrc() + " time=" + e.getTime() + " comment="
                           + e.getComment() + " extra=" + (e.getExtra() == null ? -1 : e.getExtra().length)
                           + " dir=" + e.isDirectory());
    }

    public static void main(String[] args) throws Exception {
        byte[] big = text(50000);
        byte[] small = "small\n".getBytes();
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ZipOutputStream zos = new ZipOutputStream(bo);
        zos.setComment("the archive");
        String[] names = {"a.txt", "dir/", "dir/big.txt", "stored.bin", "old", "empty.txt"};
        for (String n : names) {
            ZipEntry e = new ZipEntry(n);
            e.setTime(n.equals("old") ? 1000L : 1_300_000_000_000L);
            if (n.equals("a.txt")) e.setComment("first");
            if (n.equals("stored.bin")) {
                e.setMethod(ZipEntry.STORED);
                e.setSize(small.length);
                e.setCrc(crc(small));
            }
            zos.putNextEntry(e);
            if (n.equals("dir/big.txt")) zos.write(big);
            else if (!n.endsWith("/") && !n.equals("empty.txt")) zos.write(small);
        }
        zos.close();
        byte[] zip = bo.toByteArray();
        write("Zip_ZipFile.1.zip", zip);

        ZipFile zf = new ZipFile("Zip_ZipFile.1.zip");
        System.out.println(zf.getName() + " size=" + zf.size() + " comment=" + zf.getComment());
        for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements();) describe(en.nextElement());
        System.out.println("lookup: " + zf.getEntry("dir") + " " + zf.getEntry("dir/") + " " + zf.getEntry("a.txt")
                           + " " + zf.getEntry("missing") + " " + zf.getEntry("dir/big.txt/"));
        StringBuilder sb = new StringBuilder();
        zf.stream().forEach(e -> sb.append(e.getName()).append(','));
        System.out.println("stream: " + sb);

        for (String n : names) {
            InputStream in = zf.getInputStream(zf.getEntry(n));
            int before = in.available();
            byte[] data = in.readAllBytes();
            System.out.println(n + ": available " + before + " read " + data.length + " crc=" + crc(data)
                               + " then " + in.read() + " available " + in.available());
            in.close();
        }
        System.out.println("by unknown entry: " + zf.getInputStream(new ZipEntry("nope")));

        // two streams interleaved, skip, single bytes
        InputStream s1 = zf.getInputStream(zf.getEntry("dir/big.txt"));
        InputStream s2 = zf.getInputStream(zf.getEntry("dir/big.txt"));
        System.out.println("skip " + s1.skip(20000) + " " + (char) s1.read() + (char) s2.read() + " avail "
                           + s1.available() + " " + s2.available());
        byte[] r1 = s1.readAllBytes(), r2 = s2.readAllBytes();
        System.out.println("interleaved " + r1.length + " " + r2.length + " " + crc(r2));
        InputStream st = zf.getInputStream(zf.getEntry("stored.bin"));
        System.out.println("stored skip " + st.skip(2) + " read " + (char) st.read() + " avail " + st.available());

        InputStream open = zf.getInputStream(zf.getEntry("dir/big.txt"));
        open.read(new byte[10]);
        zf.close();
        zf.close();
        t("closed getEntry", () -> zf.getEntry("a.txt"));
        t("closed entries", () -> zf.entries());
        t("closed size", () -> zf.size());
        t("closed comment", () -> zf.getComment());
        t("closed stream read", () -> open.readAllBytes());
        t("closed stored read", () -> st.read());

        // a stub before the archive; padding after it (the comment length no longer matches)
        byte[] stub = "#!/bin/sh\necho not really\n".getBytes();
        write("Zip_ZipFile.2.zip", stub, zip, new byte[100]);
        try (ZipFile z2 = new ZipFile(new File("Zip_ZipFile.2.zip"))) {
            System.out.println("stub+padding: " + z2.size() + " " + z2.getComment() + " "
                               + crc(z2.getInputStream(z2.getEntry("dir/big.txt")).readAllBytes()));
        }

        // errors
        write("Zip_ZipFile.3.zip");
        t("empty file", () -> new ZipFile("Zip_ZipFile.3.zip"));
        write("Zip_ZipFile.3.zip", "this is not a zip file, only some text".getBytes());
        t("not a zip", () -> new ZipFile("Zip_ZipFile.3.zip"));
        byte[] badCen = zip.clone();
        int end = zip.length - 22 - "the archive".length();
        int cen = (badCen[end + 16] & 0xff) | (badCen[end + 17] & 0xff) << 8;
        badCen[cen] = 'X';
        write("Zip_ZipFile.3.zip", badCen);
        t("bad CEN", () -> new ZipFile("Zip_ZipFile.3.zip"));
        byte[] badLoc = zip.clone();
        badLoc[0] = 'X';
        write("Zip_ZipFile.3.zip", badLoc);
        t("bad LOC", () -> {
            try (ZipFile z = new ZipFile("Zip_ZipFile.3.zip")) {
                System.out.println("  opened, " + z.size() + " entries");
                z.getInputStream(z.getEntry("a.txt")).read();
            }
        });
        byte[] badData = zip.clone();
        for (int i = 200; i < 260; i++) badData[i] ^= 0x5a;
        write("Zip_ZipFile.3.zip", badData);
        t("bad data", () -> {
            try (ZipFile z = new ZipFile("Zip_ZipFile.3.zip")) {
                z.getInputStream(z.getEntry("dir/big.txt")).readAllBytes();
            }
        });
        write("Zip_ZipFile.3.zip", zip);
        t("mode", () -> new ZipFile(new File("Zip_ZipFile.3.zip"), 2));
        t("null entry", () -> {
            try (ZipFile z = new ZipFile("Zip_ZipFile.3.zip")) {
                z.getInputStream(null);
            }
        });
        t("null name", () -> {
            try (ZipFile z = new ZipFile("Zip_ZipFile.3.zip")) {
                z.getEntry(null);
            }
        });
        ZipFile del = new ZipFile(new File("Zip_ZipFile.3.zip"), ZipFile.OPEN_READ | ZipFile.OPEN_DELETE);
        System.out.println("OPEN_DELETE: " + del.size());
        del.close();
        System.out.println("deleted: " + !new File("Zip_ZipFile.3.zip").exists());

        System.out.println("cleanup: " + new File("Zip_ZipFile.1.zip").delete() + " "
                           + new File("Zip_ZipFile.2.zip").delete());
    }
}
