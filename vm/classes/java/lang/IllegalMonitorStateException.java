/* java.lang.IllegalMonitorStateException: constructors as the JDK's (written from a list of the JDK 17 constructors). */
package java.lang;

public class IllegalMonitorStateException extends RuntimeException {
    public IllegalMonitorStateException() {
        super();
    }

    public IllegalMonitorStateException(String s) {
        super(s);
    }
}
