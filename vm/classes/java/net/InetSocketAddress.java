/*
 * java.net.InetSocketAddress: an InetAddress and a port, or a host name
 * left unresolved (createUnresolved, or a name that did not resolve).
 * toString is the JDK 17's: "host/addr:port", the address of an IPv6 one in
 * brackets, "host/<unresolved>:port" when unresolved.
 */
package java.net;

public class InetSocketAddress extends SocketAddress {
    private static final long serialVersionUID = 5076001401234631237L;

    private final String hostname;
    private final InetAddress addr;
    private final int port;

    private InetSocketAddress(int port, String hostname, InetAddress addr) {
        this.hostname = hostname;
        this.addr = addr;
        this.port = port;
    }

    public InetSocketAddress(int port) {
        this(InetAddress.anyLocal(), port);
    }

    public InetSocketAddress(InetAddress addr, int port) {
        NetNative.checkPort(port);
        this.hostname = null;
        this.addr = addr == null ? InetAddress.anyLocal() : addr;
        this.port = port;
    }

    public InetSocketAddress(String hostname, int port) {
        if (hostname == null) {
            throw new IllegalArgumentException("hostname can't be null");
        }
        NetNative.checkPort(port);
        InetAddress a;
        String h = null;
        try {
            a = InetAddress.getByName(hostname);
        } catch (UnknownHostException e) {
            h = hostname;
            a = null;
        }
        this.hostname = h;
        this.addr = a;
        this.port = port;
    }

    public static InetSocketAddress createUnresolved(String host, int port) {
        if (host == null) {
            throw new IllegalArgumentException("hostname can't be null");
        }
        NetNative.checkPort(port);
        return new InetSocketAddress(port, host, null);
    }

    public final int getPort() {
        return port;
    }

    public final InetAddress getAddress() {
        return addr;
    }

    public final String getHostName() {
        return hostname != null ? hostname : addr.getHostName();
    }

    public final String getHostString() {
        if (hostname != null) {
            return hostname;
        }
        return addr.hostName != null ? addr.hostName : addr.getHostAddress();
    }

    public final boolean isUnresolved() {
        return addr == null;
    }

    public String toString() {
        String s;
        if (addr == null) {
            s = hostname + "/<unresolved>";
        } else {
            s = addr.toString();
            if (addr instanceof Inet6Address) {
                int i = s.lastIndexOf('/');
                s = s.substring(0, i + 1) + "[" + s.substring(i + 1) + "]";
            }
        }
        return s + ":" + port;
    }

    public final boolean equals(Object obj) {
        if (!(obj instanceof InetSocketAddress)) {
            return false;
        }
        InetSocketAddress that = (InetSocketAddress) obj;
        boolean same = addr != null ? addr.equals(that.addr)
                : that.addr == null && hostname.equalsIgnoreCase(that.hostname);
        return same && port == that.port;
    }

    public final int hashCode() {
        return (addr != null ? addr.hashCode() : hostname.toLowerCase().hashCode()) + port;
    }
}
