/* invokedynamic with the program's own bootstrap methods, from a class
 * written here byte by byte (javac emits only its own bootstraps): constant,
 * mutable and volatile call sites, arguments and results of every kind,
 * static arguments of every loadable kind, and the JDK's errors when a
 * bootstrap throws, returns something else or a site of the wrong type. */
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Indy_Bootstraps {
    static int bootstraps;
    static MutableCallSite mutable;

    public static int add(int a, int b) {
        return a + b;
    }

    public static int mul(int a, int b) {
        return a * b;
    }

    public static long lsub(long a, long b) {
        return a - b;
    }

    public static void say(String s) {
        System.out.println("said " + s);
    }

    public static CallSite constant(MethodHandles.Lookup l, String name, MethodType t, int v) {
        bootstraps++;
        System.out.println("bootstrap " + name + " " + t + " lookup " + l.lookupClass().getName());
        return new ConstantCallSite(MethodHandles.constant(int.class, v));
    }

    public static CallSite target(MethodHandles.Lookup l, String name, MethodType t) throws Exception {
        bootstraps++;
        return new ConstantCallSite(l.findStatic(Indy_Bootstraps.class, name, t));
    }

    public static CallSite mutableSite(MethodHandles.Lookup l, String name, MethodType t) throws Exception {
        bootstraps++;
        mutable = new MutableCallSite(l.findStatic(Indy_Bootstraps.class, "add", t));
        return mutable;
    }

    public static CallSite describe(MethodHandles.Lookup l, String name, MethodType t, Object... args) {
        bootstraps++;
        StringBuilder sb = new StringBuilder(name);
        for (Object a : args) {
            sb.append(" | ").append(a instanceof MethodHandle ? "MethodHandle" : a.getClass().getSimpleName()).append(' ');
            sb.append(a instanceof MethodHandle ? ((MethodHandle) a).type() : a);
        }
        return new ConstantCallSite(MethodHandles.constant(String.class, sb.toString()));
    }

    public static CallSite pi(MethodHandles.Lookup l, String name, MethodType t, double d) {
        return new ConstantCallSite(MethodHandles.constant(double.class, d));
    }

    public static CallSite fails(MethodHandles.Lookup l, String name, MethodType t) {
        bootstraps++;
        throw new IllegalStateException("no site for " + name);
    }

    public static CallSite failsWithError(MethodHandles.Lookup l, String name, MethodType t) {
        throw new NoSuchFieldError("an error passes as it is");
    }

    public static Object notASite(MethodHandles.Lookup l, String name, MethodType t) {
        return "a string";
    }

    public static CallSite wrongType(MethodHandles.Lookup l, String name, MethodType t) {
        return new ConstantCallSite(MethodHandles.constant(long.class, 1L));
    }

    /* A class file writer: a constant pool, static methods that pass their
     * parameters to one invokedynamic and return its result, and the
     * BootstrapMethods attribute. */
    static final class ClassWriter {
        final ByteArrayOutputStream pool = new ByteArrayOutputStream();
        final DataOutputStream cp = new DataOutputStream(pool);
        int count = 1;
        final List<Object[]> methods = new ArrayList<>();
        final ByteArrayOutputStream bsms = new ByteArrayOutputStream();
        final DataOutputStream bs = new DataOutputStream(bsms);
        int bsmCount;

        int utf8(String s) throws IOException {
            cp.writeByte(1);
            cp.writeUTF(s);
            return count++;
        }

        int clazz(String name) throws IOException {
            int n = utf8(name);
            cp.writeByte(7);
            cp.writeShort(n);
            return count++;
        }

        int nat(String name, String desc) throws IOException {
            int n = utf8(name), d = utf8(desc);
            cp.writeByte(12);
            cp.writeShort(n);
            cp.writeShort(d);
            return count++;
        }

        int handle(String name, String desc) throws IOException {
            int c = clazz("Indy_Bootstraps"), nt = nat(name, desc);
            cp.writeByte(10);
            cp.writeShort(c);
            cp.writeShort(nt);
            int r = count++;
            cp.writeByte(15);
            cp.writeByte(6); /* REF_invokeStatic */
            cp.writeShort(r);
            return count++;
        }

        int constant(Object v) throws IOException {
            if (v instanceof Integer) {
                cp.writeByte(3);
                cp.writeInt((Integer) v);
            } else if (v instanceof Float) {
                cp.writeByte(4);
                cp.writeFloat((Float) v);
            } else if (v instanceof Long) {
                cp.writeByte(5);
                cp.writeLong((Long) v);
                count += 2; /* a long takes two entries */
                return count - 2;
            } else if (v instanceof Double) {
                cp.writeByte(6);
                cp.writeDouble((Double) v);
                count += 2;
                return count - 2;
            } else {
                int s = utf8((String) v);
                cp.writeByte(8);
                cp.writeShort(s);
            }
            return count++;
        }

        int methodType(String desc) throws IOException {
            int d = utf8(desc);
            cp.writeByte(16);
            cp.writeShort(d);
            return count++;
        }

        /* A method `name` of descriptor desc whose body is one invokedynamic
         * of that descriptor, named siteName, bootstrapped by bsm with args. */
        void site(String name, String desc, String siteName, int bsm, int... args) throws IOException {
            bs.writeShort(bsm);
            bs.writeShort(args.length);
            for (int a : args) bs.writeShort(a);
            int nt = nat(siteName, desc);
            cp.writeByte(18);
            cp.writeShort(bsmCount++);
            cp.writeShort(nt);
            methods.add(new Object[] {name, desc, count++});
        }

        byte[] finish(String className) throws IOException {
            int self = clazz(className), sup = clazz("java/lang/Object"), code = utf8("Code"), bsmAttr = utf8("BootstrapMethods");
            int[] names = new int[methods.size()], descs = new int[methods.size()];
            for (int i = 0; i < names.length; i++) {
                names[i] = utf8((String) methods.get(i)[0]);
                descs[i] = utf8((String) methods.get(i)[1]);
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(0xCAFEBABE);
            out.writeShort(0);
            out.writeShort(52);
            out.writeShort(count);
            cp.flush();
            out.write(pool.toByteArray());
            out.writeShort(0x21);
            out.writeShort(self);
            out.writeShort(sup);
            out.writeShort(0);
            out.writeShort(0);
            out.writeShort(names.length);
            for (int i = 0; i < names.length; i++) {
                String desc = (String) methods.get(i)[1];
                ByteArrayOutputStream body = new ByteArrayOutputStream();
                int slot = 0;
                for (int p = 1; desc.charAt(p) != ')'; p++) {
                    char c = desc.charAt(p);
                    int op = c == 'J' ? 0x16 : c == 'F' ? 0x17 : c == 'D' ? 0x18 : (c == 'L' || c == '[') ? 0x19 : 0x15;
                    body.write(op);
                    body.write(slot);
                    slot += (c == 'J' || c == 'D') ? 2 : 1;
                    if (c == '[') {
                        while (desc.charAt(p) == '[') p++;
                    }
                    if (desc.charAt(p) == 'L') p = desc.indexOf(';', p);
                }
                body.write(0xba);
                int site = (Integer) methods.get(i)[2];
                body.write(site >> 8);
                body.write(site);
                body.write(0);
                body.write(0);
                char r = desc.charAt(desc.indexOf(')') + 1);
                body.write(r == 'V' ? 0xb1 : r == 'J' ? 0xad : r == 'F' ? 0xae : r == 'D' ? 0xaf : (r == 'L' || r == '[') ? 0xb0 : 0xac);
                byte[] b = body.toByteArray();
                out.writeShort(0x9);
                out.writeShort(names[i]);
                out.writeShort(descs[i]);
                out.writeShort(1);
                out.writeShort(code);
                out.writeInt(12 + b.length);
                out.writeShort(slot + 2);
                out.writeShort(slot);
                out.writeInt(b.length);
                out.write(b);
                out.writeShort(0);
                out.writeShort(0);
            }
            out.writeShort(1);
            out.writeShort(bsmAttr);
            bs.flush();
            out.writeInt(2 + bsms.size());
            out.writeShort(bsmCount);
            out.write(bsms.toByteArray());
            return bytes.toByteArray();
        }
    }

    static final class Loader extends ClassLoader {
        Loader() {
            super(Indy_Bootstraps.class.getClassLoader());
        }

        Class<?> define(String name, byte[] b) {
            return defineClass(name, b, 0, b.length);
        }
    }

    static Method gen;

    static void call(Class<?> c, String name, Object... args) throws Exception {
        Method m = null;
        for (Method x : c.getDeclaredMethods()) {
            if (x.getName().equals(name)) m = x;
        }
        try {
            Object r = m.invoke(null, args);
            System.out.println(name + " -> " + r);
        } catch (InvocationTargetException e) {
            Throwable x = e.getCause();
            System.out.println(name + " threw " + x + (x.getCause() != null ? " caused by " + x.getCause() : ""));
        }
    }

    public static void main(String[] args) throws Exception {
        ClassWriter w = new ClassWriter();
        String lmt = "Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;";
        int constant = w.handle("constant", "(" + lmt + "I)Ljava/lang/invoke/CallSite;");
        int target = w.handle("target", "(" + lmt + ")Ljava/lang/invoke/CallSite;");
        int mutableSite = w.handle("mutableSite", "(" + lmt + ")Ljava/lang/invoke/CallSite;");
        int describe = w.handle("describe", "(" + lmt + "[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;");
        int pi = w.handle("pi", "(" + lmt + "D)Ljava/lang/invoke/CallSite;");
        w.site("seven", "()I", "seven", constant, w.constant(7));
        w.site("add", "(II)I", "add", target);
        w.site("mul", "(II)I", "mul", target);
        w.site("lsub", "(JJ)J", "lsub", target);
        w.site("say", "(Ljava/lang/String;)V", "say", target);
        w.site("mutable", "(II)I", "anything", mutableSite);
        w.site("statics", "()Ljava/lang/String;", "statics", describe, w.constant(42), w.constant(2.5f), w.constant(1L << 40),
                w.constant(0.1), w.constant("text"), w.clazz("java/util/List"), w.methodType("(I[J)Ljava/lang/Object;"),
                w.handle("add", "(II)I"));
        w.site("pi", "()D", "pi", pi, w.constant(Math.PI));
        w.site("fails", "()V", "fails", w.handle("fails", "(" + lmt + ")Ljava/lang/invoke/CallSite;"));
        w.site("error", "()V", "error", w.handle("failsWithError", "(" + lmt + ")Ljava/lang/invoke/CallSite;"));
        w.site("notASite", "()I", "notASite", w.handle("notASite", "(" + lmt + ")Ljava/lang/Object;"));
        w.site("wrongType", "()I", "wrongType", w.handle("wrongType", "(" + lmt + ")Ljava/lang/invoke/CallSite;"));
        w.site("missing", "()I", "missing", w.handle("noSuchBootstrap", "(" + lmt + ")Ljava/lang/invoke/CallSite;"));
        Class<?> c = new Loader().define("Indy_Generated", w.finish("Indy_Generated"));

        call(c, "seven");
        call(c, "seven");
        call(c, "add", 2, 3);
        call(c, "mul", 6, 7);
        call(c, "lsub", 10L, 1L << 33);
        call(c, "say", "hello");
        call(c, "mutable", 20, 22);
        mutable.setTarget(MethodHandles.lookup().findStatic(Indy_Bootstraps.class, "mul", MethodType.methodType(int.class, int.class, int.class)));
        call(c, "mutable", 20, 22);
        call(c, "statics");
        call(c, "pi");
        call(c, "fails");
        call(c, "fails");
        call(c, "error");
        call(c, "error");
        call(c, "notASite");
        call(c, "notASite");
        call(c, "wrongType");
        call(c, "wrongType");
        call(c, "missing");
        call(c, "missing");
        System.out.println("bootstrap calls " + bootstraps);
    }
}
