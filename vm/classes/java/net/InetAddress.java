/*
 * java.net.InetAddress: an IPv4 (Inet4Address) or IPv6 (Inet6Address)
 * address and, once known, a host name.
 *
 * Literals are parsed here (IPv4 in the 1 to 4 part forms inet_aton takes,
 * IPv6 with "::" and a trailing dotted quad, in brackets or not); other
 * names go to the platform's resolver through NetNative.lookup0, which
 * gives UnknownHostException("NAME: reason").  IPv4 addresses come before
 * IPv6 ones, as the JDK orders them by default, and an IPv4-mapped IPv6
 * address is an Inet4Address.  Lookups are not cached.  getHostName on an
 * address made without a name asks the resolver for one (reverse, checked
 * forward) and keeps the answer, so toString shows it afterwards, as the
 * JDK does.
 */
package java.net;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class InetAddress implements java.io.Serializable {
    private static final long serialVersionUID = 3286316764910316507L;

    String hostName;
    final byte[] addr;
    private String canonicalHostName;

    InetAddress(String hostName, byte[] addr) {
        this.hostName = hostName;
        this.addr = addr;
    }

    static InetAddress fromBytes(String host, byte[] a, int len) {
        if (len == 16 && isMapped(a)) {
            return new Inet4Address(host, Arrays.copyOfRange(a, 12, 16));
        }
        if (len == 4) {
            return new Inet4Address(host, Arrays.copyOf(a, 4));
        }
        return new Inet6Address(host, Arrays.copyOf(a, 16));
    }

    private static boolean isMapped(byte[] a) {
        for (int i = 0; i < 10; i++) {
            if (a[i] != 0) {
                return false;
            }
        }
        return a[10] == (byte) 0xff && a[11] == (byte) 0xff;
    }

    private static final InetAddress LOOPBACK = new Inet4Address("localhost", new byte[] {127, 0, 0, 1});

    static InetAddress loopback6() {
        byte[] a = new byte[16];
        a[15] = 1;
        return new Inet6Address("localhost", a);
    }

    static InetAddress anyLocal() {
        return new Inet4Address("0.0.0.0", new byte[4]);
    }

    public static InetAddress getLoopbackAddress() {
        return LOOPBACK;
    }

    public static InetAddress getByName(String host) throws UnknownHostException {
        return getAllByName(host)[0];
    }

    public static InetAddress[] getAllByName(String host) throws UnknownHostException {
        if (host == null || host.isEmpty()) {
            return new InetAddress[] {LOOPBACK};
        }
        boolean bracketed = false;
        if (host.charAt(0) == '[') {
            if (host.length() > 2 && host.charAt(host.length() - 1) == ']') {
                host = host.substring(1, host.length() - 1);
                bracketed = true;
            } else {
                throw new UnknownHostException(host + ": invalid IPv6 address literal");
            }
        }
        byte[] a = parseV6(host);
        if (a != null) {
            return new InetAddress[] {fromBytes(null, a, 16)};
        }
        if (bracketed) {
            throw new UnknownHostException("[" + host + "]: invalid IPv6 address literal");
        }
        a = parseV4(host);
        if (a != null) {
            return new InetAddress[] {new Inet4Address(null, a)};
        }
        return lookup(host);
    }

    private static InetAddress[] lookup(String host) throws UnknownHostException {
        byte[] out = new byte[17 * 64];
        int n = NetNative.lookup0(host, out);
        List<InetAddress> v4 = new ArrayList<>(), v6 = new ArrayList<>();
        for (int i = 0, p = 0; i < n; i++) {
            int len = out[p];
            InetAddress ia = fromBytes(host, Arrays.copyOfRange(out, p + 1, p + 1 + len), len);
            if (!(ia instanceof Inet4Address ? v4 : v6).contains(ia)) {
                (ia instanceof Inet4Address ? v4 : v6).add(ia);
            }
            p += 1 + len;
        }
        v4.addAll(v6);
        if (v4.isEmpty()) {
            throw new UnknownHostException(host + ": Name or service not known");
        }
        return v4.toArray(new InetAddress[0]);
    }

    /* a.b.c.d, a.b.c (c 16 bits), a.b (b 24 bits), a (32 bits), decimal; null if not one */
    static byte[] parseV4(String s) {
        if (s.isEmpty() || s.length() > 15) {
            return null;
        }
        long[] parts = new long[4];
        int n = 0;
        long v = -1;
        for (int i = 0; i <= s.length(); i++) {
            char c = i < s.length() ? s.charAt(i) : '.';
            if (c == '.') {
                if (v < 0 || n == 4) {
                    return null;
                }
                parts[n++] = v;
                v = -1;
            } else if (c >= '0' && c <= '9') {
                v = (v < 0 ? 0 : v * 10) + (c - '0');
                if (v > 0xffffffffL) {
                    return null;
                }
            } else {
                return null;
            }
        }
        long value;
        switch (n) {
            case 1:
                value = parts[0];
                break;
            case 2:
                if (parts[0] > 255 || parts[1] > 0xffffff) {
                    return null;
                }
                value = parts[0] << 24 | parts[1];
                break;
            case 3:
                if (parts[0] > 255 || parts[1] > 255 || parts[2] > 0xffff) {
                    return null;
                }
                value = parts[0] << 24 | parts[1] << 16 | parts[2];
                break;
            default:
                for (int i = 0; i < 4; i++) {
                    if (parts[i] > 255) {
                        return null;
                    }
                }
                value = parts[0] << 24 | parts[1] << 16 | parts[2] << 8 | parts[3];
        }
        return new byte[] {(byte) (value >> 24), (byte) (value >> 16), (byte) (value >> 8), (byte) value};
    }

    /* 16 bytes, or null if s is not an IPv6 literal (a "%scope" is ignored) */
    static byte[] parseV6(String s) {
        int pct = s.indexOf('%');
        if (pct >= 0) {
            s = s.substring(0, pct);
        }
        if (s.indexOf(':') < 0) {
            return null;
        }
        byte[] out = new byte[16];
        int gap = -1, n = 0, i = 0, len = s.length();
        if (s.startsWith("::")) {
            gap = 0;
            i = 2;
            if (len == 2) {
                return out;
            }
        } else if (s.startsWith(":")) {
            return null;
        }
        while (i < len) {
            int j = i;
            while (j < len && s.charAt(j) != ':') {
                j++;
            }
            String part = s.substring(i, j);
            if (part.indexOf('.') >= 0) {
                if (j != len || n > 12) {
                    return null;
                }
                byte[] v4 = parseV4(part);
                if (v4 == null || part.split("\\.", -1).length != 4) {
                    return null;
                }
                System.arraycopy(v4, 0, out, n, 4);
                n += 4;
                i = j;
                break;
            }
            if (part.isEmpty() || part.length() > 4 || n > 14) {
                return null;
            }
            int g = 0;
            for (int k = 0; k < part.length(); k++) {
                int d = Character.digit(part.charAt(k), 16);
                if (d < 0) {
                    return null;
                }
                g = g * 16 + d;
            }
            out[n++] = (byte) (g >> 8);
            out[n++] = (byte) g;
            if (j == len) {
                i = j;
                break;
            }
            if (j + 1 < len && s.charAt(j + 1) == ':') {
                if (gap >= 0) {
                    return null;
                }
                gap = n;
                i = j + 2;
            } else if (j + 1 == len) {
                return null;
            } else {
                i = j + 1;
            }
        }
        if (gap >= 0) {
            if (n == 16) {
                return null;
            }
            int tail = n - gap;
            System.arraycopy(out, gap, out, 16 - tail, tail);
            Arrays.fill(out, gap, 16 - tail, (byte) 0);
        } else if (n != 16) {
            return null;
        }
        return out;
    }

    public static InetAddress getByAddress(byte[] addr) throws UnknownHostException {
        return getByAddress(null, addr);
    }

    public static InetAddress getByAddress(String host, byte[] addr) throws UnknownHostException {
        if (host != null && host.length() > 0 && host.charAt(0) == '[' && host.charAt(host.length() - 1) == ']') {
            host = host.substring(1, host.length() - 1);
        }
        if (addr != null && (addr.length == 4 || addr.length == 16)) {
            return fromBytes(host, addr, addr.length);
        }
        throw new UnknownHostException("addr is of illegal length");
    }

    public static InetAddress getLocalHost() throws UnknownHostException {
        String name = NetNative.hostName0();
        if (name == null || name.isEmpty()) {
            return LOOPBACK;
        }
        try {
            return lookup(name)[0];
        } catch (UnknownHostException e) {
            throw new UnknownHostException(name + ": " + e.getMessage());
        }
    }

    public String getHostName() {
        if (hostName == null) {
            hostName = getCanonicalHostName();
        }
        return hostName;
    }

    public String getCanonicalHostName() {
        if (canonicalHostName == null) {
            String name = NetNative.reverse0(addr);
            boolean ok = false;
            if (name != null) {
                try {
                    for (InetAddress a : getAllByName(name)) {
                        if (a.equals(this)) {
                            ok = true;
                            break;
                        }
                    }
                } catch (UnknownHostException e) {
                    ok = false;
                }
            }
            canonicalHostName = ok ? name : getHostAddress();
        }
        return canonicalHostName;
    }

    public byte[] getAddress() {
        return addr.clone();
    }

    public String getHostAddress() {
        return null;
    }

    public boolean isReachable(int timeout) throws java.io.IOException {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        return isLoopbackAddress() || isAnyLocalAddress();
    }

    public boolean isAnyLocalAddress() {
        for (byte b : addr) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean isLoopbackAddress() {
        return false;
    }

    public boolean isLinkLocalAddress() {
        return false;
    }

    public boolean isSiteLocalAddress() {
        return false;
    }

    public boolean isMulticastAddress() {
        return false;
    }

    public boolean isMCGlobal() {
        return false;
    }

    public boolean isMCLinkLocal() {
        return false;
    }

    public boolean isMCSiteLocal() {
        return false;
    }

    public boolean isMCNodeLocal() {
        return false;
    }

    public boolean isMCOrgLocal() {
        return false;
    }

    public boolean equals(Object obj) {
        return obj instanceof InetAddress && obj.getClass() == getClass() && Arrays.equals(addr, ((InetAddress) obj).addr);
    }

    public int hashCode() {
        return 0;
    }

    public String toString() {
        return (hostName != null ? hostName : "") + "/" + getHostAddress();
    }

    /* ---- serial form: the JDK's fields hostName, address (an IPv4
     * address as an int) and family (2, AF_INET); an Inet4Address is
     * written as a plain InetAddress and read back as an Inet4Address */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("hostName", String.class),
        new java.io.ObjectStreamField("address", Integer.TYPE),
        new java.io.ObjectStreamField("family", Integer.TYPE)
    };
    /* the address a stream gave, for readResolve */
    private transient int streamAddress;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        int a = 0;
        if (addr != null && addr.length == 4) {
            a = ((addr[0] & 0xff) << 24) | ((addr[1] & 0xff) << 16) | ((addr[2] & 0xff) << 8) | (addr[3] & 0xff);
        }
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("hostName", hostName);
        f.put("address", a);
        f.put("family", 2);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        hostName = (String) f.get("hostName", null);
        streamAddress = f.get("address", 0);
    }

    private Object readResolve() throws java.io.ObjectStreamException {
        if (getClass() != InetAddress.class) return this;
        int a = streamAddress;
        return new Inet4Address(hostName, new byte[] {(byte) (a >>> 24), (byte) (a >>> 16), (byte) (a >>> 8), (byte) a});
    }
}
