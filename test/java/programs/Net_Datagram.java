import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.BindException;

/* DatagramSocket and DatagramPacket over 127.0.0.1: send and receive,
 * truncation to the packet's buffer, receive timeout, connect, bind clash. */
public class Net_Datagram {
    public static void main(String[] args) throws Exception {
        InetAddress loop = InetAddress.getLoopbackAddress();
        DatagramSocket a = new DatagramSocket(0, loop);
        DatagramSocket b = new DatagramSocket(new InetSocketAddress(loop, 0));
        System.out.println("bound=" + a.isBound() + " connected=" + a.isConnected() + " closed=" + a.isClosed()
                + " local=" + a.getLocalAddress() + " port>0=" + (a.getLocalPort() > 0) + " remote=" + a.getInetAddress()
                + " rport=" + a.getPort());

        byte[] msg = "hello datagram".getBytes();
        DatagramPacket p = new DatagramPacket(msg, msg.length, loop, b.getLocalPort());
        System.out.println("packet: len=" + p.getLength() + " off=" + p.getOffset() + " addr=" + p.getAddress()
                + " port ok=" + (p.getPort() == b.getLocalPort()));
        a.send(p);
        byte[] buf = new byte[100];
        DatagramPacket r = new DatagramPacket(buf, 3, 50);
        b.receive(r);
        System.out.println("received '" + new String(r.getData(), r.getOffset(), r.getLength()) + "' len=" + r.getLength()
                + " off=" + r.getOffset() + " from " + r.getAddress() + " port ok=" + (r.getPort() == a.getLocalPort())
                + " sa ok=" + r.getSocketAddress().equals(new InetSocketAddress(loop, a.getLocalPort())));

        // a packet longer than the buffer is cut to it
        a.send(new DatagramPacket(msg, msg.length, new InetSocketAddress(loop, b.getLocalPort())));
        DatagramPacket small = new DatagramPacket(new byte[5], 5);
        b.receive(small);
        System.out.println("truncated '" + new String(small.getData(), 0, small.getLength()) + "'");

        // reply to the sender's address
        DatagramPacket reply = new DatagramPacket("pong".getBytes(), 4, r.getSocketAddress());
        b.send(reply);
        DatagramPacket got = new DatagramPacket(new byte[10], 10);
        a.receive(got);
        System.out.println("reply '" + new String(got.getData(), 0, got.getLength()) + "'");

        // timeout
        b.setSoTimeout(200);
        System.out.println("soTimeout=" + b.getSoTimeout());
        try {
            b.receive(new DatagramPacket(new byte[10], 10));
        } catch (SocketTimeoutException e) {
            System.out.println("receive: " + e);
        }

        // connect: packets need no address
        a.connect(loop, b.getLocalPort());
        System.out.println("connected=" + a.isConnected() + " remote=" + a.getInetAddress() + " port ok="
                + (a.getPort() == b.getLocalPort()));
        a.send(new DatagramPacket("via connect".getBytes(), 11));
        DatagramPacket c = new DatagramPacket(new byte[20], 20);
        b.receive(c);
        System.out.println("received '" + new String(c.getData(), 0, c.getLength()) + "'");
        try {
            a.send(new DatagramPacket(msg, msg.length, loop, b.getLocalPort() == 9 ? 10 : 9));
        } catch (IllegalArgumentException e) {
            System.out.println("send elsewhere: " + e.getClass().getName());
        }
        a.disconnect();
        System.out.println("after disconnect connected=" + a.isConnected() + " port=" + a.getPort());

        // empty packet
        a.send(new DatagramPacket(new byte[0], 0, loop, b.getLocalPort()));
        DatagramPacket e0 = new DatagramPacket(new byte[4], 4);
        b.receive(e0);
        System.out.println("empty len=" + e0.getLength());

        try {
            new DatagramSocket(b.getLocalPort(), loop);
        } catch (BindException e) {
            System.out.println("bind: " + e);
        }
        try {
            a.send(new DatagramPacket(msg, msg.length));
        } catch (IllegalArgumentException e) {
            System.out.println("no address: " + e);
        }
        try {
            new DatagramPacket(msg, 20);
        } catch (IllegalArgumentException e) {
            System.out.println("packet: " + e);
        }
        a.close();
        b.close();
        System.out.println("closed=" + a.isClosed());
        try {
            a.send(p);
        } catch (SocketException e) {
            System.out.println("send after close: " + e);
        }
        try {
            a.receive(r);
        } catch (SocketException e) {
            System.out.println("receive after close: " + e);
        }
    }
}
