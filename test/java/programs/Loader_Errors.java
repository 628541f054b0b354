import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Supplier;

/* What defining and resolving through a user-defined loader throws, as the JDK words it. */
public class Loader_Errors {
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

    public static class Foo implements Supplier<String> {
        public String get() { return "Foo sees " + new Bar(); }
    }

    private static String secret = "secret";

    public static class Peek implements Supplier<String> {
        public String get() { return "peeked " + secret; }
    }

    public static class Bar {
        public String toString() { return "Bar"; }
    }

    /* Defines what it is given; for resolution it can lie or refuse. */
    static class Tricky extends ClassLoader {
        String mode = "normal";
        Tricky(String name) { super(name, ClassLoader.getSystemClassLoader()); }
        Tricky() { super(ClassLoader.getSystemClassLoader()); }
        Class<?> def(String n, byte[] b) { return defineClass(n, b, 0, b.length); }
        Class<?> def(String n, byte[] b, int off, int len) { return defineClass(n, b, off, len); }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals("Loader_Errors$Bar")) {
                if (mode.equals("refuse")) throw new ClassNotFoundException("refused " + name);
                if (mode.equals("null")) return null;
                if (mode.equals("lie")) return String.class;
                if (mode.equals("boom")) throw new IllegalStateException("boom");
            }
            if (name.startsWith("Loader_Errors$")) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                try {
                    byte[] b = bytesOf(name);
                    return defineClass(name, b, 0, b.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name);
                }
            }
            return super.loadClass(name, resolve);
        }
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (Throwable e) {
            System.out.println(what + ": " + norm(e));
            for (Throwable c = e.getCause(); c != null; c = c.getCause()) System.out.println("  caused by " + norm(c));
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] foo = bytesOf("Loader_Errors$Foo");
        Tricky t = new Tricky("T");
        attempt("first", () -> t.def("Loader_Errors$Foo", foo));
        attempt("duplicate", () -> t.def("Loader_Errors$Foo", foo));
        attempt("duplicate unnamed", () -> {
            Tricky u = new Tricky();
            u.def("Loader_Errors$Foo", foo);
            u.def("Loader_Errors$Foo", foo);
        });
        attempt("wrong name", () -> new Tricky("W").def("Loader_Errors$Other", foo));
        attempt("wrong name dots", () -> new Tricky("W").def("some.pkg.Other", foo));
        byte[] bad = foo.clone();
        bad[3] = 0;
        attempt("bad magic", () -> new Tricky("B").def("Loader_Errors$Foo", bad));
        attempt("truncated", () -> new Tricky("B").def("Loader_Errors$Foo", foo, 0, 20));
        attempt("empty", () -> new Tricky("B").def("Loader_Errors$Foo", foo, 0, 0));
        attempt("bad range", () -> new Tricky("B").def("Loader_Errors$Foo", foo, 10, foo.length));
        attempt("java.lang", () -> new Tricky("J").def("java.lang.Evil", foo));
        attempt("java.util.x", () -> new Tricky("J").def("java.util.x.Evil", foo));
        attempt("findClass default", () -> {
            try {
                new ClassLoader(null) {}.loadClass("Nope");
            } catch (ClassNotFoundException e) {
                throw new RuntimeException(e);
            }
        });
        attempt("forName missing", () -> {
            try {
                Class.forName("Nope.Never", false, new Tricky("F"));
            } catch (ClassNotFoundException e) {
                throw new RuntimeException(e);
            }
        });
        for (String mode : new String[] {"normal", "refuse", "null", "lie", "boom"}) {
            attempt("resolve " + mode, () -> {
                Tricky r = new Tricky("R");
                r.mode = mode;
                try {
                    Supplier<?> s = (Supplier<?>) r.loadClass("Loader_Errors$Foo").newInstance();
                    System.out.println(s.get());
                } catch (ReflectiveOperationException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        attempt("nest host in another loader", () -> {
            try {
                System.out.println(((Supplier<?>) new Tricky("P").loadClass("Loader_Errors$Peek").newInstance()).get());
            } catch (ReflectiveOperationException e) {
                throw new RuntimeException(e);
            }
        });
        attempt("resolveClass null", () -> new ClassLoader() {
            { resolveClass(null); }
        });
    }
}
