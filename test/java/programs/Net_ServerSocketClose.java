import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;

/* A close from another thread wakes a thread blocked in accept, and one
 * blocked in read, with the JDK's "Socket closed". */
public class Net_ServerSocketClose {
    static volatile String acceptResult = "none";
    static volatile String readResult = "none";

    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(() -> {
            try {
                Socket s = ss.accept();
                acceptResult = "accepted " + s;
            } catch (SocketException e) {
                acceptResult = e.toString();
            } catch (IOException e) {
                acceptResult = "other " + e;
            }
        });
        acceptor.start();
        Thread.sleep(300);
        System.out.println("acceptor blocked: " + acceptor.isAlive());
        ss.close();
        acceptor.join(10000);
        System.out.println("acceptor ended: " + !acceptor.isAlive() + " with " + acceptResult);
        System.out.println("closed=" + ss.isClosed());

        ServerSocket ss2 = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Socket client = new Socket(InetAddress.getLoopbackAddress(), ss2.getLocalPort());
        Socket peer = ss2.accept();
        InputStream in = client.getInputStream();
        Thread reader = new Thread(() -> {
            try {
                readResult = "read " + in.read();
            } catch (SocketException e) {
                readResult = e.toString();
            } catch (IOException e) {
                readResult = "other " + e;
            }
        });
        reader.start();
        Thread.sleep(300);
        System.out.println("reader blocked: " + reader.isAlive());
        client.close();
        reader.join(10000);
        System.out.println("reader ended: " + !reader.isAlive() + " with " + readResult);
        System.out.println("peer reads: " + peer.getInputStream().read());
        peer.close();
        ss2.close();

        // many threads blocked in accept on one server, all woken by one close
        ServerSocket ss3 = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread[] ts = new Thread[4];
        String[] res = new String[ts.length];
        for (int i = 0; i < ts.length; i++) {
            int k = i;
            ts[i] = new Thread(() -> {
                try {
                    ss3.accept();
                    res[k] = "accepted";
                } catch (IOException e) {
                    res[k] = e.getMessage();
                }
            });
            ts[i].start();
        }
        Thread.sleep(300);
        ss3.close();
        for (int i = 0; i < ts.length; i++) {
            ts[i].join(10000);
            System.out.println("acceptor " + i + ": " + res[i]);
        }
    }
}
