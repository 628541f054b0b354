/* java.io.EOFException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.io;

public class EOFException extends IOException {
    public EOFException() {
        super();
    }

    public EOFException(String s) {
        super(s);
    }
}
