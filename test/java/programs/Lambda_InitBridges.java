// Lambdas created in static and instance initializers, recursion through
// static and instance fields, generic functional interfaces whose erased
// method needs a bridge, default methods on functional interfaces, and
// Serializable / marker intersections made by casts.
import java.io.Serializable;
import java.util.*;
import java.util.function.*;

public class Lambda_InitBridges {
    static final Map<String, IntUnaryOperator> TABLE = new TreeMap<>();
    static IntUnaryOperator fact;
    static {
        TABLE.put("neg", x -> -x);
        TABLE.put("sq", x -> x * x);
        TABLE.put("inc", x -> x + 1);
        fact = n -> n <= 1 ? 1 : n * fact.applyAsInt(n - 1);
    }

    final List<Supplier<String>> inits = new ArrayList<>();
    String name;
    Function<Integer, Long> fib;
    {
        inits.add(() -> "init1 of " + this.name);
        fib = n -> n < 2 ? (long) n : fib.apply(n - 1) + fib.apply(n - 2);
    }
    Lambda_InitBridges(String n) {
        name = n;
        inits.add(() -> "ctor of " + name);
    }
    {
        inits.add(() -> "init2 sees name=" + name);
    }

    interface Transformer<T, R> { R transform(T t); }
    interface StringTransformer extends Transformer<String, String> {
        String transform(String s);
        default StringTransformer twice() { return s -> transform(transform(s)); }
    }
    interface Shape { double area(); }
    interface Sized<T extends Comparable<T>> { T size(); }
    interface Marker {}

    static <T, R> List<R> mapAll(List<T> in, Transformer<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T t : in) out.add(f.transform(t));
        return out;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object rawCall(Transformer t, Object arg) { return t.transform(arg); }

    public static void main(String[] args) throws Exception {
        TABLE.forEach((k, v) -> System.out.println(k + "(7)=" + v.applyAsInt(7)));
        System.out.println("fact(10)=" + fact.applyAsInt(10));
        Lambda_InitBridges a = new Lambda_InitBridges("A");
        for (Supplier<String> s : a.inits) System.out.println(s.get());
        System.out.println("fib(20)=" + a.fib.apply(20));

        StringTransformer st = s -> s + "!";
        System.out.println(st.transform("hi") + " " + st.twice().transform("hey") + " " + st.twice().twice().transform("x"));
        // bridge: call through the erased generic interface
        Transformer<String, String> gen = st;
        System.out.println(gen.transform("via-bridge"));
        System.out.println(rawCall(st, "raw"));
        try {
            rawCall(st, 42);
        } catch (ClassCastException e) {
            System.out.println("CCE through bridge");
        }
        System.out.println(mapAll(List.of(1, 2, 3), (Integer i) -> "n" + i));
        System.out.println(mapAll(List.of("a", "bb"), String::length));

        Sized<String> sz = () -> "zz";
        Sized<Integer> si = () -> 5;
        System.out.println(sz.size().compareTo("aa") > 0 ? "bigger" : "smaller");
        System.out.println(si.size() + 1);

        // intersections
        Runnable r = (Runnable & Serializable) () -> System.out.println("serializable runnable");
        r.run();
        System.out.println(r instanceof Serializable);
        Runnable plain = () -> {};
        System.out.println(plain instanceof Serializable);
        Object m = (Shape & Marker) () -> 2.5;
        System.out.println((m instanceof Marker) + " " + (m instanceof Shape) + " " + ((Shape) m).area());
        Comparator<String> cmp = (Comparator<String> & Serializable) (x, y) -> y.compareTo(x);
        List<String> l = new ArrayList<>(List.of("b", "c", "a"));
        l.sort(cmp);
        System.out.println(l + " " + (cmp instanceof Serializable));
        Supplier<String> sref = (Supplier<String> & Serializable) "ref"::toUpperCase;
        System.out.println(sref.get() + " " + (sref instanceof Serializable));

        // Same non-capturing lambda site yields the same instance repeatedly
        Supplier<String> first = null;
        boolean same = true;
        for (int i = 0; i < 3; i++) {
            Supplier<String> s = () -> "const";
            if (first == null) first = s; else same &= (first == s);
        }
        System.out.println("non-capturing reused: " + same);

        // Functional interface with generic method default + static
        BinaryOperator<Integer> mx = BinaryOperator.maxBy(Comparator.naturalOrder());
        BinaryOperator<String> mn = BinaryOperator.minBy(Comparator.comparing(String::length));
        System.out.println(mx.apply(3, 8) + " " + mn.apply("long", "ab"));
        Function<Integer, Integer> id = Function.identity();
        System.out.println(id.andThen(x -> x * 3).compose((Integer x) -> x + 1).apply(4));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> notEmpty = Predicate.not(empty);
        System.out.println(notEmpty.test("") + " " + notEmpty.or(s -> s == null).test("") + " " + Predicate.isEqual("q").negate().test("q"));
        UnaryOperator<String> u = UnaryOperator.identity();
        System.out.println(u.apply("same"));

        // a lambda that throws through a functional interface with throws
        Callable<Integer> thrower = () -> { throw new IllegalStateException("from lambda"); };
        try { thrower.call(); } catch (IllegalStateException e) { System.out.println(e.getMessage()); }
    }
    interface Callable<V> { V call() throws Exception; }
}
