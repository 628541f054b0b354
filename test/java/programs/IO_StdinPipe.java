import java.io.BufferedReader;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

/* The standard input as a pipe, driven a line at a time: the child (this same
 * java) must answer each line as it arrives -- one read returns what the
 * pipe holds instead of waiting for a full buffer -- and available() counts
 * the bytes still queued in the pipe (FIONREAD / PeekNamedPipe). */
public class IO_StdinPipe {
    static final boolean WIN = System.getProperty("os.name").startsWith("Windows");

    public static class Child {
        public static void main(String[] args) throws Exception {
            FileInputStream in = new FileInputStream(FileDescriptor.in);
            int first = in.read();
            System.out.println("first '" + (char) first + "', queued " + in.available());
            byte[] b = new byte[8192];
            int n = in.read(b);
            System.out.println("then " + n + " bytes: " + new String(b, 0, n).trim());
            n = in.read(b);
            System.out.println("next " + n + " bytes: " + new String(b, 0, n).trim());
            System.out.println("at the end: " + in.read(b) + " " + in.available());
        }
    }

    static String answer(BufferedReader r) throws Exception {
        String s = r.readLine();
        return s == null ? "<end>" : s.replace("\r", "");
    }

    public static void main(String[] args) throws Exception {
        String exe = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java" + (WIN ? ".exe" : "");
        Process p = new ProcessBuilder(exe, "-cp", System.getProperty("java.class.path"), "IO_StdinPipe$Child")
                .redirectErrorStream(true).start();
        // A child that waits for a full buffer never answers: stop it.
        Thread watchdog = new Thread(() -> {
            try {
                if (!p.waitFor(20, TimeUnit.SECONDS)) {
                    System.out.println("no answer: the child waits for more input");
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
            }
        });
        watchdog.setDaemon(true);
        watchdog.start();
        OutputStream out = p.getOutputStream();
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()));
        out.write("abcdef\n".getBytes());
        out.flush();
        System.out.println(answer(r));
        System.out.println(answer(r));
        out.write("second line\n".getBytes());
        out.flush();
        System.out.println(answer(r));
        out.close();
        System.out.println(answer(r));
        System.out.println("exit " + p.waitFor());
    }
}
