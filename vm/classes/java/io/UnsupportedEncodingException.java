/* java.io.UnsupportedEncodingException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.io;

public class UnsupportedEncodingException extends IOException {
    public UnsupportedEncodingException() {
        super();
    }

    public UnsupportedEncodingException(String s) {
        super(s);
    }
}
