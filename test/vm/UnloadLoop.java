import java.io.InputStream;
import java.util.function.IntSupplier;

/* Class unloading in bounded memory: N throwaway loaders (args[0]) each
 * define UnloadLoop$Plugin and call it, and nothing keeps them.  Run with
 * -verbose:gc -Xlog:gc+heap+exit: the loaders' class metadata must set off
 * full collections of its own ("Metadata GC Threshold"), and the metadata
 * left at exit must be small. */
public class UnloadLoop {
    public static class Plugin implements IntSupplier {
        static int calls;
        public int getAsInt() { return ++calls + 1; }
    }

    static class Throwaway extends ClassLoader {
        final byte[] bytes;
        Throwaway(byte[] bytes) { super(UnloadLoop.class.getClassLoader()); this.bytes = bytes; }
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (!name.equals("UnloadLoop$Plugin")) throw new ClassNotFoundException(name);
            return defineClass(name, bytes, 0, bytes.length);
        }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                return name.equals("UnloadLoop$Plugin") ? findClass(name) : super.loadClass(name, resolve);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        byte[] bytes;
        try (InputStream in = UnloadLoop.class.getResourceAsStream("UnloadLoop$Plugin.class")) {
            bytes = in.readAllBytes();
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            Class<?> c = new Throwaway(bytes).loadClass("UnloadLoop$Plugin");
            sum += ((IntSupplier) c.getConstructor().newInstance()).getAsInt();
        }
        System.out.println(n + " loaders, sum " + sum);
    }
}
