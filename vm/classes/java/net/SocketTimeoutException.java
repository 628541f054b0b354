/* java.net.SocketTimeoutException: a timeout set with setSoTimeout or given to connect ran out ("Accept timed out", "Read timed out", "Receive timed out", "Connect timed out"). */
package java.net;

public class SocketTimeoutException extends java.io.InterruptedIOException {
    public SocketTimeoutException() {
    }

    public SocketTimeoutException(String msg) {
        super(msg);
    }
}
