/*
 * java.net.ServerSocket: a listening TCP socket over NetNative.
 *
 * accept waits in the native with the thread in native state; close from
 * another thread wakes it with SocketException("Socket closed"), and a
 * timeout set with setSoTimeout ends it with SocketTimeoutException("Accept
 * timed out"), as in the JDK 17.  On POSIX, SO_REUSEADDR is on by default
 * (the JDK sets it so a restarted server can take its port back while old
 * connections linger); on Windows it is off.  The bound address and port
 * are remembered, so toString still shows them after close.
 */
package java.net;

import java.io.IOException;

public class ServerSocket implements java.io.Closeable {
    private int fd;
    private final Object stateLock = new Object();
    private volatile boolean closed;
    private boolean bound;
    private InetAddress localAddr;
    private int localPort = -1;
    private volatile int soTimeout;
    private boolean reuseAddress = !NetNative.WINDOWS;
    private int receiveBufferSize;

    public ServerSocket() throws IOException {
    }

    public ServerSocket(int port) throws IOException {
        this(port, 50, null);
    }

    public ServerSocket(int port, int backlog) throws IOException {
        this(port, backlog, null);
    }

    public ServerSocket(int port, int backlog, InetAddress bindAddr) throws IOException {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("Port value out of range: " + port);
        }
        if (backlog < 1) {
            backlog = 50;
        }
        try {
            bind(new InetSocketAddress(bindAddr, port), backlog);
        } catch (IOException | SecurityException e) {
            close();
            throw e;
        }
    }

    public void bind(SocketAddress endpoint) throws IOException {
        bind(endpoint, 50);
    }

    public void bind(SocketAddress endpoint, int backlog) throws IOException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        if (bound) {
            throw new SocketException("Already bound");
        }
        if (endpoint == null) {
            endpoint = new InetSocketAddress(0);
        }
        if (!(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) endpoint;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        if (backlog < 1) {
            backlog = 50;
        }
        InetAddress a = epoint.getAddress();
        synchronized (stateLock) {
            if (closed) {
                throw new SocketException("Socket is closed");
            }
            if (fd == 0) {
                fd = NetNative.socket0(true, a instanceof Inet6Address);
                if (reuseAddress) {
                    NetNative.setOption0(fd, NetNative.REUSEADDR, 1);
                }
                if (receiveBufferSize > 0) {
                    NetNative.setOption0(fd, NetNative.RCVBUF, receiveBufferSize);
                }
            }
            NetNative.bind0(fd, a.addr, epoint.getPort());
            NetNative.listen0(fd, backlog);
            InetSocketAddress local = NetNative.address(fd, false);
            localPort = local != null ? local.getPort() : epoint.getPort();
            localAddr = a;
            bound = true;
        }
    }

    public InetAddress getInetAddress() {
        return bound ? localAddr : null;
    }

    public int getLocalPort() {
        return bound ? localPort : -1;
    }

    public SocketAddress getLocalSocketAddress() {
        return bound ? new InetSocketAddress(getInetAddress(), getLocalPort()) : null;
    }

    public Socket accept() throws IOException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        if (!bound) {
            throw new SocketException("Socket is not bound yet");
        }
        int h = NetNative.accept0(fd, soTimeout);
        try {
            InetSocketAddress remote = NetNative.address(h, true);
            InetSocketAddress local = NetNative.address(h, false);
            return new Socket(h, remote, local != null ? local.getPort() : localPort);
        } catch (IOException e) {
            NetNative.close0(h);
            throw e;
        }
    }

    public void close() throws IOException {
        int h;
        synchronized (stateLock) {
            if (closed) {
                return;
            }
            closed = true;
            h = fd;
        }
        if (h != 0) {
            NetNative.close0(h);
        }
    }

    public boolean isBound() {
        return bound;
    }

    public boolean isClosed() {
        return closed;
    }

    public void setSoTimeout(int timeout) throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
        }
        soTimeout = timeout;
    }

    public int getSoTimeout() throws IOException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        return soTimeout;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        synchronized (stateLock) {
            reuseAddress = on;
            if (fd != 0) {
                NetNative.setOption0(fd, NetNative.REUSEADDR, on ? 1 : 0);
            }
        }
    }

    public boolean getReuseAddress() throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        return reuseAddress;
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative receive size");
        }
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        synchronized (stateLock) {
            receiveBufferSize = size;
            if (fd != 0) {
                NetNative.setOption0(fd, NetNative.RCVBUF, size);
            }
        }
    }

    public int getReceiveBufferSize() throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
        return receiveBufferSize > 0 ? receiveBufferSize : 65536;
    }

    public void setPerformancePreferences(int connectionTime, int latency, int bandwidth) {
    }

    public String toString() {
        if (!bound) {
            return "ServerSocket[unbound]";
        }
        return "ServerSocket[addr=" + getInetAddress() + ",localport=" + getLocalPort() + "]";
    }
}
