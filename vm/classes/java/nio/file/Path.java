/* java.nio.file.Path: the interface; Lantern's one implementation is DefaultPath. */
package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;

public interface Path extends Comparable<Path>, Iterable<Path>, Watchable {
    static Path of(String first, String... more) {
        return FileSystems.getDefault().getPath(first, more);
    }

    static Path of(URI uri) {
        return DefaultFileSystem.INSTANCE.pathOf(uri);
    }

    FileSystem getFileSystem();

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(getFileSystem().getPath(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(getFileSystem().getPath(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(getFileSystem().getPath(other));
    }

    default Path resolveSibling(Path other) {
        if (other == null) throw new NullPointerException();
        Path parent = getParent();
        return (parent == null) ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(getFileSystem().getPath(other));
    }

    Path relativize(Path other);

    URI toUri();

    Path toAbsolutePath();

    Path toRealPath(LinkOption... options) throws IOException;

    default File toFile() {
        return new File(toString());
    }

    default Iterator<Path> iterator() {
        return new Iterator<Path>() {
            private int i = 0;

            public boolean hasNext() {
                return i < getNameCount();
            }

            public Path next() {
                if (i < getNameCount()) return getName(i++);
                throw new NoSuchElementException();
            }
        };
    }

    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}
