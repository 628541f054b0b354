/*
 * Verdict.java -- developer tool of differential.sh: defines each file as
 * class NAME in a fresh class loader (parent: SAMPLES), links it, and prints
 * "FILE<TAB>verdict" as mutate.c does.
 *   java Verdict.java SAMPLES NAME FILE...
 */
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

public class Verdict {
    static final class Loader extends ClassLoader {
        Loader(ClassLoader parent) { super(parent); }
        Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
    }

    public static void main(String[] args) throws Exception {
        URLClassLoader parent = new URLClassLoader(new URL[] {Path.of(args[0]).toUri().toURL()});
        String name = args[1].replace('/', '.');
        for (int i = 2; i < args.length; i++) {
            String v;
            try {
                Class<?> c = new Loader(parent).define(name, Files.readAllBytes(Path.of(args[i])));
                c.getDeclaredMethods(); // links, hence verifies
                v = "OK";
            } catch (Throwable t) {
                v = t.getClass().getName().replace('.', '/') + ": " + String.valueOf(t.getMessage()).split("\n")[0];
            }
            System.out.println(args[i] + "\t" + v);
        }
    }
}
