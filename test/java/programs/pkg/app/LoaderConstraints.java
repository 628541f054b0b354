package pkg.app;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

/* Loader constraints with class names in a package, and arrays of the
 * disputed class in descriptors: how each LinkageError spells them. */
public class LoaderConstraints {
    static byte[] bytesOf(String name) throws IOException {
        String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        File f = new File(dir, name.replace('.', '/') + ".class");
        try (InputStream in = new FileInputStream(f)) {
            return in.readAllBytes();
        }
    }

    static String norm(Object o) {
        return String.valueOf(o).replaceAll("@[0-9a-f]+", "@H");
    }

    public static class Bar {
    }

    public static class Foo {
        public Bar[][] grid = new Bar[1][1];
        public static void take(Bar[] b, int n, Bar c) { System.out.println("  take"); }
        public void put(long x, Bar[] b) { }
    }

    public interface Sink {
        Bar[] sink(Object o, Bar b);
    }

    public static class CallTake implements Runnable {
        public void run() { Foo.take(null, 1, new Bar()); }
    }

    public static class ReadGrid implements Runnable {
        public void run() {
            Object mine = new Bar();
            Object g = new Foo().grid;
            System.out.println("  grid " + (g != null) + (mine != null));
        }
    }

    public static class Sub extends Foo implements Runnable {
        public void put(long x, Bar[] b) { }
        public void run() { }
    }

    public static class SinkImpl implements Sink, Runnable {
        public Bar[] sink(Object o, Bar b) { return null; }
        public void run() { }
    }

    static class Picky extends ClassLoader {
        final String[] own;

        Picky(String name, String... owned) {
            super(name, ClassLoader.getSystemClassLoader());
            own = owned;
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                for (String s : own) {
                    if (name.equals("pkg.app.LoaderConstraints$" + s)) {
                        try {
                            byte[] b = bytesOf(name);
                            return defineClass(name, b, 0, b.length);
                        } catch (IOException e) {
                            throw new ClassNotFoundException(name, e);
                        }
                    }
                }
                return super.loadClass(name, resolve);
            }
        }
    }

    static void run(String what, ClassLoader l, String cls) {
        System.out.println(what + ":");
        try {
            l.loadClass("pkg.app.LoaderConstraints$Bar");
            Runnable r = (Runnable) l.loadClass("pkg.app.LoaderConstraints$" + cls).getDeclaredConstructor().newInstance();
            r.run();
            System.out.println("  ok");
        } catch (Throwable e) {
            System.out.println("  " + norm(e));
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("app has " + new Bar[0].getClass().getName());
        run("method", new Picky("a", "CallTake", "Bar"), "CallTake");
        run("field", new Picky("b", "ReadGrid", "Bar"), "ReadGrid");
        run("overriding", new Picky("c", "Sub", "Bar"), "Sub");
        run("implementing", new Picky("d", "SinkImpl", "Bar"), "SinkImpl");
        run("legal", new Picky(null, "CallTake", "ReadGrid", "Sub", "SinkImpl"), "CallTake");
        Picky late = new Picky("late", "ReadGrid");
        run("legal field", late, "ReadGrid");
        System.out.println("a loader without a name:");
        try {
            ClassLoader u = new Picky(null, "CallTake", "Bar");
            u.loadClass("pkg.app.LoaderConstraints$Bar");
            ((Runnable) u.loadClass("pkg.app.LoaderConstraints$CallTake").getDeclaredConstructor().newInstance()).run();
        } catch (Throwable e) {
            System.out.println("  " + norm(e));
        }
    }
}
