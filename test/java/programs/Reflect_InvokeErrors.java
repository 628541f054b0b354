import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/* What Method.invoke and Constructor.newInstance throw: what the invoked
 * code threw, wrapped in InvocationTargetException; a failed class
 * initialization, unwrapped. */
public class Reflect_InvokeErrors {
    static class BadInit {
        static int x = Integer.parseInt("not a number");
        public BadInit() { }
        public static int get() { return x; }
    }

    static class BadInit2 {
        static { if (true) throw new IllegalStateException("no"); }
        public static void run() { }
    }

    public static class Throws {
        public Throws(boolean t) { if (t) throw new UnsupportedOperationException("from the constructor"); }
        public void boom() throws Exception { throw new java.io.IOException("from the method"); }
        public static void error() { throw new AssertionError("an error"); }
    }

    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e);
        for (Throwable c = e.getCause(); c != null; c = c.getCause()) System.out.println("  caused by " + c);
    }

    public static void main(String[] args) throws Exception {
        Constructor<?> c = BadInit.class.getConstructor();
        for (int i = 0; i < 2; i++) {
            try {
                c.newInstance();
            } catch (Throwable e) {
                show("newInstance of a bad initializer #" + i, e);
            }
        }
        Method m = BadInit2.class.getMethod("run");
        for (int i = 0; i < 2; i++) {
            try {
                m.invoke(null);
            } catch (Throwable e) {
                show("static invoke in a bad initializer #" + i, e);
            }
        }
        try {
            Throws.class.getConstructor(boolean.class).newInstance(true);
        } catch (InvocationTargetException e) {
            show("constructor throws", e);
        }
        Object t = Throws.class.getConstructor(boolean.class).newInstance(false);
        try {
            Throws.class.getMethod("boom").invoke(t);
        } catch (InvocationTargetException e) {
            show("method throws", e);
        }
        try {
            Throws.class.getMethod("error").invoke(null);
        } catch (InvocationTargetException e) {
            show("static method throws an error", e);
        }
        try {
            Throws.class.getMethod("boom").invoke(t, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("wrong arguments: " + e.getClass().getName());
        }
    }
}
