// Benchmark: 200 MB through a loopback TCP connection: a thread writes it in
// 64 KB writes, the main thread reads and sums it (socket natives, blocking
// reads with the thread in native state, the copy through C buffers).
// Prints the byte count and a checksum only; MB/s = 200 / wall time.
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

public class LoopbackThroughput {
    public static void main(String[] args) throws Exception {
        long total = (args.length > 0 ? Long.parseLong(args[0]) : 200) << 20;
        byte[] chunk = new byte[64 * 1024];
        for (int i = 0; i < chunk.length; i++) chunk[i] = (byte) (i * 7 + 3);
        try (ServerSocket ss = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread writer = new Thread(() -> {
                try (Socket s = new Socket(InetAddress.getLoopbackAddress(), ss.getLocalPort())) {
                    OutputStream out = s.getOutputStream();
                    for (long sent = 0; sent < total; sent += chunk.length) out.write(chunk);
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            });
            writer.start();
            long got = 0, sum = 0;
            try (Socket c = ss.accept()) {
                InputStream in = c.getInputStream();
                byte[] buf = new byte[64 * 1024];
                int n;
                while ((n = in.read(buf)) > 0) {
                    // every 4096th byte of the stream, wherever the reads split it
                    for (int i = (int) ((4096 - got % 4096) % 4096); i < n; i += 4096) sum = sum * 31 + buf[i];
                    got += n;
                }
            }
            writer.join();
            System.out.println("bytes " + got + " checksum " + sum);
        }
    }
}
