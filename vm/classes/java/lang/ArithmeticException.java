/* java.lang.ArithmeticException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class ArithmeticException extends RuntimeException {
    public ArithmeticException() {
        super();
    }

    public ArithmeticException(String s) {
        super(s);
    }
}
