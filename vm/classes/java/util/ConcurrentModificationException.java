/* java.util.ConcurrentModificationException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.util;

public class ConcurrentModificationException extends RuntimeException {
    public ConcurrentModificationException() {
        super();
    }

    public ConcurrentModificationException(String s) {
        super(s);
    }

    public ConcurrentModificationException(String message, Throwable cause) {
        super(message, cause);
    }

    public ConcurrentModificationException(Throwable cause) {
        super(cause);
    }
}
