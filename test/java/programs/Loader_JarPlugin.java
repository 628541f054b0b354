// A plugin loaded from a JAR the program writes at run time into a fresh
// temporary directory: two nested classes of this program (their bytes read
// with getResourceAsStream), a resource and a META-INF/services file, with a
// manifest.  A URLClassLoader with a null parent (so the application
// loader's copies are not found first) defines them; the program talks to
// them through boot-library interfaces (Supplier, Runnable).  Also: the
// jar: URL connection (stream, entry name, manifest, a missing entry), the
// JAR read back with JarFile and JarInputStream, packages, class-not-found
// messages, and close().  The temporary directory is printed as <TMP> and
// deleted at the end.
import java.io.*;
import java.net.*;
import java.util.*;
import java.util.function.Supplier;
import java.util.jar.*;
import java.util.zip.*;

public class Loader_JarPlugin {
    public static class Plugin implements Supplier<String> {
        public String get() {
            ClassLoader l = Plugin.class.getClassLoader();
            String text;
            try (InputStream in = l.getResourceAsStream("plugin/greeting.txt")) {
                text = in == null ? "(no resource)" : new String(in.readAllBytes(), "UTF-8").trim();
            } catch (IOException e) {
                text = e.toString();
            }
            return "plugin says '" + text + "' through " + l.getClass().getName();
        }
    }

    public static class Service implements Runnable {
        public void run() {
            System.out.println("  service runs in a " + getClass().getClassLoader().getClass().getName());
        }
    }

    public static class Late implements Runnable {
        public void run() {
        }
    }

    static String tmpURL;
    static String tmpPath;

    /* the temporary directory as <TMP>, hash codes as <hash>, '\\' as '/' (Windows paths) */
    static String clean(Object o) {
        String s = String.valueOf(o);
        s = s.replace(tmpURL, "file:<TMP>/").replace(tmpPath, "<TMP>");
        return s.replaceAll("@[0-9a-f]+", "@<hash>").replace('\\', '/');
    }

    static byte[] classBytes(String name) throws IOException {
        try (InputStream in = Loader_JarPlugin.class.getResourceAsStream(name + ".class")) {
            return in.readAllBytes();
        }
    }

    static void put(JarOutputStream out, String name, byte[] data) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(data);
        out.closeEntry();
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(System.getProperty("java.io.tmpdir"), "lantern-jarplugin-" + System.nanoTime());
        if (!dir.mkdir()) throw new IOException("cannot make " + dir);
        tmpURL = dir.toURI().toString();
        tmpPath = dir.getPath();
        System.out.println("temp dir URL ends in /: " + tmpURL.endsWith("/"));
        File jar = new File(dir, "plugin.jar");

        Manifest man = new Manifest();
        man.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        man.getMainAttributes().putValue("Implementation-Title", "Greeter");
        man.getMainAttributes().putValue("Implementation-Version", "2.5");
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(jar), man)) {
            put(out, "Loader_JarPlugin$Plugin.class", classBytes("Loader_JarPlugin$Plugin"));
            put(out, "Loader_JarPlugin$Service.class", classBytes("Loader_JarPlugin$Service"));
            put(out, "Loader_JarPlugin$Late.class", classBytes("Loader_JarPlugin$Late"));
            put(out, "plugin/greeting.txt", "hello from the jar\n".getBytes("UTF-8"));
            put(out, "META-INF/services/java.lang.Runnable",
                "# the plugin's service\nLoader_JarPlugin$Service\n".getBytes("UTF-8"));
        }
        System.out.println("jar written: " + jar.isFile() + ", " + (jar.length() > 100));

        URL jarURL = jar.toURI().toURL();
        System.out.println("jar URL: " + clean(jarURL));
        URLClassLoader loader = new URLClassLoader(new URL[] {jarURL}, null);
        System.out.println("loader: " + loader.getClass().getName() + ", parent " + loader.getParent()
            + ", name " + loader.getName() + ", URLs " + clean(Arrays.toString(loader.getURLs())));
        System.out.println("parallel capable: " + loader.isRegisteredAsParallelCapable());
        System.out.println("is Closeable: " + (loader instanceof Closeable)
            + ", a SecureClassLoader: " + (loader instanceof java.security.SecureClassLoader));

        // the plugin class
        Class<?> c = loader.loadClass("Loader_JarPlugin$Plugin");
        System.out.println("loaded " + c.getName() + " by " + c.getClassLoader().getClass().getName());
        System.out.println("same as the app's class: " + (c == Plugin.class) + ", same name: "
            + c.getName().equals(Plugin.class.getName()));
        System.out.println("app's copy by the app loader: "
            + (Plugin.class.getClassLoader() == ClassLoader.getSystemClassLoader()));
        System.out.println("loaded again is the same: " + (loader.loadClass("Loader_JarPlugin$Plugin") == c)
            + ", forName the same: " + (Class.forName("Loader_JarPlugin$Plugin", false, loader) == c));
        @SuppressWarnings("unchecked")
        Supplier<String> s = (Supplier<String>) c.getDeclaredConstructor().newInstance();
        System.out.println(s.get());
        System.out.println("instance of the app's Plugin: " + (s instanceof Plugin));
        try {
            Plugin p = (Plugin) (Object) s;
            System.out.println("cast worked?! " + p);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException: " + clean(e.getMessage()));
        }

        // resources
        try (InputStream in = loader.getResourceAsStream("plugin/greeting.txt")) {
            System.out.println("resource text: " + new String(in.readAllBytes(), "UTF-8").trim());
        }
        URL res = loader.getResource("plugin/greeting.txt");
        System.out.println("resource URL: " + clean(res));
        System.out.println("findResource agrees: " + res.equals(loader.findResource("plugin/greeting.txt")));
        System.out.println("class file URL: " + clean(loader.getResource("Loader_JarPlugin$Plugin.class")));
        System.out.println("missing resource: " + loader.getResource("plugin/none.txt") + ", stream "
            + loader.getResourceAsStream("plugin/none.txt"));
        System.out.println("boot resource through it: " + (loader.getResource("java/lang/Object.class") != null));
        System.out.println("app resource through it: " + loader.getResource("Loader_JarPlugin.class"));
        List<URL> all = Collections.list(loader.getResources("plugin/greeting.txt"));
        System.out.println("getResources: " + clean(all));
        try (InputStream in = c.getResourceAsStream("/plugin/greeting.txt")) {
            System.out.println("via Class.getResourceAsStream: " + new String(in.readAllBytes(), "UTF-8").trim());
        }

        // the jar: URL's connection
        URLConnection conn = res.openConnection();
        System.out.println("connection is a JarURLConnection: " + (conn instanceof JarURLConnection));
        JarURLConnection jc = (JarURLConnection) conn;
        System.out.println("entry name " + jc.getEntryName() + ", jar file URL " + clean(jc.getJarFileURL()));
        try (InputStream in = conn.getInputStream()) {
            System.out.println("connection reads: " + new String(in.readAllBytes(), "UTF-8").trim());
        }
        System.out.println("content length " + conn.getContentLength());
        try (InputStream in = new URL(jarURL.toString().replace("file:", "jar:file:") + "!/plugin/greeting.txt")
                .openStream()) {
            System.out.println("openStream reads: " + new String(in.readAllBytes(), "UTF-8").trim());
        }
        try {
            new URL("jar:" + jarURL + "!/plugin/none.txt").openStream();
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException: " + clean(e.getMessage()));
        }
        try {
            new URL("jar:" + jarURL + "!/").openConnection().getInputStream();
        } catch (IOException e) {
            System.out.println("no entry: " + e.getMessage());
        }
        URLConnection mc = new URL("jar:" + jarURL + "!/plugin/greeting.txt").openConnection();
        mc.setUseCaches(false);
        JarURLConnection mjc = (JarURLConnection) mc;
        Attributes main = mjc.getMainAttributes();
        System.out.println("manifest via the connection: " + main.getValue("Implementation-Title") + " "
            + main.getValue(Attributes.Name.IMPLEMENTATION_VERSION));
        mjc.getJarFile().close();

        // the JAR read back
        try (JarFile jf = new JarFile(jar)) {
            List<String> names = new ArrayList<>();
            for (Enumeration<JarEntry> e = jf.entries(); e.hasMoreElements(); ) {
                names.add(e.nextElement().getName());
            }
            System.out.println("JarFile entries: " + names);
            Manifest m = jf.getManifest();
            System.out.println("JarFile manifest: Manifest-Version " + m.getMainAttributes().getValue("manifest-version")
                + ", title " + m.getMainAttributes().getValue(Attributes.Name.IMPLEMENTATION_TITLE)
                + ", sections " + m.getEntries().size());
            JarEntry je = jf.getJarEntry("plugin/greeting.txt");
            System.out.println("JarEntry " + je.getName() + " size " + je.getSize() + " attributes " + je.getAttributes());
        }
        try (JarInputStream in = new JarInputStream(new FileInputStream(jar))) {
            System.out.println("JarInputStream manifest title: "
                + in.getManifest().getMainAttributes().getValue("Implementation-Title"));
            for (JarEntry e; (e = in.getNextJarEntry()) != null; ) {
                int n = in.readAllBytes().length;
                System.out.println("  entry " + e.getName() + (e.getName().endsWith(".class") ? "" : " " + n + " bytes"));
            }
        }
        ByteArrayOutputStream mout = new ByteArrayOutputStream();
        man.write(mout);
        System.out.println("manifest bytes: " + mout.toString("UTF-8").replace("\r\n", "|"));

        // services
        for (Runnable r : ServiceLoader.load(Runnable.class, loader)) {
            System.out.println("service " + r.getClass().getName() + " from the plugin loader: "
                + (r.getClass().getClassLoader() == loader));
            r.run();
        }
        System.out.println("services through the app loader: "
            + ServiceLoader.load(Runnable.class, ClassLoader.getSystemClassLoader()).findFirst().isPresent());

        // packages
        Package pk = c.getPackage();
        System.out.println("package: [" + pk + "] name '" + pk.getName() + "' title " + pk.getImplementationTitle()
            + " spec " + pk.getSpecificationVersion() + " sealed " + pk.isSealed());
        System.out.println("package name: '" + c.getPackageName() + "'");
        System.out.println("same Package object again: " + (c.getPackage() == pk)
            + ", the app's: " + (Plugin.class.getPackage() == pk));
        System.out.println("defined by the plugin loader: " + (loader.getDefinedPackage("") == pk)
            + ", the app loader's: " + (ClassLoader.getSystemClassLoader().getDefinedPackage("") == Plugin.class.getPackage()));
        System.out.println("java.lang through it: " + loader.getDefinedPackage("java.lang"));

        // classes that are not there
        for (String name : new String[] {"Loader_JarPlugin$Missing", "Loader_JarPlugin", "plugin.Nothing"}) {
            try {
                loader.loadClass(name);
                System.out.println(name + " loaded?!");
            } catch (ClassNotFoundException e) {
                System.out.println("ClassNotFoundException: " + e.getMessage());
            }
        }
        try {
            Class.forName("Loader_JarPlugin$Missing", true, loader);
        } catch (ClassNotFoundException e) {
            System.out.println("forName: ClassNotFoundException: " + e.getMessage());
        }

        // the JAR named by a jar: URL
        try (URLClassLoader viaJar = new URLClassLoader(new URL[] {new URL("jar:" + jarURL + "!/")}, null)) {
            System.out.println("through jar:...!/ : " + clean(viaJar.getResource("plugin/greeting.txt")) + ", class "
                + viaJar.loadClass("Loader_JarPlugin$Late").getClassLoader().getClass().getName());
        }

        // close: nothing more is found, what was loaded stays usable
        loader.close();
        loader.close();
        System.out.println("after close: resource " + loader.getResource("plugin/greeting.txt"));
        try {
            loader.loadClass("Loader_JarPlugin$Late");
            System.out.println("Late loaded?!");
        } catch (ClassNotFoundException e) {
            System.out.println("after close: ClassNotFoundException: " + e.getMessage());
        }
        System.out.println("after close: " + s.get().replace("'hello from the jar'", "'...'"));
        System.out.println("after close, loaded class still there: " + (loader.loadClass("Loader_JarPlugin$Plugin") == c));

        System.out.println("deleted jar: " + jar.delete() + ", dir: " + dir.delete());
    }
}
