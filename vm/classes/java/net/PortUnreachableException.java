/* java.net.PortUnreachableException: an ICMP port unreachable arrived for a connected datagram socket. */
package java.net;

public class PortUnreachableException extends SocketException {
    public PortUnreachableException() {
    }

    public PortUnreachableException(String msg) {
        super(msg);
    }
}
