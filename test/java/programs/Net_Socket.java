import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.BindException;

/* Socket and ServerSocket over 127.0.0.1: an echo server on a thread, half
 * close, timeouts, refused connections, options, states and toString (ports
 * are ephemeral, so they are printed as P). */
public class Net_Socket {
    static String mask(Object o) {
        return String.valueOf(o).replaceAll("port=\\d+", "port=P").replaceAll("localport=\\d+", "localport=P").replaceAll(":\\d+$", ":P");
    }

    static void echo(ServerSocket ss) {
        try (Socket c = ss.accept()) {
            InputStream in = c.getInputStream();
            OutputStream out = c.getOutputStream();
            byte[] buf = new byte[1000];
            int n;
            long total = 0;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
                total += n;
            }
            out.write(("echoed " + total + "\n").getBytes());
        } catch (IOException e) {
            System.out.println("server: " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        InetAddress loop = InetAddress.getLoopbackAddress();
        Socket un = new Socket();
        System.out.println(un + " bound=" + un.isBound() + " connected=" + un.isConnected() + " closed=" + un.isClosed()
                + " port=" + un.getPort() + " localPort=" + un.getLocalPort() + " addr=" + un.getInetAddress()
                + " remote=" + un.getRemoteSocketAddress());
        ServerSocket ss = new ServerSocket();
        System.out.println(ss + " bound=" + ss.isBound() + " port=" + ss.getLocalPort() + " addr=" + ss.getInetAddress());
        ss.setReuseAddress(true);
        ss.bind(new InetSocketAddress(loop, 0), 5);
        System.out.println(mask(ss) + " bound=" + ss.isBound() + " port>0=" + (ss.getLocalPort() > 0) + " addr="
                + ss.getInetAddress() + " local=" + mask(ss.getLocalSocketAddress()));
        int port = ss.getLocalPort();

        Thread server = new Thread(() -> echo(ss));
        server.start();
        Socket s = new Socket(loop, port);
        s.setTcpNoDelay(true);
        System.out.println("nodelay=" + s.getTcpNoDelay() + " " + mask(s) + " bound=" + s.isBound() + " connected="
                + s.isConnected() + " port ok=" + (s.getPort() == port) + " addr=" + s.getInetAddress() + " local="
                + s.getLocalAddress() + " remote=" + mask(s.getRemoteSocketAddress()));
        OutputStream out = s.getOutputStream();
        InputStream in = s.getInputStream();
        byte[] big = new byte[300000];
        for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 31 + 7);
        Thread writer = new Thread(() -> {
            try {
                out.write("hello\n".getBytes());
                out.write(big);
                s.shutdownOutput();
            } catch (IOException e) {
                System.out.println("writer: " + e);
            }
        });
        writer.start();
        byte[] got = new byte[6 + big.length];
        int off = 0;
        while (off < got.length) {
            int n = in.read(got, off, got.length - off);
            if (n < 0) break;
            off += n;
        }
        writer.join();
        boolean same = new String(got, 0, 6).equals("hello\n");
        for (int i = 0; i < big.length && same; i++) same = got[6 + i] == big[i];
        System.out.println("echo: " + off + " bytes, same=" + same + " outputShutdown=" + s.isOutputShutdown());
        StringBuilder tail = new StringBuilder();
        int ch;
        while ((ch = in.read()) >= 0) tail.append((char) ch);
        System.out.print("tail: " + tail);
        System.out.println("after end: " + in.read());
        try {
            s.getOutputStream();
        } catch (SocketException e) {
            System.out.println("getOutputStream after shutdownOutput: " + e);
        }
        server.join();
        s.close();
        System.out.println("closed=" + s.isClosed() + " connected=" + s.isConnected() + " " + mask(s));
        try {
            s.getInputStream();
        } catch (SocketException e) {
            System.out.println("getInputStream after close: " + e);
        }
        s.close();

        // half close the other way, and shutdownInput
        Thread server2 = new Thread(() -> {
            try (Socket c = ss.accept()) {
                c.getOutputStream().write("bye".getBytes());
                c.shutdownOutput();
                System.out.println("server2 reads: " + c.getInputStream().read());
            } catch (IOException e) {
                System.out.println("server2: " + e);
            }
        });
        server2.start();
        Socket s2 = new Socket();
        s2.connect(new InetSocketAddress(loop, port), 2000);
        InputStream in2 = s2.getInputStream();
        byte[] b3 = new byte[3];
        int n3 = 0;
        while (n3 < 3) n3 += in2.read(b3, n3, 3 - n3);
        System.out.println("got " + new String(b3) + " then " + in2.read());
        s2.shutdownInput();
        System.out.println("inputShutdown=" + s2.isInputShutdown() + " read=" + in2.read());
        try {
            s2.getInputStream();
        } catch (SocketException e) {
            System.out.println(e);
        }
        s2.close();
        server2.join();

        // timeouts
        ss.setSoTimeout(200);
        System.out.println("soTimeout=" + ss.getSoTimeout());
        try {
            ss.accept();
        } catch (SocketTimeoutException e) {
            System.out.println("accept: " + e);
        }
        ss.setSoTimeout(0);
        Thread silent = new Thread(() -> {
            try (Socket c = ss.accept()) {
                c.getInputStream().read();
            } catch (IOException e) {
                System.out.println("silent: " + e);
            }
        });
        silent.start();
        try (Socket s3 = new Socket("127.0.0.1", port)) {
            s3.setSoTimeout(200);
            System.out.println("socket soTimeout=" + s3.getSoTimeout());
            try {
                s3.getInputStream().read();
            } catch (SocketTimeoutException e) {
                System.out.println("read: " + e + " still connected=" + s3.isConnected() + " closed=" + s3.isClosed());
            }
        }
        silent.join();

        // a port nobody listens on
        ServerSocket gone = new ServerSocket(0, 1, loop);
        int goneport = gone.getLocalPort();
        gone.close();
        System.out.println("closed server: " + mask(gone) + " closed=" + gone.isClosed());
        try {
            gone.accept();
        } catch (SocketException e) {
            System.out.println("accept on closed: " + e);
        }
        try {
            new Socket(loop, goneport);
        } catch (ConnectException e) {
            System.out.println("connect: " + e);
        }
        try {
            new Socket().connect(new InetSocketAddress(loop, goneport), 1000);
        } catch (ConnectException e) {
            System.out.println("connect with timeout: " + e);
        }
        try {
            new ServerSocket(port, 1, loop);
        } catch (BindException e) {
            System.out.println("bind: " + e);
        }
        try {
            new Socket().connect(InetSocketAddress.createUnresolved("nowhere.invalid", 80));
        } catch (IOException e) {
            System.out.println("unresolved: " + e);
        }
        try {
            new Socket("nosuch.invalid", 80);
        } catch (IOException e) {
            System.out.println("unknown: " + e);
        }
        try {
            ss.setSoTimeout(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new Socket(loop, 70000);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        ss.close();
        ss.close();
        System.out.println("done " + ss.isClosed());
    }
}
