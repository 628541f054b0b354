/* java.nio.file.OpenOption. */
package java.nio.file;

public interface OpenOption {
}
