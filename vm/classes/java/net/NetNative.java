/*
 * java.net.NetNative: the natives of Lantern's sockets and name lookup
 * (vm/natives/natives_net.c over os/os_net.h), and the conversions the
 * socket classes share.  A socket is an int handle, never 0; every native
 * that takes one throws SocketException("Socket closed") once the handle
 * has been closed, including in a thread that was blocked in it when
 * another thread closed it.
 */
package java.net;

import java.io.IOException;

final class NetNative {
    private NetNative() {
    }

    /* Option numbers, as os_net.h numbers them. */
    static final int TCP_NODELAY = 1;
    static final int REUSEADDR = 2;
    static final int KEEPALIVE = 3;
    static final int SNDBUF = 4;
    static final int RCVBUF = 5;
    static final int BROADCAST = 6;

    /* The JDK on POSIX sets SO_REUSEADDR on server sockets; on Windows that
     * option would let another process take the port, so it does not. */
    static final boolean WINDOWS = String.valueOf(System.getProperty("os.name")).startsWith("Windows");

    static native int socket0(boolean stream, boolean ipv6) throws SocketException;

    static native void bind0(int h, byte[] addr, int port) throws SocketException;

    static native void listen0(int h, int backlog) throws SocketException;

    /* timeout in ms, 0 forever: SocketTimeoutException("Accept timed out") */
    static native int accept0(int h, int timeout) throws IOException;

    /* ConnectException("Connection refused"), SocketTimeoutException("Connect timed out") */
    static native void connect0(int h, byte[] addr, int port, int timeout) throws IOException;

    /* -1 at the end of the stream; SocketTimeoutException("Read timed out") */
    static native int read0(int h, byte[] b, int off, int len, int timeout) throws IOException;

    static native void write0(int h, byte[] b, int off, int len) throws IOException;

    static native void sendTo0(int h, byte[] b, int off, int len, byte[] addr, int port) throws IOException;

    /* SocketTimeoutException("Receive timed out"); the sender into from (16
     * bytes) and lenPort {address length, port} */
    static native int receive0(int h, byte[] b, int off, int len, int timeout, byte[] from, int[] lenPort)
            throws IOException;

    /* how: 0 input, 1 output */
    static native void shutdown0(int h, int how) throws IOException;

    static native void close0(int h);

    static native boolean address0(int h, boolean remote, byte[] addr, int[] lenPort) throws SocketException;

    static native void setOption0(int h, int opt, int value) throws SocketException;

    static native int available0(int h) throws IOException;

    /* UnknownHostException("host: reason"); out receives (length, bytes...) records */
    static native int lookup0(String host, byte[] out) throws UnknownHostException;

    static native String reverse0(byte[] addr);

    static native String hostName0();

    static void checkPort(int port) {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("port out of range:" + port);
        }
    }

    /* A socket's local or remote address as an InetAddress without a host
     * name, or null if it has none. */
    static InetSocketAddress address(int h, boolean remote) throws SocketException {
        byte[] a = new byte[16];
        int[] lp = new int[2];
        if (!address0(h, remote, a, lp)) {
            return null;
        }
        return new InetSocketAddress(InetAddress.fromBytes(null, a, lp[0]), lp[1]);
    }

    /* The address to connect to for a resolved endpoint: the wildcard means
     * this host, as the JDK takes it. */
    static InetAddress target(InetAddress a) {
        return a.isAnyLocalAddress() ? (a instanceof Inet6Address ? InetAddress.loopback6() : InetAddress.getLoopbackAddress()) : a;
    }
}
