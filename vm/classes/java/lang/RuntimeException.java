/* java.lang.RuntimeException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class RuntimeException extends Exception {
    public RuntimeException() {
        super();
    }

    public RuntimeException(String s) {
        super(s);
    }

    public RuntimeException(String message, Throwable cause) {
        super(message, cause);
    }

    public RuntimeException(Throwable cause) {
        super(cause);
    }

    protected RuntimeException(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        super(message, cause, enableSuppression, writableStackTrace);
    }
}
