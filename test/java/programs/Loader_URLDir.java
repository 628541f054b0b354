// URLClassLoader over directory URLs ("file:/.../classes/") the program
// writes at run time into a fresh temporary directory: a nested class of its
// own, resources (one with a space in its name), a META-INF/services file;
// two directories in search order (getResource takes the first,
// getResources lists both); addURL through a subclass; newInstance (the
// parent finds the application's class first); URLs that lead nowhere
// (missing directory, missing JAR, a file that is not a JAR) skipped; ".."
// not leaving the directory; file: URL connections of a file and a
// directory; a class file with the wrong name and one that is not a class
// file.  The temporary directory is printed as <TMP> and deleted at the end.
import java.io.*;
import java.net.*;
import java.util.*;
import java.util.function.Supplier;

public class Loader_URLDir {
    public static class Plugin implements Supplier<String> {
        public String get() {
            return "plugin from " + Plugin.class.getClassLoader().getClass().getName();
        }
    }

    public static class Service implements Runnable {
        public void run() {
            System.out.println("  service " + getClass().getName() + " runs");
        }
    }

    static class Growing extends URLClassLoader {
        Growing(URL[] urls) {
            super("growing", urls, null);
        }

        void add(URL u) {
            addURL(u);
        }
    }

    static String tmpURL;
    static String tmpPath;
    static final List<File> made = new ArrayList<>();

    /* the temporary directory as <TMP>, hash codes as <hash>, '\\' as '/' (Windows paths) */
    static String clean(Object o) {
        String s = String.valueOf(o);
        s = s.replace(tmpURL, "file:<TMP>/").replace(tmpPath, "<TMP>");
        return s.replaceAll("@[0-9a-f]+", "@<hash>").replace('\\', '/');
    }

    static File write(File dir, String name, byte[] data) throws IOException {
        File f = new File(dir, name);
        List<File> parents = new ArrayList<>();
        for (File p = f.getParentFile(); p != null && !p.exists(); p = p.getParentFile()) {
            parents.add(0, p);
        }
        made.addAll(parents);
        f.getParentFile().mkdirs();
        try (OutputStream out = new FileOutputStream(f)) {
            out.write(data);
        }
        made.add(f);
        return f;
    }

    static byte[] classBytes(String name) throws IOException {
        try (InputStream in = Loader_URLDir.class.getResourceAsStream(name + ".class")) {
            return in.readAllBytes();
        }
    }

    static String read(URL u) throws IOException {
        try (InputStream in = u.openStream()) {
            return new String(in.readAllBytes(), "UTF-8").trim().replace("\n", "|");
        }
    }

    static void tryLoad(ClassLoader l, String name) {
        try {
            Class<?> c = l.loadClass(name);
            System.out.println("  " + name + ": loaded " + c.getName());
        } catch (Throwable e) {
            System.out.println("  " + name + ": " + e.getClass().getName() + ": " + clean(e.getMessage()));
        }
    }

    public static void main(String[] args) throws Exception {
        File tmp = new File(System.getProperty("java.io.tmpdir"), "lantern-urldir-" + System.nanoTime());
        if (!tmp.mkdir()) throw new IOException("cannot make " + tmp);
        tmpURL = tmp.toURI().toString();
        tmpPath = tmp.getPath();
        File one = new File(tmp, "one");
        File two = new File(tmp, "two");
        write(one, "Loader_URLDir$Plugin.class", classBytes("Loader_URLDir$Plugin"));
        write(one, "Loader_URLDir$Service.class", classBytes("Loader_URLDir$Service"));
        write(one, "Wrong.class", classBytes("Loader_URLDir$Plugin"));
        write(one, "Garbage.class", "this is not a class file".getBytes("UTF-8"));
        write(one, "plugin/greeting.txt", "hello from one\n".getBytes("UTF-8"));
        write(one, "plugin/with space.txt", "spaced out\n".getBytes("UTF-8"));
        write(one, "META-INF/services/java.lang.Runnable", "Loader_URLDir$Service\n".getBytes("UTF-8"));
        write(two, "plugin/greeting.txt", "hello from two\n".getBytes("UTF-8"));
        write(two, "extra.txt", "only in two\n".getBytes("UTF-8"));
        write(tmp, "outside.txt", "outside\n".getBytes("UTF-8"));
        write(tmp, "notajar.jar", "not a zip file".getBytes("UTF-8"));

        URL u1 = one.toURI().toURL();
        URL u2 = two.toURI().toURL();
        System.out.println("directory URLs: " + clean(u1) + " " + clean(u2));
        System.out.println("File.toURI of a file: " + clean(new File(two, "extra.txt").toURI())
            + ", with a space: " + clean(new File(one, "plugin/with space.txt").toURI()));

        URLClassLoader loader = new URLClassLoader(new URL[] {u1, u2}, null);
        Class<?> c = loader.loadClass("Loader_URLDir$Plugin");
        System.out.println("loaded by " + c.getClassLoader().getClass().getName() + ", the app's: " + (c == Plugin.class));
        @SuppressWarnings("unchecked")
        Supplier<String> s = (Supplier<String>) c.getDeclaredConstructor().newInstance();
        System.out.println(s.get());

        System.out.println("getResource: " + clean(loader.getResource("plugin/greeting.txt"))
            + " reads " + read(loader.getResource("plugin/greeting.txt")));
        System.out.println("getResources: " + clean(Collections.list(loader.getResources("plugin/greeting.txt"))));
        System.out.println("only in two: " + clean(loader.getResource("extra.txt")));
        URL spaced = loader.getResource("plugin/with space.txt");
        System.out.println("with a space: " + clean(spaced) + " reads " + read(spaced));
        try (InputStream in = loader.getResourceAsStream("extra.txt")) {
            System.out.println("stream: " + new String(in.readAllBytes(), "UTF-8").trim());
        }
        System.out.println("climbing out: " + loader.getResource("../outside.txt") + ", "
            + loader.getResource("plugin/../../outside.txt"));
        System.out.println("inside with ..: " + clean(loader.getResource("plugin/../plugin/greeting.txt")));
        System.out.println("a directory: " + clean(loader.getResource("plugin")) + " lists " + read(loader.getResource("plugin")));

        URLConnection fc = loader.getResource("extra.txt").openConnection();
        System.out.println("file connection: length " + fc.getContentLength() + ", JarURLConnection "
            + (fc instanceof JarURLConnection));
        fc.getInputStream().close();
        try {
            new URL(tmpURL + "none.txt").openStream();
        } catch (FileNotFoundException e) {
            System.out.println("missing file: FileNotFoundException");
        }

        for (Runnable r : ServiceLoader.load(Runnable.class, loader)) {
            System.out.println("service from the loader: " + (r.getClass().getClassLoader() == loader));
            r.run();
        }

        System.out.println("bad classes:");
        tryLoad(loader, "Wrong");
        tryLoad(loader, "Garbage");
        tryLoad(loader, "Missing");
        tryLoad(loader, "plugin.greeting");

        System.out.println("packages: " + loader.getDefinedPackages().length + " " + c.getPackage());
        loader.close();

        // URLs that lead nowhere are skipped
        URL[] odd = {new File(tmp, "nodir").toURI().toURL(), new File(tmp, "none.jar").toURI().toURL(),
            new File(tmp, "notajar.jar").toURI().toURL(), u2};
        try (URLClassLoader l = new URLClassLoader(odd, null)) {
            System.out.println("past the odd URLs: " + clean(l.getResource("extra.txt")) + ", "
                + clean(Collections.list(l.getResources("extra.txt"))));
            tryLoad(l, "Loader_URLDir$Plugin");
        }

        // addURL
        try (Growing g = new Growing(new URL[] {u2})) {
            System.out.println("growing: name " + g.getName() + ", " + g.getURLs().length + " URL, plugin "
                + g.getResource("plugin/with space.txt"));
            tryLoad(g, "Loader_URLDir$Plugin");
            g.add(u1);
            g.add(u1);
            g.add(null);
            System.out.println("after addURL: " + clean(Arrays.toString(g.getURLs())));
            tryLoad(g, "Loader_URLDir$Plugin");
            System.out.println("  its loader: " + clean(g.loadClass("Loader_URLDir$Plugin").getClassLoader().getName()));
            try {
                Plugin p = (Plugin) g.loadClass("Loader_URLDir$Plugin").getDeclaredConstructor().newInstance();
            } catch (ClassCastException e) {
                System.out.println("  ClassCastException: " + clean(e.getMessage()));
            }
        }

        // newInstance: the system loader is the parent and is asked first
        URLClassLoader fresh = URLClassLoader.newInstance(new URL[] {u1});
        System.out.println("newInstance: " + fresh.getClass().getName() + ", parent is the system loader: "
            + (fresh.getParent() == ClassLoader.getSystemClassLoader()));
        System.out.println("  finds the app's class: " + (fresh.loadClass("Loader_URLDir$Plugin") == Plugin.class));
        System.out.println("  own resource: " + clean(fresh.getResource("plugin/greeting.txt")));
        fresh.close();
        URLClassLoader orphan = URLClassLoader.newInstance(new URL[] {u1}, null);
        System.out.println("newInstance(null parent) finds its own: " + (orphan.loadClass("Loader_URLDir$Plugin") != Plugin.class));
        orphan.close();
        try {
            new URLClassLoader(new URL[] {u1, null});
        } catch (NullPointerException e) {
            System.out.println("a null URL: NullPointerException");
        }

        boolean all = true;
        for (int i = made.size() - 1; i >= 0; i--) {
            all &= made.get(i).delete();
        }
        System.out.println("deleted: " + all + " " + tmp.delete());
    }
}
