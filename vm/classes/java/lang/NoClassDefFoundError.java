/* java.lang.NoClassDefFoundError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class NoClassDefFoundError extends LinkageError {
    public NoClassDefFoundError() {
        super();
    }

    public NoClassDefFoundError(String s) {
        super(s);
    }
}
