package jvmpitest;

import java.io.InputStream;
import java.util.function.IntSupplier;

// The program of jvmpi.unload: ROUNDS throwaway loaders each define
// jvmpitest.Unload$Plugin and make an array of it, and are dropped; one more
// loader is kept to the end.  Then full collections, and more calls, so that
// a METHOD_ENTRY of an unloaded method would show.
public class Unload {
    public static class Plugin implements IntSupplier {
        static int calls;
        public int getAsInt() { return step(++calls); }
        int step(int x) { return x * 3; }
    }

    static class Throwaway extends ClassLoader {
        final byte[] bytes;
        Throwaway(byte[] bytes) { super(Unload.class.getClassLoader()); this.bytes = bytes; }
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) return c;
                if (name.equals("jvmpitest.Unload$Plugin")) return defineClass(name, bytes, 0, bytes.length);
                return super.loadClass(name, resolve);
            }
        }
    }

    static int use(ClassLoader l) throws Exception {
        Class<?> c = l.loadClass("jvmpitest.Unload$Plugin");
        Object[] a = (Object[]) java.lang.reflect.Array.newInstance(c, 1);
        a[0] = c.getConstructor().newInstance();
        return ((IntSupplier) a[0]).getAsInt();
    }

    static ClassLoader kept; // to the end: a local could die after its last use

    public static void main(String[] args) throws Exception {
        int rounds = Integer.getInteger("unload.rounds", 200);
        byte[] bytes;
        try (InputStream in = Unload.class.getResourceAsStream("Unload$Plugin.class")) {
            bytes = in.readAllBytes();
        }
        kept = new Throwaway(bytes);
        long sum = use(kept);
        for (int i = 0; i < rounds; i++) sum += use(new Throwaway(bytes));
        System.gc();
        System.gc();
        for (int i = 0; i < 10; i++) sum += use(kept);
        System.out.println("sum " + sum);
    }
}
