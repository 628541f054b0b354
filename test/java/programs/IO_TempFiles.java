// Files in a temporary directory made with File.createTempFile: writing
// with FileOutputStream/FileWriter/PrintWriter, appending, reading back
// with FileInputStream/FileReader/BufferedReader/Scanner, File metadata
// (length, exists, isFile/isDirectory, list of a directory sorted, rename,
// delete, mkdirs), RandomAccessFile seek/read/write/setLength (growing)/
// getFilePointer, and FileNotFoundException on a missing file.  Only
// relative facts are printed, never paths or OS messages.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class IO_TempFiles {
    public static void main(String[] args) throws IOException {
        File tmp = File.createTempFile("lantern", ".tmp");
        File dir = new File(tmp.getPath() + ".d");
        tmp.delete();
        System.out.println("mkdirs " + dir.mkdirs() + " isDir " + dir.isDirectory() + " exists " + dir.exists() + " name ends " + tmp.getName().endsWith(".tmp") + " prefix " + tmp.getName().startsWith("lantern"));
        try {
            File a = new File(dir, "a.txt");
            try (FileWriter fw = new FileWriter(a)) {
                fw.write("alpha\nbeta\n");
            }
            try (FileWriter fw = new FileWriter(a, true)) {
                fw.write("gamma");
            }
            System.out.println(a.getName() + " len=" + a.length() + " file=" + a.isFile() + " dir=" + a.isDirectory() + " parent ok=" + a.getParentFile().equals(dir) + " canRead=" + a.canRead());
            try (BufferedReader br = new BufferedReader(new FileReader(a))) {
                System.out.println(br.lines().toList());
            }
            try (Scanner sc = new Scanner(a)) {
                int words = 0;
                while (sc.hasNext()) { sc.next(); words++; }
                System.out.println("words " + words);
            }

            File b = new File(dir, "b.bin");
            try (FileOutputStream fos = new FileOutputStream(b); DataOutputStream dos = new DataOutputStream(new BufferedOutputStream(fos))) {
                for (int i = 0; i < 100; i++) dos.writeInt(i * i);
                dos.writeUTF("tail");
            }
            System.out.println(b.getName() + " len=" + b.length());
            try (DataInputStream dis = new DataInputStream(new BufferedInputStream(new FileInputStream(b)))) {
                long sum = 0;
                for (int i = 0; i < 100; i++) sum += dis.readInt();
                System.out.println("sum " + sum + " " + dis.readUTF() + " " + dis.read());
            }
            try (FileInputStream fis = new FileInputStream(b)) {
                System.out.println("skip " + fis.skip(396) + " avail " + fis.available() + " " + Arrays.toString(fis.readNBytes(8)));
            }

            try (RandomAccessFile raf = new RandomAccessFile(new File(dir, "c.raf"), "rw")) {
                for (int i = 0; i < 10; i++) raf.writeLong(i * 1000L);
                System.out.println("fp " + raf.getFilePointer() + " len " + raf.length());
                raf.seek(8 * 7);
                System.out.println("rec7 " + raf.readLong() + " fp " + raf.getFilePointer());
                raf.seek(8 * 3);
                raf.writeLong(-3);
                raf.seek(0);
                long[] all = new long[10];
                for (int i = 0; i < 10; i++) all[i] = raf.readLong();
                System.out.println(Arrays.toString(all));
                raf.setLength(88);
                System.out.println("len " + raf.length() + " fp " + raf.getFilePointer());
                raf.seek(84);
                System.out.println(raf.read() + " " + raf.read() + " " + raf.read() + " " + raf.read() + " " + raf.read());
                raf.seek(100);
                raf.write(7);
                System.out.println("len after far write " + raf.length());
                raf.seek(50);
                System.out.println("hole byte " + raf.read() + " skip " + raf.skipBytes(1000) + " fp " + raf.getFilePointer());
                try { raf.seek(-1); } catch (IOException e) { System.out.println("IOException on negative seek"); }
                raf.seek(96);
                try { raf.readLong(); } catch (EOFException e) { System.out.println("EOF reading past end"); }
            }
            try (RandomAccessFile ro = new RandomAccessFile(a, "r")) {
                System.out.println(ro.readLine() + " " + ro.getFilePointer() + " " + ro.readLine() + " " + ro.readLine() + " " + ro.readLine());
                try { ro.write(1); } catch (IOException e) { System.out.println("IOException writing read-only"); }
            }

            try (PrintWriter pw = new PrintWriter(new File(dir, "d.txt"), StandardCharsets.UTF_8)) {
                for (int i = 1; i <= 3; i++) pw.printf("row %d: %s%n", i, "*".repeat(i));
            }
            File d = new File(dir, "d.txt");
            File e = new File(dir, "e.txt");
            System.out.println("rename " + d.renameTo(e) + " d exists " + d.exists() + " e exists " + e.exists() + " e len " + e.length());
            File sub = new File(dir, "sub/deeper");
            System.out.println("mkdirs sub " + sub.mkdirs() + " again " + sub.mkdirs() + " mkdir existing " + sub.mkdir());
            String[] names = dir.list();
            Arrays.sort(names);
            System.out.println(Arrays.toString(names));
            File[] files = dir.listFiles(f -> f.isFile());
            Arrays.sort(files);
            StringBuilder sb = new StringBuilder();
            for (File f : files) sb.append(f.getName()).append('=').append(f.length()).append(' ');
            System.out.println(sb.toString().trim());
            System.out.println(new File(dir, "missing").exists() + " " + new File(dir, "missing").length() + " " + new File(dir, "missing").delete() + " " + new File(dir, "missing").isFile());
            try { new FileInputStream(new File(dir, "missing")); } catch (FileNotFoundException ex) { System.out.println("FileNotFoundException"); }
            try { new FileReader(new File(dir, "nodir/x.txt")); } catch (FileNotFoundException ex) { System.out.println("FileNotFoundException (no dir)"); }
            System.out.println("delete nonempty dir " + new File(dir, "sub").delete());
        } finally {
            deleteTree(dir);
        }
        System.out.println("cleaned " + !dir.exists());
    }

    static void deleteTree(File f) {
        File[] kids = f.listFiles();
        if (kids != null) for (File k : kids) deleteTree(k);
        f.delete();
    }
}
