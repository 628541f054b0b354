// The exceptions of java.nio.file.Files and FileChannel for bad input, with
// the JDK's types and messages: NoSuchFileException, FileAlreadyExists-
// Exception, DirectoryNotEmptyException, NotDirectoryException,
// FileSystemException ("path: reason"), IOException "Is a directory" (and
// UncheckedIOException from Files.lines),
// IllegalArgumentException for bad options, the channel exceptions, and
// NullPointerException for null arguments (type only).  Messages are
// printed with the temporary directory replaced by $T and '\' by '/'.
import java.io.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

public class NioFile_Errors {
    static Path T;

    interface Op {
        Object run() throws Exception;
    }

    static void t(String label, Op op) {
        try {
            Object r = op.run();
            if (r instanceof Stream) ((Stream<?>) r).close();
            System.out.println(label + ": ok " + (r instanceof Path ? T.relativize((Path) r).toString().replace('\\', '/') : r instanceof Stream ? "stream" : r));
        } catch (Exception e) {
            // helpful NullPointerException texts name locals only with a
            // LocalVariableTable: not a property of the library under test
            String msg = e instanceof NullPointerException ? "" : e.getMessage();
            if (msg != null) msg = msg.replace(T.toString(), "$T").replace('\\', '/');
            String cause = e.getCause() == null ? "" : " cause " + e.getCause().getClass().getName();
            System.out.println(label + ": " + e.getClass().getName() + " " + msg + cause);
        }
    }

    public static void main(String[] args) throws IOException {
        T = Files.createTempDirectory("lantern-err");
        Path file = Files.writeString(T.resolve("file.txt"), "content");
        Path dir = Files.createDirectory(T.resolve("dir"));
        Files.writeString(dir.resolve("inner.txt"), "x");
        Path empty = Files.createDirectory(T.resolve("emptydir"));
        Path missing = T.resolve("missing");
        try {
            t("readAllBytes missing", () -> Files.readAllBytes(missing));
            t("readAllBytes dir", () -> Files.readAllBytes(dir));
            t("newInputStream dir read", () -> {
                try (InputStream in = Files.newInputStream(dir)) {
                    return in.read();
                }
            });
            t("readAllLines dir", () -> Files.readAllLines(dir));
            t("readString dir", () -> Files.readString(dir));
            t("lines dir", () -> {
                try (Stream<String> s = Files.lines(dir)) {
                    return s.count();
                }
            });
            t("copy dir to stream", () -> Files.copy(dir, new ByteArrayOutputStream()));
            t("readString missing", () -> Files.readString(missing));
            t("readAllLines missing", () -> Files.readAllLines(missing));
            t("lines missing", () -> Files.lines(missing));
            t("size missing", () -> Files.size(missing));
            t("newInputStream missing", () -> Files.newInputStream(missing));
            t("newBufferedReader missing", () -> Files.newBufferedReader(missing));
            t("getLastModifiedTime missing", () -> Files.getLastModifiedTime(missing));
            t("readAttributes missing", () -> Files.readAttributes(missing, java.nio.file.attribute.BasicFileAttributes.class));
            t("delete missing", () -> {
                Files.delete(missing);
                return null;
            });
            t("deleteIfExists missing", () -> Files.deleteIfExists(missing));
            t("delete non-empty", () -> {
                Files.delete(dir);
                return null;
            });
            t("createFile exists", () -> Files.createFile(file));
            t("createFile no parent", () -> Files.createFile(missing.resolve("f")));
            t("createDirectory exists", () -> Files.createDirectory(dir));
            t("createDirectory over file", () -> Files.createDirectory(file));
            t("createDirectory no parent", () -> Files.createDirectory(missing.resolve("sub")));
            t("createDirectory under file", () -> Files.createDirectory(file.resolve("sub")));
            t("createDirectories over file", () -> Files.createDirectories(file));
            t("copy missing", () -> Files.copy(missing, T.resolve("c")));
            t("copy exists", () -> Files.copy(file, dir.resolve("inner.txt")));
            t("copy onto non-empty dir", () -> Files.copy(file, dir, StandardCopyOption.REPLACE_EXISTING));
            t("copy onto itself", () -> Files.copy(file, file));
            t("copy stream exists", () -> Files.copy(new ByteArrayInputStream(new byte[1]), file));
            t("move missing", () -> Files.move(missing, T.resolve("m")));
            t("move exists", () -> Files.move(file, dir.resolve("inner.txt")));
            t("move onto non-empty dir", () -> Files.move(file, dir, StandardCopyOption.REPLACE_EXISTING));
            t("list missing", () -> Files.list(missing));
            t("list file", () -> Files.list(file));
            t("newDirectoryStream file", () -> Files.newDirectoryStream(file));
            t("newDirectoryStream missing", () -> Files.newDirectoryStream(missing));
            t("walk missing", () -> Files.walk(missing));
            t("walk negative", () -> Files.walk(T, -1));
            t("find missing", () -> Files.find(missing, 1, (p, a) -> true));
            t("write to dir", () -> Files.write(dir, new byte[1]));
            t("newOutputStream READ", () -> Files.newOutputStream(file, StandardOpenOption.READ));
            t("newOutputStream APPEND+TRUNCATE", () -> Files.newOutputStream(file, StandardOpenOption.APPEND, StandardOpenOption.TRUNCATE_EXISTING));
            t("write CREATE_NEW exists", () -> Files.writeString(file, "x", StandardOpenOption.CREATE_NEW));
            t("write no CREATE", () -> Files.writeString(missing, "x", StandardOpenOption.WRITE));
            t("newInputStream WRITE", () -> Files.newInputStream(file, StandardOpenOption.WRITE));
            t("isSameFile missing", () -> Files.isSameFile(file, missing));
            t("isSameFile equal missing", () -> Files.isSameFile(missing, missing));
            t("toRealPath missing", () -> missing.toRealPath());
            t("setLastModifiedTime null", () -> Files.setLastModifiedTime(file, null));
            t("exists null", () -> Files.exists(null));
            t("readString null cs", () -> Files.readString(file, null));
            t("content intact", () -> Files.readString(file));

            t("channel open missing", () -> FileChannel.open(missing));
            t("channel open READ+APPEND", () -> FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.APPEND));
            t("channel open CREATE_NEW exists", () -> FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
            try (FileChannel ch = FileChannel.open(file)) {
                t("channel write read-only", () -> ch.write(ByteBuffer.allocate(1)));
                t("channel truncate read-only", () -> ch.truncate(0));
                t("channel negative position", () -> ch.position(-1));
                t("channel read negative position", () -> ch.read(ByteBuffer.allocate(1), -1));
                t("channel read null", () -> ch.read((ByteBuffer) null));
                t("channel read past end", () -> ch.read(ByteBuffer.allocate(4), 1000));
                t("channel transferTo negative", () -> ch.transferTo(-1, 1, Channels.newChannel(new ByteArrayOutputStream())));
            }
            try (FileOutputStream fos = new FileOutputStream(T.resolve("out.bin").toFile())) {
                FileChannel ch = fos.getChannel();
                t("channel read write-only", () -> ch.read(ByteBuffer.allocate(1)));
                t("channel truncate negative", () -> ch.truncate(-1));
                t("channel write negative position", () -> ch.write(ByteBuffer.allocate(1), -5));
            }
            FileChannel closed = FileChannel.open(file);
            closed.close();
            t("closed isOpen", () -> closed.isOpen());
            t("closed read", () -> closed.read(ByteBuffer.allocate(1)));
            t("closed size", () -> closed.size());
            t("closed position", () -> closed.position());
            t("closed close again", () -> {
                closed.close();
                return "fine";
            });
            RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r");
            FileChannel rch = raf.getChannel();
            raf.close();
            t("channel of closed raf", () -> rch.size());
        } finally {
            try (Stream<Path> all = Files.walk(T)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) Files.delete(p);
            }
        }
        System.out.println("cleaned " + Files.notExists(T));
    }
}
