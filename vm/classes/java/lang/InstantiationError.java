/* java.lang.InstantiationError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class InstantiationError extends IncompatibleClassChangeError {
    public InstantiationError() {
        super();
    }

    public InstantiationError(String s) {
        super(s);
    }
}
