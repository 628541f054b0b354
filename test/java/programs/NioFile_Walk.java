// Walking a tree the program builds in a temporary directory: Files.walk
// (all, maxDepth 0/1/2), Files.find with a predicate on names and
// attributes, Files.list, and Files.walkFileTree with a SimpleFileVisitor
// (pre/post order, SKIP_SUBTREE, SKIP_SIBLINGS, TERMINATE, maxDepth, a
// missing start reported to visitFileFailed), finally deleting the tree with
// a visitor.  Sibling order is the file system's, so lists are sorted and
// the visit order is checked rather than printed.
import java.io.IOException;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.*;
import java.util.stream.*;

public class NioFile_Walk {
    static Path T;

    static String r(Path p) {
        String s = T.relativize(p).toString().replace('\\', '/');
        return s.isEmpty() ? "." : s;
    }

    static List<String> sorted(Stream<Path> s) {
        try (s) {
            return s.map(NioFile_Walk::r).sorted().collect(Collectors.toList());
        }
    }

    public static void main(String[] args) throws IOException {
        T = Files.createTempDirectory("lantern-walk");
        for (String d : new String[] {"src/main/java/app", "src/test/java/app", "docs", "empty"}) Files.createDirectories(T.resolve(d));
        String[] files = {"src/main/java/app/Main.java", "src/main/java/app/Util.java", "src/test/java/app/MainTest.java",
            "docs/readme.md", "docs/guide.md", "build.gradle", "src/main/java/app/notes.txt"};
        for (String f : files) Files.writeString(T.resolve(f), f);

        System.out.println("walk " + sorted(Files.walk(T)));
        System.out.println("walk 0 " + sorted(Files.walk(T, 0)));
        System.out.println("walk 1 " + sorted(Files.walk(T, 1)));
        System.out.println("walk 2 " + sorted(Files.walk(T, 2)));
        System.out.println("walk sub " + sorted(Files.walk(T.resolve("docs"))));
        System.out.println("walk file " + sorted(Files.walk(T.resolve("build.gradle"))));
        System.out.println("walk files only " + sorted(Files.walk(T).filter(Files::isRegularFile)));
        try (Stream<Path> s = Files.walk(T)) {
            System.out.println("walk count " + s.count() + " java " + Files.walk(T).filter(p -> p.toString().endsWith(".java")).count());
        }
        System.out.println("find java " + sorted(Files.find(T, Integer.MAX_VALUE, (p, a) -> a.isRegularFile() && p.getFileName().toString().endsWith(".java"))));
        System.out.println("find dirs 2 " + sorted(Files.find(T, 2, (p, a) -> a.isDirectory())));
        System.out.println("find big " + sorted(Files.find(T, 10, (p, a) -> a.isRegularFile() && a.size() > 20)));
        PathMatcher md = T.getFileSystem().getPathMatcher("glob:**.md");
        System.out.println("find glob " + sorted(Files.find(T, 5, (p, a) -> md.matches(p))));
        System.out.println("list " + sorted(Files.list(T)) + " empty " + sorted(Files.list(T.resolve("empty"))));
        try (Stream<Path> s = Files.walk(T)) {
            Map<Boolean, Long> byKind = s.collect(Collectors.partitioningBy(Files::isDirectory, Collectors.counting()));
            System.out.println("partition " + byKind);
        }

        // visit order: every directory is entered before and left after its entries
        List<String> events = new ArrayList<>();
        Files.walkFileTree(T, new SimpleFileVisitor<Path>() {
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                events.add("pre " + r(dir));
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                events.add("file " + r(file) + " " + attrs.size());
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
                events.add("post " + r(dir) + " " + exc);
                return FileVisitResult.CONTINUE;
            }
        });
        boolean ordered = true;
        for (int i = 0; i < events.size(); i++) {
            String e = events.get(i);
            String path = e.split(" ")[1];
            String parent = path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : ".";
            if (path.equals(".")) continue;
            int pre = events.indexOf("pre " + parent), post = events.indexOf("post " + parent + " null");
            if (!(pre < i && i < post)) ordered = false;
        }
        List<String> sortedEvents = new ArrayList<>(events);
        Collections.sort(sortedEvents);
        System.out.println("events " + events.size() + " ordered " + ordered + " first " + events.get(0) + " last " + events.get(events.size() - 1));
        System.out.println("sorted events " + sortedEvents);

        List<String> skipped = new ArrayList<>();
        Files.walkFileTree(T, new SimpleFileVisitor<Path>() {
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                if (dir.endsWith("src")) return FileVisitResult.SKIP_SUBTREE;
                skipped.add("pre " + r(dir));
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                skipped.add(r(file));
                return FileVisitResult.CONTINUE;
            }
        });
        Collections.sort(skipped);
        System.out.println("skip subtree " + skipped);

        List<String> docs = new ArrayList<>();
        Files.walkFileTree(T.resolve("docs"), new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                docs.add(r(file));
                return FileVisitResult.SKIP_SIBLINGS;
            }

            public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
                docs.add("post " + r(dir));
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("skip siblings " + docs.size() + " " + docs.get(docs.size() - 1));

        int[] seen = new int[1];
        Path result = Files.walkFileTree(T, new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                seen[0]++;
                return FileVisitResult.TERMINATE;
            }
        });
        System.out.println("terminate " + seen[0] + " returns start " + result.equals(T));

        List<String> shallow = new ArrayList<>();
        Files.walkFileTree(T, EnumSet.noneOf(FileVisitOption.class), 1, new SimpleFileVisitor<Path>() {
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                shallow.add("pre " + r(dir));
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                shallow.add((attrs.isDirectory() ? "dir " : "file ") + r(file));
                return FileVisitResult.CONTINUE;
            }
        });
        Collections.sort(shallow);
        System.out.println("maxDepth 1 " + shallow);

        List<String> failed = new ArrayList<>();
        Files.walkFileTree(T.resolve("missing"), new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFileFailed(Path file, IOException exc) {
                failed.add(r(file) + " " + exc.getClass().getSimpleName() + " " + T.relativize(Path.of(exc.getMessage())).toString());
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("failed " + failed);
        try {
            Files.walkFileTree(T.resolve("missing"), new SimpleFileVisitor<Path>() {});
        } catch (NoSuchFileException e) {
            System.out.println("rethrown " + e.getClass().getSimpleName());
        }

        int[] deleted = new int[1];
        Files.walkFileTree(T, new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                deleted[0]++;
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
                if (exc != null) throw exc;
                Files.delete(dir);
                deleted[0]++;
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("deleted " + deleted[0] + " gone " + Files.notExists(T));
    }
}
