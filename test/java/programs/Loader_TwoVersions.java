import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Function;
import java.util.function.IntSupplier;

/* One class defined by two loaders: two classes, each with its own statics,
 * and casts between them fail with the JDK's message naming both loaders. */
public class Loader_TwoVersions {
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

    public static class Counter implements IntSupplier, Function<Object, Object> {
        static int count;
        static final String OWNER;
        static {
            ClassLoader l = Counter.class.getClassLoader();
            OWNER = l == null ? "boot" : String.valueOf(l.getName());
            System.out.println("Counter initialized in " + OWNER);
        }
        public int getAsInt() { return ++count; }
        public Object apply(Object o) { return (Counter) o; }
        public String toString() { return "Counter of " + OWNER + " at " + count; }
    }

    public static class Holder implements Function<Object, Object> {
        public Object apply(Object o) {
            Counter[] a = new Counter[1];
            a[0] = (Counter) o;
            return a[0];
        }
    }

    static class ChildFirst extends ClassLoader {
        ChildFirst(String name) { super(name, ClassLoader.getSystemClassLoader()); }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (name.startsWith("Loader_TwoVersions$")) {
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

    static void attempt(String what, Function<Object, Object> f, Object arg) {
        try {
            System.out.println(what + ": " + f.apply(arg));
        } catch (ClassCastException e) {
            System.out.println(what + ": " + norm(e));
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        ChildFirst a = new ChildFirst("A"), b = new ChildFirst("B");
        Class<?> ca = a.loadClass("Loader_TwoVersions$Counter");
        Class<?> cb = b.loadClass("Loader_TwoVersions$Counter");
        System.out.println("same name: " + ca.getName().equals(cb.getName()) + ", same class: " + (ca == cb));
        System.out.println("either is the app's: " + (ca == Counter.class || cb == Counter.class));
        IntSupplier ia = (IntSupplier) ca.newInstance(), ib = (IntSupplier) cb.newInstance();
        IntSupplier ia2 = (IntSupplier) ca.newInstance();
        ia.getAsInt();
        ia.getAsInt();
        ia2.getAsInt();
        ib.getAsInt();
        Counter app = new Counter();
        System.out.println(ia + " / " + ib + " / " + app);
        System.out.println("isInstance: " + ca.isInstance(ia) + " " + ca.isInstance(ib) + " " + (ia instanceof Counter));
        System.out.println("assignable: " + ca.isAssignableFrom(cb));
        attempt("A casts A's", (Function<Object, Object>) ia, ia2);
        attempt("A casts B's", (Function<Object, Object>) ia, ib);
        attempt("B casts app's", (Function<Object, Object>) ib, app);
        attempt("app casts A's", (Function<Object, Object>) app, ia);
        Function<Object, Object> holderA = (Function<Object, Object>) a.loadClass("Loader_TwoVersions$Holder").newInstance();
        attempt("A's Holder stores A's", holderA, ia);
        attempt("A's Holder stores B's", holderA, ib);
        try {
            Object[] arr = (Object[]) java.lang.reflect.Array.newInstance(ca, 1);
            arr[0] = ib;
            System.out.println("stored");
        } catch (ArrayStoreException e) {
            System.out.println("array store: " + norm(e));
        }
        System.out.println("arrays differ: " + (java.lang.reflect.Array.newInstance(ca, 0).getClass()
                                                != java.lang.reflect.Array.newInstance(cb, 0).getClass()));
        System.out.println("supers shared: " + (ca.getSuperclass() == cb.getSuperclass()) + " "
                           + (ca.getInterfaces()[0] == IntSupplier.class));
    }
}
