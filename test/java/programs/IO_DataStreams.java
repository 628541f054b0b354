import java.io.*;

public class IO_DataStreams {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(Integer.toHexString((x & 0xFF) | 0x100).substring(1));
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bos);
        out.writeBoolean(true);
        out.writeByte(-2);
        out.writeShort(0xBEEF);
        out.writeChar('\u20AC');
        out.writeInt(-123456789);
        out.writeLong(0x0123456789ABCDEFL);
        out.writeFloat(-1.5f);
        out.writeDouble(Math.PI);
        out.writeUTF("h\u00e9llo \u0000 \u20AC\uD83D\uDE00");
        out.writeBytes("AB\u0141");
        out.writeChars("xy");
        out.write(new byte[] {9, 8, 7}, 1, 2);
        System.out.println("size " + out.size() + " bos " + bos.size());
        byte[] data = bos.toByteArray();
        System.out.println(hex(data));

        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        System.out.println(in.readBoolean() + " " + in.readByte() + " " + in.readUnsignedShort() + " " + (int) in.readChar());
        System.out.println(in.readInt() + " " + Long.toHexString(in.readLong()) + " " + in.readFloat() + " " + in.readDouble());
        String s = in.readUTF();
        System.out.println(s.length() + " " + (s.equals("h\u00e9llo \u0000 \u20AC\uD83D\uDE00")));
        byte[] three = new byte[3];
        in.readFully(three);
        System.out.println(hex(three) + " " + in.readChar() + in.readChar() + " " + in.readByte() + " " + in.readByte());
        System.out.println("available " + in.available());
        try {
            in.readInt();
        } catch (EOFException e) {
            System.out.println("EOF " + e.getMessage());
        }
        System.out.println("read at end " + in.read());

        // partial int at the end
        in = new DataInputStream(new ByteArrayInputStream(new byte[] {1, 2}));
        try {
            in.readLong();
        } catch (EOFException e) {
            System.out.println("EOF long");
        }

        // malformed UTF
        in = new DataInputStream(new ByteArrayInputStream(new byte[] {0, 2, (byte) 0xC3, 0x41}));
        try {
            in.readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTF: " + e.getMessage());
        }
        in = new DataInputStream(new ByteArrayInputStream(new byte[] {0, 2, 0x41, (byte) 0xE2}));
        try {
            in.readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTF: " + e.getMessage());
        }
        in = new DataInputStream(new ByteArrayInputStream(new byte[] {0, 1, (byte) 0x80}));
        try {
            in.readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("UTF: " + e.getMessage());
        }

        // too long for writeUTF
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 30000; i++) big.append('\u00e9');
        try {
            new DataOutputStream(new ByteArrayOutputStream()).writeUTF(big.toString());
        } catch (UTFDataFormatException e) {
            System.out.println("UTF: " + e.getMessage());
        }

        // readLine (deprecated) with mixed terminators
        @SuppressWarnings("deprecation")
        String l1 = new DataInputStream(new ByteArrayInputStream("a\r\nb".getBytes())).readLine();
        System.out.println("[" + l1 + "]");
        DataInputStream lines = new DataInputStream(new ByteArrayInputStream("one\rtwo\n\nthree".getBytes()));
        String l;
        while ((l = lines.readLine()) != null) System.out.println("line [" + l + "]");
        System.out.println("skip " + new DataInputStream(new ByteArrayInputStream(new byte[10])).skipBytes(20));

        // a file round trip
        File f = new File(System.getProperty("java.io.tmpdir"), "lantern_io_data_" + System.nanoTime() + ".bin");
        try (DataOutputStream fo = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(f)))) {
            for (int i = 0; i < 100; i++) fo.writeInt(i * i);
            fo.writeUTF("end");
        }
        System.out.println("file length " + f.length());
        long sum = 0;
        try (DataInputStream fi = new DataInputStream(new BufferedInputStream(new FileInputStream(f)))) {
            for (int i = 0; i < 100; i++) sum += fi.readInt();
            System.out.println(sum + " " + fi.readUTF());
        }
        System.out.println("deleted " + f.delete());
        DataOutputStream cnt = new DataOutputStream(OutputStream.nullOutputStream());
        cnt.writeUTF("\u0800");
        System.out.println("utf size " + cnt.size());
    }
}
