/* java.io.ObjectStreamException: constructors as the JDK's. */
package java.io;

public abstract class ObjectStreamException extends IOException {
    protected ObjectStreamException() {
        super();
    }

    protected ObjectStreamException(String s) {
        super(s);
    }
}
