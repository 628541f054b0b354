/*
 * java.net.NetworkInterface: Lantern knows the loopback interface only
 * ("lo", index 1, up, holding 127.0.0.1 and ::1); APR cannot list the
 * machine's interfaces, so getNetworkInterfaces gives that one and
 * getByInetAddress finds only loopback addresses.
 */
package java.net;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;

public final class NetworkInterface {
    private static final NetworkInterface LOOPBACK = new NetworkInterface("lo", 1);

    private final String name;
    private final int index;

    private NetworkInterface(String name, int index) {
        this.name = name;
        this.index = index;
    }

    private List<InetAddress> addresses() {
        List<InetAddress> l = new ArrayList<>();
        l.add(InetAddress.loopback6());
        l.add(new Inet4Address(null, new byte[] {127, 0, 0, 1}));
        return l;
    }

    public String getName() {
        return name;
    }

    public String getDisplayName() {
        return name;
    }

    public int getIndex() {
        return index;
    }

    public Enumeration<InetAddress> getInetAddresses() {
        return Collections.enumeration(addresses());
    }

    public Stream<InetAddress> inetAddresses() {
        return addresses().stream();
    }

    public Enumeration<NetworkInterface> getSubInterfaces() {
        return Collections.enumeration(new ArrayList<NetworkInterface>());
    }

    public NetworkInterface getParent() {
        return null;
    }

    public boolean isUp() throws SocketException {
        return true;
    }

    public boolean isLoopback() throws SocketException {
        return true;
    }

    public boolean isPointToPoint() throws SocketException {
        return false;
    }

    public boolean supportsMulticast() throws SocketException {
        return false;
    }

    public boolean isVirtual() {
        return false;
    }

    public byte[] getHardwareAddress() throws SocketException {
        return null;
    }

    public int getMTU() throws SocketException {
        return 65536;
    }

    public static NetworkInterface getByName(String name) throws SocketException {
        if (name == null) {
            throw new NullPointerException();
        }
        return name.equals(LOOPBACK.name) ? LOOPBACK : null;
    }

    public static NetworkInterface getByIndex(int index) throws SocketException {
        if (index < 0) {
            throw new IllegalArgumentException("Interface index can't be negative");
        }
        return index == LOOPBACK.index ? LOOPBACK : null;
    }

    public static NetworkInterface getByInetAddress(InetAddress addr) throws SocketException {
        if (addr == null) {
            throw new NullPointerException();
        }
        return addr.isLoopbackAddress() ? LOOPBACK : null;
    }

    public static Enumeration<NetworkInterface> getNetworkInterfaces() throws SocketException {
        List<NetworkInterface> l = new ArrayList<>();
        l.add(LOOPBACK);
        return Collections.enumeration(l);
    }

    public static Stream<NetworkInterface> networkInterfaces() throws SocketException {
        return Collections.list(getNetworkInterfaces()).stream();
    }

    public boolean equals(Object obj) {
        return obj instanceof NetworkInterface && ((NetworkInterface) obj).name.equals(name)
                && ((NetworkInterface) obj).index == index;
    }

    public int hashCode() {
        return name.hashCode();
    }

    public String toString() {
        return "name:" + name + " (" + name + ")";
    }
}
