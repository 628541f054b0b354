import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/* What a child gets from the way it is started (POSIX: the VM may spawn
 * rather than fork): the exact messages of a missing or non-executable
 * program and of a missing directory, a script without "#!" (run by
 * /bin/sh), a relative program found in the child's working directory, the
 * descriptors the child holds (only 0, 1 and 2, although the parent has
 * files, a socket and another child's pipes open), and SIGPIPE's
 * disposition.  These are POSIX matters: on Windows only the
 * shared part runs. */
public class Proc2_Spawn {
    static final boolean WIN = System.getProperty("os.name").startsWith("Windows");

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

    static void tryStart(String what, ProcessBuilder pb, String hide, String as) {
        try {
            Process p = pb.start();
            System.out.println(what + ": started, output " + lines(p.getInputStream()) + " rc=" + p.waitFor());
        } catch (IOException e) {
            String m = e.getMessage();
            if (hide != null) m = m.replace(hide, as);
            System.out.println(what + ": " + m);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
    }

    static String sh(String script) throws Exception {
        Process p = new ProcessBuilder("/bin/sh", "-c", script).redirectErrorStream(true).start();
        String out = lines(p.getInputStream());
        return out + " rc=" + p.waitFor();
    }

    static void chmodX(Path f) throws Exception {
        new ProcessBuilder("chmod", "+x", f.toString()).inheritIO().start().waitFor();
    }

    public static void main(String[] args) throws Exception {
        if (WIN) {
            Process p = new ProcessBuilder("cmd", "/c", "exit 3").start();
            System.out.println("shared: rc=" + p.waitFor());
            System.out.println("POSIX part skipped");
            return;
        }
        Process p = new ProcessBuilder("/bin/sh", "-c", "exit 3").start();
        System.out.println("shared: rc=" + p.waitFor());

        Path dir = Files.createTempDirectory("proc2_spawn");
        String d = dir.toString();
        try {
            tryStart("missing program", new ProcessBuilder("nosuch_prog_xyz", "a"), null, null);
            tryStart("missing program in a directory", new ProcessBuilder("nosuch_prog_xyz").directory(dir.toFile()),
                     d, "DIR");
            tryStart("missing absolute program", new ProcessBuilder(d + "/nosuch"), d, "DIR");
            tryStart("missing directory", new ProcessBuilder("/bin/sh", "-c", "exit 0")
                     .directory(new File(d, "nosuch_dir")), d, "DIR");
            tryStart("a directory as program", new ProcessBuilder(d), d, "DIR");

            Path plain = dir.resolve("plain.txt");
            Files.write(plain, "echo not run\n".getBytes());
            tryStart("non-executable file", new ProcessBuilder(plain.toString()), d, "DIR");

            Path script = dir.resolve("noshebang");
            Files.write(script, "echo script without a first line: $1 $2\nexit 4\n".getBytes());
            chmodX(script);
            tryStart("script without #!", new ProcessBuilder(script.toString(), "x", "y z"), d, "DIR");

            Path bang = dir.resolve("bang");
            Files.write(bang, "#!/bin/sh\necho hash-bang script: $# args\n".getBytes());
            chmodX(bang);
            tryStart("script with #!", new ProcessBuilder(bang.toString(), "1", "2", "3"), d, "DIR");
            File sub = dir.resolve("sub").toFile();
            sub.mkdir();
            Path inner = sub.toPath().resolve("inner");
            Files.write(inner, "#!/bin/sh\necho in $(basename \"$PWD\")\n".getBytes());
            chmodX(inner);
            tryStart("relative program, working directory", new ProcessBuilder("./inner").directory(sub), d, "DIR");
            tryStart("relative program, VM's directory", new ProcessBuilder("./inner"), d, "DIR");

            /* things the parent holds open while the children start */
            FileInputStream held = new FileInputStream(plain.toFile());
            FileOutputStream heldOut = new FileOutputStream(dir.resolve("out.txt").toFile());
            ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
            Process other = new ProcessBuilder("/bin/sh", "-c", "cat; echo other saw the end").start();
            System.out.println("descriptors of a child: "
                               + sh("cd /proc/$$/fd && echo *"));
            System.out.println("descriptors of a child with stderr to stdout, stdin from a file: ");
            p = new ProcessBuilder("/bin/sh", "-c", "cd /proc/$$/fd && echo *").redirectErrorStream(true)
                    .redirectInput(plain.toFile()).start();
            System.out.println("  " + lines(p.getInputStream()) + " rc=" + p.waitFor());
            /* a child holding other's stdin would keep it from ever ending */
            List<Process> many = new ArrayList<>();
            for (int i = 0; i < 4; i++) many.add(new ProcessBuilder("/bin/sh", "-c", "sleep 1").start());
            other.getOutputStream().close();
            System.out.println("other: " + lines(other.getInputStream()) + " rc=" + other.waitFor());
            for (Process m : many) m.waitFor();
            held.close();
            heldOut.close();
            server.close();

            /* SIGPIPE (13) not ignored in the child, so that one writing to
             * a closed pipe dies of it (128 + 13).  The mask is not
             * compared: the JDK's children inherit the starting thread's,
             * which differs between its main thread and the others. */
            String status = sh("grep -E '^SigIgn' /proc/$$/status");
            String ign = status.replaceAll(".*SigIgn:\\s*([0-9a-f]+)\\|.*", "$1");
            boolean pipeIgnored = (Long.parseLong(ign, 16) & (1L << 12)) != 0;
            System.out.println("child SIGPIPE ignored: " + pipeIgnored);
            p = new ProcessBuilder("/bin/sh", "-c", "while :; do echo y; done").start();
            p.getInputStream().close();
            System.out.println("writer to a closed pipe: rc=" + p.waitFor());
        } finally {
            try (var s = Files.walk(dir)) {
                s.sorted((a, b) -> b.compareTo(a)).forEach(f -> f.toFile().delete());
            }
        }
        System.out.println("done");
    }
}
