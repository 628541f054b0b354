import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/* Child processes: exit codes, arguments, stdout and stderr, stdin,
 * redirectErrorStream, Runtime.exec, pids and onExit.  The child is this
 * same java running the nested Child class. */
public class Proc_Basics {
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
        cmd.add("Proc_Basics$Child");
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

    public static class Child {
        public static void main(String[] args) throws Exception {
            switch (args[0]) {
                case "exit":
                    System.exit(Integer.parseInt(args[1]));
                case "args":
                    System.out.println("argc=" + (args.length - 1));
                    for (int i = 1; i < args.length; i++) {
                        System.out.println("[" + args[i] + "]");
                    }
                    break;
                case "streams":
                    System.out.println("out one");
                    System.err.println("err one");
                    System.out.println("out two");
                    System.err.println("err two");
                    System.exit(3);
                case "echo": {
                    BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
                    String line;
                    int n = 0;
                    while ((line = r.readLine()) != null) {
                        System.out.println("echo: " + line);
                        n++;
                    }
                    System.out.println("lines=" + n);
                    break;
                }
                case "big":
                    for (int i = 0; i < 5000; i++) {
                        System.out.println("line " + i + " of a longer output that fills the pipe");
                    }
                    break;
                default:
                    System.out.println("unknown " + args[0]);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        for (int code : new int[] {0, 1, 42, 255}) {
            Process p = new ProcessBuilder(child("exit", String.valueOf(code))).start();
            int w = p.waitFor();
            System.out.println("exit " + code + ": waitFor=" + w + " exitValue=" + p.exitValue() + " alive=" + p.isAlive());
        }

        Process p = new ProcessBuilder(child("args", "a b", "x", "", "--flag=1", "last one")).start();
        System.out.println("args: " + lines(p.getInputStream()) + " rc=" + p.waitFor());

        p = new ProcessBuilder(child("streams")).start();
        System.out.println("stdout: " + lines(p.getInputStream()));
        System.out.println("stderr: " + lines(p.getErrorStream()));
        System.out.println("rc=" + p.waitFor());

        ProcessBuilder pb = new ProcessBuilder(child("streams")).redirectErrorStream(true);
        System.out.println("redirectErrorStream=" + pb.redirectErrorStream());
        p = pb.start();
        System.out.println("merged: " + lines(p.getInputStream()));
        System.out.println("error stream read: " + p.getErrorStream().read());
        System.out.println("rc=" + p.waitFor());

        p = new ProcessBuilder(child("echo")).start();
        OutputStream os = p.getOutputStream();
        os.write("first\nsecond line\n".getBytes());
        os.write("third".getBytes());
        os.close();
        System.out.println("echo: " + lines(p.getInputStream()) + " rc=" + p.waitFor());

        p = new ProcessBuilder(child("big")).start();
        String big = lines(p.getInputStream());
        System.out.println("big: " + big.length() + " chars, rc=" + p.waitFor());

        String cp = System.getProperty("java.class.path");
        p = Runtime.getRuntime().exec(java() + " -cp " + cp + " Proc_Basics$Child args  one\ttwo   three");
        System.out.println("exec(String): " + lines(p.getInputStream()) + " rc=" + p.waitFor());
        p = Runtime.getRuntime().exec(new String[] {java(), "-cp", cp, "Proc_Basics$Child", "args", "x y"});
        System.out.println("exec(String[]): " + lines(p.getInputStream()) + " rc=" + p.waitFor());

        p = new ProcessBuilder(child("exit", "7")).start();
        long pid = p.pid();
        System.out.println("pid positive: " + (pid > 0) + ", handle agrees: " + (p.toHandle().pid() == pid)
                           + ", not ours: " + (pid != ProcessHandle.current().pid()));
        System.out.println("onExit: " + p.onExit().get().exitValue());
        System.out.println("waitFor(timeout) after exit: " + p.waitFor(1, TimeUnit.SECONDS) + " alive=" + p.isAlive()
                           + " handle alive=" + p.toHandle().isAlive());
        System.out.println("current pid positive: " + (ProcessHandle.current().pid() > 0)
                           + ", current alive: " + ProcessHandle.current().isAlive());
        System.out.println("command: " + pb.command().subList(3, pb.command().size()));
    }
}
