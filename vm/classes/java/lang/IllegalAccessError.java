/* java.lang.IllegalAccessError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class IllegalAccessError extends IncompatibleClassChangeError {
    public IllegalAccessError() {
        super();
    }

    public IllegalAccessError(String s) {
        super(s);
    }
}
