/* Thrown by a Formatter used after close(). */
package java.util;

public class FormatterClosedException extends IllegalStateException {
    public FormatterClosedException() {
    }
}
