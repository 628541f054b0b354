// Resources on the class path: ClassLoader and Class getResource /
// getResources / getResourceAsStream, relative and absolute names, a
// missing resource, boot classes, and the delegation to an overriding
// findResources (a loader whose extra resource is an entry of a jar the
// program writes).  The resource files are written at run time into the
// class-path directory (through a rename, so that two runs at once never
// see a half-written file); URLs are printed from "/classes/" on.
import java.io.*;
import java.net.*;
import java.util.*;
import java.util.zip.*;

public class Res_Lookup {
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

    static String show(URL u) {
        if (u == null) return "null";
        String s = u.toString();
        int i = s.indexOf("/classes/");
        return u.getProtocol() + ":..." + (i >= 0 ? s.substring(i) : "(elsewhere)");
    }

    static String read(InputStream in) throws IOException {
        if (in == null) return "null";
        try (InputStream i = in) {
            return new String(i.readAllBytes(), "UTF-8").replace("\n", "|");
        }
    }

    static URL jarURL(File jar, String name) throws MalformedURLException {
        String p = jar.getAbsolutePath().replace(File.separatorChar, '/');
        return new URL("jar:file:" + (p.startsWith("/") ? "" : "/") + p + "!/" + name);
    }

    /* A loader that adds resources from a jar after its parent's. */
    static class JarLoader extends ClassLoader {
        final File jar;
        JarLoader(File jar) { super(ClassLoader.getSystemClassLoader()); this.jar = jar; }
        protected URL findResource(String name) {
            try {
                ZipFile z = new ZipFile(jar);
                boolean has = z.getEntry(name) != null;
                z.close();
                return has ? jarURL(jar, name) : null;
            } catch (IOException e) {
                return null;
            }
        }
        protected Enumeration<URL> findResources(String name) {
            URL u = findResource(name);
            return Collections.enumeration(u == null ? List.<URL>of() : List.of(u));
        }
    }

    public static void main(String[] args) throws Exception {
        root = new File(System.getProperty("java.class.path").split(File.pathSeparator)[0]);
        put("res18/a.txt", "alpha\nline two\n");
        put("res18/sub/b.txt", "beta");
        put("pkg/app/rel18.txt", "relative to pkg.app");
        put("top18.txt", "at the top");
        put("res18/sp ace#1.txt", "escaped");

        ClassLoader app = ClassLoader.getSystemClassLoader();
        System.out.println("getResource a: " + show(app.getResource("res18/a.txt")));
        System.out.println("getResource sub: " + show(app.getResource("res18/sub/b.txt")));
        System.out.println("getResource dir: " + show(app.getResource("res18/sub")));
        System.out.println("missing: " + app.getResource("res18/none.txt"));
        System.out.println("missing stream: " + app.getResourceAsStream("res18/none.txt"));
        System.out.println("leading slash (loader): " + app.getResource("/res18/a.txt"));
        System.out.println("stream a: " + read(app.getResourceAsStream("res18/a.txt")));
        URL sp = app.getResource("res18/sp ace#1.txt");
        System.out.println("escaped name: " + show(sp) + " ref " + sp.getRef() + " " + read(sp.openStream()));
        System.out.println("system resource: " + show(ClassLoader.getSystemResource("top18.txt")));
        System.out.println("system stream: " + read(ClassLoader.getSystemResourceAsStream("top18.txt")));
        System.out.println("class file: " + show(app.getResource("Res_Lookup.class")));
        int n = 0;
        for (Enumeration<URL> e = ClassLoader.getSystemResources("res18/a.txt"); e.hasMoreElements(); e.nextElement()) n++;
        System.out.println("getSystemResources count: " + n);
        System.out.println("getResources none: " + app.getResources("res18/none").hasMoreElements());

        // Class.getResource: relative to the package, '/' absolute.
        Class<?> c = pkg.app.Main.class;
        System.out.println("pkg relative: " + show(c.getResource("rel18.txt")));
        System.out.println("pkg relative stream: " + read(c.getResourceAsStream("rel18.txt")));
        System.out.println("pkg absolute: " + show(c.getResource("/top18.txt")));
        System.out.println("pkg relative missing: " + c.getResource("top18.txt"));
        System.out.println("pkg own class: " + show(c.getResource("Main.class")));
        System.out.println("default package: " + show(Res_Lookup.class.getResource("top18.txt")));
        System.out.println("array class: " + show(Res_Lookup[].class.getResource("/res18/a.txt")));

        // Boot classes: found, readable (a class file), on the boot path, not the app path.
        System.out.println("boot class loader: " + String.class.getClassLoader());
        URL s = String.class.getResource("String.class");
        System.out.println("String.class found: " + (s != null));
        try (DataInputStream in = new DataInputStream(String.class.getResourceAsStream("/java/lang/Object.class"))) {
            System.out.println("Object.class magic: " + Integer.toHexString(in.readInt()));
        }
        System.out.println("boot missing: " + String.class.getResource("NoSuch18.class"));
        System.out.println("boot does not see the class path: " + String.class.getResource("/top18.txt"));
        System.out.println("system sees the boot path: " + (ClassLoader.getSystemResource("java/lang/Object.class") != null));

        // A jar, and delegation: parent first, then findResource(s).
        File jar = new File(root, "res18-" + System.nanoTime() + ".jar");
        try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(jar))) {
            z.putNextEntry(new ZipEntry("res18/a.txt"));
            z.write("alpha from the jar".getBytes("UTF-8"));
            z.closeEntry();
            z.putNextEntry(new ZipEntry("res18/only-in-jar.txt"));
            z.write("jar only".getBytes("UTF-8"));
            z.closeEntry();
        }
        try {
            JarLoader jl = new JarLoader(jar);
            System.out.println("jar loader a: " + show(jl.getResource("res18/a.txt")));
            URL only = jl.getResource("res18/only-in-jar.txt");
            System.out.println("jar loader only: " + only.getProtocol() + " " + only.getFile().endsWith(".jar!/res18/only-in-jar.txt"));
            System.out.println("jar stream: " + read(jl.getResourceAsStream("res18/only-in-jar.txt")));
            List<String> all = new ArrayList<>();
            for (Enumeration<URL> e = jl.getResources("res18/a.txt"); e.hasMoreElements();) {
                URL u = e.nextElement();
                all.add(u.getProtocol() + ":" + read(u.openStream()));
            }
            System.out.println("getResources a: " + all);
            System.out.println("jar missing entry stream: " + jl.getResourceAsStream("res18/none.txt"));
            try {
                jarURL(jar, "res18/none.txt").openStream();
            } catch (FileNotFoundException e) {
                System.out.println("open missing jar entry: FileNotFoundException");
            }
        } finally {
            jar.delete();
        }
        try {
            app.getResource(null);
        } catch (NullPointerException e) {
            System.out.println("null name: NullPointerException");
        }
    }
}
