/* java.lang.ReflectiveOperationException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class ReflectiveOperationException extends Exception {
    public ReflectiveOperationException() {
        super();
    }

    public ReflectiveOperationException(String s) {
        super(s);
    }

    public ReflectiveOperationException(String message, Throwable cause) {
        super(message, cause);
    }

    public ReflectiveOperationException(Throwable cause) {
        super(cause);
    }
}
