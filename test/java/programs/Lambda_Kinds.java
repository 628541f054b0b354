// Lambdas and method references of every kind javac 17 emits, run through
// Lantern's LambdaMetafactory: captures of each type, bound and unbound
// references, static/virtual/interface/constructor handles, boxing,
// unboxing and widening between the interface's and the implementation's
// types, altMetafactory with markers, bridges and Serializable, and the
// identity of non-capturing lambdas.
import java.util.function.*;

public class Lambda_Kinds {
    interface A { Object m(); }
    interface B { String m(); }
    interface C extends A, B { }
    interface Marker { }
    interface Named {
        String name();
        default Supplier<String> greeter() { return () -> "hi " + name(); }
    }
    interface Widen { long f(int x); }
    interface ToDouble { double f(Integer x); }

    static class Base {
        String hello() { return "base hello"; }
    }

    static class Sub extends Base {
        String hello() { return "sub hello"; }
        Supplier<String> sup() { return super::hello; }
    }

    class Inner {
        int v = field * 2;
    }

    int field = 5;

    private String priv(String s) { return s + field; }
    static int stat(String s) { return s.length() * 2; }
    static void hello() { System.out.println("hello"); }
    static long sum(int a, long b) { return a + b; }

    Function<String, String> capturingThis() { return s -> s + field; }
    Function<String, String> privRef() { return this::priv; }
    Supplier<Inner> innerRef() { return Inner::new; }

    public static void main(String[] args) {
        Runnable r = () -> System.out.println("run");
        r.run();

        byte b = -7; short sh = 300; char ch = 'q'; boolean flag = true;
        float fl = 1.5f; double db = 2.25; long lg = 1L << 40; int in = 3;
        String str = "abcd"; int[] arr = {1, 2, 3};
        Supplier<String> all = () -> b + " " + sh + " " + ch + " " + flag + " " + fl + " " + db + " " + lg
                + " " + in + " " + str + " " + arr.length;
        System.out.println(all.get());
        IntSupplier is = () -> in + str.length();
        LongSupplier ls = () -> lg + in;
        DoubleSupplier ds = () -> db * fl;
        System.out.println(is.getAsInt() + " " + ls.getAsLong() + " " + ds.getAsDouble());

        Function<String, Integer> len = String::length;
        Supplier<Integer> bound = str::length;
        Function<String, Integer> st = Lambda_Kinds::stat;
        Function<String, Integer> parse = Integer::parseInt;
        java.util.Comparator<String> cmp = String::compareTo;
        ToIntFunction<Integer> unbox = Integer::intValue;
        BiFunction<Integer, Integer, Integer> add = (x, y) -> x + y;
        System.out.println(len.apply("hello") + " " + bound.get() + " " + st.apply("xyz") + " " + (parse.apply("42") + 1)
                + " " + cmp.compare("a", "b") + " " + unbox.applyAsInt(77) + " " + add.apply(2, 3));

        Widen w = x -> x * 1000000000L;
        System.out.println(w.f(5));
        ToDouble td = x -> x;           // Integer -> int -> double
        System.out.println(td.f(9));
        BiFunction<Integer, Long, Long> s2 = Lambda_Kinds::sum;
        System.out.println(s2.apply(4, 6L));
        IntBinaryOperator max = Math::max;
        System.out.println(max.applyAsInt(3, 8));
        Function<Double, Long> round = Math::round;
        System.out.println(round.apply(2.5));

        Supplier<StringBuilder> mk = StringBuilder::new;
        Function<String, StringBuilder> mk2 = StringBuilder::new;
        System.out.println(mk.get().append("sb").length() + " " + mk2.apply("xy").reverse());
        IntFunction<int[]> newArr = int[]::new;
        Function<Integer, String[]> newArr2 = String[]::new;
        System.out.println(newArr.apply(4).length + " " + newArr2.apply(2).length);

        Lambda_Kinds o = new Lambda_Kinds();
        System.out.println(o.capturingThis().apply("f") + " " + o.privRef().apply("g") + " " + o.innerRef().get().v);
        System.out.println(new Sub().sup().get());
        Named n = () -> "named";
        System.out.println(n.greeter().get());

        Supplier<Runnable> same = () -> () -> { };
        System.out.println(same.get() == same.get());
        int[] counter = {0};
        Supplier<Runnable> fresh = () -> () -> counter[0]++;
        System.out.println(fresh.get() == fresh.get());

        C c = () -> "bridged";
        A asA = c;
        B asB = c;
        System.out.println(asA.m() + " " + asB.m());
        Runnable marked = (Runnable & Marker) () -> System.out.println("marked runs");
        marked.run();
        System.out.println(marked instanceof Marker);
        Runnable ser = (Runnable & java.io.Serializable) () -> System.out.println("serializable runs");
        ser.run();
        System.out.println(ser instanceof java.io.Serializable);

        Runnable h = Lambda_Kinds::hello;
        h.run();
        Consumer<String> printer = System.out::println;
        printer.accept("printed by a bound reference");
        Predicate<String> empty = String::isEmpty;
        System.out.println(empty.test("x") + " " + empty.test(""));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(up.apply("hey"));
        ObjIntConsumer<StringBuilder> app = StringBuilder::append;
        StringBuilder sb = new StringBuilder();
        app.accept(sb, 12);
        System.out.println(sb);
        Function<Object, String> valueOf = String::valueOf;
        System.out.println(valueOf.apply(null) + " " + valueOf.apply(3.5));
        try {
            Function<Object, Integer> bad = x -> ((String) x).length();
            bad.apply(7);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        int total = 0;
        for (int i = 0; i < 1000; i++) {
            int j = i;
            IntSupplier sup = () -> j * 2;
            total += sup.getAsInt();
        }
        System.out.println(total);
    }
}
