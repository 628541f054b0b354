/* java.net.SocketAddress: an address a socket binds or connects to, with no
 * protocol of its own (InetSocketAddress is the one Lantern knows). */
package java.net;

public abstract class SocketAddress implements java.io.Serializable {
    private static final long serialVersionUID = 5215720748342549866L;

    public SocketAddress() {
    }
}
