/* java.nio.channels.ClosedChannelException: an operation on a closed channel. */
package java.nio.channels;

public class ClosedChannelException extends java.io.IOException {
    private static final long serialVersionUID = 882777185433553857L;

    public ClosedChannelException() {
    }
}
