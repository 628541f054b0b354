// Character and byte streams in memory: BufferedReader over StringReader
// (readLine with \n, \r\n, \r and a missing final newline, mark/reset,
// skip, ready), PrintWriter formatting into a StringWriter (print of every
// type, printf, checkError), StringWriter/CharArrayWriter, ByteArray and
// Data streams round-tripping every primitive plus UTF, PushbackReader,
// SequenceInputStream, and InputStreamReader/OutputStreamWriter with UTF-8
// over bytes (printed as numbers).
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class IO_ReadWrite {
    public static void main(String[] args) throws IOException {
        String text = "first line\nsecond\r\nthird\rfourth\n\nlast without newline";
        BufferedReader br = new BufferedReader(new StringReader(text), 8);
        String line;
        int n = 0;
        while ((line = br.readLine()) != null) System.out.println(++n + ": [" + line + "]");
        System.out.println("after end: " + br.readLine());
        br.close();
        try { br.readLine(); } catch (IOException e) { System.out.println("IOException " + e.getMessage()); }

        BufferedReader mr = new BufferedReader(new StringReader("abcdefghij"));
        char[] buf = new char[3];
        System.out.println((char) mr.read() + " " + mr.markSupported() + " " + mr.ready());
        mr.mark(100);
        System.out.println(mr.read(buf) + " " + new String(buf) + " skip=" + mr.skip(2));
        mr.reset();
        System.out.println(mr.read(buf, 1, 2) + " " + new String(buf) + " " + (char) mr.read());
        System.out.println(new BufferedReader(new StringReader("x\ny\nz")).lines().toList());

        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.print(1); pw.print('c'); pw.print(2L); pw.print(1.5f); pw.print(2.25); pw.print(true); pw.print((Object) null); pw.print(new char[] {'!', '?'});
        pw.println();
        pw.printf("%5.2f|%-4s|%03d%n", Math.PI, "ab", 7);
        pw.format("%s=%d", "k", 42).append('!').append("xyz", 1, 2);
        pw.flush();
        System.out.println(sw.toString().replace(System.lineSeparator(), "\n").replace("\n", "\\n").replace("\r", "\\r") + " err=" + pw.checkError());
        CharArrayWriter caw = new CharArrayWriter();
        caw.write("hello");
        caw.write('!');
        caw.write(new char[] {'a', 'b', 'c'}, 1, 2);
        System.out.println(caw.toString() + " " + caw.size() + " " + caw.toCharArray().length);

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        DataOutputStream dos = new DataOutputStream(bos);
        dos.writeBoolean(true); dos.writeByte(-2); dos.writeShort(-30000); dos.writeChar('Z'); dos.writeInt(0xCAFEBABE); dos.writeLong(Long.MIN_VALUE + 7);
        dos.writeFloat(-1.25f); dos.writeDouble(Math.E); dos.writeUTF("h\u00e9llo \u4e16\u754c \0 end"); dos.writeBytes("AB"); dos.writeChars("cd");
        dos.flush();
        byte[] bytes = bos.toByteArray();
        System.out.println("size " + dos.size() + " " + bytes.length + " head " + Arrays.toString(Arrays.copyOf(bytes, 12)));
        DataInputStream dis = new DataInputStream(new ByteArrayInputStream(bytes));
        System.out.println(dis.readBoolean() + " " + dis.readByte() + " " + dis.readShort() + " " + dis.readChar() + " " + Integer.toHexString(dis.readInt()) + " " + dis.readLong() + " " + dis.readFloat() + " " + dis.readDouble());
        String utf = dis.readUTF();
        System.out.println(utf.length() + " " + utf.chars().boxed().toList() + " " + (char) dis.readByte() + (char) dis.readByte() + dis.readChar() + dis.readChar() + " avail=" + dis.available());
        try { dis.readInt(); } catch (EOFException e) { System.out.println("EOF " + e.getMessage()); }
        DataInputStream un = new DataInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xff, (byte) 0xfe, 1, 2, 3}));
        System.out.println(un.readUnsignedByte() + " " + un.readUnsignedByte() + " " + un.readUnsignedShort() + " " + un.skipBytes(10) + " " + un.read());

        ByteArrayInputStream bis = new ByteArrayInputStream("0123456789".getBytes(StandardCharsets.US_ASCII), 2, 6);
        byte[] rb = new byte[4];
        System.out.println(bis.available() + " " + bis.read() + " " + bis.read(rb, 0, 4) + " " + new String(rb, StandardCharsets.US_ASCII) + " " + bis.read(rb) + " " + bis.read(rb) + " " + bis.read());
        bis.reset();
        System.out.println(new String(bis.readAllBytes(), StandardCharsets.US_ASCII) + " " + new String(new ByteArrayInputStream("abcdef".getBytes()).readNBytes(3)));

        PushbackReader pr = new PushbackReader(new StringReader("123+45"), 4);
        StringBuilder num = new StringBuilder();
        int c;
        while ((c = pr.read()) != -1 && Character.isDigit(c)) num.append((char) c);
        pr.unread(c);
        pr.unread("++".toCharArray());
        char[] rest = new char[10];
        int len = pr.read(rest);
        System.out.println(num + " rest=" + new String(rest, 0, len));

        SequenceInputStream seq = new SequenceInputStream(new ByteArrayInputStream("ab".getBytes()), new ByteArrayInputStream("cd".getBytes()));
        System.out.println(new String(seq.readAllBytes()));

        ByteArrayOutputStream u8 = new ByteArrayOutputStream();
        try (Writer w = new OutputStreamWriter(u8, StandardCharsets.UTF_8)) {
            w.write("A\u00e9\u20ac\uD83D\uDE00");
        }
        byte[] enc = u8.toByteArray();
        StringBuilder hex = new StringBuilder();
        for (byte b : enc) hex.append(String.format("%02x", b & 0xff));
        System.out.println(enc.length + " " + hex);
        try (Reader r = new InputStreamReader(new ByteArrayInputStream(enc), StandardCharsets.UTF_8)) {
            StringBuilder cps = new StringBuilder();
            int ch;
            while ((ch = r.read()) != -1) cps.append(ch).append(' ');
            System.out.println(cps.toString().trim());
        }
        byte[] bad = {(byte) 0x41, (byte) 0xC3, (byte) 0x28, (byte) 0xE2, (byte) 0x82};
        System.out.println(new String(bad, StandardCharsets.UTF_8).chars().boxed().toList() + " " + Arrays.toString("\u00ff".getBytes(StandardCharsets.ISO_8859_1)) + " " + Arrays.toString("\u0100".getBytes(StandardCharsets.US_ASCII)));

        BufferedWriter bw = new BufferedWriter(new StringWriter() {
            @Override public void write(String s, int off, int l) { System.out.print("{flush " + l + "}"); super.write(s, off, l); }
        }, 4);
        bw.write("ab");
        bw.write("cdefgh");
        bw.write('i');
        bw.flush();
        System.out.println();
        ByteArrayOutputStream pbo = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(pbo, true, "UTF-8");
        ps.print("x=");
        ps.println(3);
        ps.printf("%s%n", "y");
        ps.write(65);
        System.out.println(Arrays.toString(pbo.toByteArray()) + " " + pbo.size());
        pbo.reset();
        System.out.println(pbo.size() + " " + pbo.toString().isEmpty());
    }
}
