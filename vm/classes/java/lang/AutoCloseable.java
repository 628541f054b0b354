/* java.lang.AutoCloseable: the try-with-resources contract. */
package java.lang;

public interface AutoCloseable {
    void close() throws Exception;
}
