import java.io.InputStream;
import java.util.function.IntSupplier;

/* HPROF and class unloading: 300 throwaway loaders each define
 * Unloader$Plugin, whose instances allocate, and are dropped; one is kept
 * to the end (a static field).  Then a full collection. */
public class Unloader {
    public static class Plugin implements IntSupplier {
        int[] data = new int[16];
        public int getAsInt() { return data.length + new int[8].length; }
    }

    static class Throwaway extends ClassLoader {
        final byte[] bytes;
        Throwaway(byte[] bytes) { super(Unloader.class.getClassLoader()); this.bytes = bytes; }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (name.equals("Unloader$Plugin")) return defineClass(name, bytes, 0, bytes.length);
                return super.loadClass(name, resolve);
            }
        }
    }

    static Object kept;

    static int use(ClassLoader l, boolean keep) throws Exception {
        Object p = l.loadClass("Unloader$Plugin").getConstructor().newInstance();
        if (keep) kept = p;
        return ((IntSupplier) p).getAsInt();
    }

    public static void main(String[] args) throws Exception {
        byte[] bytes;
        try (InputStream in = Unloader.class.getResourceAsStream("Unloader$Plugin.class")) {
            bytes = in.readAllBytes();
        }
        long sum = use(new Throwaway(bytes), true);
        for (int i = 0; i < 300; i++) sum += use(new Throwaway(bytes), false);
        System.gc();
        System.gc();
        System.out.println("done " + sum);
    }
}
