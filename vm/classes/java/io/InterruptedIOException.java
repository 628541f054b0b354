/* java.io.InterruptedIOException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.io;

public class InterruptedIOException extends IOException {
    public InterruptedIOException() {
        super();
    }

    public InterruptedIOException(String s) {
        super(s);
    }
}
