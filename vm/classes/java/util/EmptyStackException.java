/* java.util.EmptyStackException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.util;

public class EmptyStackException extends RuntimeException {
    public EmptyStackException() {
        super();
    }
}
