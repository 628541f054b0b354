/* java.lang.InterruptedException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class InterruptedException extends Exception {
    public InterruptedException() {
        super();
    }

    public InterruptedException(String s) {
        super(s);
    }
}
