/* java.lang.ClassFormatError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class ClassFormatError extends LinkageError {
    public ClassFormatError() {
        super();
    }

    public ClassFormatError(String s) {
        super(s);
    }
}
