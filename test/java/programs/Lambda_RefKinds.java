// Method references of every kind: static, bound instance, unbound
// instance, super::m, constructor references (plain, inner, generic,
// varargs), array constructor references, and references whose types need
// boxing, unboxing, widening or varargs adaptation by the metafactory.
import java.util.*;
import java.util.function.*;

public class Lambda_RefKinds {
    interface TriFunction<A, B, C, R> { R apply(A a, B b, C c); }
    interface IntArrayMaker { int[] make(int n); }
    interface VarMaker { String make(String a, String b, String c); }

    static class Point {
        final int x, y;
        Point() { this(0, 0); }
        Point(int x) { this(x, x); }
        Point(int x, int y) { this.x = x; this.y = y; }
        int dist() { return Math.abs(x) + Math.abs(y); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
        static Point origin() { return new Point(); }
        public String toString() { return "(" + x + "," + y + ")"; }
    }

    static class Animal {
        String sound() { return "..."; }
        String speak() { return "animal says " + sound(); }
    }
    static class Dog extends Animal {
        String sound() { return "woof"; }
        String speak() { return "dog: " + super.speak(); }
        Supplier<String> parent() { return super::speak; }
        Supplier<String> self() { return this::speak; }
    }

    class Counter {
        int n;
        Counter(int start) { n = start + offset; }
    }
    int offset = 100;

    static String join(String... parts) { return parts.length + ":" + String.join("-", parts); }
    static long widen(long v) { return v * 2; }
    static int unbox(Integer v) { return v + 1; }

    public static void main(String[] args) {
        // static
        Function<String, Integer> parse = Integer::parseInt;
        BinaryOperator<Integer> max = Math::max;
        Supplier<Point> org = Point::origin;
        System.out.println(parse.apply("-42") + " " + max.apply(3, 9) + " " + org.get());

        // bound
        String hello = "hello";
        Predicate<String> starts = hello::startsWith;
        IntFunction<Character> at = hello::charAt;
        Point p = new Point(3, -4);
        IntSupplier pd = p::dist;
        System.out.println(starts.test("he") + " " + starts.test("lo") + " " + at.apply(1) + " " + pd.getAsInt());

        // unbound
        Function<String, String> up = String::toUpperCase;
        BiFunction<String, String, Boolean> eq = String::equalsIgnoreCase;
        BinaryOperator<Point> plus = Point::plus;
        ToIntFunction<Point> dist = Point::dist;
        TriFunction<String, Integer, Integer, String> sub = String::substring;
        System.out.println(up.apply("abc") + " " + eq.apply("AbC", "aBc") + " " + plus.apply(p, new Point(1)) + " " + dist.applyAsInt(new Point(-2, 5)) + " " + sub.apply("lantern", 1, 4));

        // super:: and this::
        Dog dog = new Dog();
        System.out.println(dog.parent().get() + " | " + dog.self().get());

        // constructors
        Supplier<Point> p0 = Point::new;
        IntFunction<Point> p1 = Point::new;
        BiFunction<Integer, Integer, Point> p2 = Point::new;
        System.out.println(p0.get() + " " + p1.apply(7) + " " + p2.apply(1, 2));
        Function<String, StringBuilder> sbNew = StringBuilder::new;
        Supplier<ArrayList<String>> listNew = ArrayList::new;
        Function<Integer, ArrayList<String>> listCap = ArrayList::new;
        ArrayList<String> l = listNew.get(); l.add("x");
        System.out.println(sbNew.apply("abc").reverse() + " " + l + " " + listCap.apply(10).size());
        Function<Collection<String>, TreeSet<String>> ts = TreeSet::new;
        System.out.println(ts.apply(List.of("q", "b", "m")));

        // inner-class constructor via an instance
        Lambda_RefKinds outer = new Lambda_RefKinds();
        IntFunction<Counter> cn = k -> outer.new Counter(k);
        System.out.println(cn.apply(5).n);

        // array constructors
        IntFunction<int[]> ia = int[]::new;
        IntArrayMaker im = int[]::new;
        IntFunction<String[]> sa = String[]::new;
        IntFunction<long[][]> la = long[][]::new;
        IntFunction<Point[]> pa = Point[]::new;
        System.out.println(ia.apply(3).length + " " + im.make(0).length + " " + sa.apply(2).getClass().getSimpleName()
            + " " + la.apply(4).length + " " + la.apply(1).getClass().getName() + " " + pa.apply(5).getClass().getName());
        String[] arr = List.of("c", "a", "b").toArray(String[]::new);
        Arrays.sort(arr);
        System.out.println(Arrays.toString(arr));
        Integer[] boxed = java.util.stream.IntStream.rangeClosed(1, 4).boxed().toArray(Integer[]::new);
        System.out.println(Arrays.toString(boxed) + " " + boxed.getClass().getSimpleName());

        // varargs adaptation
        VarMaker vm = Lambda_RefKinds::join;
        Function<String, String> one = Lambda_RefKinds::join;
        Supplier<String> none = Lambda_RefKinds::join;
        System.out.println(vm.make("a", "b", "c") + " " + one.apply("solo") + " " + none.get());

        // widening / boxing / unboxing adaptations
        IntToLongFunction w = Lambda_RefKinds::widen;
        ToLongFunction<Integer> w2 = Lambda_RefKinds::widen;
        IntUnaryOperator ub = Lambda_RefKinds::unbox;
        Function<Integer, Integer> bx = Lambda_RefKinds::unbox;
        System.out.println(w.applyAsLong(Integer.MAX_VALUE) + " " + w2.applyAsLong(-5) + " " + ub.applyAsInt(41) + " " + bx.apply(-1));
        ToDoubleFunction<String> len = String::length;
        DoubleUnaryOperator sq = Math::sqrt;
        System.out.println(len.applyAsDouble("four") + " " + sq.applyAsDouble(2.0));

        // Object methods via references
        Function<Object, String> ts2 = Object::toString;
        ToIntFunction<String> hc = String::hashCode;
        BiPredicate<Object, Object> oeq = Objects::equals;
        System.out.println(ts2.apply(List.of(1, 2)) + " " + hc.applyAsInt("lantern") + " " + oeq.test(null, null) + " " + oeq.test("a", null));

        // references stored in a map and dispatched by name
        Map<String, IntBinaryOperator> ops = new LinkedHashMap<>();
        ops.put("add", Integer::sum);
        ops.put("max", Math::max);
        ops.put("min", Math::min);
        ops.put("floorMod", Math::floorMod);
        ops.put("cmp", Integer::compare);
        ops.forEach((k, v) -> System.out.print(k + "=" + v.applyAsInt(-7, 3) + " "));
        System.out.println();

        // getClass of a reference-made object is not printed; only behaviour
        Runnable r = dog::speak;
        r.run();
        Callable c = dog::sound;
        try { System.out.println(c.call()); } catch (Exception e) { System.out.println(e); }
    }
    interface Callable { Object call() throws Exception; }
}
