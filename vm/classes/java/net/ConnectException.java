/* java.net.ConnectException: nobody accepted the connection ("Connection refused"). */
package java.net;

public class ConnectException extends SocketException {
    public ConnectException() {
    }

    public ConnectException(String msg) {
        super(msg);
    }
}
