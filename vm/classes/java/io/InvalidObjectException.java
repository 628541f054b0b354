/* java.io.InvalidObjectException: constructors as the JDK's. */
package java.io;

public class InvalidObjectException extends ObjectStreamException {
    public InvalidObjectException(String reason) {
        super(reason);
    }
}
