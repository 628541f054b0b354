/* java.lang.AbstractMethodError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class AbstractMethodError extends IncompatibleClassChangeError {
    public AbstractMethodError() {
        super();
    }

    public AbstractMethodError(String s) {
        super(s);
    }
}
