/* java.lang.NoSuchMethodException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class NoSuchMethodException extends ReflectiveOperationException {
    public NoSuchMethodException() {
        super();
    }

    public NoSuchMethodException(String s) {
        super(s);
    }
}
