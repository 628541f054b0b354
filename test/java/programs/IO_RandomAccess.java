// java.io.RandomAccessFile: typed writes and reads at moving positions,
// seek/length/getFilePointer, overwriting in the middle, readLine, UTF,
// growing with setLength, end of file, and the JDK's error messages.
import java.io.*;

public class IO_RandomAccess {
    public static void main(String[] args) throws IOException {
        File f = new File("IO_RandomAccess.tmp");
        f.delete();
        try (RandomAccessFile raf = new RandomAccessFile(f, "rw")) {
            raf.writeInt(0x01020304);
            raf.writeLong(-2L);
            raf.writeDouble(Math.PI);
            raf.writeUTF("héllo");
            raf.writeBytes("line one\nline two\r\nlast");
            System.out.println("length " + raf.length() + " pos " + raf.getFilePointer());
            raf.seek(0);
            System.out.println(Integer.toHexString(raf.readInt()) + " " + raf.readLong() + " " + raf.readDouble());
            System.out.println(raf.readUTF() + " at " + raf.getFilePointer());
            System.out.println("[" + raf.readLine() + "] [" + raf.readLine() + "] [" + raf.readLine() + "] " + raf.readLine());
            raf.seek(2);
            raf.writeShort(0x7f7f);
            raf.seek(0);
            System.out.println(Integer.toHexString(raf.readInt()));
            raf.seek(raf.length());
            try {
                raf.readInt();
            } catch (EOFException e) {
                System.out.println("EOF at " + raf.getFilePointer());
            }
            System.out.println(raf.read() + " " + raf.skipBytes(10));
            raf.setLength(raf.length() + 5);
            System.out.println("grown to " + raf.length());
            raf.seek(4);
            byte[] buf = new byte[8];
            raf.readFully(buf);
            long v = 0;
            for (byte b : buf) v = (v << 8) | (b & 0xff);
            System.out.println(v);
        }
        try (RandomAccessFile ro = new RandomAccessFile(f, "r")) {
            System.out.println("read-only length " + ro.length());
            ro.write(1);
        } catch (IOException e) {
            System.out.println("write to read-only: " + e.getClass().getName());
        }
        System.out.println(f.delete());
        try {
            new RandomAccessFile("IO_RandomAccess.missing", "r");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new RandomAccessFile(f, "w");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
