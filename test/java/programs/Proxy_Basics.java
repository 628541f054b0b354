/* java.lang.reflect.Proxy: class names and shape, dispatch to the handler, return conversions, exception rules, errors. */
import java.io.IOException;
import java.lang.reflect.*;
import java.util.*;

public class Proxy_Basics {
    public interface Calc {
        int add(int a, int b);
        long mul(long a, long b);
        double half(double d);
        boolean flag(boolean z, char c, byte b, short s, float f);
        String name();
        void run();
        int[] arr(Object[] o);
        Object any(String s);
    }

    public interface Io { void read() throws IOException; String toString(); }
    public interface Io2 { void read() throws java.io.FileNotFoundException; }
    public interface Dup1 { Object get(); Number num(); }
    public interface Dup2 { String get(); Integer num(); }
    interface PackagePrivate { int value(); }
    public interface Bad1 { int x(); }
    public interface Bad2 { String x(); }

    static final List<String> log = new ArrayList<>();

    static String describe(Method m, Object[] args) {
        return m.getDeclaringClass().getSimpleName() + "." + m.getName() + (args == null ? " null" : " " + Arrays.deepToString(args));
    }

    public static void main(String[] argv) throws Throwable {
        ClassLoader app = Proxy_Basics.class.getClassLoader();
        InvocationHandler h = (proxy, m, args) -> {
            System.out.println("call " + describe(m, args));
            switch (m.getName()) {
            case "add": return (Integer) args[0] + (Integer) args[1];
            case "mul": return (Long) args[0] * (Long) args[1];
            case "half": return (Double) args[0] / 2;
            case "flag": return Boolean.TRUE;
            case "name": return "calc";
            case "arr": return new int[] {((Object[]) args[0]).length};
            case "any": return args[0];
            case "hashCode": return 77;
            case "equals": return args[0] == proxy;
            case "toString": return "CalcProxy";
            default: return null;
            }
        };
        Calc c = (Calc) Proxy.newProxyInstance(app, new Class<?>[] {Calc.class}, h);
        Class<?> pc = c.getClass();
        System.out.println(pc.getName() + " | " + Modifier.toString(pc.getModifiers()) + " | " + pc.getSuperclass().getName()
                + " | " + Arrays.toString(pc.getInterfaces()) + " | " + pc.getPackageName() + " | " + pc.getSimpleName());
        System.out.println(Proxy.isProxyClass(pc) + " " + Proxy.isProxyClass(Calc.class) + " " + Proxy.isProxyClass(Object.class)
                + " " + (Proxy.getInvocationHandler(c) == h) + " " + (c instanceof Proxy));
        System.out.println(c.add(2, 3) + " " + c.mul(1L << 40, 3) + " " + c.half(5) + " " + c.name());
        System.out.println(c.flag(true, 'q', (byte) 1, (short) 2, 1.5f));
        c.run();
        System.out.println(Arrays.toString(c.arr(new Object[] {1, "x"})) + " " + c.any("y"));
        System.out.println(c.hashCode() + " " + c.equals(c) + " " + c.equals("x") + " " + c);
        System.out.println(pc.getConstructors().length + " " + pc.getConstructor(InvocationHandler.class).getModifiers());
        System.out.println(Proxy.getProxyClass(app, Calc.class) == pc);
        Calc c2 = (Calc) Proxy.newProxyInstance(app, new Class<?>[] {Calc.class}, h);
        System.out.println((c2.getClass() == pc) + " " + (c2 != c));
        Object twoIfaces = Proxy.newProxyInstance(app, new Class<?>[] {Runnable.class, Calc.class}, h);
        System.out.println(twoIfaces.getClass().getName() + " " + (twoIfaces instanceof Runnable) + " " + (twoIfaces instanceof Calc));
        Object boot = Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class, Comparable.class}, h);
        System.out.println(boot.getClass().getName() + " " + boot.getClass().getClassLoader());
        ((Runnable) boot).run();
        Object pp = Proxy.newProxyInstance(app, new Class<?>[] {PackagePrivate.class}, (p, m, a) -> 5);
        System.out.println(pp.getClass().getName() + " " + Modifier.toString(pp.getClass().getModifiers()) + " "
                + ((PackagePrivate) pp).value());

        /* return conversions */
        Calc bad = (Calc) Proxy.newProxyInstance(app, new Class<?>[] {Calc.class}, (p, m, a) -> m.getName().equals("add") ? null : "str");
        try {
            bad.add(1, 2);
        } catch (NullPointerException e) {
            System.out.println("null for int: " + e.getMessage());
        }
        try {
            bad.mul(1, 2);
        } catch (ClassCastException e) {
            System.out.println("String for long: " + e.getMessage());
        }
        try {
            bad.arr(null);
        } catch (ClassCastException e) {
            System.out.println("String for int[]: " + e.getMessage());
        }
        System.out.println("void ignores: " + bad.any("z"));
        bad.run();

        /* exceptions */
        final Throwable[] toThrow = new Throwable[1];
        InvocationHandler thrower = (p, m, a) -> {
            throw toThrow[0];
        };
        Io io = (Io) Proxy.newProxyInstance(app, new Class<?>[] {Io.class}, thrower);
        Throwable[] cases = {new IOException("io"), new java.io.FileNotFoundException("fnf"), new Exception("checked"),
                new IllegalStateException("rt"), new AssertionError("err"), new Throwable("plain")};
        for (Throwable t : cases) {
            toThrow[0] = t;
            try {
                io.read();
            } catch (UndeclaredThrowableException e) {
                System.out.println("wrapped " + e.getUndeclaredThrowable() + " msg=" + e.getMessage() + " cause=" + (e.getCause() == t));
            } catch (Throwable e) {
                System.out.println("passed " + e + " same=" + (e == t));
            }
        }
        toThrow[0] = new IOException("from toString");
        try {
            io.toString();
        } catch (UndeclaredThrowableException e) {
            System.out.println("toString wrapped " + e.getCause());
        }
        Object both = Proxy.newProxyInstance(app, new Class<?>[] {Io.class, Io2.class}, thrower);
        toThrow[0] = new IOException("narrowed");
        try {
            ((Io) both).read();
        } catch (UndeclaredThrowableException e) {
            System.out.println("intersection wrapped " + e.getCause());
        }
        toThrow[0] = new java.io.FileNotFoundException("kept");
        try {
            ((Io) both).read();
        } catch (Exception e) {
            System.out.println("intersection passed " + e);
        }

        /* duplicate methods: the first interface's Method, the most specific return type */
        Object dup = Proxy.newProxyInstance(app, new Class<?>[] {Dup1.class, Dup2.class}, (p, m, a) -> {
            System.out.println("dup " + describe(m, a) + " returns " + m.getReturnType().getSimpleName());
            return m.getName().equals("get") ? "s" : (Object) 4;
        });
        System.out.println(((Dup1) dup).get() + " " + ((Dup2) dup).get() + " " + ((Dup1) dup).num() + " " + ((Dup2) dup).num());
        Object dupObj = Proxy.newProxyInstance(app, new Class<?>[] {Io.class}, (p, m, a) -> {
            System.out.println("io " + describe(m, a));
            return "text";
        });
        System.out.println(dupObj.toString());

        /* errors */
        Object[][] bads = {
            {app, new Class<?>[] {String.class}},
            {app, new Class<?>[] {Runnable.class, Runnable.class}},
            {null, new Class<?>[] {Calc.class}},
            {app, new Class<?>[] {Bad1.class, Bad2.class}},
        };
        for (Object[] b : bads) {
            try {
                Proxy.newProxyInstance((ClassLoader) b[0], (Class<?>[]) b[1], h);
                System.out.println("no error");
            } catch (IllegalArgumentException e) {
                System.out.println("IAE " + e.getMessage());
            }
        }
        try {
            Proxy.newProxyInstance(app, new Class<?>[] {Runnable.class}, null);
        } catch (NullPointerException e) {
            System.out.println("null handler: NPE");
        }
        try {
            Proxy.newProxyInstance(app, null, h);
        } catch (NullPointerException e) {
            System.out.println("null interfaces: NPE");
        }
        try {
            Proxy.getInvocationHandler("not a proxy");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Object noIface = Proxy.newProxyInstance(app, new Class<?>[0], h);
        System.out.println(noIface.getClass().getName() + " " + noIface);
    }
}
