/* java.lang.IllegalAccessException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class IllegalAccessException extends ReflectiveOperationException {
    public IllegalAccessException() {
        super();
    }

    public IllegalAccessException(String s) {
        super(s);
    }
}
