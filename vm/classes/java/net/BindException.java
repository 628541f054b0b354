/* java.net.BindException: the local address or port could not be taken ("Address already in use"). */
package java.net;

public class BindException extends SocketException {
    public BindException() {
    }

    public BindException(String msg) {
        super(msg);
    }
}
