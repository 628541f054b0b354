// java.util.ServiceLoader over META-INF/services files: two providers in
// file order, comments, blank lines and duplicates, lazy iteration,
// stream()/Provider.type()/get(), findFirst, reload, the JDK's
// ServiceConfigurationError messages (provider not found, not a subtype,
// no public no-arg constructor, constructor throws, bad syntax), and a
// second services file from a loader's findResources (a jar the program
// writes).  The services files are written at run time into the class-path
// directory (through a rename); URLs in messages are printed from
// "/classes/" on.
import java.io.*;
import java.net.*;
import java.util.*;
import java.util.stream.*;
import java.util.zip.*;

public class Res_Services {
    public interface Greeter { String greet(); }
    public static class English implements Greeter {
        public English() { System.out.println("  (new English)"); }
        public String greet() { return "hello"; }
    }
    public static class French implements Greeter {
        public String greet() { return "bonjour"; }
    }
    public static class German implements Greeter {
        public String greet() { return "hallo"; }
    }
    public interface Broken { }
    public static class NotSub { }
    public static class NoCtor implements Broken { public NoCtor(int x) { } }
    static class PackagePrivate implements Broken { }
    public static class Throws implements Broken {
        public Throws() { throw new IllegalStateException("boom"); }
    }
    public static class PrivCtor implements Broken { private PrivCtor() { } }
    public static class Fine implements Broken { public String toString() { return "Fine"; } }
    public interface Syntax { }
    public interface Nobody { }
    public interface Mixed { }
    public static class M1 implements Mixed { public String toString() { return "M1"; } }
    public static class M2 implements Mixed { public String toString() { return "M2"; } }

    static File root;

    static void put(String name, String text) throws IOException {
        File f = new File(root, name);
        if (f.exists()) return;
        f.getParentFile().mkdirs();
        File tmp = new File(root, name + "." + System.nanoTime() + ".tmp");
        try (OutputStream out = new FileOutputStream(tmp)) {
            out.write(text.getBytes("UTF-8"));
        }
        if (!tmp.renameTo(f)) tmp.delete();
    }

    static String clean(String msg) {
        int i = msg.indexOf("file:");
        int j = msg.indexOf("/classes/");
        return i >= 0 && j > i ? msg.substring(0, i) + "file:..." + msg.substring(j) : msg;
    }

    static void walk(Iterator<?> it) {
        for (int i = 0; i < 12; i++) {
            try {
                boolean h = it.hasNext();
                System.out.println("  hasNext " + h);
                if (!h) return;
            } catch (ServiceConfigurationError e) {
                System.out.println("  hasNext threw " + clean(e.getMessage()));
                continue;
            }
            try {
                System.out.println("  next " + it.next());
            } catch (ServiceConfigurationError e) {
                System.out.println("  next threw " + clean(e.getMessage()) + " / cause " + e.getCause());
            }
        }
    }

    static class JarLoader extends ClassLoader {
        final File jar;
        JarLoader(File jar) { super(ClassLoader.getSystemClassLoader()); this.jar = jar; }
        protected Enumeration<URL> findResources(String name) throws IOException {
            try (ZipFile z = new ZipFile(jar)) {
                if (z.getEntry(name) == null) return Collections.emptyEnumeration();
            }
            String p = jar.getAbsolutePath().replace(File.separatorChar, '/');
            URL u = new URL("jar:file:" + (p.startsWith("/") ? "" : "/") + p + "!/" + name);
            return Collections.enumeration(List.of(u));
        }
    }

    public static void main(String[] args) throws Exception {
        root = new File(System.getProperty("java.class.path").split(File.pathSeparator)[0]);
        String s = "META-INF/services/Res_Services$";
        put(s + "Greeter", "# greeters, in this order\n\nRes_Services$English\n   Res_Services$French   # trailing comment\n"
            + "Res_Services$English\n\t\n#Res_Services$German\n");
        put(s + "Broken", "Res_Services$Missing\nRes_Services$NotSub\nRes_Services$NoCtor\nRes_Services$PackagePrivate\n"
            + "Res_Services$Throws\nRes_Services$PrivCtor\nRes_Services$Fine\n");
        put(s + "Syntax", "Res_Services$Fine\nbad name\nRes_Services$Fine\n");
        put(s + "Mixed", "Res_Services$M1\n");

        ServiceLoader<Greeter> sl = ServiceLoader.load(Greeter.class);
        System.out.println(sl);
        System.out.println("iterator (lazy):");
        Iterator<Greeter> it = sl.iterator();
        System.out.println("  created");
        while (it.hasNext()) System.out.println("  " + it.next().greet());
        System.out.println("second iterator reuses the instances:");
        for (Greeter g : sl) System.out.println("  " + g.greet());
        System.out.println("findFirst: " + sl.findFirst().map(Greeter::greet).orElse("none"));
        System.out.println("stream types: " + sl.stream().map(p -> p.type().getName()).collect(Collectors.toList()));
        System.out.println("stream get:");
        sl.stream().forEach(p -> System.out.println("  " + p.get().greet()));
        sl.reload();
        System.out.println("after reload:");
        for (Greeter g : sl) System.out.println("  " + g.greet());
        System.out.println("with the system loader: "
            + ServiceLoader.load(Greeter.class, ClassLoader.getSystemClassLoader()).stream().count());
        System.out.println("with a null loader: " + ServiceLoader.load(Greeter.class, null).stream().count());
        System.out.println("loadInstalled: " + ServiceLoader.loadInstalled(Greeter.class).findFirst().isPresent());
        System.out.println("no services file: " + ServiceLoader.load(Nobody.class).iterator().hasNext()
            + " " + ServiceLoader.load(Nobody.class).findFirst().isPresent());

        System.out.println("broken providers:");
        walk(ServiceLoader.load(Broken.class).iterator());
        System.out.println("bad syntax:");
        walk(ServiceLoader.load(Syntax.class).iterator());
        try {
            ServiceLoader.load(Broken.class).findFirst();
        } catch (ServiceConfigurationError e) {
            System.out.println("findFirst threw " + e.getMessage());
        }
        try {
            ServiceLoader.load(null);
        } catch (NullPointerException e) {
            System.out.println("null service: " + e.getMessage());
        }

        // Two services files: the class path's, then a jar's from findResources.
        File jar = new File(root, "svc18-" + System.nanoTime() + ".jar");
        try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(jar))) {
            z.putNextEntry(new ZipEntry(s + "Mixed"));
            z.write("Res_Services$M2\nRes_Services$M1\n".getBytes("UTF-8"));
            z.closeEntry();
        }
        try {
            List<String> got = new ArrayList<>();
            for (Mixed m : ServiceLoader.load(Mixed.class, new JarLoader(jar))) got.add(m.toString());
            System.out.println("two files: " + got);
        } finally {
            jar.delete();
        }
    }
}
