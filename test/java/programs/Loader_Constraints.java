import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashSet;
import java.util.Set;

/* Loader constraints (JVMS 5.3.4): a class of one loader that reaches a
 * method or field of another loader's class must see the same classes for
 * the names in its descriptor, and so must a class that overrides or
 * implements a method of another loader's type.  Each case has its own
 * loaders; "Bar" is the name they disagree about.  A violation is found
 * where both loaders already have the name, or later, when the second of
 * them loads it. */
public class Loader_Constraints {
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

    static String who(Class<?> c) {
        ClassLoader l = c.getClassLoader();
        return l == null ? "boot" : String.valueOf(l.getName());
    }

    public static class Bar {
        public String toString() { return "Bar of " + who(getClass()); }
    }

    public static class Baz {
        public String toString() { return "Baz of " + who(getClass()); }
    }

    public static class Foo {
        public Bar field = new Bar();
        public static void take(Bar b) { System.out.println("  take " + b); }
        public static Bar make() { return new Bar(); }
        public static void takeBaz(Baz b) { System.out.println("  takeBaz " + b); }
        public static Bar[] many() { return new Bar[] { new Bar() }; }
        public void put(Bar b) { System.out.println("  Foo.put " + b); }
    }

    public interface Sink {
        void sink(Bar b);
        static void put(Bar b) { System.out.println("  Sink.put " + b); }
    }

    public static class CallTake implements Runnable {
        public void run() { Foo.take(new Bar()); }
    }

    public static class CallSink implements Runnable {
        public void run() { Sink.put(new Bar()); }
    }

    public static class CallMake implements Runnable {
        public void run() {
            Object o = Foo.make();
            System.out.println("  made " + o);
            Object mine = new Bar();
            System.out.println("  mine " + mine);
        }
    }

    public static class CallMany implements Runnable {
        public void run() {
            Object mine = new Bar();
            Object[] o = Foo.many();
            System.out.println("  many " + o.length + " " + mine);
        }
    }

    public static class CallBaz implements Runnable {
        public void run() {
            Foo.takeBaz(null);
        }
    }

    public static class MakeBaz implements Runnable {
        public void run() {
            System.out.println("  own " + new Baz());
        }
    }

    public static class ReadField implements Runnable {
        public void run() {
            Object mine = new Bar();
            Object o = new Foo().field;
            System.out.println("  field " + o + ", mine " + mine);
        }
    }

    public static class Sub extends Foo implements Runnable {
        public void put(Bar b) { System.out.println("  Sub.put " + b); }
        public void run() { put(null); }
    }

    public static class SinkImpl implements Sink, Runnable {
        public void sink(Bar b) { System.out.println("  sink " + b); }
        public void run() { sink(null); }
    }

    /* Defines the classes it owns itself, the rest through its parent
     * (the application loader unless given another). */
    static class Picky extends ClassLoader {
        final Set<String> own = new HashSet<>();
        ClassLoader other;

        Picky(String name, String... owned) {
            super(name, ClassLoader.getSystemClassLoader());
            for (String s : owned) own.add("Loader_Constraints$" + s);
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (other != null && name.equals("Loader_Constraints$Bar")) return other.loadClass(name);
                if (own.contains(name)) {
                    try {
                        byte[] b = bytesOf(name);
                        return defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return super.loadClass(name, resolve);
            }
        }
    }

    static void run(String what, ClassLoader l, String cls) {
        System.out.println(what + ":");
        try {
            Runnable r = (Runnable) l.loadClass("Loader_Constraints$" + cls).getDeclaredConstructor().newInstance();
            r.run();
            System.out.println("  ok");
        } catch (Throwable e) {
            System.out.println("  " + norm(e));
        }
    }

    static void load(String what, ClassLoader l, String cls) {
        System.out.println(what + ":");
        try {
            System.out.println("  loaded " + who(l.loadClass("Loader_Constraints$" + cls)));
        } catch (Throwable e) {
            System.out.println("  " + norm(e));
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("app's " + new Bar());

        Picky a = new Picky("a", "CallTake", "Bar");
        run("parameter", a, "CallTake");
        run("parameter again", a, "CallTake");

        Picky s = new Picky("s", "CallSink", "Bar");
        run("interface method", s, "CallSink");

        Picky b = new Picky("b", "CallMake", "Bar");
        load("b's own Bar first", b, "Bar");
        run("return type", b, "CallMake");

        Picky b2 = new Picky("b2", "CallMake", "Bar");
        run("return type, Bar loaded later", b2, "CallMake");
        load("b2's Bar again", b2, "Bar");

        Picky m = new Picky("m", "CallMany", "Bar");
        run("array of it returned", m, "CallMany");

        Picky c = new Picky("c", "ReadField", "Bar");
        run("field", c, "ReadField");

        Picky d = new Picky("d", "Sub", "Bar");
        load("d's own Bar first", d, "Bar");
        run("overriding", d, "Sub");

        Picky d2 = new Picky("d2", "Sub", "Bar");
        run("overriding, Bar loaded later", d2, "Sub");
        load("d2's Bar", d2, "Bar");

        Picky e = new Picky("e", "SinkImpl", "Bar");
        load("e's own Bar first", e, "Bar");
        run("implementing", e, "SinkImpl");

        /* g only initiates: its Bar is h's. */
        Picky h = new Picky("h", "Bar");
        Picky g = new Picky("g", "CallMake");
        g.other = h;
        run("initiated by a loader after the constraint", g, "CallMake");
        load("h's Bar", h, "Bar");

        /* Baz: loaded by neither loader when the constraint is made. */
        Picky i = new Picky("i", "CallBaz", "MakeBaz", "Baz");
        run("neither has it yet", i, "CallBaz");
        System.out.println("app's " + new Baz());
        run("the loader's own after the app's", i, "MakeBaz");

        /* The same classes through both loaders: nothing to complain about. */
        Picky f = new Picky("f", "CallTake", "CallMake", "ReadField", "Sub", "SinkImpl", "CallMany", "CallSink");
        run("legal parameter", f, "CallTake");
        run("legal return type", f, "CallMake");
        run("legal array", f, "CallMany");
        run("legal interface method", f, "CallSink");
        run("legal field", f, "ReadField");
        run("legal overriding", f, "Sub");
        run("legal implementing", f, "SinkImpl");
    }
}
