/* java.util.NoSuchElementException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.util;

public class NoSuchElementException extends RuntimeException {
    public NoSuchElementException() {
        super();
    }

    public NoSuchElementException(String s) {
        super(s);
    }

    public NoSuchElementException(String message, Throwable cause) {
        super(message, cause);
    }

    public NoSuchElementException(Throwable cause) {
        super(cause);
    }
}
