/* java.lang.IncompatibleClassChangeError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class IncompatibleClassChangeError extends LinkageError {
    public IncompatibleClassChangeError() {
        super();
    }

    public IncompatibleClassChangeError(String s) {
        super(s);
    }
}
