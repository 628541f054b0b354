import java.io.InputStream;
import java.util.function.IntSupplier;

/* A native library belongs to the class loader that loaded it: another
 * loader may not load it while that one lives, and when the loader is
 * unloaded the library gets its JNI_OnUnload and may be loaded again. */
public class JniUnload {
    public static class Native implements IntSupplier {
        static {
            System.loadLibrary("jninat_unload");
        }
        static native int answer();
        public int getAsInt() { return answer(); }
    }

    static class Throwaway extends ClassLoader {
        final byte[] bytes;
        Throwaway(byte[] bytes) { super(JniUnload.class.getClassLoader()); this.bytes = bytes; }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (name.equals("JniUnload$Native")) return defineClass(name, bytes, 0, bytes.length);
                return super.loadClass(name, resolve);
            }
        }
    }

    static byte[] bytes;

    static IntSupplier load() throws Exception {
        return (IntSupplier) new Throwaway(bytes).loadClass("JniUnload$Native").getConstructor().newInstance();
    }

    public static void main(String[] args) throws Exception {
        try (InputStream in = JniUnload.class.getResourceAsStream("JniUnload$Native.class")) {
            bytes = in.readAllBytes();
        }
        IntSupplier first = load();
        System.out.println("answer " + first.getAsInt());
        try {
            load();
            System.out.println("a second loader loaded it too");
        } catch (UnsatisfiedLinkError e) {
            String m = e.getMessage();
            System.out.println("second loader: " + e.getClass().getName() + ": "
                    + m.substring(m.indexOf("already loaded")));
        }
        first = null;
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(100);
        }
        System.out.println("after the first loader died");
        System.out.println("answer again " + load().getAsInt());
    }
}
