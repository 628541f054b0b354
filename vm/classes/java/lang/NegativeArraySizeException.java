/* java.lang.NegativeArraySizeException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class NegativeArraySizeException extends RuntimeException {
    public NegativeArraySizeException() {
        super();
    }

    public NegativeArraySizeException(String s) {
        super(s);
    }
}
