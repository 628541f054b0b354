/* java.lang.IllegalThreadStateException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class IllegalThreadStateException extends IllegalArgumentException {
    public IllegalThreadStateException() {
        super();
    }

    public IllegalThreadStateException(String s) {
        super(s);
    }
}
