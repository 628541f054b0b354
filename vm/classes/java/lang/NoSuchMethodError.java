/* java.lang.NoSuchMethodError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class NoSuchMethodError extends IncompatibleClassChangeError {
    public NoSuchMethodError() {
        super();
    }

    public NoSuchMethodError(String s) {
        super(s);
    }
}
