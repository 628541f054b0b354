/* A user-defined loader whose classes have annotations and proxies is still collected (the caches live in the loader and the classes). */
import java.lang.annotation.*;
import java.lang.ref.WeakReference;
import java.lang.reflect.*;
import java.io.*;
public class Proxy_Unload {
    @Retention(RetentionPolicy.RUNTIME) public @interface A { int value() default 1; }
    public interface I { int f(); }
    @A(5) public static class Holder implements I { public int f() { return 1; } }
    static class L extends ClassLoader {
        L() { super(Proxy_Unload.class.getClassLoader()); }
        protected Class<?> loadClass(String n, boolean r) throws ClassNotFoundException {
            if (!n.startsWith("Proxy_Unload$") ) return super.loadClass(n, r);
            Class<?> c = findLoadedClass(n); if (c != null) return c;
            try (InputStream in = getParent().getResourceAsStream(n + ".class")) { byte[] b = in.readAllBytes(); return defineClass(n, b, 0, b.length); } catch (IOException e) { throw new ClassNotFoundException(n); }
        }
    }
    static WeakReference<ClassLoader> make() throws Exception {
        L l = new L();
        Class<?> h = l.loadClass("Proxy_Unload$Holder");
        Class<?> i = l.loadClass("Proxy_Unload$I");
        System.out.println(h.getAnnotations()[0] + " " + (h.getClassLoader() == l));
        Object p = Proxy.newProxyInstance(l, new Class<?>[]{i}, (pr, m, a) -> 3);
        System.out.println(p.getClass().getName() + " " + i.getMethod("f").invoke(p));
        return new WeakReference<>(l);
    }
    public static void main(String[] a) throws Exception {
        WeakReference<ClassLoader> w = make();
        for (int k = 0; k < 5 && w.get() != null; k++) { System.gc(); Thread.sleep(50); }
        System.out.println("collected " + (w.get() == null));
    }
}
