import java.io.InputStream;
import java.lang.ref.WeakReference;
import java.util.function.IntSupplier;

/* A loader whose own class declares fields named like the VM's private
 * ClassLoader fields: the VM must keep using ClassLoader's own. */
public class Loader_ShadowField {
    public static class Plugin implements IntSupplier {
        static int calls;
        public int getAsInt() { return ++calls; }
    }

    static class Shadowing extends ClassLoader {
        int vmLoaderId = 12345;
        String nameAndId = "not this";
        final byte[] bytes;
        Class<?> loaded(String name) { return findLoadedClass(name); }
        Shadowing(byte[] bytes) { super("shadowing", Loader_ShadowField.class.getClassLoader()); this.bytes = bytes; }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (name.equals("Loader_ShadowField$Plugin")) return defineClass(name, bytes, 0, bytes.length);
                return super.loadClass(name, resolve);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] bytes;
        try (InputStream in = Loader_ShadowField.class.getResourceAsStream("Loader_ShadowField$Plugin.class")) {
            bytes = in.readAllBytes();
        }
        Shadowing l = new Shadowing(bytes);
        Class<?> c = l.loadClass("Loader_ShadowField$Plugin");
        IntSupplier p = (IntSupplier) c.getConstructor().newInstance();
        System.gc();
        System.out.println("calls " + p.getAsInt() + " " + p.getAsInt() + ", loaded again the same: "
                + (l.loadClass("Loader_ShadowField$Plugin") == c) + ", findLoadedClass: "
                + (l.loaded("Loader_ShadowField$Plugin") == c) + ", its field " + l.vmLoaderId);
        System.out.println("loader " + c.getClassLoader().getName() + ", other class: "
                + (c != Plugin.class));
        WeakReference<ClassLoader> ref = new WeakReference<>(l);
        l = null;
        c = null;
        p = null;
        for (int i = 0; i < 10 && ref.get() != null; i++) System.gc();
        System.out.println("collected once dropped: " + (ref.get() == null));
    }
}
