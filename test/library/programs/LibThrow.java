// Throwable: toString, messages, causes, suppressed exceptions, circular
// references and printStackTrace's exact text (to System.out and through a
// PrintWriter), StackTraceElement, plus Class names and Enum basics.
import java.io.PrintWriter;
import java.io.StringWriter;

public class LibThrow {
    enum Color { RED, GREEN, BLUE { public String toString() { return "blue!"; } } }

    static class Inner { class Deeper {} }

    static class MyEx extends Exception {
        MyEx(String m, Throwable c) { super(m, c); }
    }

    static void level3(int n) throws MyEx {
        if (n == 0) throw new MyEx("deep", new IllegalStateException("root cause"));
        level3(n - 1);
    }

    static void wrap() {
        try {
            level3(2);
        } catch (MyEx e) {
            throw new RuntimeException("wrapped", e);
        }
    }

    public static void main(String[] args) {
        try {
            wrap();
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
            System.out.println(e.getMessage() + "|" + e.getCause().getMessage() + "|" + e.getCause().getCause());
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println(top.getClassName() + " " + top.getMethodName() + " " + top.getFileName() + " " + top.getLineNumber() + " " + top.isNativeMethod());
        }
        Exception a = new Exception("a");
        a.addSuppressed(new IllegalArgumentException("s1"));
        Exception s2 = new UnsupportedOperationException();
        s2.initCause(new Error("s2cause"));
        a.addSuppressed(s2);
        StringWriter sw = new StringWriter();
        a.printStackTrace(new PrintWriter(sw));
        System.out.print(sw);
        System.out.println(a.getSuppressed().length);

        Exception x = new Exception("x");
        Exception y = new Exception("y", x);
        x.initCause(y);
        y.printStackTrace(System.out);

        try {
            x.initCause(null);
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        try {
            Exception self = new Exception();
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            a.addSuppressed(a);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        Throwable t = new Throwable((String) null);
        System.out.println(t + "|" + new Throwable(new Error("inner")) + "|" + new Throwable((Throwable) null).getMessage());
        Exception custom = new Exception("nostack") {
            @Override public synchronized Throwable fillInStackTrace() { return this; }
        };
        custom.printStackTrace(System.out);
        Exception noWrite = new RuntimeException("nowrite", null, false, false) {};
        noWrite.setStackTrace(new StackTraceElement[] {new StackTraceElement("A", "b", "C.java", 1)});
        noWrite.addSuppressed(new Exception());
        System.out.println(noWrite.getStackTrace().length + " " + noWrite.getSuppressed().length);
        Exception set = new Exception("set");
        set.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("pkg.Cls", "meth", "Cls.java", 10),
            new StackTraceElement("pkg.Cls", "nat", null, -2),
            new StackTraceElement("pkg.Cls", "unknown", null, -1),
            new StackTraceElement("pkg.Cls", "nofile", "Cls.java", -1),
            new StackTraceElement("app", "mod", "1.0", "pkg.Cls", "m", "Cls.java", 3),
            new StackTraceElement(null, "java.base", "17", "java.lang.String", "m", "String.java", 3),
        });
        set.printStackTrace(System.out);
        System.out.println(new StackTraceElement("A", "b", "C.java", 1).equals(new StackTraceElement("A", "b", "C.java", 1))
            + " " + (new StackTraceElement("A", "b", "C.java", 1).hashCode() == new StackTraceElement("A", "b", "C.java", 1).hashCode()));
        System.out.println(new ExceptionInInitializerError(new ArithmeticException("z")) + "|" + new ExceptionInInitializerError(new ArithmeticException("z")).getCause());
        System.out.println(new AssertionError(42) + "|" + new AssertionError(new Exception("c")).getCause() + "|" + new AssertionError() + "|" + new AssertionError("m", null));
        System.out.println(new ArrayIndexOutOfBoundsException(5) + "|" + new StringIndexOutOfBoundsException(-1) + "|" + new IndexOutOfBoundsException(7L) + "|" + new ClassNotFoundException("Foo", new Error()).getException());
        System.out.println(new BootstrapMethodError(new Error("e")) + "|" + new java.io.UncheckedIOException("u", new java.io.IOException("io")).getCause());

        Class<?>[] classes = {String.class, int.class, int[].class, String[][].class, Inner.class, Inner.Deeper.class, Color.class, Color.BLUE.getClass(),
                              Runnable.class, new Object() {}.getClass(), Thread.State.class, void.class, Inner[].class, Object.class, Comparable.class, double[].class};
        for (Class<?> c : classes) {
            System.out.println(c.getName() + " | " + c.getSimpleName() + " | " + c.getTypeName() + " | " + c.getCanonicalName() + " | " + c + " | " + c.isArray() + c.isPrimitive() + c.isInterface() + c.isEnum()
                + c.isAnonymousClass() + c.isMemberClass() + " | " + c.getModifiers() + " | " + (c.getSuperclass() == null ? "-" : c.getSuperclass().getName()) + " | " + (c.getComponentType() == null ? "-" : c.getComponentType().getName()) + " | " + c.getPackageName());
        }
        class Local {}
        System.out.println(Local.class.getName() + " " + Local.class.getSimpleName() + " " + Local.class.getCanonicalName() + " " + Local.class.isLocalClass());
        System.out.println(String.class.isInstance("x") + " " + Object.class.isAssignableFrom(String.class) + " " + String.class.isAssignableFrom(Object.class) + " " + CharSequence.class.isInstance("x") + " " + int[].class.isInstance(new int[0]));
        System.out.println(String.class.cast("ok"));
        try {
            Integer.class.cast("no");
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Color.valueOf("GREEN") + " " + Color.GREEN.ordinal() + " " + Color.BLUE + " " + Color.BLUE.name() + " " + Color.BLUE.getDeclaringClass().getSimpleName() + " " + Color.RED.compareTo(Color.BLUE) + " " + Color.values().length + " " + Enum.valueOf(Color.class, "BLUE").ordinal());
        try {
            Color.valueOf("PINK");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(java.util.Arrays.toString(Color.class.getEnumConstants()) + " " + (String.class.getEnumConstants() == null));
        System.out.println(Thread.currentThread() + " " + Thread.currentThread().getName() + " " + Thread.currentThread().getPriority() + " " + Thread.currentThread().isDaemon() + " " + Thread.currentThread().getThreadGroup().getName() + " " + Thread.currentThread().getThreadGroup().getParent().getName() + " " + Thread.currentThread().isAlive());
        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        System.out.println(st[0].getMethodName() + " " + st[0].getClassName() + " " + st[1].getMethodName());
        System.out.println(String.class.getClassLoader() + " " + ClassLoader.getSystemClassLoader().getParent().getName());
        Object o = new Object();
        System.out.println(o.toString().startsWith("java.lang.Object@") + " " + (o.hashCode() == System.identityHashCode(o)) + " " + o.equals(o) + " " + (System.identityHashCode(null)));
        throw new IllegalStateException("uncaught at the end", new RuntimeException("its cause"));
    }
}
