/* java.nio.file.CopyOption. */
package java.nio.file;

public interface CopyOption {
}
