/* java.lang.ClassCastException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class ClassCastException extends RuntimeException {
    public ClassCastException() {
        super();
    }

    public ClassCastException(String s) {
        super(s);
    }
}
