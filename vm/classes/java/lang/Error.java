/* java.lang.Error: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class Error extends Throwable {
    public Error() {
        super();
    }

    public Error(String s) {
        super(s);
    }

    public Error(String message, Throwable cause) {
        super(message, cause);
    }

    public Error(Throwable cause) {
        super(cause);
    }

    protected Error(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        super(message, cause, enableSuppression, writableStackTrace);
    }
}
