/* java.io.NotActiveException: defaultWriteObject/readObject-style calls outside a writeObject/readObject hook. */
package java.io;

public class NotActiveException extends ObjectStreamException {
    public NotActiveException(String reason) {
        super(reason);
    }

    public NotActiveException() {
        super();
    }
}
