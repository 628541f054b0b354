// java.nio.channels.FileChannel: FileChannel.open with options, write and
// read through heap and direct ByteBuffers, position/size, positional read
// and write (the position stays), scattering/gathering, truncate (position
// moved back when past the new end), force, transferTo/transferFrom between
// channels and to/from Channels of streams, and the channels of
// FileInputStream/FileOutputStream/RandomAccessFile sharing the stream's
// position (append mode included).  All in a temporary directory.
import java.io.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

public class NioChannel_File {
    static String str(ByteBuffer b) {
        b.flip();
        byte[] a = new byte[b.remaining()];
        b.get(a);
        return new String(a, StandardCharsets.US_ASCII);
    }

    static ByteBuffer ascii(String s) {
        return ByteBuffer.wrap(s.getBytes(StandardCharsets.US_ASCII));
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("lantern-chan");
        Path f = dir.resolve("chan.bin");
        try {
            run(dir, f);
        } finally {
            for (String n : new String[] {"chan.bin", "copy.bin", "fis.bin", "app.bin", "raf.bin", "from.bin"}) Files.deleteIfExists(dir.resolve(n));
            Files.delete(dir);
        }
        System.out.println("cleaned " + Files.notExists(dir));
    }

    static void run(Path dir, Path f) throws IOException {
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            System.out.println("open " + ch.isOpen() + " size " + ch.size() + " pos " + ch.position());
            int n = ch.write(ascii("Hello, channel!"));
            System.out.println("wrote " + n + " pos " + ch.position() + " size " + ch.size());
            ByteBuffer direct = ByteBuffer.allocateDirect(6);
            direct.put("DIRECT".getBytes(StandardCharsets.US_ASCII)).flip();
            System.out.println("direct wrote " + ch.write(direct) + " remaining " + direct.remaining() + " pos " + ch.position());
            ch.position(0);
            ByteBuffer b = ByteBuffer.allocate(5);
            System.out.println("read " + ch.read(b) + " '" + str(b) + "' pos " + ch.position());
            ByteBuffer rest = ByteBuffer.allocate(100);
            System.out.println("read rest " + ch.read(rest) + " '" + str(rest) + "' pos " + ch.position() + " eof " + ch.read(ByteBuffer.allocate(1)));
            ByteBuffer d2 = ByteBuffer.allocateDirect(4);
            ch.position(7);
            System.out.println("direct read " + ch.read(d2) + " '" + str(d2) + "'");

            ByteBuffer at = ByteBuffer.allocate(7);
            System.out.println("positional read " + ch.read(at, 7) + " '" + str(at) + "' pos still " + ch.position());
            System.out.println("positional write " + ch.write(ascii("CHANNEL"), 7) + " pos still " + ch.position() + " size " + ch.size());
            System.out.println("write past end " + ch.write(ascii("!"), 30) + " size " + ch.size());
            ByteBuffer all = ByteBuffer.allocate(64);
            ch.read(all, 0);
            all.flip();
            byte[] bytes = new byte[all.remaining()];
            all.get(bytes);
            System.out.println("content " + Arrays.toString(Arrays.copyOfRange(bytes, 19, 31)) + " '" + new String(bytes, 0, 15, StandardCharsets.US_ASCII) + "'");

            ch.position(25);
            ch.truncate(100);
            System.out.println("truncate larger size " + ch.size() + " pos " + ch.position());
            ch.truncate(10);
            System.out.println("truncate size " + ch.size() + " pos " + ch.position());
            ch.position(2);
            ch.truncate(8);
            System.out.println("truncate keeps pos " + ch.size() + " " + ch.position());
            ch.force(true);
            ch.force(false);
            ch.position(50);
            System.out.println("position beyond " + ch.position() + " read " + ch.read(ByteBuffer.allocate(2)) + " size " + ch.size());

            ch.position(0);
            ByteBuffer s1 = ByteBuffer.allocate(3), s2 = ByteBuffer.allocate(10);
            long got = ch.read(new ByteBuffer[] {s1, s2});
            System.out.println("scatter " + got + " '" + str(s1) + "' '" + str(s2) + "'");
            ch.position(ch.size());
            long put = ch.write(new ByteBuffer[] {ascii("ab"), ascii("cd"), ascii("ef")});
            System.out.println("gather " + put + " size " + ch.size());
        }
        System.out.println("file now '" + Files.readString(f) + "'");

        Path copy = dir.resolve("copy.bin");
        try (FileChannel src = FileChannel.open(f); FileChannel dst = FileChannel.open(copy, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            src.position(3);
            long t = src.transferTo(0, src.size(), dst);
            System.out.println("transferTo " + t + " src pos " + src.position() + " dst pos " + dst.position() + " dst size " + dst.size());
            System.out.println("transferTo past end " + src.transferTo(100, 5, dst) + " partial " + src.transferTo(10, 100, dst));
        }
        System.out.println("copy '" + Files.readString(copy) + "'");
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (FileChannel src = FileChannel.open(f)) {
            System.out.println("transferTo stream " + src.transferTo(2, 5, Channels.newChannel(sink)) + " '" + sink + "'");
        }
        try (FileChannel dst = FileChannel.open(copy, StandardOpenOption.WRITE)) {
            ReadableByteChannel in = Channels.newChannel(new ByteArrayInputStream("0123456789".getBytes(StandardCharsets.US_ASCII)));
            long t = dst.transferFrom(in, 2, 4);
            System.out.println("transferFrom " + t + " pos " + dst.position() + " size " + dst.size());
            System.out.println("transferFrom beyond size " + dst.transferFrom(in, 1000, 4));
            t = dst.transferFrom(in, dst.size(), 100);
            System.out.println("transferFrom at end " + t + " size " + dst.size());
        }
        System.out.println("copy now '" + Files.readString(copy) + "'");
        Path from = dir.resolve("from.bin");
        try (FileChannel a = FileChannel.open(f); FileChannel b = FileChannel.open(from, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            System.out.println("channel to channel " + b.transferFrom(a, 0, a.size()) + " a pos " + a.position());
        }
        System.out.println("from '" + Files.readString(from) + "' mismatch " + Files.mismatch(f, from));

        Path fis = dir.resolve("fis.bin");
        Files.writeString(fis, "abcdefghij");
        try (FileInputStream in = new FileInputStream(fis.toFile())) {
            FileChannel ch = in.getChannel();
            System.out.println("fis channel same " + (ch == in.getChannel()) + " size " + ch.size() + " pos " + ch.position());
            System.out.println("stream read " + (char) in.read() + (char) in.read() + " channel pos " + ch.position());
            ByteBuffer b = ByteBuffer.allocate(3);
            ch.read(b);
            System.out.println("channel read '" + str(b) + "' then stream " + (char) in.read());
            ch.position(8);
            System.out.println("after position stream " + (char) in.read() + " available " + in.available());
            try {
                ch.write(ascii("x"));
            } catch (NonWritableChannelException e) {
                System.out.println("fis channel not writable");
            }
        }
        Path app = dir.resolve("app.bin");
        try (FileOutputStream out = new FileOutputStream(app.toFile())) {
            FileChannel ch = out.getChannel();
            out.write("12345".getBytes(StandardCharsets.US_ASCII));
            System.out.println("fos channel pos " + ch.position() + " size " + ch.size());
            ch.write(ascii("678"));
            out.write('9');
            System.out.println("fos mixed pos " + ch.position() + " size " + ch.size());
        }
        try (FileOutputStream out = new FileOutputStream(app.toFile(), true)) {
            FileChannel ch = out.getChannel();
            System.out.println("append channel pos " + ch.position() + " size " + ch.size());
            ch.write(ascii("AB"));
            System.out.println("append wrote pos " + ch.position() + " size " + ch.size());
        }
        System.out.println("app '" + Files.readString(app) + "'");
        FileOutputStream closedBy = new FileOutputStream(app.toFile(), true);
        FileChannel cc = closedBy.getChannel();
        cc.close();
        try {
            closedBy.write(1);
            System.out.println("stream after channel close: write ok");
        } catch (IOException e) {
            System.out.println("stream after channel close: " + e.getClass().getSimpleName());
        }

        Path rafp = dir.resolve("raf.bin");
        try (RandomAccessFile raf = new RandomAccessFile(rafp.toFile(), "rw")) {
            FileChannel ch = raf.getChannel();
            raf.writeInt(0x01020304);
            System.out.println("raf channel pos " + ch.position() + " size " + ch.size());
            ByteBuffer b = ByteBuffer.allocate(8);
            b.putLong(0x1112131415161718L).flip();
            ch.write(b);
            System.out.println("raf fp " + raf.getFilePointer() + " len " + raf.length());
            raf.seek(4);
            System.out.println("raf readLong " + Long.toHexString(raf.readLong()));
            ch.truncate(6);
            System.out.println("raf after truncate len " + raf.length() + " fp " + raf.getFilePointer());
            raf.setLength(2);
            System.out.println("raf setLength len " + raf.length() + " fp " + raf.getFilePointer() + " ch " + ch.size());
        }
        try (FileChannel ch = FileChannel.open(f)) {
            ch.map(FileChannel.MapMode.READ_ONLY, 0, 0);
        } catch (Throwable t) {
            // Lantern maps nothing; the JDK maps: only the mode names are compared
        }
        System.out.println("modes " + FileChannel.MapMode.READ_ONLY + " " + FileChannel.MapMode.READ_WRITE + " " + FileChannel.MapMode.PRIVATE);
    }
}
