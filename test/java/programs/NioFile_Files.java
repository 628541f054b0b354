// java.nio.file.Files in a temporary directory the program makes and
// deletes: creating files and directories, writing and reading (bytes,
// strings, lines, streams, readers/writers, open options), attributes
// (size, kind, access, modification time, BasicFileAttributes), copy and
// move with REPLACE_EXISTING, listing (Files.list, newDirectoryStream with a
// glob and a filter), isSameFile, mismatch, temp files.  Paths are printed
// relative to the directory, with '/', so the output is the same anywhere.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.*;
import java.util.stream.*;

public class NioFile_Files {
    static Path T;

    static String r(Path p) {
        return T.relativize(p).toString().replace('\\', '/');
    }

    static List<String> names(Stream<Path> s) {
        try (s) {
            return s.map(NioFile_Files::r).sorted().collect(Collectors.toList());
        }
    }

    public static void main(String[] args) throws IOException {
        T = Files.createTempDirectory("lantern-nio");
        try {
            run();
        } finally {
            try (Stream<Path> all = Files.walk(T)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) Files.delete(p);
            }
        }
        System.out.println("cleaned " + Files.notExists(T) + " " + Files.exists(T));
    }

    static void run() throws IOException {
        System.out.println("temp dir " + Files.isDirectory(T) + " abs " + T.isAbsolute() + " name " + T.getFileName().toString().startsWith("lantern-nio"));
        Path a = T.resolve("a.txt");
        System.out.println("createFile " + r(Files.createFile(a)) + " exists " + Files.exists(a) + " regular " + Files.isRegularFile(a) + " dir " + Files.isDirectory(a) + " size " + Files.size(a));
        System.out.println("readable " + Files.isReadable(a) + " writable " + Files.isWritable(a) + " hidden " + Files.isHidden(a) + " link " + Files.isSymbolicLink(a));

        Files.write(a, "hello".getBytes(StandardCharsets.US_ASCII));
        System.out.println("write bytes size " + Files.size(a) + " " + new String(Files.readAllBytes(a), StandardCharsets.US_ASCII));
        Files.write(a, " world".getBytes(StandardCharsets.US_ASCII), StandardOpenOption.APPEND);
        System.out.println("append " + Files.readString(a));
        Files.write(a, "HE".getBytes(StandardCharsets.US_ASCII), StandardOpenOption.WRITE);
        System.out.println("overwrite in place " + Files.readString(a));
        Files.writeString(a, "new");
        System.out.println("writeString truncates " + Files.readString(a) + " size " + Files.size(a));
        Files.writeString(a, "\u00e9t\u00e9", StandardCharsets.UTF_8);
        System.out.println("utf8 size " + Files.size(a) + " chars " + Files.readString(a, StandardCharsets.UTF_8).length() + " latin1 " + Files.readString(a, StandardCharsets.ISO_8859_1).length());

        Path lines = T.resolve("lines.txt");
        Files.write(lines, List.of("one", "two", "three"));
        System.out.println("readAllLines " + Files.readAllLines(lines) + " " + Files.readAllLines(lines, StandardCharsets.UTF_8).size());
        Files.write(lines, Arrays.asList("four", "five"), StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        try (Stream<String> s = Files.lines(lines)) {
            System.out.println("lines " + s.filter(l -> l.length() > 3).map(String::toUpperCase).collect(Collectors.joining(",")));
        }
        try (Stream<String> s = Files.lines(lines, StandardCharsets.UTF_8)) {
            System.out.println("lines count " + s.count());
        }
        Files.writeString(lines, "x\r\ny\n\nz");
        System.out.println("line ends " + Files.readAllLines(lines));

        Path w = T.resolve("w.txt");
        try (BufferedWriter bw = Files.newBufferedWriter(w)) {
            bw.write("alpha");
            bw.newLine();
            bw.write("beta");
        }
        try (BufferedReader br = Files.newBufferedReader(w)) {
            System.out.println("buffered " + br.readLine() + "|" + br.readLine() + "|" + br.readLine());
        }
        try (BufferedWriter bw = Files.newBufferedWriter(w, StandardCharsets.UTF_8, StandardOpenOption.APPEND)) {
            bw.write("-gamma");
        }
        try (BufferedReader br = Files.newBufferedReader(w, StandardCharsets.UTF_8)) {
            System.out.println("buffered append " + br.lines().collect(Collectors.toList()));
        }

        Path bin = T.resolve("data.bin");
        try (OutputStream out = Files.newOutputStream(bin)) {
            for (int i = 0; i < 300; i++) out.write(i);
        }
        try (InputStream in = Files.newInputStream(bin)) {
            byte[] b = in.readAllBytes();
            System.out.println("stream " + b.length + " " + (b[255] & 0xff) + " " + (b[299] & 0xff));
        }
        try (OutputStream out = Files.newOutputStream(bin, StandardOpenOption.APPEND)) {
            out.write(new byte[] {7, 8, 9});
        }
        System.out.println("appended size " + Files.size(bin));
        try (OutputStream out = Files.newOutputStream(bin, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            out.write(42);
        }
        System.out.println("truncated size " + Files.size(bin));
        Path fresh = T.resolve("fresh.bin");
        try (OutputStream out = Files.newOutputStream(fresh, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            out.write(new byte[10]);
        }
        System.out.println("create new " + Files.size(fresh));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        System.out.println("copy to stream " + Files.copy(bin, bos) + " " + bos.size());
        Path fromStream = T.resolve("from-stream.txt");
        System.out.println("copy from stream " + Files.copy(new ByteArrayInputStream("streamed".getBytes()), fromStream) + " " + Files.readString(fromStream));
        System.out.println("copy from stream replace " + Files.copy(new ByteArrayInputStream("again!".getBytes()), fromStream, StandardCopyOption.REPLACE_EXISTING) + " " + Files.readString(fromStream));

        Path d = T.resolve("dir");
        System.out.println("createDirectory " + r(Files.createDirectory(d)) + " " + Files.isDirectory(d));
        Path deep = T.resolve("x/y/z");
        System.out.println("createDirectories " + r(Files.createDirectories(deep)) + " " + Files.isDirectory(deep) + " again " + r(Files.createDirectories(deep)) + " existing " + r(Files.createDirectories(d)));

        Path c = d.resolve("copy.txt");
        Files.copy(w, c);
        System.out.println("copy " + Files.readAllLines(c) + " same " + Files.mismatch(w, c));
        Files.writeString(a, "replacement");
        Files.copy(a, c, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("copy replace " + Files.readString(c) + " mismatch " + Files.mismatch(w, c));
        Path dcopy = T.resolve("dircopy");
        Files.copy(d, dcopy);
        System.out.println("copy dir " + Files.isDirectory(dcopy) + " empty " + names(Files.list(dcopy)));

        Path m = T.resolve("moved.txt");
        System.out.println("move " + r(Files.move(c, m)) + " from gone " + Files.notExists(c) + " " + Files.readString(m));
        Files.writeString(c, "second");
        Files.move(c, m, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("move replace " + Files.readString(m) + " " + Files.exists(c));
        Path md = T.resolve("movedDir");
        Files.move(dcopy, md);
        System.out.println("move dir " + Files.isDirectory(md) + " " + Files.exists(dcopy));

        System.out.println("list " + names(Files.list(T)));
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(T)) {
            List<String> l = new ArrayList<>();
            for (Path p : ds) l.add(r(p));
            Collections.sort(l);
            System.out.println("dirstream " + l);
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(T, "*.{txt,bin}")) {
            List<String> l = new ArrayList<>();
            ds.forEach(p -> l.add(r(p)));
            Collections.sort(l);
            System.out.println("dirstream glob " + l);
            try {
                ds.iterator();
            } catch (IllegalStateException e) {
                System.out.println("ISE " + e.getMessage());
            }
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(T, p -> Files.isDirectory(p))) {
            List<String> l = new ArrayList<>();
            ds.forEach(p -> l.add(r(p)));
            Collections.sort(l);
            System.out.println("dirstream filter " + l);
        }

        FileTime ft = FileTime.fromMillis(1600000000000L);
        Files.setLastModifiedTime(a, ft);
        System.out.println("mtime " + Files.getLastModifiedTime(a) + " " + Files.getLastModifiedTime(a).equals(ft) + " " + Files.getLastModifiedTime(a).toMillis());
        BasicFileAttributes at = Files.readAttributes(a, BasicFileAttributes.class);
        System.out.println("attrs size " + at.size() + " regular " + at.isRegularFile() + " dir " + at.isDirectory() + " other " + at.isOther() + " link " + at.isSymbolicLink() + " mtime " + at.lastModifiedTime());
        BasicFileAttributes dat = Files.readAttributes(d, BasicFileAttributes.class);
        System.out.println("dir attrs regular " + dat.isRegularFile() + " dir " + dat.isDirectory());

        Path viaDots = T.resolve("dir/../a.txt");
        System.out.println("isSameFile " + Files.isSameFile(a, viaDots) + " " + Files.isSameFile(a, a) + " " + Files.isSameFile(a, m) + " real " + Files.isSameFile(a.toRealPath(), viaDots.toRealPath()));
        Path rel = T.relativize(a);
        System.out.println("toRealPath tail " + a.toRealPath().endsWith(rel) + " abs " + a.toRealPath().isAbsolute());

        Path tf = Files.createTempFile(T, "pre", ".suf");
        Path tf2 = Files.createTempFile(T, "pre", null);
        Path td = Files.createTempDirectory(T, "tdir");
        System.out.println("temp file " + r(tf).startsWith("pre") + " " + r(tf).endsWith(".suf") + " " + r(tf2).endsWith(".tmp") + " size " + Files.size(tf) + " temp dir " + Files.isDirectory(td) + " " + r(td).startsWith("tdir"));
        Path tg = Files.createTempFile("lantern", ".glob");
        System.out.println("default temp " + Files.exists(tg) + " " + tg.getFileName().toString().endsWith(".glob") + " delete " + Files.deleteIfExists(tg) + " again " + Files.deleteIfExists(tg));
        Files.delete(tf);
        Files.delete(tf2);
        Files.delete(td);
        System.out.println("after delete " + Files.exists(tf) + " " + names(Files.list(T)).size());
    }
}
