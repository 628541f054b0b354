/* java.lang.UnsupportedOperationException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class UnsupportedOperationException extends RuntimeException {
    public UnsupportedOperationException() {
        super();
    }

    public UnsupportedOperationException(String s) {
        super(s);
    }

    public UnsupportedOperationException(String message, Throwable cause) {
        super(message, cause);
    }

    public UnsupportedOperationException(Throwable cause) {
        super(cause);
    }
}
