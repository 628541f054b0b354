/* java.nio.file.FileSystems. */
package java.nio.file;

public final class FileSystems {
    private FileSystems() {
    }

    public static FileSystem getDefault() {
        return DefaultFileSystem.INSTANCE;
    }
}
