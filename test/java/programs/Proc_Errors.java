import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/* What goes wrong with processes: a missing program or directory, a
 * redirect file that cannot be opened, bad commands, exitValue while the
 * child runs, destroy and destroyForcibly, a write to a child that has
 * gone.  Parts of the system's own messages differ between Linux and
 * Windows (text, error numbers, exit codes of a killed child), so those
 * parts are printed reduced to what both share. */
public class Proc_Errors {
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
        cmd.add("Proc_Errors$Child");
        cmd.addAll(Arrays.asList(args));
        return cmd;
    }

    /* "...: error=2, No such file or directory" / "...: CreateProcess error=2, ..." -> "...: error=2" */
    static String reduced(String m) {
        m = m.replace("CreateProcess error=", "error=").replace(java(), "JAVA");
        int k = m.indexOf("error=");
        if (k >= 0) {
            int comma = m.indexOf(',', k);
            return comma < 0 ? m : m.substring(0, comma);
        }
        return m;
    }

    public static class Child {
        public static void main(String[] args) throws Exception {
            if (args[0].equals("sleep")) {
                System.out.println("sleeping");
                Thread.sleep(Long.parseLong(args[1]));
            }
        }
    }

    public static void main(String[] args) throws Exception {
        try {
            new ProcessBuilder("nosuch_prog_xyz", "arg").start();
        } catch (IOException e) {
            System.out.println("missing program: " + reduced(e.getMessage()) + " / cause "
                               + e.getCause().getClass().getName());
        }
        try {
            Runtime.getRuntime().exec("nosuch_prog_xyz arg");
        } catch (IOException e) {
            System.out.println("exec missing: " + reduced(e.getMessage()));
        }
        try {
            new ProcessBuilder(child("sleep", "0")).directory(new File("nosuch_dir_abc")).start();
        } catch (IOException e) {
            String m = e.getMessage().replace(java(), "JAVA");
            System.out.println("missing directory: " + m.substring(0, m.indexOf("): ") + 2));
        }
        try {
            new ProcessBuilder(child("sleep", "0")).redirectOutput(new File("nosuch_dir_abc/out.txt")).start();
        } catch (IOException e) {
            String m = e.getMessage().replace(java(), "JAVA").replace('\\', '/');
            System.out.println("bad redirect: " + m.substring(0, m.lastIndexOf(" (")));
        }
        try {
            new ProcessBuilder().start();
        } catch (IndexOutOfBoundsException e) {
            System.out.println("empty command: " + e);
        }
        try {
            new ProcessBuilder("a", null).start();
        } catch (NullPointerException e) {
            System.out.println("null argument: NullPointerException");
        }
        try {
            new ProcessBuilder("a\u0000b").start();
        } catch (IOException e) {
            System.out.println("NUL in command: " + e.getMessage());
        }
        try {
            Runtime.getRuntime().exec("");
        } catch (IllegalArgumentException e) {
            System.out.println("exec(\"\"): " + e);
        }
        try {
            new ProcessBuilder((List<String>) null);
        } catch (NullPointerException e) {
            System.out.println("null command list: NullPointerException");
        }

        Process p = new ProcessBuilder(child("sleep", "60000")).start();
        InputStream in = p.getInputStream();
        byte[] buf = new byte[8];
        int n = in.read(buf, 0, 8);
        System.out.println("child says: " + new String(buf, 0, n).trim());
        try {
            p.exitValue();
        } catch (IllegalThreadStateException e) {
            System.out.println("exitValue while running: " + e);
        }
        System.out.println("alive: " + p.isAlive() + ", waitFor(100 ms): " + p.waitFor(100, TimeUnit.MILLISECONDS)
                           + ", waitFor(0): " + p.waitFor(0, TimeUnit.SECONDS));
        p.destroy();
        int code = p.waitFor();
        System.out.println("destroyed: exit != 0: " + (code != 0) + ", exitValue agrees: " + (p.exitValue() == code)
                           + ", alive: " + p.isAlive());
        p.destroy(); /* a second destroy of an ended process does nothing */
        try {
            in.read();
        } catch (IOException e) {
            System.out.println("stdout after destroy: " + e);
        }

        p = new ProcessBuilder(child("sleep", "60000")).start();
        Process same = p.destroyForcibly();
        System.out.println("destroyForcibly returns the process: " + (same == p) + ", exit != 0: " + (p.waitFor() != 0)
                           + ", handle alive: " + p.toHandle().isAlive());

        p = new ProcessBuilder(child("sleep", "0")).start();
        p.waitFor();
        OutputStream os = p.getOutputStream();
        try {
            byte[] lots = new byte[1 << 20];
            os.write(lots);
            os.flush();
            System.out.println("write to a finished child: no exception");
        } catch (IOException e) {
            System.out.println("write to a finished child: " + e.getClass().getName());
        }
        try {
            ProcessHandle.current().destroy();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        System.out.println("done");
    }
}
