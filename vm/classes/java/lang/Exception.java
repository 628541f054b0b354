/* java.lang.Exception: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class Exception extends Throwable {
    public Exception() {
        super();
    }

    public Exception(String s) {
        super(s);
    }

    public Exception(String message, Throwable cause) {
        super(message, cause);
    }

    public Exception(Throwable cause) {
        super(cause);
    }

    protected Exception(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        super(message, cause, enableSuppression, writableStackTrace);
    }
}
