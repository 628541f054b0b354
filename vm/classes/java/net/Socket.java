/*
 * java.net.Socket: a TCP connection over NetNative (no SocketImpl layer).
 *
 * The system socket is made when the Socket is bound or connected, for the
 * address family of the address; options set before then are kept and
 * applied at that moment.  States and messages follow the JDK 17: the
 * Socket's own methods say "Socket is closed" / "Socket is not connected",
 * its streams say "Socket closed" (the native says it too when a close
 * from another thread ends a blocked read), and a stream that has read the
 * end keeps returning -1 even after close.  Local address and port are
 * remembered at bind/connect, so toString and getLocalPort still answer
 * after close, as the JDK's do.
 */
package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Objects;

public class Socket implements java.io.Closeable {
    private int fd;
    private final Object stateLock = new Object();
    private volatile boolean closed;
    private boolean bound;
    private boolean connected;
    private volatile boolean shutIn;
    private volatile boolean shutOut;
    private InetAddress remoteAddr;
    private int remotePort;
    private int localPort = -1;
    private volatile int soTimeout;
    private boolean tcpNoDelay;
    private boolean reuseAddress;
    private boolean keepAlive;
    private int sendBufferSize;
    private int receiveBufferSize;
    private InputStream in;
    private OutputStream out;

    public Socket() {
    }

    /* for ServerSocket.accept */
    Socket(int fd, InetSocketAddress remote, int localPort) {
        this.fd = fd;
        this.bound = true;
        this.connected = true;
        this.remoteAddr = remote != null ? remote.getAddress() : null;
        this.remotePort = remote != null ? remote.getPort() : 0;
        this.localPort = localPort;
    }

    public Socket(String host, int port) throws UnknownHostException, IOException {
        this(host != null ? new InetSocketAddress(host, port) : new InetSocketAddress(InetAddress.getByName(null), port),
                null);
    }

    public Socket(InetAddress address, int port) throws IOException {
        this(address != null ? new InetSocketAddress(address, port) : null, null);
    }

    public Socket(String host, int port, InetAddress localAddr, int localPort) throws IOException {
        this(host != null ? new InetSocketAddress(host, port) : new InetSocketAddress(InetAddress.getByName(null), port),
                new InetSocketAddress(localAddr, localPort));
    }

    public Socket(InetAddress address, int port, InetAddress localAddr, int localPort) throws IOException {
        this(address != null ? new InetSocketAddress(address, port) : null, new InetSocketAddress(localAddr, localPort));
    }

    private Socket(SocketAddress remote, SocketAddress local) throws IOException {
        Objects.requireNonNull(remote);
        try {
            if (local != null) {
                bind(local);
            }
            connect(remote);
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            try {
                close();
            } catch (IOException ce) {
                e.addSuppressed(ce);
            }
            throw e;
        }
    }

    private void ensureOpen() throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
    }

    /* Makes the system socket if there is none yet. */
    private int create(InetAddress family) throws SocketException {
        synchronized (stateLock) {
            ensureOpen();
            if (fd == 0) {
                fd = NetNative.socket0(true, family instanceof Inet6Address);
                if (tcpNoDelay) {
                    NetNative.setOption0(fd, NetNative.TCP_NODELAY, 1);
                }
                if (reuseAddress) {
                    NetNative.setOption0(fd, NetNative.REUSEADDR, 1);
                }
                if (keepAlive) {
                    NetNative.setOption0(fd, NetNative.KEEPALIVE, 1);
                }
                if (sendBufferSize > 0) {
                    NetNative.setOption0(fd, NetNative.SNDBUF, sendBufferSize);
                }
                if (receiveBufferSize > 0) {
                    NetNative.setOption0(fd, NetNative.RCVBUF, receiveBufferSize);
                }
            }
            return fd;
        }
    }

    public void connect(SocketAddress endpoint) throws IOException {
        connect(endpoint, 0);
    }

    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        if (endpoint == null) {
            throw new IllegalArgumentException("connect: The address can't be null");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("connect: timeout can't be negative");
        }
        ensureOpen();
        if (connected) {
            throw new SocketException("already connected");
        }
        if (!(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) endpoint;
        InetAddress addr = epoint.getAddress();
        if (addr == null) {
            throw new UnknownHostException(epoint.getHostName());
        }
        int h = create(addr);
        try {
            NetNative.connect0(h, NetNative.target(addr).addr, epoint.getPort(), timeout);
        } catch (IOException e) {
            close();
            throw e;
        }
        synchronized (stateLock) {
            remoteAddr = addr;
            remotePort = epoint.getPort();
            connected = true;
            bound = true;
            InetSocketAddress local = NetNative.address(h, false);
            localPort = local != null ? local.getPort() : 0;
        }
    }

    public void bind(SocketAddress bindpoint) throws IOException {
        ensureOpen();
        if (bound) {
            throw new SocketException("Already bound");
        }
        if (bindpoint != null && !(bindpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = bindpoint != null ? (InetSocketAddress) bindpoint : new InetSocketAddress(0);
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        int h = create(epoint.getAddress());
        NetNative.bind0(h, epoint.getAddress().addr, epoint.getPort());
        synchronized (stateLock) {
            bound = true;
            InetSocketAddress local = NetNative.address(h, false);
            localPort = local != null ? local.getPort() : epoint.getPort();
        }
    }

    public InetAddress getInetAddress() {
        return connected ? remoteAddr : null;
    }

    public InetAddress getLocalAddress() {
        if (!bound || closed) {
            return InetAddress.anyLocal();
        }
        try {
            InetSocketAddress local = NetNative.address(fd, false);
            return local != null ? local.getAddress() : InetAddress.anyLocal();
        } catch (SocketException e) {
            return InetAddress.anyLocal();
        }
    }

    public int getPort() {
        return connected ? remotePort : 0;
    }

    public int getLocalPort() {
        return bound ? localPort : -1;
    }

    public SocketAddress getRemoteSocketAddress() {
        return connected ? new InetSocketAddress(getInetAddress(), getPort()) : null;
    }

    public SocketAddress getLocalSocketAddress() {
        return bound ? new InetSocketAddress(getLocalAddress(), getLocalPort()) : null;
    }

    public InputStream getInputStream() throws IOException {
        ensureOpen();
        if (!connected) {
            throw new SocketException("Socket is not connected");
        }
        if (shutIn) {
            throw new SocketException("Socket input is shutdown");
        }
        synchronized (stateLock) {
            if (in == null) {
                in = new SocketInputStream();
            }
            return in;
        }
    }

    public OutputStream getOutputStream() throws IOException {
        ensureOpen();
        if (!connected) {
            throw new SocketException("Socket is not connected");
        }
        if (shutOut) {
            throw new SocketException("Socket output is shutdown");
        }
        synchronized (stateLock) {
            if (out == null) {
                out = new SocketOutputStream();
            }
            return out;
        }
    }

    private final class SocketInputStream extends InputStream {
        private volatile boolean eof;

        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            if (eof) {
                return -1;
            }
            if (closed) {
                throw new SocketException("Socket closed");
            }
            if (shutIn) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            int n = NetNative.read0(fd, b, off, len, soTimeout);
            if (n < 0) {
                eof = true;
            }
            return n;
        }

        public int available() throws IOException {
            if (closed) {
                throw new SocketException("Socket closed");
            }
            if (eof || shutIn) {
                return 0;
            }
            return NetNative.available0(fd);
        }

        public void close() throws IOException {
            Socket.this.close();
        }
    }

    private final class SocketOutputStream extends OutputStream {
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        public void write(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            if (closed) {
                throw new SocketException("Socket closed");
            }
            if (len > 0) {
                NetNative.write0(fd, b, off, len);
            }
        }

        public void close() throws IOException {
            Socket.this.close();
        }
    }

    public void setTcpNoDelay(boolean on) throws SocketException {
        ensureOpen();
        synchronized (stateLock) {
            tcpNoDelay = on;
            if (fd != 0) {
                NetNative.setOption0(fd, NetNative.TCP_NODELAY, on ? 1 : 0);
            }
        }
    }

    public boolean getTcpNoDelay() throws SocketException {
        ensureOpen();
        return tcpNoDelay;
    }

    public void setSoLinger(boolean on, int linger) throws SocketException {
        ensureOpen();
        if (on && linger < 0) {
            throw new IllegalArgumentException("invalid value for SO_LINGER");
        }
    }

    public int getSoLinger() throws SocketException {
        ensureOpen();
        return -1;
    }

    public void sendUrgentData(int data) throws IOException {
        throw new SocketException("Urgent data not supported");
    }

    public void setOOBInline(boolean on) throws SocketException {
        ensureOpen();
    }

    public boolean getOOBInline() throws SocketException {
        ensureOpen();
        return false;
    }

    public void setSoTimeout(int timeout) throws SocketException {
        ensureOpen();
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        soTimeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        ensureOpen();
        return soTimeout;
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative send size");
        }
        ensureOpen();
        synchronized (stateLock) {
            sendBufferSize = size;
            if (fd != 0) {
                NetNative.setOption0(fd, NetNative.SNDBUF, size);
            }
        }
    }

    public int getSendBufferSize() throws SocketException {
        ensureOpen();
        return sendBufferSize > 0 ? sendBufferSize : 65536;
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("invalid receive size");
        }
        ensureOpen();
        synchronized (stateLock) {
            receiveBufferSize = size;
            if (fd != 0) {
                NetNative.setOption0(fd, NetNative.RCVBUF, size);
            }
        }
    }

    public int getReceiveBufferSize() throws SocketException {
        ensureOpen();
        return receiveBufferSize > 0 ? receiveBufferSize : 65536;
    }

    public void setKeepAlive(boolean on) throws SocketException {
        ensureOpen();
        synchronized (stateLock) {
            keepAlive = on;
            if (fd != 0) {
                NetNative.setOption0(fd, NetNative.KEEPALIVE, on ? 1 : 0);
            }
        }
    }

    public boolean getKeepAlive() throws SocketException {
        ensureOpen();
        return keepAlive;
    }

    public void setTrafficClass(int tc) throws SocketException {
        if (tc < 0 || tc > 255) {
            throw new IllegalArgumentException("tc is not in range 0 -- 255");
        }
        ensureOpen();
    }

    public int getTrafficClass() throws SocketException {
        ensureOpen();
        return 0;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        ensureOpen();
        synchronized (stateLock) {
            reuseAddress = on;
            if (fd != 0) {
                NetNative.setOption0(fd, NetNative.REUSEADDR, on ? 1 : 0);
            }
        }
    }

    public boolean getReuseAddress() throws SocketException {
        ensureOpen();
        return reuseAddress;
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

    public void shutdownInput() throws IOException {
        ensureOpen();
        if (!connected) {
            throw new SocketException("Socket is not connected");
        }
        if (shutIn) {
            throw new SocketException("Socket input is already shutdown");
        }
        NetNative.shutdown0(fd, 0);
        shutIn = true;
    }

    public void shutdownOutput() throws IOException {
        ensureOpen();
        if (!connected) {
            throw new SocketException("Socket is not connected");
        }
        if (shutOut) {
            throw new SocketException("Socket output is already shutdown");
        }
        NetNative.shutdown0(fd, 1);
        shutOut = true;
    }

    public String toString() {
        if (connected) {
            return "Socket[addr=" + getInetAddress() + ",port=" + getPort() + ",localport=" + getLocalPort() + "]";
        }
        return "Socket[unconnected]";
    }

    public boolean isConnected() {
        return connected;
    }

    public boolean isBound() {
        return bound;
    }

    public boolean isClosed() {
        return closed;
    }

    public boolean isInputShutdown() {
        return shutIn;
    }

    public boolean isOutputShutdown() {
        return shutOut;
    }

    public void setPerformancePreferences(int connectionTime, int latency, int bandwidth) {
    }
}
