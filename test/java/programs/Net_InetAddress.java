import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Collections;

/* InetAddress, Inet4Address/Inet6Address, InetSocketAddress and the loopback
 * NetworkInterface: literals, localhost, lookups that fail, equality. */
public class Net_InetAddress {
    static void show(String what, InetAddress a) {
        System.out.println(what + ": " + a + " host=" + a.getHostAddress() + " bytes=" + Arrays.toString(a.getAddress())
                + " v4=" + (a instanceof Inet4Address) + " v6=" + (a instanceof Inet6Address) + " loop="
                + a.isLoopbackAddress() + " any=" + a.isAnyLocalAddress());
    }

    static void lookup(String name) {
        try {
            InetAddress a = InetAddress.getByName(name);
            show("getByName(" + name + ")", a);
        } catch (UnknownHostException e) {
            System.out.println("getByName(" + name + "): " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        lookup("127.0.0.1");
        lookup("10.1.2.3");
        lookup("0.0.0.0");
        lookup("::1");
        lookup("[::1]");
        lookup("::");
        lookup("fe80::1:2");
        lookup("::ffff:1.2.3.4");
        lookup("localhost");
        lookup(null);
        lookup("");
        lookup("1.2.3.4.5");
        lookup("[::1");
        lookup("nosuch.invalid");

        InetAddress loop = InetAddress.getLoopbackAddress();
        show("loopback", loop);
        System.out.println("loopback host name: " + loop.getHostName());
        InetAddress lit = InetAddress.getByName("127.0.0.1");
        System.out.println("literal toString before getHostName: " + lit);
        System.out.println("literal getHostName: " + lit.getHostName());
        System.out.println("literal toString after: " + lit);
        System.out.println("equals: " + lit.equals(loop) + " " + (lit.hashCode() == loop.hashCode()) + " "
                + lit.equals(InetAddress.getByName("127.0.0.2")) + " " + lit.equals(null));
        System.out.println("hashCode 127.0.0.1: " + lit.hashCode());
        System.out.println("v6 hash equal: " + (InetAddress.getByName("::1").hashCode() == InetAddress.getByName("0:0::1").hashCode())
                + " " + InetAddress.getByName("::1").equals(InetAddress.getByName("0:0:0:0:0:0:0:1")));

        InetAddress[] all = InetAddress.getAllByName("localhost");
        System.out.println("getAllByName(localhost) has loopback: " + Arrays.asList(all).contains(loop));
        System.out.println("getAllByName(1.2.3.4): " + Arrays.toString(InetAddress.getAllByName("1.2.3.4")));
        try {
            InetAddress.getAllByName("other.invalid");
        } catch (UnknownHostException e) {
            System.out.println("getAllByName: " + e);
        }

        show("getByAddress 4", InetAddress.getByAddress(new byte[] {1, 2, 3, 4}));
        System.out.println(InetAddress.getByAddress("named", new byte[] {(byte) 192, (byte) 168, 0, 1}));
        show("getByAddress 16", InetAddress.getByAddress(new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}));
        try {
            InetAddress.getByAddress(new byte[] {1, 2, 3});
        } catch (UnknownHostException e) {
            System.out.println("getByAddress 3: " + e);
        }

        InetAddress local = InetAddress.getLocalHost();
        System.out.println("getLocalHost has a name: " + (local.getHostName().length() > 0));

        System.out.println(new InetSocketAddress("127.0.0.1", 80));
        System.out.println(new InetSocketAddress("localhost", 8080));
        System.out.println(new InetSocketAddress("::1", 443));
        System.out.println(new InetSocketAddress(81));
        System.out.println(new InetSocketAddress(loop, 0));
        InetSocketAddress un = InetSocketAddress.createUnresolved("example.invalid", 25);
        System.out.println(un + " unresolved=" + un.isUnresolved() + " host=" + un.getHostName() + " string="
                + un.getHostString() + " port=" + un.getPort() + " addr=" + un.getAddress());
        InetSocketAddress bad = new InetSocketAddress("nosuch.invalid", 7);
        System.out.println(bad + " unresolved=" + bad.isUnresolved());
        InetSocketAddress r = new InetSocketAddress("127.0.0.1", 99);
        System.out.println("resolved host string=" + r.getHostString() + " port=" + r.getPort() + " addr=" + r.getAddress());
        System.out.println("isa equals: " + r.equals(new InetSocketAddress(loop, 99)) + " "
                + r.equals(new InetSocketAddress(loop, 98)) + " " + (r.hashCode() == new InetSocketAddress(loop, 99).hashCode()));
        try {
            new InetSocketAddress(70000);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new InetSocketAddress((String) null, 1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        NetworkInterface lo = NetworkInterface.getByInetAddress(loop);
        System.out.println("lo: loopback=" + lo.isLoopback() + " up=" + lo.isUp() + " has 127.0.0.1="
                + Collections.list(lo.getInetAddresses()).contains(loop));
        boolean found = false;
        for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces()))
            if (ni.isLoopback() && ni.equals(lo)) found = true;
        System.out.println("lo listed: " + found);
        System.out.println("10.99.99.99 interface: " + NetworkInterface.getByInetAddress(InetAddress.getByName("10.99.99.99")));
    }
}
