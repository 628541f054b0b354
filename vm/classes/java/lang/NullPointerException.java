/* java.lang.NullPointerException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class NullPointerException extends RuntimeException {
    public NullPointerException() {
        super();
    }

    public NullPointerException(String s) {
        super(s);
    }
}
