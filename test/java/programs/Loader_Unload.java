import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/* Classes die with their loader: thousands of throwaway loaders each
 * define a class, and what keeps a loader alive (an instance, its Class
 * object, a method on the stack, an exception its code threw, the loader
 * itself) does, and nothing else does. */
public class Loader_Unload {
    static byte[] PLUGIN, HELPER;

    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = Loader_Unload.class.getResourceAsStream(name.replace('.', '/') + ".class")) {
            return in.readAllBytes();
        }
    }

    public static class Plugin implements IntSupplier, Supplier<Object> {
        static int calls;
        static final Object[] HEAVY = new Object[64];
        final int base;
        public Plugin() { base = 7; }
        public int getAsInt() {
            Helper h = new Helper();
            /* a lambda and an interface call: a proxy class and call sites
             * that die with the loader */
            java.util.function.IntUnaryOperator plus = x -> x + base;
            return plus.applyAsInt(++calls) + h.twice(3);
        }
        public Object get() {
            return new IllegalStateException("thrown by the plugin");
        }
        public String toString() { return "Plugin at " + calls; }
    }

    public static class Helper {
        int twice(int x) { return 2 * x; }
    }

    /* Defines Plugin and Helper itself; everything else from the parent. */
    static class Throwaway extends ClassLoader {
        Throwaway() { super(Loader_Unload.class.getClassLoader()); }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (name.equals("Loader_Unload$Plugin")) return defineClass(name, PLUGIN, 0, PLUGIN.length);
                if (name.equals("Loader_Unload$Helper")) return defineClass(name, HELPER, 0, HELPER.length);
                return super.loadClass(name, resolve);
            }
        }
    }

    static Object newPlugin(ClassLoader l) throws Exception {
        return l.loadClass("Loader_Unload$Plugin").getConstructor().newInstance();
    }

    /* Up to 10 full collections for the reference to clear. */
    static boolean cleared(WeakReference<?> r) {
        for (int i = 0; i < 10 && r.get() != null; i++) System.gc();
        return r.get() == null;
    }

    public static void main(String[] args) throws Exception {
        PLUGIN = bytesOf("Loader_Unload$Plugin");
        HELPER = bytesOf("Loader_Unload$Helper");
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3000;

        long sum = 0;
        for (int i = 0; i < rounds; i++) {
            IntSupplier p = (IntSupplier) newPlugin(new Throwaway());
            sum += p.getAsInt();
        }
        System.out.println(rounds + " throwaway loaders, sum " + sum);

        ClassLoader strong = new Throwaway();
        WeakReference<ClassLoader> loader = new WeakReference<>(strong);
        WeakReference<Class<?>> cls = new WeakReference<>(strong.loadClass("Loader_Unload$Plugin"));
        strong = null;
        System.out.println("nothing keeps it: loader collected " + cleared(loader) + ", class collected " + cleared(cls));

        Object instance = newPlugin(new Throwaway());
        loader = new WeakReference<>(instance.getClass().getClassLoader());
        System.out.println("an instance keeps it: loader collected " + cleared(loader));
        System.out.println("  and it still works: " + ((IntSupplier) instance).getAsInt() + ", " + instance);
        instance = null;
        System.out.println("  dropped: loader collected " + cleared(loader));

        Object[] array = (Object[]) java.lang.reflect.Array.newInstance(new Throwaway().loadClass("Loader_Unload$Helper"), 2);
        loader = new WeakReference<>(array.getClass().getComponentType().getClassLoader());
        System.out.println("an array of its class keeps it: loader collected " + cleared(loader) + ", "
                + array.getClass().getName());
        array = null;
        System.out.println("  dropped: loader collected " + cleared(loader));

        Class<?> mirror = new Throwaway().loadClass("Loader_Unload$Plugin");
        loader = new WeakReference<>(mirror.getClassLoader());
        System.out.println("its Class object keeps it: loader collected " + cleared(loader) + ", " + mirror.getName());
        mirror = null;
        System.out.println("  dropped: loader collected " + cleared(loader));

        Throwable t = (Throwable) ((Supplier<?>) newPlugin(new Throwaway())).get();
        System.gc();
        System.gc();
        StackTraceElement top = t.getStackTrace()[0];
        System.out.println("an exception it made names " + top.getClassName() + "." + top.getMethodName());

        ClassLoader kept = new Throwaway();
        List<Object> mine = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            mine.add(newPlugin(kept));
            ((IntSupplier) mine.get(i)).getAsInt();
        }
        WeakReference<Class<?>> keptClass = new WeakReference<>(mine.get(0).getClass());
        mine = null;
        System.out.println("the loader keeps its classes: class collected " + cleared(keptClass)
                + ", same class again " + (kept.loadClass("Loader_Unload$Plugin") == keptClass.get()));
        System.out.println("  its statics survive: " + newPlugin(kept));
    }
}
