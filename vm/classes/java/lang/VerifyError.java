/* java.lang.VerifyError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class VerifyError extends LinkageError {
    public VerifyError() {
        super();
    }

    public VerifyError(String s) {
        super(s);
    }
}
