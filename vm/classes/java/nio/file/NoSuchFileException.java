/* java.nio.file.NoSuchFileException. */
package java.nio.file;

public class NoSuchFileException extends FileSystemException {
    private static final long serialVersionUID = -5650617405478440017L;

    public NoSuchFileException(String file) {
        super(file);
    }

    public NoSuchFileException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
