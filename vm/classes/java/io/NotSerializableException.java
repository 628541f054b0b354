/* java.io.NotSerializableException: constructors as the JDK's. */
package java.io;

public class NotSerializableException extends ObjectStreamException {
    public NotSerializableException() {
        super();
    }

    public NotSerializableException(String s) {
        super(s);
    }
}
