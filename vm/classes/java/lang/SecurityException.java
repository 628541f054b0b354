/* java.lang.SecurityException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class SecurityException extends RuntimeException {
    public SecurityException() {
        super();
    }

    public SecurityException(String s) {
        super(s);
    }

    public SecurityException(String message, Throwable cause) {
        super(message, cause);
    }

    public SecurityException(Throwable cause) {
        super(cause);
    }
}
