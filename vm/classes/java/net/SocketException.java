/* java.net.SocketException: a socket operation failed; the message is the system's reason or the JDK's fixed text ("Socket closed", "Socket is closed"). */
package java.net;

public class SocketException extends java.io.IOException {
    public SocketException() {
    }

    public SocketException(String msg) {
        super(msg);
    }

    public SocketException(String message, Throwable cause) {
        super(message, cause);
    }

    public SocketException(Throwable cause) {
        super(cause);
    }
}
