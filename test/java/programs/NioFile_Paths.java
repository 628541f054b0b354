// java.nio.file.Path of the default file system without touching files:
// parsing, names, root/parent/file name, resolve/resolveSibling/relativize,
// normalize, subpath, startsWith/endsWith, iteration, comparison, the empty
// path, toAbsolutePath/toUri/toFile/File.toPath, PathMatcher globs, FileTime
// printing and FileSystemException messages.  Relative paths only (absolute
// ones are made from the current directory), printed with '/' so that the
// Windows build prints the same.
import java.io.File;
import java.nio.file.*;
import java.nio.file.attribute.FileTime;
import java.util.*;
import java.util.concurrent.TimeUnit;

public class NioFile_Paths {
    static String s(Object p) {
        return p == null ? "null" : p.toString().replace('\\', '/');
    }

    static void show(String label, Path p) {
        System.out.println(label + ": '" + s(p) + "' names=" + p.getNameCount() + " file=" + s(p.getFileName())
                + " parent=" + s(p.getParent()) + " root=" + s(p.getRoot()) + " abs=" + p.isAbsolute());
    }

    public static void main(String[] args) {
        show("simple", Path.of("a/b/c.txt"));
        show("more", Path.of("a", "b", "c"));
        show("skip empty", Path.of("a", "", "b", ""));
        show("slashes", Path.of("a//b///c/"));
        show("one", Path.of("name"));
        show("dots", Path.of("./x/../y"));
        show("empty", Path.of(""));
        show("paths.get", Paths.get("p", "q"));
        show("fs.getPath", FileSystems.getDefault().getPath("u", "v", "w"));
        System.out.println("separator ok " + FileSystems.getDefault().getSeparator().equals(File.separator));

        Path p = Path.of("one/two/three/four");
        System.out.println("getName " + s(p.getName(0)) + " " + s(p.getName(3)) + " subpath " + s(p.subpath(1, 3)) + " " + s(p.subpath(0, 4)));
        for (int[] bad : new int[][] {{-1, 0}, {4, 0}, {2, 2}, {3, 5}, {0, 0}}) {
            try {
                System.out.println(bad[1] == 0 && bad[0] != 2 && bad[0] != 0 ? s(p.getName(bad[0])) : s(p.subpath(bad[0], bad[1])));
            } catch (IllegalArgumentException e) {
                System.out.println("IAE " + e.getMessage());
            }
        }
        List<String> it = new ArrayList<>();
        for (Path n : p) it.add(s(n));
        System.out.println("iterator " + it);
        List<String> itEmpty = new ArrayList<>();
        for (Path n : Path.of("")) itEmpty.add("'" + s(n) + "'");
        System.out.println("iterator empty " + itEmpty);

        System.out.println("resolve " + s(p.resolve("five")) + " " + s(p.resolve(Path.of(""))) + " " + s(Path.of("").resolve("x")) + " " + s(p.resolve("a/b")));
        System.out.println("resolveSibling " + s(p.resolveSibling("x")) + " " + s(Path.of("solo").resolveSibling("x")) + " " + s(p.resolveSibling(Path.of("y/z"))));
        String[][] rel = {{"a/b", "a/b/c/d"}, {"a/b/c/d", "a/b"}, {"a/b/c", "a/x/y"}, {"a", "a"}, {"", "a/b"}, {"a/b", ""}, {"x", "y"}, {"a/b", "c/d"}};
        for (String[] r : rel) System.out.println("relativize '" + r[0] + "' '" + r[1] + "' -> '" + s(Path.of(r[0]).relativize(Path.of(r[1]))) + "'");
        Path x = Path.of("a/b/c");
        System.out.println("round trip " + x.resolve(x.relativize(Path.of("a/q"))).normalize().equals(Path.of("a/q")));

        String[] norm = {"a/./b", "a/../b", "a/b/..", "../a", "a/../..", "./.", ".", "..", "a/b/../../..", "a/./../b/./c", "x/y/../../z/.."};
        for (String n : norm) System.out.println("normalize '" + n + "' -> '" + s(Path.of(n).normalize()) + "'");

        Path q = Path.of("foo/bar/baz");
        System.out.println("startsWith " + q.startsWith("foo") + " " + q.startsWith("foo/bar") + " " + q.startsWith("fo") + " " + q.startsWith("bar") + " " + q.startsWith(Path.of("")) + " " + Path.of("").startsWith(""));
        System.out.println("endsWith " + q.endsWith("baz") + " " + q.endsWith("bar/baz") + " " + q.endsWith("az") + " " + q.endsWith("foo/bar/baz") + " " + q.endsWith("") + " " + Path.of("").endsWith(""));

        System.out.println("equals " + Path.of("a/b").equals(Path.of("a", "b")) + " " + Path.of("a/b").equals(Path.of("a/c")) + " " + Path.of("a/b").equals("a/b")
                + " hash " + (Path.of("a/b").hashCode() == Path.of("a//b/").hashCode()));
        List<Path> sorted = new ArrayList<>(List.of(Path.of("b"), Path.of("a/z"), Path.of("a"), Path.of("ab"), Path.of("a/b")));
        Collections.sort(sorted);
        List<String> ss = new ArrayList<>();
        for (Path e : sorted) ss.add(s(e));
        System.out.println("sorted " + ss + " cmp " + Integer.signum(Path.of("a").compareTo(Path.of("b"))) + " " + Path.of("q").compareTo(Path.of("q")));
        Set<Path> set = new HashSet<>(List.of(Path.of("k/l"), Path.of("k", "l"), Path.of("k/m")));
        System.out.println("set size " + set.size());

        Path cwd = Path.of(System.getProperty("user.dir"));
        Path abs = Path.of("rel/file.txt").toAbsolutePath();
        System.out.println("toAbsolutePath " + abs.isAbsolute() + " " + abs.equals(cwd.resolve("rel/file.txt")) + " " + s(cwd.relativize(abs)) + " root " + (abs.getRoot() != null) + " again " + (abs.toAbsolutePath() == abs || abs.toAbsolutePath().equals(abs)));
        System.out.println("abs normalize " + s(cwd.relativize(cwd.resolve("x/../../y").normalize())));
        System.out.println("abs startsWith " + abs.startsWith(cwd) + " endsWith " + abs.endsWith("file.txt") + " " + abs.endsWith(abs));
        try {
            cwd.relativize(Path.of("rel"));
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        String uri = Path.of("some dir/f.txt").toUri().toString();
        System.out.println("toUri " + uri.startsWith("file:///") + " " + uri.endsWith("/some%20dir/f.txt"));
        System.out.println("toFile " + s(Path.of("a/b").toFile().getPath()) + " " + Path.of("a/b").toFile().equals(new File("a", "b")) + " toPath " + s(new File("c/d").toPath()) + " " + new File("c", "d").toPath().equals(Path.of("c/d")));

        PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:*.{java,txt}");
        PathMatcher m2 = FileSystems.getDefault().getPathMatcher("glob:src/**/T?st[0-9].java");
        PathMatcher m3 = FileSystems.getDefault().getPathMatcher("regex:[a-c]+\\.log");
        System.out.println("glob " + m.matches(Path.of("A.java")) + " " + m.matches(Path.of("b.txt")) + " " + m.matches(Path.of("c.class")) + " " + m.matches(Path.of("d/A.java"))
                + " " + m2.matches(Path.of("src/main/x/Test1.java")) + " " + m2.matches(Path.of("src/Tast2.java")) + " " + m2.matches(Path.of("src/a/Test.java"))
                + " regex " + m3.matches(Path.of("abc.log")) + " " + m3.matches(Path.of("abd.log")));
        try {
            FileSystems.getDefault().getPathMatcher("foo:x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        try {
            Path.of(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        try {
            Path.of("a\u0000b");
        } catch (InvalidPathException e) {
            System.out.println("InvalidPathException " + e.getReason() + " index " + e.getIndex());
        }

        System.out.println("FileTime " + FileTime.fromMillis(0) + " " + FileTime.fromMillis(1600000000123L) + " " + FileTime.from(1700000000, TimeUnit.SECONDS)
                + " " + FileTime.fromMillis(-1) + " " + FileTime.from(951782400000000L, TimeUnit.MICROSECONDS) + " " + FileTime.from(5, TimeUnit.NANOSECONDS));
        System.out.println("FileTime eq " + FileTime.fromMillis(2000).equals(FileTime.from(2, TimeUnit.SECONDS)) + " cmp " + FileTime.fromMillis(1).compareTo(FileTime.fromMillis(2))
                + " to " + FileTime.fromMillis(123456).to(TimeUnit.SECONDS) + " " + FileTime.from(3, TimeUnit.MINUTES).toMillis()
                + " hash " + (FileTime.fromMillis(2000).hashCode() == FileTime.from(2, TimeUnit.SECONDS).hashCode()));

        System.out.println(new FileSystemException("f").getMessage() + " | " + new FileSystemException("f", "g", "why").getMessage() + " | "
                + new FileSystemException("f", null, "why").getMessage() + " | " + new FileSystemException(null, "g", null).getMessage() + " | "
                + new FileSystemException(null, null, "only").getMessage() + " | " + new NoSuchFileException("n").getMessage() + " | "
                + new AccessDeniedException("a", "b", "c").getMessage() + " | " + new FileAlreadyExistsException("e").getFile() + " | "
                + new DirectoryNotEmptyException("d").getMessage() + " | " + new NotDirectoryException("nd").getReason());
        System.out.println(new InvalidPathException("in", "bad", 3).getMessage() + " | " + new InvalidPathException("in", "bad").getMessage());
        System.out.println(Arrays.toString(StandardOpenOption.values()) + " " + Arrays.toString(StandardCopyOption.values()) + " " + LinkOption.NOFOLLOW_LINKS + " " + Arrays.toString(FileVisitResult.values()));
    }
}
