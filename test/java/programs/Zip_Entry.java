// ZipEntry's fields: DOS time round trips (2-second resolution, the exact
// time kept before 1980 and after 2099), copies, clone, defaults.  The DOS
// fields depend on the time zone; the expectations were made in UTC, which
// is the only zone Lantern knows.
import java.util.zip.*;

public class Zip_Entry {
    public static void main(String[] args) {
        long[] times = {0L, 1L, 315532800000L, 315532801999L, 315532799999L, 946684799000L, 946684800500L,
                        1234567891234L, 1709251199999L, 1709251200000L, 951782400000L, 4036608000000L,
                        4036608000001L, 4102444799999L, 4102444800000L, -1L, -86400000L * 365 * 100,
                        253402300799999L};
        for (long t : times) {
            ZipEntry e = new ZipEntry("t");
            e.setTime(t);
            ZipEntry copy = new ZipEntry(e);
            System.out.println(t + " -> " + e.getTime() + " copy " + copy.getTime() + " diff " + (e.getTime() - t));
        }
        ZipEntry e = new ZipEntry("dir/name.txt");
        System.out.println(e + " " + e.getName() + " " + e.isDirectory() + " " + e.getTime() + " " + e.getSize() + " "
                           + e.getCompressedSize() + " " + e.getCrc() + " " + e.getMethod() + " " + e.getComment()
                           + " " + e.getExtra() + " " + (e.hashCode() == "dir/name.txt".hashCode()));
        e.setSize(10);
        e.setCompressedSize(-7);
        e.setCrc(0xffffffffL);
        e.setMethod(ZipEntry.STORED);
        e.setComment("c");
        e.setExtra(new byte[] {1, 0, 0, 0});
        e.setTime(1234567891234L);
        ZipEntry c = (ZipEntry) e.clone();
        ZipEntry n = new ZipEntry(e);
        for (ZipEntry x : new ZipEntry[] {e, c, n}) {
            System.out.println(x.getName() + " " + x.getSize() + " " + x.getCompressedSize() + " " + x.getCrc() + " "
                               + x.getMethod() + " " + x.getComment() + " " + x.getExtra().length + " " + x.getTime());
        }
        System.out.println("clone shares extra: " + (c.getExtra() == e.getExtra()) + " copy shares extra: "
                           + (n.getExtra() == e.getExtra()));
        System.out.println(new ZipEntry("d/").isDirectory() + " " + new ZipEntry("").isDirectory() + " "
                           + ZipEntry.STORED + " " + ZipEntry.DEFLATED + " " + ZipOutputStream.STORED + " "
                           + Deflater.BEST_COMPRESSION + " " + Deflater.HUFFMAN_ONLY + " " + Deflater.FULL_FLUSH
                           + " " + GZIPInputStream.GZIP_MAGIC);
        // an extended timestamp in the extra data sets the time
        ZipEntry x = new ZipEntry("x");
        x.setExtra(new byte[] {0x55, 0x54, 5, 0, 1, 0x10, 0x20, 0x30, 0x40});
        System.out.println("extended: " + x.getTime());
    }
}
