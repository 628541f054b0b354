import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/* ProcessBuilder redirects: to, appendTo and from files, DISCARD, INHERIT,
 * redirectErrorStream into a file, the null streams of redirected streams,
 * and the Redirect objects themselves. */
public class Proc_Redirects {
    static final boolean WIN = System.getProperty("os.name").startsWith("Windows");

    static String java() {
        String exe = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        return WIN ? exe + ".exe" : exe;
    }

    static List<String> child(String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java());
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add("Proc_Redirects$Child");
        cmd.addAll(Arrays.asList(args));
        return cmd;
    }

    /* Lines joined by '|'.  A '\r' is dropped: the line ends are the
     * platform's, and Lantern's own stdout on Windows (its C runtime's text
     * mode) writes "\r\r\n", which readLine would split twice. */
    static String lines(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = in.read()) != -1) {
            if (c == '\n') {
                sb.append('|');
            } else if (c != '\r') {
                sb.append((char) c);
            }
        }
        in.close();
        return sb.toString();
    }

    static String lines(File f) throws IOException {
        return lines(new BufferedInputStream(new FileInputStream(f)));
    }

    public static class Child {
        public static void main(String[] args) throws Exception {
            if (args[0].equals("echo")) {
                BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
                String line;
                while ((line = r.readLine()) != null) {
                    System.out.println("echo: " + line);
                }
                return;
            }
            System.out.println("out " + args[0]);
            System.err.println("err " + args[0]);
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(System.getProperty("java.io.tmpdir"), "proc_redirects_" + ProcessHandle.current().pid());
        dir.mkdir();
        File out = new File(dir, "out.txt"), err = new File(dir, "err.txt"), in = new File(dir, "in.txt");

        Process p = new ProcessBuilder(child("one")).redirectOutput(out).redirectError(err).start();
        System.out.println("to files: rc=" + p.waitFor() + " stdout stream: " + p.getInputStream().read()
                           + " stderr stream: " + p.getErrorStream().read());
        System.out.println("out.txt: " + lines(out));
        System.out.println("err.txt: " + lines(err));

        p = new ProcessBuilder(child("two")).redirectOutput(ProcessBuilder.Redirect.appendTo(out)).start();
        System.out.println("append: rc=" + p.waitFor() + " stderr: " + lines(p.getErrorStream()));
        System.out.println("out.txt: " + lines(out));

        p = new ProcessBuilder(child("three")).redirectOutput(out).start();
        p.waitFor();
        System.out.println("truncated out.txt: " + lines(out));

        FileOutputStream fos = new FileOutputStream(in);
        fos.write("alpha\nbeta\n".getBytes());
        fos.close();
        p = new ProcessBuilder(child("echo")).redirectInput(in).start();
        System.out.println("from file: " + lines(p.getInputStream()) + " rc=" + p.waitFor());
        try {
            p.getOutputStream().write('x');
            System.out.println("write to redirected stdin: no exception");
        } catch (IOException e) {
            System.out.println("write to redirected stdin: " + e);
        }

        p = new ProcessBuilder(child("four")).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        System.out.println("discard: stdout " + p.getInputStream().read() + " available "
                           + p.getInputStream().available() + ", stderr " + lines(p.getErrorStream()) + " rc="
                           + p.waitFor());

        p = new ProcessBuilder(child("five")).redirectOutput(out).redirectErrorStream(true).start();
        p.waitFor();
        System.out.println("merged into file: " + lines(out));

        System.out.println("before inherit");
        p = new ProcessBuilder(child("six")).inheritIO().start();
        System.out.println("inherit rc=" + p.waitFor());

        p = new ProcessBuilder(child("seven")).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        System.out.println("stderr inherited, stdout: " + lines(p.getInputStream()) + " rc=" + p.waitFor());

        p = new ProcessBuilder(child("eight")).redirectOutput(ProcessBuilder.Redirect.INHERIT)
                .redirectErrorStream(true).start();
        p.getOutputStream().close();
        System.out.println("both inherited into stdout: rc=" + p.waitFor());
        Thread.sleep(50); /* the child's record is gone by now: our own stdout must still work */
        System.out.println("stdout still open");

        ProcessBuilder pb = new ProcessBuilder("x");
        System.out.println("defaults: " + pb.redirectInput() + " " + pb.redirectOutput() + " " + pb.redirectError());
        pb.inheritIO();
        System.out.println("inheritIO: " + pb.redirectInput() + " " + pb.redirectOutput() + " " + pb.redirectError());
        File rel = new File("some.txt");
        ProcessBuilder.Redirect r = ProcessBuilder.Redirect.to(rel);
        System.out.println(r + " / " + ProcessBuilder.Redirect.from(rel) + " / " + ProcessBuilder.Redirect.appendTo(rel));
        System.out.println("types: " + r.type() + " " + ProcessBuilder.Redirect.PIPE.type() + " "
                           + ProcessBuilder.Redirect.DISCARD.type() + " file: " + r.file() + " pipe file: "
                           + ProcessBuilder.Redirect.PIPE.file());
        System.out.println("shown: " + ProcessBuilder.Redirect.DISCARD + " " + ProcessBuilder.Redirect.INHERIT);
        System.out.println("equal: " + r.equals(ProcessBuilder.Redirect.to(new File("some.txt"))) + " "
                           + r.equals(ProcessBuilder.Redirect.appendTo(rel)));
        try {
            pb.redirectInput(r);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            pb.redirectOutput(ProcessBuilder.Redirect.from(rel));
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            ProcessBuilder.Redirect.to(null);
        } catch (NullPointerException e) {
            System.out.println("to(null): NullPointerException");
        }

        out.delete();
        err.delete();
        in.delete();
        System.out.println("cleaned up: " + dir.delete());
    }
}
