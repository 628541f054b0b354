import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

/* The order in which loaders are asked, printed by instrumented loaders:
 * a chain child -> middle -> app, and a loader with the boot loader as parent. */
public class Loader_Delegation {
    static byte[] bytesOf(String name) throws IOException {
        String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        File f = new File(dir, name.replace('.', '/') + ".class");
        try (InputStream in = new FileInputStream(f)) {
            return in.readAllBytes();
        }
    }

    public static class Top implements Runnable {
        public void run() {
            System.out.println("  Top.run in " + getClass().getClassLoader().getName());
            new Helper().help();
            new Helper().help();
        }
    }

    public static class Helper {
        void help() { System.out.println("  Helper.help in " + getClass().getClassLoader().getName()); }
    }

    public static class Base {
        public String who() { return "Base of " + Base.class.getClassLoader().getName(); }
    }

    public static class Derived extends Base implements Runnable {
        public void run() { System.out.println("  " + who() + ", Derived of " + getClass().getClassLoader().getName()); }
    }

    /* Logs its own traffic for the program's classes; defines those listed in `mine`. */
    static class Logged extends ClassLoader {
        final String mine;
        Logged(String name, ClassLoader parent, String mine) {
            super(name, parent);
            this.mine = mine;
        }
        static boolean ours(String n) { return n.startsWith("Loader_Delegation"); }
        public Class<?> loadClass(String name) throws ClassNotFoundException {
            if (ours(name)) System.out.println(getName() + ".loadClass(" + name + ")");
            return super.loadClass(name);
        }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (ours(name)) System.out.println(getName() + ".loadClass(" + name + ", " + resolve + ")");
            Class<?> c = super.loadClass(name, resolve);
            if (ours(name)) System.out.println(getName() + " -> " + name + " from " + describe(c.getClassLoader()));
            return c;
        }
        Class<?> findLoadedClassOf(String name) { return findLoadedClass(name); }
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (ours(name)) System.out.println(getName() + ".findClass(" + name + ")");
            if (!mine.contains("," + name.substring(name.indexOf('$') + 1) + ",")) throw new ClassNotFoundException(name);
            try {
                byte[] b = bytesOf(name);
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name);
            }
        }
    }

    static String describe(ClassLoader l) {
        return l == null ? "boot" : l == ClassLoader.getSystemClassLoader() ? "app" : l.getName();
    }

    static String found(Class<?> c) {
        return c == null ? "null" : "defined by " + describe(c.getClassLoader());
    }

    public static void main(String[] args) throws Exception {
        /* The parent of `child` is a loader that never defines anything: the
         * app loader answers for the program's classes through it. */
        Logged middle = new Logged("middle", ClassLoader.getSystemClassLoader(), ",");
        Logged child = new Logged("child", middle, ",");
        System.out.println("child, app classes:");
        Class<?> c = child.loadClass("Loader_Delegation$Top");
        System.out.println("Top is the app's: " + (c == Top.class));

        System.out.println("boot-parented, defines Top and Helper:");
        Logged iso = new Logged("iso", null, ",Top,Helper,");
        Class<?> t = iso.loadClass("Loader_Delegation$Top");
        System.out.println("running:");
        ((Runnable) t.newInstance()).run();
        System.out.println("findLoadedClass: " + found(iso.findLoadedClassOf("Loader_Delegation$Helper")));
        System.out.println("findLoadedClass of the library: " + (iso.findLoadedClassOf("java.lang.Runnable") != null));

        System.out.println("chained, Base from the middle, Derived from the child:");
        Logged mid2 = new Logged("mid2", null, ",Base,");
        Logged kid2 = new Logged("kid2", mid2, ",Derived,");
        Class<?> d = kid2.loadClass("Loader_Delegation$Derived");
        System.out.println("running:");
        ((Runnable) d.newInstance()).run();
        System.out.println("Base's loader: " + describe(d.getSuperclass().getClassLoader()));
        System.out.println("initiated by kid2: " + found(kid2.findLoadedClassOf("Loader_Delegation$Base"))
                           + ", by mid2: " + found(mid2.findLoadedClassOf("Loader_Delegation$Base")));
        System.out.println("forName through kid2:");
        System.out.println("same: " + (Class.forName("Loader_Delegation$Base", false, kid2) == d.getSuperclass()));
        System.out.println("missing through kid2:");
        try {
            kid2.loadClass("Loader_Delegation$Nope");
        } catch (ClassNotFoundException e) {
            System.out.println("  " + e);
        }
    }
}
