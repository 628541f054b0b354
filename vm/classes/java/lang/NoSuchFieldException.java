/* java.lang.NoSuchFieldException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class NoSuchFieldException extends ReflectiveOperationException {
    public NoSuchFieldException() {
        super();
    }

    public NoSuchFieldException(String s) {
        super(s);
    }
}
