/* java.lang.InstantiationException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class InstantiationException extends ReflectiveOperationException {
    public InstantiationException() {
        super();
    }

    public InstantiationException(String s) {
        super(s);
    }
}
