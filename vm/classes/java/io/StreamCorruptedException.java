/* java.io.StreamCorruptedException: constructors as the JDK's. */
package java.io;

public class StreamCorruptedException extends ObjectStreamException {
    public StreamCorruptedException() {
        super();
    }

    public StreamCorruptedException(String s) {
        super(s);
    }
}
