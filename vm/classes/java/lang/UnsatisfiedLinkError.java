/* java.lang.UnsatisfiedLinkError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class UnsatisfiedLinkError extends LinkageError {
    public UnsatisfiedLinkError() {
        super();
    }

    public UnsatisfiedLinkError(String s) {
        super(s);
    }
}
