/* java.lang.LinkageError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class LinkageError extends Error {
    public LinkageError() {
        super();
    }

    public LinkageError(String s) {
        super(s);
    }

    public LinkageError(String message, Throwable cause) {
        super(message, cause);
    }
}
