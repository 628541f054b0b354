/* java.io.IOException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.io;

public class IOException extends Exception {
    public IOException() {
        super();
    }

    public IOException(String s) {
        super(s);
    }

    public IOException(String message, Throwable cause) {
        super(message, cause);
    }

    public IOException(Throwable cause) {
        super(cause);
    }
}
