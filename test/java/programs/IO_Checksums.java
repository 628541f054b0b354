import java.util.zip.*;

public class IO_Checksums {
    public static void main(String[] args) {
        String[] inputs = {"", "a", "abc", "The quick brown fox jumps over the lazy dog", "123456789"};
        for (String s : inputs) {
            byte[] b = s.getBytes();
            CRC32 crc = new CRC32();
            crc.update(b);
            Adler32 ad = new Adler32();
            ad.update(b, 0, b.length);
            System.out.println("[" + s + "] crc32=" + Long.toHexString(crc.getValue()) + " adler32="
                    + Long.toHexString(ad.getValue()));
        }
        byte[] big = new byte[100000];
        for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 31 + (i >> 7));
        CRC32 whole = new CRC32();
        whole.update(big);
        CRC32 parts = new CRC32();
        parts.update(big, 0, 1000);
        for (int i = 1000; i < 2000; i++) parts.update(big[i]);
        parts.update(big, 2000, big.length - 2000);
        System.out.println(whole.getValue() + " " + (whole.getValue() == parts.getValue()));
        Adler32 a1 = new Adler32();
        a1.update(big);
        Adler32 a2 = new Adler32();
        for (byte x : big) a2.update(x);
        System.out.println(a1.getValue() + " " + (a1.getValue() == a2.getValue()));
        Checksum c = new CRC32();
        c.update(0x1FF);
        System.out.println(Long.toHexString(c.getValue()));
        c.reset();
        System.out.println(c.getValue());
        try {
            c.update(new byte[4], 3, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
    }
}
