/* java.lang.CloneNotSupportedException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class CloneNotSupportedException extends Exception {
    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String s) {
        super(s);
    }
}
