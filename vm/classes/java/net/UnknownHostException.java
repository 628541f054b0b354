/* java.net.UnknownHostException: a host name did not resolve ("NAME: Name or service not known", the resolver's reason) or an address had an illegal length. */
package java.net;

public class UnknownHostException extends java.io.IOException {
    public UnknownHostException() {
    }

    public UnknownHostException(String msg) {
        super(msg);
    }
}
