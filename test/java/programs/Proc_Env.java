import java.io.BufferedReader;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/* The environment and working directory of children: environment() as a
 * copy of ours, changes reaching the child, the map's checks, Runtime.exec
 * with envp and dir. */
public class Proc_Env {
    static final boolean WIN = System.getProperty("os.name").startsWith("Windows");

    static String java() {
        String exe = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        return WIN ? exe + ".exe" : exe;
    }

    static List<String> child(String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java());
        cmd.add("-cp");
        cmd.add(new File(System.getProperty("java.class.path")).getAbsolutePath()); /* the child may run elsewhere */
        cmd.add("Proc_Env$Child");
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
            if (args[0].equals("cwd")) {
                System.out.println("marker here: " + new File("marker.txt").exists());
                return;
            }
            for (String name : args) {
                System.out.println(name + "=" + System.getenv(name));
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(child("PROC_ENV_A", "PROC_ENV_B", "PATH_SEEN"));
        Map<String, String> env = pb.environment();
        System.out.println("has PATH: " + env.containsKey("PATH") + ", same as getenv: "
                           + env.get("PATH").equals(System.getenv("PATH")));
        System.out.println("a second call is the same map: " + (pb.environment() == env));
        env.put("PROC_ENV_A", "hello world");
        env.put("PROC_ENV_B", "");
        env.put("PATH_SEEN", String.valueOf(env.get("PATH") != null));
        System.out.println(lines(pb.start().getInputStream()));
        env.remove("PROC_ENV_A");
        System.out.println(lines(pb.start().getInputStream()));
        System.out.println("a new builder starts from ours: "
                           + new ProcessBuilder("x").environment().containsKey("PROC_ENV_B"));

        try {
            env.put("A=B", "x");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            env.put("X", "a\u0000b");
        } catch (IllegalArgumentException e) {
            System.out.println("value with NUL: IllegalArgumentException");
        }
        try {
            env.put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("null name: NullPointerException");
        }
        try {
            env.put("X", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NullPointerException");
        }
        try {
            env.get(null);
        } catch (NullPointerException e) {
            System.out.println("get(null): NullPointerException");
        }

        List<String> envp = new ArrayList<>(Arrays.asList("PROC_ENV_A=from envp", "no_equals", "PROC_ENV_C=x=y"));
        /* what the child itself needs to run: Windows' system directory, and
         * the sanitizer settings of an instrumented build's test run */
        for (String keep : new String[] {"SystemRoot", "ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"}) {
            if (System.getenv(keep) != null) {
                envp.add(keep + "=" + System.getenv(keep));
            }
        }
        List<String> cmd = child("PROC_ENV_A", "PROC_ENV_B", "PROC_ENV_C", "no_equals");
        Process p = Runtime.getRuntime().exec(cmd.toArray(new String[0]), envp.toArray(new String[0]));
        System.out.println("envp: " + lines(p.getInputStream()) + " rc=" + p.waitFor());

        File dir = new File(System.getProperty("java.io.tmpdir"), "proc_env_" + ProcessHandle.current().pid());
        dir.mkdir();
        File marker = new File(dir, "marker.txt");
        new FileOutputStream(marker).close();
        pb = new ProcessBuilder(child("cwd")).directory(dir);
        System.out.println("directory set: " + (pb.directory() == dir));
        System.out.println("in dir: " + lines(pb.start().getInputStream()));
        System.out.println("here: " + lines(new ProcessBuilder(child("cwd")).start().getInputStream()));
        p = Runtime.getRuntime().exec(child("cwd").toArray(new String[0]), null, dir);
        System.out.println("exec with dir: " + lines(p.getInputStream()) + " rc=" + p.waitFor());
        marker.delete();
        System.out.println("cleaned up: " + dir.delete());
    }
}
