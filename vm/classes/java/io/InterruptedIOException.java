/* java.io.InterruptedIOException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.io;

public class InterruptedIOException extends IOException {
    /* serial form: the JDK's public field */
    public int bytesTransferred = 0;

    public InterruptedIOException() {
        super();
    }

    public InterruptedIOException(String s) {
        super(s);
    }
}
