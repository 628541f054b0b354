/* java.lang.UnsupportedClassVersionError: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class UnsupportedClassVersionError extends ClassFormatError {
    public UnsupportedClassVersionError() {
        super();
    }

    public UnsupportedClassVersionError(String s) {
        super(s);
    }
}
