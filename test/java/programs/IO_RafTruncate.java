// RandomAccessFile.setLength shrinking a file: the file pointer moves back
// to the new end and the cut bytes are gone.  (Lantern's platform layer has
// no truncate yet: pending.)
import java.io.*;

public class IO_RafTruncate {
    public static void main(String[] args) throws IOException {
        File f = File.createTempFile("lantern", ".raf");
        try (RandomAccessFile raf = new RandomAccessFile(f, "rw")) {
            for (int i = 0; i < 10; i++) raf.writeLong(i);
            raf.setLength(20);
            System.out.println("len " + raf.length() + " fp " + raf.getFilePointer());
            raf.seek(16);
            System.out.println(raf.read() + " " + raf.read() + " " + raf.read() + " " + raf.read() + " " + raf.read());
        } finally {
            f.delete();
        }
        System.out.println("file len after delete " + f.length());
    }
}
