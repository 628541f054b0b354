import java.io.*;

/* Piped streams and readers between threads, with the JDK's errors. */
public class IO_Piped {
    public static void main(String[] a) throws Exception {
        PipedInputStream in = new PipedInputStream();
        try { in.read(); } catch (IOException e) { System.out.println("unconnected read: " + e); }
        PipedOutputStream out = new PipedOutputStream();
        try { out.write(1); } catch (IOException e) { System.out.println("unconnected write: " + e); }
        out.connect(in);
        try { out.connect(in); } catch (IOException e) { System.out.println("connect twice: " + e); }
        try { new PipedOutputStream().connect(in); } catch (IOException e) { System.out.println("second writer: " + e); }
        out.write(65);
        out.write(new byte[] {66, 67, 68}, 1, 2);
        out.flush();
        System.out.println("available " + in.available() + ", read " + in.read());
        byte[] b = new byte[10];
        System.out.println("read " + in.read(b, 0, 10) + " bytes: " + b[0] + " " + b[1]);
        out.close();
        System.out.println("after the writer closed: " + in.read());
        try { out.write(1); } catch (IOException e) { System.out.println("write after close: " + e); }
        in.close();
        try { in.read(); } catch (IOException e) { System.out.println("read after close: " + e); }

        PipedReader pr = new PipedReader();
        PipedWriter pw = new PipedWriter(pr);
        pw.write("h\u00e9llo", 0, 3);
        System.out.println("chars " + (char) pr.read() + (char) pr.read() + ", ready " + pr.ready());
        char[] cb = new char[4];
        System.out.println("read " + pr.read(cb, 0, 4) + ": " + new String(cb, 0, 1) + ", ready " + pr.ready());
        pr.close();
        try { pw.write('x'); } catch (IOException e) { System.out.println("write to a closed reader: " + e); }

        /* a 4-byte pipe: the writer waits for the reader again and again */
        PipedInputStream small = new PipedInputStream(4);
        PipedOutputStream smallOut = new PipedOutputStream(small);
        Thread writer = new Thread(() -> {
            try {
                for (int i = 0; i < 100; i++) smallOut.write(i);
                smallOut.write(new byte[50]);
                smallOut.close();
            } catch (IOException e) {
                System.out.println(e);
            }
        });
        writer.start();
        int n = 0, sum = 0, c;
        while ((c = small.read()) >= 0) {
            n++;
            sum += c;
        }
        writer.join();
        System.out.println("through a 4-byte pipe: " + n + " bytes, sum " + sum);

        /* the writer ends without closing: its last byte, then "Write end dead" */
        PipedInputStream orphan = new PipedInputStream();
        PipedOutputStream orphanOut = new PipedOutputStream(orphan);
        Thread w = new Thread(() -> {
            try { orphanOut.write(7); } catch (IOException e) { }
        });
        w.start();
        w.join();
        System.out.println("last byte " + orphan.read());
        try { orphan.read(); } catch (IOException e) { System.out.println("then: " + e); }
        try { new PipedInputStream(0); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new PipedReader(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
    }
}
