/* java.nio.channels.NonWritableChannelException: write on a channel not opened for writing. */
package java.nio.channels;

public class NonWritableChannelException extends IllegalStateException {
    private static final long serialVersionUID = -7071230488279011621L;

    public NonWritableChannelException() {
    }
}
