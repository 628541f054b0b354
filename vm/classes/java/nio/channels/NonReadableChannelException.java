/* java.nio.channels.NonReadableChannelException: read on a channel not opened for reading. */
package java.nio.channels;

public class NonReadableChannelException extends IllegalStateException {
    private static final long serialVersionUID = -3200915679294993514L;

    public NonReadableChannelException() {
    }
}
