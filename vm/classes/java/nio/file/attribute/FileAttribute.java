/* java.nio.file.attribute.FileAttribute: an attribute set when a file is made. */
package java.nio.file.attribute;

public interface FileAttribute<T> {
    String name();

    T value();
}
