// ZIP64 records read by ZipFile and ZipInputStream: archives built here by
// hand whose local and central headers carry the sizes and offsets in ZIP64
// extra fields (the 32-bit fields holding 0xFFFFFFFF), and whose end record
// points on to a ZIP64 end record through its locator.  Files go to the
// working directory and are deleted.
import java.io.*;
import java.util.*;
import java.util.zip.*;

public class Zip_Zip64 {
    static final long MAGIC = 0xFFFFFFFFL;

    static class Out {
        final ByteArrayOutputStream b = new ByteArrayOutputStream();

        void u16(int v) {
            b.write(v);
            b.write(v >> 8);
        }

        void u32(long v) {
            u16((int) v & 0xffff);
            u16((int) (v >>> 16) & 0xffff);
        }

        void u64(long v) {
            u32(v & MAGIC);
            u32(v >>> 32);
        }

        void bytes(byte[] x) {
            b.write(x, 0, x.length);
        }

        int size() {
            return b.size();
        }
    }

    static class Item {
        String name;
        int method;
        byte[] plain, stored;
        long crc, offset;
    }

    static Item item(String name, int method, byte[] plain) {
        Item it = new Item();
        it.name = name;
        it.method = method;
        it.plain = plain;
        CRC32 c = new CRC32();
        c.update(plain);
        it.crc = c.getValue();
        if (method == ZipEntry.STORED) {
            it.stored = plain;
        } else {
            Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
            d.setInput(plain);
            d.finish();
            byte[] buf = new byte[plain.length + 64];
            int n = d.deflate(buf);
            it.stored = Arrays.copyOf(buf, n);
        }
        return it;
    }

    /* zip64Headers: sizes and offsets in ZIP64 fields; zip64End: END counts 0xFFFF + ZIP64 end record */
    static byte[] build(List<Item> items, boolean zip64Headers, boolean zip64End, String comment) {
        Out o = new Out();
        int dosTime = 0x3a4dbbef;
        for (Item it : items) {
            it.offset = o.size();
            byte[] name = it.name.getBytes();
            o.u32(0x04034b50L);
            o.u16(zip64Headers ? 45 : 20);
            o.u16(0);
            o.u16(it.method);
            o.u32(dosTime);
            o.u32(it.crc);
            o.u32(zip64Headers ? MAGIC : it.stored.length);
            o.u32(zip64Headers ? MAGIC : it.plain.length);
            o.u16(name.length);
            o.u16(zip64Headers ? 20 : 0);
            o.bytes(name);
            if (zip64Headers) {
                o.u16(1);
                o.u16(16);
                o.u64(it.plain.length);
                o.u64(it.stored.length);
            }
            o.bytes(it.stored);
        }
        long cenStart = o.size();
        for (Item it : items) {
            byte[] name = it.name.getBytes();
            o.u32(0x02014b50L);
            o.u16(zip64Headers ? 45 : 20);
            o.u16(zip64Headers ? 45 : 20);
            o.u16(0);
            o.u16(it.method);
            o.u32(dosTime);
            o.u32(it.crc);
            o.u32(zip64Headers ? MAGIC : it.stored.length);
            o.u32(zip64Headers ? MAGIC : it.plain.length);
            o.u16(name.length);
            o.u16(zip64Headers ? 28 : 0);
            o.u16(0);
            o.u16(0);
            o.u16(0);
            o.u32(0);
            o.u32(zip64Headers ? MAGIC : it.offset);
            o.bytes(name);
            if (zip64Headers) {
                o.u16(1);
                o.u16(24);
                o.u64(it.plain.length);
                o.u64(it.stored.length);
                o.u64(it.offset);
            }
        }
        long cenLen = o.size() - cenStart;
        if (zip64End) {
            long end64 = o.size();
            o.u32(0x06064b50L);
            o.u64(44);
            o.u16(45);
            o.u16(45);
            o.u32(0);
            o.u32(0);
            o.u64(items.size());
            o.u64(items.size());
            o.u64(cenLen);
            o.u64(cenStart);
            o.u32(0x07064b50L);
            o.u32(0);
            o.u64(end64);
            o.u32(1);
        }
        o.u32(0x06054b50L);
        o.u16(0);
        o.u16(0);
        o.u16(zip64End ? 0xFFFF : items.size());
        o.u16(zip64End ? 0xFFFF : items.size());
        o.u32(zip64End && zip64Headers ? MAGIC : cenLen);
        o.u32(zip64End && zip64Headers ? MAGIC : cenStart);
        byte[] c = comment.getBytes();
        o.u16(c.length);
        o.bytes(c);
        return o.b.toByteArray();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    static void show(String how, ZipEntry e, byte[] data) {
        System.out.println("  " + how + " " + e.getName() + " method=" + e.getMethod() + " size=" + e.getSize()
                           + " csize=" + e.getCompressedSize() + " crc=" + e.getCrc() + " time=" + e.getTime()
                           + " extra=" + (e.getExtra() == null ? -1 : e.getExtra().length) + " data=" + data.length
                           + "/" + crc(data));
    }

    public static void main(String[] args) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 400; i++) sb.append("zip64 line ").append(i).append('\n');
        List<Item> items = new ArrayList<>();
        items.add(item("one.txt", ZipEntry.STORED, "hello zip64\n".getBytes()));
        items.add(item("two.txt", ZipEntry.DEFLATED, sb.toString().getBytes()));
        items.add(item("dir/", ZipEntry.STORED, new byte[0]));
        items.add(item("dir/three.bin", ZipEntry.DEFLATED, new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9}));

        boolean[][] modes = {{false, false}, {true, false}, {false, true}, {true, true}};
        for (boolean[] m : modes) {
            byte[] zip = build(items, m[0], m[1], "comment " + m[0] + m[1]);
            System.out.println("headers64=" + m[0] + " end64=" + m[1] + ": " + zip.length + " bytes crc=" + crc(zip));
            ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(zip));
            ZipEntry e;
            while ((e = zin.getNextEntry()) != null) show("stream", e, zin.readAllBytes());
            File f = new File("Zip_Zip64.tmp.zip");
            try (FileOutputStream fo = new FileOutputStream(f)) {
                fo.write(zip);
            }
            try (ZipFile zf = new ZipFile(f)) {
                System.out.println("  file: " + zf.size() + " entries, comment " + zf.getComment());
                for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements();) {
                    e = en.nextElement();
                    show("file", e, zf.getInputStream(e).readAllBytes());
                }
            }
            System.out.println("  deleted " + f.delete());
        }
    }
}
