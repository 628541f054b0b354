/* java.net.Inet6Address: a 16-byte address, printed as eight hexadecimal
 * groups without "::" compression (the JDK's form).  Scope ids are not kept. */
package java.net;

public final class Inet6Address extends InetAddress {
    private static final long serialVersionUID = 6880410070516793377L;

    Inet6Address(String hostName, byte[] addr) {
        super(hostName, addr);
    }

    public static Inet6Address getByAddress(String host, byte[] addr, int scopeId) throws UnknownHostException {
        if (addr == null || addr.length != 16) {
            throw new UnknownHostException("addr is of illegal length");
        }
        return new Inet6Address(host, addr.clone());
    }

    public String getHostAddress() {
        StringBuilder sb = new StringBuilder(39);
        for (int i = 0; i < 16; i += 2) {
            if (i > 0) {
                sb.append(':');
            }
            sb.append(Integer.toHexString((addr[i] & 0xff) << 8 | (addr[i + 1] & 0xff)));
        }
        return sb.toString();
    }

    public int getScopeId() {
        return 0;
    }

    public NetworkInterface getScopedInterface() {
        return null;
    }

    public boolean isIPv4CompatibleAddress() {
        for (int i = 0; i < 12; i++) {
            if (addr[i] != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean isLoopbackAddress() {
        for (int i = 0; i < 15; i++) {
            if (addr[i] != 0) {
                return false;
            }
        }
        return addr[15] == 1;
    }

    public boolean isLinkLocalAddress() {
        return (addr[0] & 0xff) == 0xfe && (addr[1] & 0xc0) == 0x80;
    }

    public boolean isSiteLocalAddress() {
        return (addr[0] & 0xff) == 0xfe && (addr[1] & 0xc0) == 0xc0;
    }

    public boolean isMulticastAddress() {
        return (addr[0] & 0xff) == 0xff;
    }

    /* The sum of the address read as four big-endian ints whose bytes are
     * taken signed, which is what the JDK computes. */
    public int hashCode() {
        int hash = 0;
        for (int i = 0; i < 16; i += 4) {
            int c = 0;
            for (int j = 0; j < 4; j++) {
                c = (c << 8) + addr[i + j];
            }
            hash += c;
        }
        return hash;
    }
}
