/* java.lang.ClassCircularityError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class ClassCircularityError extends LinkageError {
    public ClassCircularityError() {
        super();
    }

    public ClassCircularityError(String s) {
        super(s);
    }
}
