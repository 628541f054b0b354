/*
 * java.nio.file.Files over java.io.File and the java.io streams: the file
 * system calls Lantern has are File's (exists, kind, length, mtime, list,
 * mkdir, delete, rename, createNewFile), so each operation first checks
 * what the JDK's error would be about (missing file or parent, existing
 * target, non-empty directory, not a directory) and throws that exception
 * with the JDK's message, then performs the call; a call that fails anyway
 * gives a FileSystemException with the path.  Symbolic links are not seen:
 * isSymbolicLink is false and NOFOLLOW_LINKS changes nothing.  Files.list,
 * walk and find read the tree when called (the JDK is lazy; the elements
 * and their order are the same), in the order the directory gives.
 */
package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

public final class Files {
    private Files() {
    }

    /* A path's java.io.File; the empty path is the current directory.  A
     * null path fails on getFileSystem, as the JDK's Files.provider does
     * (the same helpful NullPointerException message). */
    private static File file(Path path) {
        path.getFileSystem();
        String s = path.toString();
        return new File(s.isEmpty() ? "." : s);
    }

    private static void mustExist(Path p) throws NoSuchFileException {
        if (!file(p).exists()) throw new NoSuchFileException(p.toString());
    }

    private static boolean has(Object[] options, Object o) {
        for (Object x : options) {
            if (x == null) throw new NullPointerException();
            if (x == o) return true;
        }
        return false;
    }

    /* The parent a new file goes in must be an existing directory. */
    private static void checkParent(Path p) throws IOException {
        File parent = file(p).getAbsoluteFile().getParentFile();
        if (parent == null) return;
        if (!parent.exists()) throw new NoSuchFileException(p.toString());
        if (!parent.isDirectory()) throw new FileSystemException(p.toString(), null, "Not a directory");
    }

    // ---- streams and channels ----

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND || o == StandardOpenOption.WRITE)
                throw new UnsupportedOperationException("'" + o + "' not allowed");
        }
        mustExist(path);
        if (file(path).isDirectory()) {
            // opening a directory for reading works; reading it fails (EISDIR)
            return new InputStream() {
                public int read() throws IOException {
                    throw new IOException("Is a directory");
                }

                public int read(byte[] b, int off, int len) throws IOException {
                    throw new IOException("Is a directory");
                }
            };
        }
        return new FileInputStream(file(path));
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        boolean append = false, truncate = false, create = false, createNew = false;
        if (options.length == 0) {
            create = truncate = true;
        }
        for (OpenOption o : options) {
            if (o == null) throw new NullPointerException();
            if (o == StandardOpenOption.READ) throw new IllegalArgumentException("READ not allowed");
            if (o == StandardOpenOption.APPEND) append = true;
            if (o == StandardOpenOption.TRUNCATE_EXISTING) truncate = true;
            if (o == StandardOpenOption.CREATE) create = true;
            if (o == StandardOpenOption.CREATE_NEW) createNew = true;
        }
        if (append && truncate) throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        File f = file(path);
        boolean exists = f.exists();
        if (createNew && exists) throw new FileAlreadyExistsException(path.toString());
        if (!exists && !create && !createNew) throw new NoSuchFileException(path.toString());
        if (f.isDirectory()) throw new FileSystemException(path.toString(), null, "Is a directory");
        if (!exists) checkParent(path);
        if (exists && !f.canWrite()) throw new AccessDeniedException(path.toString());
        if (append) return new FileOutputStream(f, true);
        if (truncate || !exists) return new FileOutputStream(f, false);
        RandomAccessFile raf = new RandomAccessFile(f, "rw");
        return new OutputStream() {
            public void write(int b) throws IOException {
                raf.write(b);
            }

            public void write(byte[] b, int off, int len) throws IOException {
                raf.write(b, off, len);
            }

            public void close() throws IOException {
                raf.close();
            }
        };
    }

    public static SeekableByteChannel newByteChannel(Path path, OpenOption... options) throws IOException {
        return FileChannel.open(path, options);
    }

    public static SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options,
            FileAttribute<?>... attrs) throws IOException {
        return FileChannel.open(path, options, attrs);
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        Objects.requireNonNull(cs);
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        Objects.requireNonNull(cs);
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    // ---- directories ----

    private static List<Path> entries(Path dir) throws IOException {
        File f = file(dir);
        if (!f.exists()) throw new NoSuchFileException(dir.toString());
        if (!f.isDirectory()) throw new NotDirectoryException(dir.toString());
        String[] names = f.list();
        if (names == null) throw new AccessDeniedException(dir.toString());
        List<Path> out = new ArrayList<>(names.length);
        for (String n : names) out.add(dir.resolve(n));
        return out;
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, entry -> true);
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, String glob) throws IOException {
        if (glob.equals("*")) return newDirectoryStream(dir);
        PathMatcher m = dir.getFileSystem().getPathMatcher("glob:" + glob);
        return newDirectoryStream(dir, entry -> m.matches(entry.getFileName()));
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        Objects.requireNonNull(filter);
        List<Path> all = entries(dir);
        return new DirectoryStream<Path>() {
            private boolean obtained, closed;

            public Iterator<Path> iterator() {
                if (closed) throw new IllegalStateException("Directory stream is closed");
                if (obtained) throw new IllegalStateException("Iterator already obtained");
                obtained = true;
                Iterator<Path> it = all.iterator();
                return new Iterator<Path>() {
                    private Path next;

                    public boolean hasNext() {
                        while (next == null && !closed && it.hasNext()) {
                            Path p = it.next();
                            try {
                                if (filter.accept(p)) next = p;
                            } catch (IOException e) {
                                throw new DirectoryIteratorException(e);
                            }
                        }
                        return next != null;
                    }

                    public Path next() {
                        if (!hasNext()) throw new NoSuchElementException();
                        Path p = next;
                        next = null;
                        return p;
                    }
                };
            }

            public void close() {
                closed = true;
            }
        };
    }

    // ---- creating and deleting ----

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        File f = file(path);
        if (f.exists()) throw new FileAlreadyExistsException(path.toString());
        checkParent(path);
        if (!f.createNewFile()) {
            if (f.exists()) throw new FileAlreadyExistsException(path.toString());
            throw new AccessDeniedException(path.toString());
        }
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        File f = file(dir);
        if (f.exists()) throw new FileAlreadyExistsException(dir.toString());
        checkParent(dir);
        if (!f.mkdir()) {
            if (f.exists()) throw new FileAlreadyExistsException(dir.toString());
            throw new AccessDeniedException(dir.toString());
        }
        return dir;
    }

    private static void createAndCheckIsDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createDirectory(dir, attrs);
        } catch (FileAlreadyExistsException x) {
            if (!isDirectory(dir)) throw x;
        }
    }

    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createAndCheckIsDirectory(dir, attrs);
            return dir;
        } catch (FileAlreadyExistsException x) {
            throw x;
        } catch (IOException x) {
            // a parent is missing: create the chain from the nearest one that exists
        }
        dir = dir.toAbsolutePath();
        Path parent = dir.getParent();
        while (parent != null && !exists(parent)) parent = parent.getParent();
        if (parent == null) throw new FileSystemException(dir.toString(), null, "Unable to determine if root directory exists");
        Path child = parent;
        for (Path name : parent.relativize(dir)) {
            child = child.resolve(name);
            createAndCheckIsDirectory(child, attrs);
        }
        return dir;
    }

    private static final class TempRandom {
        static final Random RANDOM = new Random();
    }

    private static Path tempDir(Path dir) {
        return dir != null ? dir : Path.of(System.getProperty("java.io.tmpdir"));
    }

    private static Path tempName(Path dir, String prefix, String suffix) {
        String name = (prefix == null ? "" : prefix) + Long.toUnsignedString(TempRandom.RANDOM.nextLong())
                + (suffix == null ? "" : suffix);
        Path name0 = dir.getFileSystem().getPath(name);
        if (name0.getParent() != null) throw new IllegalArgumentException("Invalid prefix or suffix");
        return dir.resolve(name0);
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        Objects.requireNonNull(dir);
        return createTemp(dir, prefix, suffix == null ? ".tmp" : suffix, false);
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        return createTemp(null, prefix, suffix == null ? ".tmp" : suffix, false);
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs) throws IOException {
        Objects.requireNonNull(dir);
        return createTemp(dir, prefix, null, true);
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        return createTemp(null, prefix, null, true);
    }

    private static Path createTemp(Path dir, String prefix, String suffix, boolean directory) throws IOException {
        Path d = tempDir(dir);
        for (;;) {
            Path p = tempName(d, prefix, suffix);
            try {
                return directory ? createDirectory(p) : createFile(p);
            } catch (FileAlreadyExistsException e) {
                // another name
            }
        }
    }

    public static void delete(Path path) throws IOException {
        File f = file(path);
        if (!f.exists()) throw new NoSuchFileException(path.toString());
        if (f.isDirectory()) {
            String[] names = f.list();
            if (names != null && names.length > 0) throw new DirectoryNotEmptyException(path.toString());
        }
        if (!f.delete()) {
            if (!f.exists()) throw new NoSuchFileException(path.toString());
            throw new AccessDeniedException(path.toString());
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        if (!file(path).exists()) return false;
        try {
            delete(path);
            return true;
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    // ---- copy and move ----

    private static void prepareTarget(Path source, Path target, boolean replace) throws IOException {
        File t = file(target);
        if (t.exists()) {
            if (!replace) throw new FileAlreadyExistsException(target.toString());
            if (isSameFile(source, target)) return;
            delete(target);
        }
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        Objects.requireNonNull(target);
        boolean replace = has(options, StandardCopyOption.REPLACE_EXISTING);
        boolean attrs = has(options, StandardCopyOption.COPY_ATTRIBUTES);
        for (CopyOption o : options) {
            if (o == StandardCopyOption.ATOMIC_MOVE) throw new UnsupportedOperationException("Unsupported copy option");
        }
        File s = file(source);
        if (!s.exists()) throw new NoSuchFileException(source.toString());
        if (file(target).exists() && isSameFile(source, target)) return target;
        prepareTarget(source, target, replace);
        if (s.isDirectory()) {
            createDirectory(target);
        } else {
            checkParent(target);
            try (InputStream in = new FileInputStream(s); OutputStream out = new FileOutputStream(file(target))) {
                in.transferTo(out);
            }
        }
        if (attrs) file(target).setLastModified(s.lastModified());
        return target;
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        Objects.requireNonNull(target);
        boolean replace = has(options, StandardCopyOption.REPLACE_EXISTING);
        File s = file(source);
        if (!s.exists()) throw new NoSuchFileException(source.toString());
        if (file(target).exists() && isSameFile(source, target)) return target;
        prepareTarget(source, target, replace);
        checkParent(target);
        if (s.renameTo(file(target))) return target;
        if (s.isDirectory()) {
            String[] names = s.list();
            if (names != null && names.length > 0) throw new DirectoryNotEmptyException(source.toString());
        }
        copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
        delete(source);
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        Objects.requireNonNull(in);
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) replace = true;
            else if (o == null) throw new NullPointerException("options contains 'null'");
            else throw new UnsupportedOperationException(o + " not supported");
        }
        File t = file(target);
        if (t.exists()) {
            if (!replace) throw new FileAlreadyExistsException(target.toString());
            delete(target);
        }
        try (OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            return in.transferTo(out);
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        Objects.requireNonNull(out);
        try (InputStream in = newInputStream(source)) {
            return in.transferTo(out);
        }
    }

    // ---- attributes ----

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) return true;
        mustExist(path);
        mustExist(path2);
        return path.toRealPath().equals(path2.toRealPath());
    }

    public static boolean isHidden(Path path) throws IOException {
        mustExist(path);
        Path name = path.getFileName();
        if (File.separatorChar == '\\') return file(path).isHidden();
        return name != null && name.toString().startsWith(".");
    }

    public static boolean isSymbolicLink(Path path) {
        Objects.requireNonNull(path);
        return false;
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        return file(path).isDirectory();
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        return file(path).isFile();
    }

    public static boolean exists(Path path, LinkOption... options) {
        return file(path).exists();
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return !file(path).exists();
    }

    public static boolean isReadable(Path path) {
        return file(path).canRead();
    }

    public static boolean isWritable(Path path) {
        return file(path).canWrite();
    }

    public static boolean isExecutable(Path path) {
        return file(path).canExecute();
    }

    public static long size(Path path) throws IOException {
        mustExist(path);
        return file(path).length();
    }

    public static FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        mustExist(path);
        return FileTime.fromMillis(file(path).lastModified());
    }

    public static Path setLastModifiedTime(Path path, FileTime time) throws IOException {
        Objects.requireNonNull(time);
        mustExist(path);
        if (!file(path).setLastModified(time.toMillis())) throw new AccessDeniedException(path.toString());
        return path;
    }

    private static final class Attributes implements BasicFileAttributes {
        private final FileTime mtime;
        private final boolean regular, directory;
        private final long size;

        Attributes(File f) {
            mtime = FileTime.fromMillis(f.lastModified());
            regular = f.isFile();
            directory = f.isDirectory();
            size = f.length();
        }

        public FileTime lastModifiedTime() {
            return mtime;
        }

        public FileTime lastAccessTime() {
            return mtime;
        }

        public FileTime creationTime() {
            return mtime;
        }

        public boolean isRegularFile() {
            return regular;
        }

        public boolean isDirectory() {
            return directory;
        }

        public boolean isSymbolicLink() {
            return false;
        }

        public boolean isOther() {
            return !regular && !directory;
        }

        public long size() {
            return size;
        }

        public Object fileKey() {
            return null;
        }
    }

    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
            throws IOException {
        Objects.requireNonNull(type);
        if (type != BasicFileAttributes.class) throw new UnsupportedOperationException();
        mustExist(path);
        return (A) new Attributes(file(path));
    }

    // ---- whole-file reads and writes ----

    public static byte[] readAllBytes(Path path) throws IOException {
        File f = file(path);
        if (!f.exists()) throw new NoSuchFileException(path.toString());
        if (f.isDirectory()) throw new IOException("Is a directory");
        try (InputStream in = new FileInputStream(f)) {
            return in.readAllBytes();
        }
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        Objects.requireNonNull(cs);
        return new String(readAllBytes(path), cs);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        try (BufferedReader r = newBufferedReader(path, cs)) {
            List<String> out = new ArrayList<>();
            for (String line; (line = r.readLine()) != null;) out.add(line);
            return out;
        }
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        Objects.requireNonNull(bytes);
        try (OutputStream out = newOutputStream(path, options)) {
            out.write(bytes, 0, bytes.length);
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        Objects.requireNonNull(lines);
        Objects.requireNonNull(cs);
        try (BufferedWriter w = newBufferedWriter(path, cs, options)) {
            for (CharSequence line : lines) {
                w.append(line);
                w.newLine();
            }
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options)
            throws IOException {
        Objects.requireNonNull(path);
        Objects.requireNonNull(csq);
        Objects.requireNonNull(cs);
        return write(path, csq.toString().getBytes(cs), options);
    }

    public static long mismatch(Path path, Path path2) throws IOException {
        if (isSameFile(path, path2)) return -1;
        byte[] a = readAllBytes(path), b = readAllBytes(path2);
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) return i;
        }
        return a.length == b.length ? -1 : n;
    }

    // ---- streams of lines and paths ----

    public static Stream<String> lines(Path path, Charset cs) throws IOException {
        BufferedReader r = newBufferedReader(path, cs);
        return r.lines().onClose(() -> {
            try {
                r.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    public static Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    public static Stream<Path> list(Path dir) throws IOException {
        return entries(dir).stream();
    }

    /* Pre-order, as the JDK's walk: a directory before its entries. */
    private static void walkInto(Path p, int depth, int maxDepth, BiPredicate<Path, BasicFileAttributes> keep,
            List<Path> out) throws IOException {
        File f = file(p);
        if (keep == null || keep.test(p, new Attributes(f))) out.add(p);
        if (depth < maxDepth && f.isDirectory()) {
            for (Path e : entries(p)) walkInto(e, depth + 1, maxDepth, keep, out);
        }
    }

    private static Stream<Path> walkStream(Path start, int maxDepth, BiPredicate<Path, BasicFileAttributes> keep)
            throws IOException {
        if (maxDepth < 0) throw new IllegalArgumentException("'maxDepth' is negative");
        mustExist(start);
        List<Path> out = new ArrayList<>();
        try {
            walkInto(start, 0, maxDepth, keep, out);
        } catch (IOException e) {
            if (out.isEmpty()) throw e;
            throw new UncheckedIOException(e);
        }
        return out.stream();
    }

    public static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        return walkStream(start, maxDepth, null);
    }

    public static Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    public static Stream<Path> find(Path start, int maxDepth, BiPredicate<Path, BasicFileAttributes> matcher,
            FileVisitOption... options) throws IOException {
        Objects.requireNonNull(matcher);
        return walkStream(start, maxDepth, matcher);
    }

    // ---- walkFileTree ----

    private static final class Terminate extends RuntimeException {
        private static final long serialVersionUID = 1L;
    }

    /* Returns what the walk does next among the siblings of p. */
    private static FileVisitResult visit(Path p, int depth, int maxDepth, FileVisitor<? super Path> v)
            throws IOException {
        File f = file(p);
        FileVisitResult r;
        if (!f.exists()) {
            r = v.visitFileFailed(p, new NoSuchFileException(p.toString()));
        } else if (depth >= maxDepth || !f.isDirectory()) {
            r = v.visitFile(p, new Attributes(f));
        } else {
            List<Path> children;
            try {
                children = entries(p);
            } catch (IOException e) {
                return check(v.visitFileFailed(p, e));
            }
            r = check(v.preVisitDirectory(p, new Attributes(f)));
            if (r == FileVisitResult.CONTINUE) {
                for (Path c : children) {
                    FileVisitResult cr = visit(c, depth + 1, maxDepth, v);
                    if (cr == FileVisitResult.SKIP_SIBLINGS) break;
                }
                r = v.postVisitDirectory(p, null);
            } else if (r == FileVisitResult.SKIP_SUBTREE) {
                r = FileVisitResult.CONTINUE;
            }
        }
        return check(r);
    }

    private static FileVisitResult check(FileVisitResult r) {
        if (r == null) throw new NullPointerException();
        if (r == FileVisitResult.TERMINATE) throw new Terminate();
        return r;
    }

    public static Path walkFileTree(Path start, Set<FileVisitOption> options, int maxDepth,
            FileVisitor<? super Path> visitor) throws IOException {
        Objects.requireNonNull(options);
        Objects.requireNonNull(visitor);
        if (maxDepth < 0) throw new IllegalArgumentException("'maxDepth' is negative");
        try {
            visit(start, 0, maxDepth, visitor);
        } catch (Terminate t) {
            // the visitor asked to stop
        }
        return start;
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, new HashSet<>(), Integer.MAX_VALUE, visitor);
    }
}
