/* MethodHandles combinators: constants, argument insertion/dropping/permutation, filters, folds, guards, exceptions, arrays, invokers, call sites. */
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.lang.invoke.VolatileCallSite;
import java.util.Arrays;
import java.util.List;

public class MH_Combinators {
    interface Th {
        Object run() throws Throwable;
    }

    static void c(String label, Th r) {
        try {
            Object o = r.run();
            if (o instanceof int[]) o = Arrays.toString((int[]) o);
            if (o instanceof Object[]) o = Arrays.deepToString((Object[]) o);
            System.out.println(label + ": " + o);
        } catch (Throwable e) {
            System.out.println(label + ": " + e);
        }
    }

    /* For failures whose message is the JDK's internal detail: the class only. */
    static void k(String label, Th r) {
        try {
            System.out.println(label + ": " + r.run());
        } catch (Throwable e) {
            System.out.println(label + ": " + e.getClass().getName());
        }
    }

    static final MethodHandles.Lookup L = MethodHandles.lookup();

    static MethodHandle st(String name, Class<?> r, Class<?>... p) throws Throwable {
        return L.findStatic(MH_Combinators.class, name, MethodType.methodType(r, p));
    }

    static int sub(int a, int b) {
        return a - b;
    }

    static String three(String a, int b, long c) {
        return a + "/" + b + "/" + c;
    }

    static boolean isPositive(int a) {
        return a > 0;
    }

    static String pos(int a, int b) {
        return "pos " + a + "," + b;
    }

    static String neg(int a, int b) {
        return "neg " + a + "," + b;
    }

    static int risky(int a) throws Exception {
        if (a < 0) throw new IllegalStateException("negative " + a);
        if (a == 0) throw new Exception("zero");
        return a * 10;
    }

    static int recover(IllegalStateException e, int a) {
        return -1000 + a;
    }

    static int recoverAll(RuntimeException e) {
        return -1;
    }

    static String log(String s) {
        System.out.println("log " + s);
        return s;
    }

    static void note(String s, int n) {
        System.out.println("note " + s + " " + n);
    }

    static void show(int a, int b) {
        System.out.println("show " + a + " " + b);
    }

    static int len(String s) {
        return s.length();
    }

    public static void main(String[] args) throws Throwable {
        MethodHandle sub = st("sub", int.class, int.class, int.class);
        MethodHandle three = st("three", String.class, String.class, int.class, long.class);

        c("constant", () -> MethodHandles.constant(String.class, "k") + " " + MethodHandles.constant(String.class, "k").invoke());
        c("constant int from char", () -> (int) MethodHandles.constant(int.class, 'c').invokeExact());
        c("constant long from int", () -> (long) MethodHandles.constant(long.class, 5).invokeExact());
        c("constant bad", () -> MethodHandles.constant(int.class, "x"));
        c("constant narrowing", () -> MethodHandles.constant(int.class, 5L));
        c("constant bad ref", () -> MethodHandles.constant(String.class, 5));
        c("constant void", () -> MethodHandles.constant(void.class, 1));
        k("constant null prim", () -> MethodHandles.constant(int.class, null));
        c("identity", () -> MethodHandles.identity(double.class) + " " + (double) MethodHandles.identity(double.class).invokeExact(2.5));
        c("identity void", () -> MethodHandles.identity(void.class));
        c("zero", () -> MethodHandles.zero(long.class).invoke() + " " + MethodHandles.zero(String.class).invoke() + " "
                + MethodHandles.zero(boolean.class).invoke() + " " + MethodHandles.zero(void.class));
        c("empty", () -> MethodHandles.empty(MethodType.methodType(char.class, String.class)) + " "
                + (int) (char) MethodHandles.empty(MethodType.methodType(char.class, String.class)).invokeExact("x"));

        c("insertArguments", () -> {
            MethodHandle h = MethodHandles.insertArguments(three, 1, 7, 8L);
            return h + " " + (String) h.invokeExact("s");
        });
        c("insertArguments first", () -> MethodHandles.insertArguments(three, 0, "a").invoke(1, 2L));
        c("insertArguments widen", () -> MethodHandles.insertArguments(three, 2, 9).invoke("b", 3));
        c("insertArguments none", () -> MethodHandles.insertArguments(three, 1) == three);
        c("insertArguments bad value", () -> MethodHandles.insertArguments(three, 0, 5));
        c("insertArguments bad prim", () -> MethodHandles.insertArguments(three, 1, "x"));
        c("insertArguments too many", () -> MethodHandles.insertArguments(three, 2, 1L, 2L));
        c("dropArguments", () -> {
            MethodHandle h = MethodHandles.dropArguments(sub, 1, String.class, double.class);
            return h + " " + (int) h.invokeExact(10, "ignored", 1.0, 3);
        });
        c("dropArguments list", () -> MethodHandles.dropArguments(sub, 0, List.of(Object.class)).invoke("x", 5, 2));
        c("dropArguments end", () -> MethodHandles.dropArguments(sub, 2, int.class).type());
        c("dropArguments bad", () -> MethodHandles.dropArguments(sub, 3, int.class));
        c("dropReturn", () -> MethodHandles.dropReturn(sub) + " " + MethodHandles.dropReturn(sub).invoke(1, 2));

        c("permuteArguments swap", () -> {
            MethodHandle h = MethodHandles.permuteArguments(sub, MethodType.methodType(int.class, int.class, int.class), 1, 0);
            return h + " " + (int) h.invokeExact(10, 3);
        });
        c("permuteArguments dup", () -> MethodHandles.permuteArguments(sub, MethodType.methodType(int.class, int.class), 0, 0).invoke(4));
        c("permuteArguments drop", () -> MethodHandles.permuteArguments(sub,
                MethodType.methodType(int.class, String.class, int.class, int.class), 2, 1).invoke("x", 1, 10));
        c("permuteArguments bad index", () -> MethodHandles.permuteArguments(sub, MethodType.methodType(int.class, int.class), 0, 1));
        c("permuteArguments bad type", () -> MethodHandles.permuteArguments(sub, MethodType.methodType(int.class, long.class), 0, 0));
        c("permuteArguments bad return", () -> MethodHandles.permuteArguments(sub, MethodType.methodType(long.class, int.class, int.class), 0, 1));
        c("permuteArguments bad length", () -> MethodHandles.permuteArguments(sub, MethodType.methodType(int.class, int.class, int.class), 0));

        MethodHandle len = st("len", int.class, String.class);
        c("filterArguments", () -> {
            MethodHandle h = MethodHandles.filterArguments(sub, 0, len, len);
            return h + " " + (int) h.invokeExact("hello", "hi");
        });
        c("filterArguments null filter", () -> MethodHandles.filterArguments(sub, 0, null, len).invoke(10, "abc"));
        c("filterArguments bad", () -> MethodHandles.filterArguments(sub, 0, MethodHandles.identity(long.class)));
        c("filterArguments too many", () -> MethodHandles.filterArguments(sub, 1, len, len));
        MethodHandle toStr = L.findStatic(String.class, "valueOf", MethodType.methodType(String.class, int.class));
        c("filterReturnValue", () -> {
            MethodHandle h = MethodHandles.filterReturnValue(sub, toStr);
            return h + " " + (String) h.invokeExact(5, 7);
        });
        c("filterReturnValue chain", () -> MethodHandles.filterReturnValue(MethodHandles.filterReturnValue(sub, toStr), len).invoke(100, 1));
        c("filterReturnValue bad", () -> MethodHandles.filterReturnValue(sub, len));
        c("collectArguments", () -> {
            MethodHandle h = MethodHandles.collectArguments(sub, 1, len);
            return h + " " + h.invoke(10, "four");
        });
        c("collectArguments void", () -> {
            MethodHandle h = MethodHandles.collectArguments(sub, 0, st("note", void.class, String.class, int.class));
            return h + " " + h.invoke("n", 5, 9, 4);
        });

        MethodHandle log = st("log", String.class, String.class);
        c("foldArguments", () -> {
            MethodHandle target = MethodHandles.dropArguments(MethodHandles.identity(String.class), 1, String.class);
            MethodHandle h = MethodHandles.foldArguments(target, log);
            return h + " " + h.invoke("folded");
        });
        c("foldArguments void", () -> {
            MethodHandle h = MethodHandles.foldArguments(sub, st("show", void.class, int.class, int.class));
            return h + " " + (int) h.invokeExact(8, 3);
        });
        c("foldArguments pos", () -> {
            MethodHandle h = MethodHandles.foldArguments(three, 1, len);
            return h + " " + h.invoke("abc", 4L);
        });
        c("foldArguments bad", () -> MethodHandles.foldArguments(sub, MethodHandles.identity(long.class)));

        MethodHandle test = st("isPositive", boolean.class, int.class);
        MethodHandle gwt = MethodHandles.guardWithTest(test, st("pos", String.class, int.class, int.class), st("neg", String.class, int.class, int.class));
        c("guardWithTest", () -> gwt + " " + (String) gwt.invokeExact(1, 2) + " " + (String) gwt.invokeExact(-1, 2));
        c("guardWithTest bad test", () -> MethodHandles.guardWithTest(sub, sub, sub));
        c("guardWithTest mismatch", () -> MethodHandles.guardWithTest(test, sub, st("pos", String.class, int.class, int.class)));

        MethodHandle risky = st("risky", int.class, int.class);
        MethodHandle safe = MethodHandles.catchException(risky, IllegalStateException.class, st("recover", int.class, IllegalStateException.class, int.class));
        c("catchException", () -> safe + " " + (int) safe.invokeExact(3) + " " + (int) safe.invokeExact(-5));
        c("catchException uncaught", () -> (int) safe.invokeExact(0));
        c("catchException short handler", () -> MethodHandles.catchException(risky, IllegalStateException.class, st("recoverAll", int.class, RuntimeException.class)).invoke(-1));
        c("catchException bad", () -> MethodHandles.catchException(sub, Exception.class, sub));
        MethodHandle thrower = MethodHandles.throwException(int.class, IllegalArgumentException.class);
        c("throwException", () -> thrower + " " + (int) thrower.invokeExact(new IllegalArgumentException("thrown")));

        c("arrayElementGetter", () -> {
            MethodHandle g = MethodHandles.arrayElementGetter(int[].class);
            return g + " " + (int) g.invokeExact(new int[] {4, 5, 6}, 1);
        });
        c("arrayElementGetter bounds", () -> MethodHandles.arrayElementGetter(int[].class).invoke(new int[2], 2));
        k("arrayElementGetter null", () -> MethodHandles.arrayElementGetter(String[].class).invoke((String[]) null, 0));
        c("arrayElementGetter not array", () -> MethodHandles.arrayElementGetter(String.class));
        c("arrayElementSetter", () -> {
            MethodHandle s = MethodHandles.arrayElementSetter(String[].class);
            String[] a = new String[2];
            s.invokeExact(a, 1, "set");
            return s + " " + Arrays.toString(a);
        });
        c("arrayElementSetter store", () -> MethodHandles.arrayElementSetter(Object[].class).invoke(new String[1], 0, 3));
        c("arrayElementSetter double", () -> {
            double[] d = new double[1];
            MethodHandles.arrayElementSetter(double[].class).invoke(d, 0, 7);
            return d[0];
        });
        c("arrayLength", () -> MethodHandles.arrayLength(long[].class) + " " + (int) MethodHandles.arrayLength(long[].class).invokeExact(new long[9]));
        c("arrayConstructor", () -> {
            MethodHandle a = MethodHandles.arrayConstructor(String[][].class);
            return a + " " + ((String[][]) a.invokeExact(3)).length;
        });
        c("arrayConstructor negative", () -> MethodHandles.arrayConstructor(int[].class).invoke(-1));

        MethodType subType = MethodType.methodType(int.class, int.class, int.class);
        c("exactInvoker", () -> {
            MethodHandle inv = MethodHandles.exactInvoker(subType);
            return inv + " " + (int) inv.invokeExact(sub, 9, 4);
        });
        c("exactInvoker wrong", () -> MethodHandles.exactInvoker(MethodType.methodType(long.class, int.class, int.class)).invoke(sub, 1, 2));
        c("invoker", () -> MethodHandles.invoker(MethodType.methodType(long.class, Integer.class, int.class)).invoke(sub, 9, 4));
        c("spreadInvoker", () -> MethodHandles.spreadInvoker(subType, 0).invoke(sub, new Object[] {8, 2}));
        c("spreadInvoker 1", () -> MethodHandles.spreadInvoker(subType, 1) + " " + MethodHandles.spreadInvoker(subType, 1).invoke(sub, 8, new Object[] {3}));
        c("explicitCastArguments", () -> {
            MethodHandle h = MethodHandles.explicitCastArguments(sub, MethodType.methodType(byte.class, double.class, long.class));
            return h + " " + (byte) h.invokeExact(300.7, 1L);
        });
        c("explicitCastArguments boolean", () -> MethodHandles.explicitCastArguments(sub, MethodType.methodType(boolean.class, int.class, int.class)).invoke(5, 2));
        c("explicitCastArguments null", () -> MethodHandles.explicitCastArguments(sub, MethodType.methodType(int.class, Integer.class, int.class)).invoke(null, 2));
        c("explicitCastArguments arity", () -> MethodHandles.explicitCastArguments(sub, MethodType.methodType(int.class, int.class)));

        c("ConstantCallSite", () -> {
            ConstantCallSite cs = new ConstantCallSite(sub);
            return cs.type() + " " + (cs.getTarget() == sub) + " " + (int) cs.dynamicInvoker().invokeExact(5, 1);
        });
        c("ConstantCallSite setTarget", () -> {
            new ConstantCallSite(sub).setTarget(sub);
            return "set";
        });
        c("MutableCallSite", () -> {
            MutableCallSite cs = new MutableCallSite(subType);
            MethodHandle dyn = cs.dynamicInvoker();
            String before;
            try {
                before = "" + (int) dyn.invokeExact(1, 1);
            } catch (IllegalStateException e) {
                before = e.toString();
            }
            cs.setTarget(sub);
            int a = (int) dyn.invokeExact(7, 2);
            cs.setTarget(MethodHandles.permuteArguments(sub, subType, 1, 0));
            int b = (int) dyn.invokeExact(7, 2);
            return before + " " + a + " " + b;
        });
        c("MutableCallSite wrong type", () -> {
            new MutableCallSite(subType).setTarget(MethodHandles.constant(long.class, 1L));
            return "set";
        });
        c("VolatileCallSite", () -> {
            VolatileCallSite cs = new VolatileCallSite(sub);
            cs.setTarget(MethodHandles.dropArguments(MethodHandles.constant(int.class, 99), 0, int.class, int.class));
            return cs.getTarget().type() + " " + cs.dynamicInvoker().invoke(1, 2);
        });

        MethodHandle pipeline = MethodHandles.filterReturnValue(MethodHandles.filterArguments(sub, 0, len, len), toStr);
        c("pipeline", () -> pipeline + " " + (String) pipeline.invokeExact("abcdef", "ab"));
        int total = 0;
        MethodHandle composed = MethodHandles.foldArguments(MethodHandles.dropArguments(sub, 0, int.class), MethodHandles.identity(int.class));
        for (int i = 0; i < 1000; i++) total += (int) composed.invokeExact(i, 1);
        System.out.println("loop " + total);
    }
}
