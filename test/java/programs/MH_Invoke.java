/* Method handles on methods, constructors and fields, called with invokeExact, invoke and invokeWithArguments. */
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class MH_Invoke {
    interface Th {
        Object run() throws Throwable;
    }

    static void c(String label, Th r) {
        try {
            Object o = r.run();
            System.out.println(label + ": " + (o instanceof Object[] ? Arrays.deepToString((Object[]) o) : o));
        } catch (Throwable e) {
            String m = String.valueOf(e);
            int i = m.indexOf(" (unnamed module @");
            if (i > 0) m = m.substring(0, i);
            System.out.println(label + ": " + m);
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

    static class Checked extends Exception {
        Checked(String m) {
            super(m);
        }
    }

    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " of area " + area();
        }
    }

    static class Square implements Shape {
        final double side;

        Square(double side) {
            this.side = side;
        }

        public double area() {
            return side * side;
        }

        public String toString() {
            return "Square(" + side + ")";
        }
    }

    static class Cube extends Square {
        Cube(double side) {
            super(side);
        }

        @Override
        public double area() {
            return 6 * super.area();
        }

        String superArea() throws Throwable {
            MethodHandle h = MethodHandles.lookup().findSpecial(Square.class, "area", MethodType.methodType(double.class), Cube.class);
            return h + " " + (double) h.invokeExact(this);
        }
    }

    static class Init {
        static {
            System.out.println("Init initialized");
        }

        static int value = 42;

        static int get() {
            return value;
        }
    }

    static int counter;
    long wide = 1L << 40;
    private String secret = "hidden";
    static final String CONST = "const";

    static int add(int a, int b) {
        return a + b;
    }

    static long mix(byte b, short s, char c, int i, long l, float f, double d, boolean z) {
        return b + s + c + i + l + (long) f + (long) d + (z ? 1000 : 0);
    }

    static void bump() {
        counter++;
    }

    static char upper(char c) {
        return Character.toUpperCase(c);
    }

    static float half(float f) {
        return f / 2;
    }

    static boolean not(boolean b) {
        return !b;
    }

    static byte neg(byte b) {
        return (byte) -b;
    }

    static short twice(short s) {
        return (short) (s * 2);
    }

    static int[] range(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = i;
        return r;
    }

    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) {
            if (sb.length() > 0) sb.append(sep);
            sb.append(p);
        }
        return sb.toString();
    }

    static void fail(String m) throws Checked {
        throw new Checked(m);
    }

    private int hiddenMethod(int x) {
        return x * 3;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        c("lookup", () -> l + " " + l.lookupClass().getName());

        MethodHandle add = l.findStatic(MH_Invoke.class, "add", MethodType.methodType(int.class, int.class, int.class));
        c("add", () -> add);
        c("add.invokeExact", () -> (int) add.invokeExact(2, 3));
        c("add.invoke boxed", () -> add.invoke(Integer.valueOf(4), Integer.valueOf(5)));
        c("add.invoke long", () -> (long) add.invoke(6, 7));
        c("add.invoke widened", () -> (int) add.invoke((byte) 1, 'a'));
        c("add.invoke Object", () -> (Object) add.invoke((Object) 10, (Object) 20));
        c("add.invoke Number", () -> (Number) add.invoke(10, 20));
        c("add.invoke double", () -> (double) add.invoke(1, 2));
        c("add.invokeExact wrong", () -> (long) add.invokeExact(2, 3));
        c("add.invokeExact boxed", () -> (Integer) add.invokeExact(2, 3));
        c("add.invoke bad", () -> (int) add.invoke("x", 3));
        c("add.invoke narrowing", () -> (int) add.invoke(1L, 3));
        k("add.invoke null", () -> (int) add.invoke((Integer) null, 3));
        k("add.invoke wrong box", () -> (int) add.invoke((Object) "str", 3));
        c("add.invoke short ret", () -> (short) add.invoke(1, 3));
        c("add.invokeWithArguments", () -> add.invokeWithArguments(8, 9));
        c("add.invokeWithArguments list", () -> add.invokeWithArguments(List.of(1, 1)));
        c("add.invokeWithArguments arity", () -> add.invokeWithArguments(1));
        c("add.invoke void", () -> {
            add.invoke(1, 2);
            return "discarded";
        });

        MethodHandle mix = l.findStatic(MH_Invoke.class, "mix", MethodType.methodType(long.class, byte.class, short.class,
                char.class, int.class, long.class, float.class, double.class, boolean.class));
        c("mix", () -> mix);
        c("mix.invokeExact", () -> (long) mix.invokeExact((byte) 1, (short) 2, 'A', 4, 5L, 6.5f, 7.5, true));
        c("mix.invoke", () -> mix.invoke((byte) 1, (short) 2, 'A', 4, 5L, 6.5f, 7.5, false));
        c("mix.invokeWithArguments", () -> mix.invokeWithArguments((byte) 1, (short) 2, 'A', 4, 5L, 6.5f, 7.5, true));
        c("mix.invokeWithArguments widen", () -> mix.invokeWithArguments((byte) 1, (byte) 2, 'A', 'B', 5, 6, 7, true));

        MethodHandle bump = l.findStatic(MH_Invoke.class, "bump", MethodType.methodType(void.class));
        c("bump", () -> {
            bump.invokeExact();
            bump.invoke();
            Object r = bump.invoke();
            int z = (int) bump.invoke();
            return counter + " " + r + " " + z;
        });
        c("upper", () -> (char) l.findStatic(MH_Invoke.class, "upper", MethodType.methodType(char.class, char.class)).invokeExact('q'));
        c("half", () -> (float) l.findStatic(MH_Invoke.class, "half", MethodType.methodType(float.class, float.class)).invokeExact(3f));
        c("not", () -> (boolean) l.findStatic(MH_Invoke.class, "not", MethodType.methodType(boolean.class, boolean.class)).invokeExact(false));
        c("neg", () -> (byte) l.findStatic(MH_Invoke.class, "neg", MethodType.methodType(byte.class, byte.class)).invokeExact((byte) 5));
        c("twice", () -> (short) l.findStatic(MH_Invoke.class, "twice", MethodType.methodType(short.class, short.class)).invokeExact((short) 300));
        c("range", () -> Arrays.toString((int[]) l.findStatic(MH_Invoke.class, "range", MethodType.methodType(int[].class, int.class)).invokeExact(4)));

        MethodHandle join = l.findStatic(MH_Invoke.class, "join", MethodType.methodType(String.class, String.class, Object[].class));
        c("join", () -> join + " " + join.isVarargsCollector());
        c("join.invoke spread", () -> (String) join.invoke("-", 1, 'b', "c"));
        c("join.invoke none", () -> (String) join.invoke("-"));
        c("join.invoke array", () -> (String) join.invoke("+", new Object[] {"x", "y"}));
        c("join.invokeExact", () -> (String) join.invokeExact("/", new Object[] {1, 2}));
        c("join.invokeWithArguments", () -> join.invokeWithArguments("|", "a", "b", "c"));
        c("join.asFixedArity", () -> join.asFixedArity().isVarargsCollector());
        c("join.fixed invoke", () -> (String) join.asFixedArity().invoke("-", 1, 2));
        MethodHandle format = l.findStatic(String.class, "format", MethodType.methodType(String.class, String.class, Object[].class));
        c("format", () -> (String) format.invoke("%d-%s-%.2f", 7, "x", 1.5));

        MethodHandle len = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        c("length", () -> len + " " + (int) len.invokeExact("hello"));
        c("length.invoke Object", () -> len.invoke((Object) "four"));
        c("length.invoke wrong receiver", () -> len.invoke((Object) 12));
        c("length.invoke null", () -> (int) len.invokeExact((String) null));
        MethodHandle size = l.findVirtual(List.class, "size", MethodType.methodType(int.class));
        c("size", () -> size + " " + (int) size.invoke(List.of(1, 2, 3)) + " " + size.invoke(new ArrayList<>()));
        MethodHandle area = l.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        MethodHandle describe = l.findVirtual(Shape.class, "describe", MethodType.methodType(String.class));
        c("area", () -> area + " " + (double) area.invokeExact((Shape) new Square(3)) + " " + area.invoke(new Cube(1)));
        c("describe", () -> (String) describe.invoke(new Cube(2)));
        MethodHandle sqArea = l.findVirtual(Square.class, "area", MethodType.methodType(double.class));
        c("virtual dispatch", () -> sqArea.invoke(new Cube(2)));
        c("findSpecial", () -> new Cube(2).superArea());
        MethodHandle toStr = l.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
        c("toString", () -> (String) toStr.invokeExact((Object) new Square(1.5)));
        MethodHandle hidden = l.findVirtual(MH_Invoke.class, "hiddenMethod", MethodType.methodType(int.class, int.class));
        c("private", () -> (int) hidden.invokeExact(new MH_Invoke(), 14));

        MethodHandle ctor = l.findConstructor(Square.class, MethodType.methodType(void.class, double.class));
        c("ctor", () -> ctor + " " + (Square) ctor.invokeExact(2.5));
        c("ctor.invoke int", () -> ctor.invoke(4));
        MethodHandle sb = l.findConstructor(StringBuilder.class, MethodType.methodType(void.class, String.class));
        c("StringBuilder", () -> ((StringBuilder) sb.invoke("ab")).reverse());
        MethodHandle list = l.findConstructor(ArrayList.class, MethodType.methodType(void.class));
        c("ArrayList", () -> list.invoke());

        MethodHandle getWide = l.findGetter(MH_Invoke.class, "wide", long.class);
        MethodHandle setWide = l.findSetter(MH_Invoke.class, "wide", long.class);
        MethodHandle getSecret = l.findGetter(MH_Invoke.class, "secret", String.class);
        MethodHandle getCounter = l.findStaticGetter(MH_Invoke.class, "counter", int.class);
        MethodHandle setCounter = l.findStaticSetter(MH_Invoke.class, "counter", int.class);
        c("fields", () -> {
            MH_Invoke o = new MH_Invoke();
            long before = (long) getWide.invokeExact(o);
            setWide.invokeExact(o, 5L);
            setWide.invoke(o, 7);
            setCounter.invokeExact(100);
            return getWide + " " + setWide + " " + before + " " + o.wide + " " + (String) getSecret.invokeExact(o) + " "
                    + (int) getCounter.invokeExact() + " " + getCounter.invoke();
        });
        c("getter null", () -> (long) getWide.invokeExact((MH_Invoke) null));
        c("static getter init", () -> {
            MethodHandle v = l.findStaticGetter(Init.class, "value", int.class);
            System.out.println("handle made");
            return v.invoke();
        });
        c("static method init", () -> l.findStatic(Init.class, "get", MethodType.methodType(int.class)).invoke());

        MethodHandle failing = l.findStatic(MH_Invoke.class, "fail", MethodType.methodType(void.class, String.class));
        c("checked exception", () -> {
            failing.invokeExact("boom");
            return "not thrown";
        });
        c("runtime exception", () -> l.findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class)).invoke("x1"));
        c("exception identity", () -> {
            try {
                failing.invoke("same");
            } catch (Checked e) {
                return "caught Checked " + e.getMessage();
            }
            return "no";
        });

        c("unreflect", () -> l.unreflect(MH_Invoke.class.getDeclaredMethod("add", int.class, int.class)).invoke(20, 22));
        c("unreflect virtual", () -> l.unreflect(Object.class.getMethod("hashCode")).type());
        c("unreflect varargs", () -> l.unreflect(MH_Invoke.class.getDeclaredMethod("join", String.class, Object[].class)).invoke(",", 1, 2));
        c("unreflectConstructor", () -> l.unreflectConstructor(Square.class.getDeclaredConstructor(double.class)).invoke(9.0));
        c("unreflectGetter", () -> l.unreflectGetter(MH_Invoke.class.getDeclaredField("wide")).invoke(new MH_Invoke()));
        c("unreflectSetter", () -> l.unreflectSetter(MH_Invoke.class.getDeclaredField("counter")).type());
        c("unreflectSpecial", () -> l.unreflectSpecial(Square.class.getDeclaredMethod("area"), MH_Invoke.class));

        c("bindTo", () -> {
            MethodHandle concat = l.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
            MethodHandle hello = concat.bindTo("hello ");
            return hello + " " + (String) hello.invokeExact("world");
        });
        c("bindTo bad", () -> len.bindTo(3));
        c("bindTo prim", () -> add.bindTo(3));
        c("bind", () -> l.bind(new StringBuilder("x"), "append", MethodType.methodType(StringBuilder.class, int.class)).invoke(5));

        c("asType", () -> add.asType(MethodType.methodType(Object.class, Object.class, Object.class)));
        c("asType invoke", () -> add.asType(MethodType.methodType(long.class, Integer.class, short.class)).invoke(Integer.valueOf(3), (short) 4));
        c("asType same", () -> add.asType(add.type()) == add);
        c("asType bad", () -> add.asType(MethodType.methodType(int.class, String.class, int.class)));
        c("asType arity", () -> add.asType(MethodType.methodType(int.class, int.class)));
        c("asType void", () -> add.asType(MethodType.methodType(void.class, int.class, int.class)));
        c("asType from void", () -> bump.asType(MethodType.methodType(int.class)).invoke());
        c("asType boolean", () -> add.asType(MethodType.methodType(boolean.class, int.class, int.class)));
        c("asType Comparable", () -> add.asType(MethodType.methodType(Comparable.class, int.class, int.class)).invoke(1, 2));

        MethodHandle spread = add.asSpreader(Object[].class, 2);
        c("asSpreader", () -> spread + " " + spread.invoke(new Object[] {3, 4}));
        c("asSpreader int[]", () -> add.asSpreader(int[].class, 2).invoke(new int[] {5, 6}));
        c("asSpreader length", () -> spread.invoke(new Object[] {3}));
        c("asSpreader null", () -> spread.invoke((Object[]) null));
        c("asSpreader pos", () -> add.asSpreader(0, Integer[].class, 1).invoke(new Integer[] {7}, 8));
        c("asSpreader not array", () -> add.asSpreader(int.class, 1));
        MethodHandle sum = l.findStatic(Arrays.class, "toString", MethodType.methodType(String.class, int[].class));
        c("asCollector", () -> sum.asCollector(int[].class, 3) + " " + sum.asCollector(int[].class, 3).invoke(1, 2, 3));
        c("asCollector 0", () -> sum.asCollector(int[].class, 0).invoke());
        c("asVarargsCollector", () -> {
            MethodHandle v = sum.asVarargsCollector(int[].class);
            return v.isVarargsCollector() + " " + v.invoke() + " " + v.invoke(1) + " " + v.invoke(1, 2) + " " + v.invoke(new int[] {9});
        });
        c("withVarargs", () -> sum.withVarargs(true).isVarargsCollector() + " " + join.withVarargs(false).isVarargsCollector());
        c("asVarargsCollector bad", () -> add.asVarargsCollector(int[].class));

        c("reflective invoke", () -> MethodHandle.class.getMethod("invoke", Object[].class).invoke(add, new Object[] {new Object[] {1, 2}}));
        c("exact mismatch class", () -> {
            try {
                String s = (String) len.invokeExact("x");
                return s;
            } catch (WrongMethodTypeException e) {
                return "WrongMethodTypeException " + e.getMessage();
            }
        });

        long total = 0;
        for (int i = 0; i < 2000; i++) total += (int) add.invokeExact(i, 1);
        System.out.println("loop " + total);
    }
}
