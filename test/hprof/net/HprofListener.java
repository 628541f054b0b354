/*
 * HprofListener -- the front end of the net= tests, run on the host's JDK:
 * it listens on 127.0.0.1, starts the profiled command with the chosen port
 * in it, and writes everything the agent sends to a file.
 *
 *   java HprofListener [--close-after N | --refuse] <received-file> <command...>
 *
 * Every "{port}" in the command's arguments becomes the port.  Binding port 0
 * and starting the command only afterwards means no port is guessed and
 * none is raced for.  The command's output passes through; the listener's
 * exit code is the command's.
 *   --close-after N  read N bytes, then close the connection (a front end
 *                    that goes away while the program runs)
 *   --refuse         take a free port and close it again before the command
 *                    starts, so the connection is refused
 * A command that never connects does not hang the listener: accepting stops
 * when the command exits.
 */
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

public class HprofListener {
    public static void main(String[] args) throws Exception {
        int i = 0;
        long closeAfter = -1;
        boolean refuse = false;
        if (args[i].equals("--close-after")) {
            closeAfter = Long.parseLong(args[i + 1]);
            i += 2;
        } else if (args[i].equals("--refuse")) {
            refuse = true;
            i++;
        }
        String received = args[i++];
        // A small receive window (set before bind, so that it is what the
        // connection advertises): what the agent can have queued when the
        // listener goes away stays far below the profile's size.
        ServerSocket server = new ServerSocket();
        server.setReceiveBufferSize(4096);
        server.bind(new java.net.InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 1);
        int port = server.getLocalPort();
        if (refuse)
            server.close();
        List<String> cmd = new ArrayList<>();
        for (; i < args.length; i++)
            cmd.add(args[i].replace("{port}", Integer.toString(port)));

        long[] got = {0};
        Throwable[] failed = {null};
        final long limit = closeAfter;
        final boolean noAccept = refuse;
        Thread reader = new Thread(() -> {
            if (noAccept)
                return;
            Socket s;
            try {
                s = server.accept();
            } catch (Throwable t) {
                return;             // the command ended without connecting
            }
            try (OutputStream out = new FileOutputStream(received); Socket c = s) {
                InputStream in = c.getInputStream();
                byte[] buf = new byte[1 << 16];
                for (;;) {
                    int want = buf.length;
                    if (limit >= 0)
                        want = (int) Math.min(want, limit - got[0]);
                    if (want == 0)
                        break;      // closing with data unread: the agent gets a reset
                    int n = in.read(buf, 0, want);
                    if (n < 0)
                        break;
                    out.write(buf, 0, n);
                    got[0] += n;
                }
            } catch (Throwable t) {
                failed[0] = t;
            }
        });
        reader.start();
        Process p = new ProcessBuilder(cmd).inheritIO().start();
        int rc = p.waitFor();
        server.close();             // stops an accept still waiting
        reader.join(30000);
        if (failed[0] != null) {
            System.err.println("listener: " + failed[0]);
            System.exit(100);
        }
        System.exit(rc);
    }
}
