/* java.lang.NoSuchFieldError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class NoSuchFieldError extends IncompatibleClassChangeError {
    public NoSuchFieldError() {
        super();
    }

    public NoSuchFieldError(String s) {
        super(s);
    }
}
