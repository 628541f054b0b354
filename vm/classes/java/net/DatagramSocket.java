/*
 * java.net.DatagramSocket: a UDP socket over NetNative.
 *
 * connect is kept here rather than in the system: send then needs no
 * address (and refuses another), and receive drops datagrams from anyone
 * but the peer, which is what a connected socket shows a program.  An
 * unbound socket binds to the wildcard and an ephemeral port on its first
 * send or receive.  Messages as the JDK 17: send/receive on a closed socket
 * say "Socket closed", the other methods "Socket is closed".
 */
package java.net;

import java.io.IOException;

public class DatagramSocket implements java.io.Closeable {
    private int fd;
    private final Object stateLock = new Object();
    private volatile boolean closed;
    private boolean bound;
    private int localPort;
    private InetAddress connectedAddress;
    private int connectedPort = -1;
    private volatile int soTimeout;
    private boolean reuseAddress;
    private boolean broadcast;
    private int sendBufferSize;
    private int receiveBufferSize;

    public DatagramSocket() throws SocketException {
        this(new InetSocketAddress(0));
    }

    public DatagramSocket(SocketAddress bindaddr) throws SocketException {
        if (bindaddr != null) {
            try {
                bind(bindaddr);
            } catch (SocketException | RuntimeException e) {
                close();
                throw e;
            }
        }
    }

    public DatagramSocket(int port) throws SocketException {
        this(port, null);
    }

    public DatagramSocket(int port, InetAddress laddr) throws SocketException {
        this(new InetSocketAddress(laddr, port));
    }

    private void ensureOpen() throws SocketException {
        if (closed) {
            throw new SocketException("Socket is closed");
        }
    }

    public synchronized void bind(SocketAddress addr) throws SocketException {
        ensureOpen();
        if (bound) {
            throw new SocketException("already bound");
        }
        if (addr == null) {
            addr = new InetSocketAddress(0);
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type!");
        }
        InetSocketAddress epoint = (InetSocketAddress) addr;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        InetAddress a = epoint.getAddress();
        synchronized (stateLock) {
            if (fd == 0) {
                fd = NetNative.socket0(false, a instanceof Inet6Address);
                if (reuseAddress) {
                    NetNative.setOption0(fd, NetNative.REUSEADDR, 1);
                }
                if (broadcast) {
                    NetNative.setOption0(fd, NetNative.BROADCAST, 1);
                }
                if (sendBufferSize > 0) {
                    NetNative.setOption0(fd, NetNative.SNDBUF, sendBufferSize);
                }
                if (receiveBufferSize > 0) {
                    NetNative.setOption0(fd, NetNative.RCVBUF, receiveBufferSize);
                }
            }
            NetNative.bind0(fd, a.addr, epoint.getPort());
            InetSocketAddress local = NetNative.address(fd, false);
            localPort = local != null ? local.getPort() : epoint.getPort();
            bound = true;
        }
    }

    private int boundFd() throws SocketException {
        if (closed) {
            throw new SocketException("Socket closed");
        }
        if (!bound) {
            bind(null);
        }
        return fd;
    }

    public void connect(InetAddress address, int port) {
        if (address == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        NetNative.checkPort(port);
        try {
            connect(new InetSocketAddress(address, port));
        } catch (SocketException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public void connect(SocketAddress addr) throws SocketException {
        if (addr == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) addr;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        ensureOpen();
        boundFd();
        synchronized (stateLock) {
            connectedAddress = epoint.getAddress();
            connectedPort = epoint.getPort();
        }
    }

    public void disconnect() {
        synchronized (stateLock) {
            connectedAddress = null;
            connectedPort = -1;
        }
    }

    public boolean isBound() {
        return bound;
    }

    public boolean isConnected() {
        return connectedAddress != null;
    }

    public InetAddress getInetAddress() {
        return connectedAddress;
    }

    public int getPort() {
        return connectedPort;
    }

    public SocketAddress getRemoteSocketAddress() {
        InetAddress a = connectedAddress;
        return a == null ? null : new InetSocketAddress(a, connectedPort);
    }

    public SocketAddress getLocalSocketAddress() {
        if (closed || !bound) {
            return null;
        }
        return new InetSocketAddress(getLocalAddress(), getLocalPort());
    }

    public InetAddress getLocalAddress() {
        if (closed) {
            return null;
        }
        if (!bound) {
            return InetAddress.anyLocal();
        }
        try {
            InetSocketAddress local = NetNative.address(fd, false);
            return local != null ? local.getAddress() : InetAddress.anyLocal();
        } catch (SocketException e) {
            return null;
        }
    }

    public int getLocalPort() {
        if (closed) {
            return -1;
        }
        return bound ? localPort : 0;
    }

    public void send(DatagramPacket p) throws IOException {
        int h = boundFd();
        byte[] buf;
        int off, len, port;
        InetAddress to;
        synchronized (p) {
            buf = p.buf;
            off = p.offset;
            len = p.length;
            to = p.address;
            port = p.port;
        }
        InetAddress peer = connectedAddress;
        if (peer != null) {
            if (to == null) {
                to = peer;
                port = connectedPort;
            } else if (!to.equals(peer) || port != connectedPort) {
                throw new IllegalArgumentException("connected address and packet address differ");
            }
        } else if (to == null) {
            throw new IllegalArgumentException("Address not set");
        }
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("port out of range:" + port);
        }
        NetNative.sendTo0(h, buf, off, len, NetNative.target(to).addr, port);
    }

    public synchronized void receive(DatagramPacket p) throws IOException {
        int h = boundFd();
        byte[] from = new byte[16];
        int[] lp = new int[2];
        long deadline = soTimeout > 0 ? System.nanoTime() + soTimeout * 1000000L : 0;
        synchronized (p) {
            for (;;) {
                int timeout = soTimeout;
                if (deadline != 0) {
                    long left = (deadline - System.nanoTime()) / 1000000L;
                    timeout = left < 1 ? 1 : (int) left;
                }
                int n = NetNative.receive0(h, p.buf, p.offset, p.bufLength, timeout, from, lp);
                InetAddress sender = InetAddress.fromBytes(null, from, lp[0]);
                InetAddress peer = connectedAddress;
                if (peer != null && (!NetNative.target(peer).equals(sender) || lp[1] != connectedPort)) {
                    continue;
                }
                p.length = n;
                p.address = sender;
                p.port = lp[1];
                return;
            }
        }
    }

    public void close() {
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

    public boolean isClosed() {
        return closed;
    }

    public void setSoTimeout(int timeout) throws SocketException {
        ensureOpen();
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
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

    public void setBroadcast(boolean on) throws SocketException {
        ensureOpen();
        synchronized (stateLock) {
            broadcast = on;
            if (fd != 0) {
                NetNative.setOption0(fd, NetNative.BROADCAST, on ? 1 : 0);
            }
        }
    }

    public boolean getBroadcast() throws SocketException {
        ensureOpen();
        return broadcast;
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
}
