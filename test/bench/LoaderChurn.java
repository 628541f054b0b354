import java.io.InputStream;
import java.util.function.IntSupplier;

/* Class loading and unloading: 20000 throwaway loaders each define two
 * classes (one using the other), make an instance and call it, and are
 * dropped; the collector unloads them as it goes.
 * `LoaderChurn keep N` (by hand, not in run.sh) keeps N such loaders, then
 * drops them all and times the System.gc() that unloads them: run under
 * /usr/bin/time for the memory a loader costs. */
public class LoaderChurn {
    public static class Plugin implements IntSupplier {
        static int calls;
        final Helper helper = new Helper();
        public int getAsInt() { return helper.twice(++calls) + 1; }
    }

    public static class Helper {
        int twice(int x) { return 2 * x; }
    }

    static byte[] PLUGIN, HELPER;

    static byte[] bytesOf(String name) throws Exception {
        try (InputStream in = LoaderChurn.class.getResourceAsStream(name + ".class")) {
            return in.readAllBytes();
        }
    }

    static class Throwaway extends ClassLoader {
        Throwaway() { super(LoaderChurn.class.getClassLoader()); }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (name.equals("LoaderChurn$Plugin")) return defineClass(name, PLUGIN, 0, PLUGIN.length);
                if (name.equals("LoaderChurn$Helper")) return defineClass(name, HELPER, 0, HELPER.length);
                return super.loadClass(name, resolve);
            }
        }
    }

    static void keep(int n) throws Exception {
        java.util.List<Object> kept = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) kept.add(new Throwaway().loadClass("LoaderChurn$Plugin").getConstructor().newInstance());
        System.gc();
        long t0 = System.nanoTime();
        kept = null;
        System.gc();
        System.out.println(n + " loaders kept, then unloaded by one System.gc() in " + (System.nanoTime() - t0) / 1000000 + " ms");
    }

    public static void main(String[] args) throws Exception {
        PLUGIN = bytesOf("LoaderChurn$Plugin");
        HELPER = bytesOf("LoaderChurn$Helper");
        if (args.length == 2 && args[0].equals("keep")) {
            keep(Integer.parseInt(args[1]));
            return;
        }
        long sum = 0;
        for (int i = 0; i < 20000; i++) {
            IntSupplier p = (IntSupplier) new Throwaway().loadClass("LoaderChurn$Plugin").getConstructor().newInstance();
            for (int k = 0; k < 10; k++) sum += p.getAsInt();
        }
        System.out.println("sum " + sum);
    }
}
