// Varargs edge cases: null passed as the array vs as one element, empty
// calls, boxing into Object..., primitive varargs, overload resolution
// between fixed-arity, boxing and varargs candidates, generic varargs,
// varargs through reflection, and arrays passed straight through.
import java.lang.reflect.Method;
import java.util.*;

public class Varargs_Edges {
    static String objs(Object... a) {
        if (a == null) return "array=null";
        StringBuilder sb = new StringBuilder("len=" + a.length + "[");
        for (Object o : a) sb.append(o == null ? "null" : o.getClass().getSimpleName() + ":" + (o.getClass().isArray() ? "arr" : o)).append(' ');
        return sb.append(']').toString();
    }
    static String ints(int... a) { return a == null ? "null" : a.length + ":" + Arrays.toString(a); }
    static String mixed(String head, long... rest) { return head + "/" + rest.length + "/" + Arrays.toString(rest); }

    static String ov(int a) { return "int"; }
    static String ov(long a) { return "long"; }
    static String ov(Integer a) { return "Integer"; }
    static String ov(int... a) { return "int..."; }
    static String ov(Object a) { return "Object"; }

    static String ov2(Object o) { return "Object"; }
    static String ov2(Object... o) { return "Object..."; }

    static String ov3(double d) { return "double"; }
    static String ov3(Integer... i) { return "Integer..."; }

    @SafeVarargs
    static <T> List<T> listOf(T... items) { return new ArrayList<>(Arrays.asList(items)); }
    @SafeVarargs
    static <T extends Comparable<T>> T maxOf(T first, T... rest) {
        T m = first;
        for (T t : rest) if (t.compareTo(m) > 0) m = t;
        return m;
    }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    public static String pub(String sep, Object... parts) {
        StringJoiner j = new StringJoiner(sep, "<", ">");
        for (Object p : parts) j.add(String.valueOf(p));
        return j.toString();
    }

    public static void main(String[] args) throws Exception {
        System.out.println(objs());
        System.out.println(objs((Object[]) null));
        System.out.println(objs((Object) null));
        System.out.println(objs(null, null));
        System.out.println(objs(1, 2L, 3.0f, 'c', true, (byte) 4, (short) 5, "s"));
        System.out.println(objs(new String[] {"a", "b"}));
        System.out.println(objs((Object) new String[] {"a", "b"}));
        System.out.println(objs(new int[] {1, 2}));
        System.out.println(objs(new Integer[] {7, 8}, 9));
        System.out.println(ints() + " " + ints(1) + " " + ints(1, 2, 3) + " " + ints(null) + " " + ints(new int[0]));
        System.out.println(mixed("h") + " " + mixed("h", 1, 2) + " " + mixed("h", 'a', (byte) 2, Integer.MAX_VALUE));

        byte b = 1; short s = 2; char c = 'c'; long l = 4; Integer boxed = 5;
        System.out.println(ov(1) + " " + ov(b) + " " + ov(s) + " " + ov(c) + " " + ov(l) + " " + ov(boxed) + " " + ov("x") + " " + ov() + " " + ov(1, 2) + " " + ov(1.5));
        System.out.println(ov2(null) + " " + ov2("a") + " " + ov2() + " " + ov2("a", "b") + " " + ov2(new Object[0]) + " " + ov2((Object) new Object[0]));
        System.out.println(ov3(1) + " " + ov3() + " " + ov3(1, 2) + " " + ov3(boxed));

        List<Integer> li = listOf(3, 1, 2);
        List<String> ls = listOf();
        List<int[]> la = listOf(new int[] {1});
        System.out.println(li + " " + ls + " " + la.size() + " " + la.get(0).length);
        System.out.println(maxOf(3) + " " + maxOf(3, 9, -1) + " " + maxOf("pear", "apple", "zoo", "fig"));
        System.out.println(sum() + " " + sum(1, 2, 3, 4, 5) + " " + sum(new int[] {10, 20}));
        System.out.println(String.format("%s-%s", "a", "b") + " " + String.format("%s", (Object) new String[] {"z"}.length) + " " + String.join("+", "x", "y"));
        System.out.println(Arrays.asList(1, 2, 3).size() + " " + Arrays.asList(new int[] {1, 2, 3}).size() + " " + Arrays.asList(new Integer[] {1, 2, 3}).size());
        System.out.println(List.of(new String[] {"p", "q"}) + " " + Set.of().size() + " " + Objects.hash() + " " + Objects.hash(1, "a", null) + " " + Objects.hash((Object[]) null));

        Method m = Varargs_Edges.class.getMethod("pub", String.class, Object[].class);
        System.out.println(m.isVarArgs() + " " + m.invoke(null, "|", new Object[] {1, "two", null}));
        System.out.println(m.invoke(null, ",", new Object[0]));
        try {
            m.invoke(null, ",");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE wrong number of arguments");
        }
        Method im = Varargs_Edges.class.getDeclaredMethod("ints", int[].class);
        System.out.println(im.isVarArgs() + " " + im.invoke(null, (Object) new int[] {4, 5}));
        System.out.println(Varargs_Edges.class.getDeclaredMethod("sum", int[].class).toString());
    }
}
