import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.*;

// The default and static methods of java.util.function: composition order
// (compose runs its argument first, andThen last), short-circuiting of
// and/or, Predicate.not/isEqual, BinaryOperator.minBy/maxBy ties, the
// primitive specialisations, and null arguments rejected eagerly.
public class Func_Interfaces {
    static List<String> log = new ArrayList<>();

    static <T> Predicate<T> logged(String name, boolean result) {
        return t -> {
            log.add(name);
            return result;
        };
    }

    public static void main(String[] args) {
        Function<Integer, Integer> twice = x -> x * 2;
        Function<Integer, Integer> inc = x -> x + 1;
        System.out.println(twice.andThen(inc).apply(5) + " " + twice.compose(inc).apply(5) + " " + Function.<Integer>identity().apply(9));
        Function<Object, String> show = o -> "<" + o + ">";
        System.out.println(twice.andThen(show).apply(4) + " " + show.compose(twice).apply(4));
        BiFunction<String, Integer, String> rep = String::repeat;
        System.out.println(rep.andThen(String::length).apply("ab", 3) + " " + rep.andThen(s -> s + "!").apply("x", 2));
        UnaryOperator<String> id = UnaryOperator.identity();
        System.out.println(id.apply("same") + " " + id.andThen(String::toUpperCase).apply("up"));

        System.out.println(logged("a", false).and(logged("b", true)).test(1) + " " + log);
        log.clear();
        System.out.println(logged("a", true).or(logged("b", true)).test(1) + " " + log);
        log.clear();
        System.out.println(logged("a", true).and(logged("b", false)).negate().test(1) + " " + log);
        log.clear();
        System.out.println(logged("a", false).or(logged("b", false)).or(logged("c", true)).test(1) + " " + log);
        Predicate<String> empty = String::isEmpty;
        System.out.println(Predicate.not(empty).test("") + " " + Predicate.not(empty).test("x") + " " + Predicate.isEqual("k").test("k") + " " + Predicate.isEqual(null).test(null) + " " + Predicate.isEqual(null).test("k") + " " + Predicate.isEqual("k").test(null));
        BiPredicate<String, Integer> longer = (s, n) -> s.length() > n;
        System.out.println(longer.test("abc", 2) + " " + longer.negate().test("abc", 2) + " " + longer.and((s, n) -> n > 5).test("abcdefg", 6) + " " + longer.or((s, n) -> n < 0).test("", -1));

        List<String> out = new ArrayList<>();
        Consumer<String> first = s -> out.add("1:" + s);
        first.andThen(s -> out.add("2:" + s)).andThen(s -> out.add("3:" + s)).accept("go");
        BiConsumer<String, Integer> bc = (s, n) -> out.add(s + n);
        bc.andThen((s, n) -> out.add(n + s)).accept("k", 7);
        System.out.println(out);

        BinaryOperator<String> shorter = BinaryOperator.minBy(Comparator.comparingInt(String::length));
        BinaryOperator<String> longest = BinaryOperator.maxBy(Comparator.comparingInt(String::length));
        System.out.println(shorter.apply("ab", "cd") + " " + shorter.apply("abc", "d") + " " + longest.apply("ab", "cd") + " " + longest.apply("a", "bcd") + " " + shorter.andThen(String::toUpperCase).apply("xyz", "uv"));

        IntUnaryOperator sq = x -> x * x;
        IntUnaryOperator neg = x -> -x;
        System.out.println(sq.andThen(neg).applyAsInt(3) + " " + sq.compose(x -> x + 1).applyAsInt(3) + " " + IntUnaryOperator.identity().applyAsInt(4));
        LongUnaryOperator lsh = x -> x << 1;
        System.out.println(lsh.andThen(x -> x + 1).applyAsLong(1L << 40) + " " + lsh.compose(x -> x - 1).applyAsLong(0) + " " + LongUnaryOperator.identity().applyAsLong(-5));
        DoubleUnaryOperator half = x -> x / 2;
        System.out.println(half.andThen(Math::sqrt).applyAsDouble(32) + " " + half.compose(x -> x * 3).applyAsDouble(1) + " " + DoubleUnaryOperator.identity().applyAsDouble(0.25));
        IntPredicate even = x -> x % 2 == 0;
        LongPredicate big = x -> x > 1000;
        DoublePredicate nan = Double::isNaN;
        System.out.println(even.negate().test(3) + " " + even.and(x -> x > 2).test(2) + " " + even.or(x -> x > 2).test(3) + " " + big.negate().test(5) + " " + big.and(x -> x % 2 == 0).test(2000) + " " + big.or(x -> x < 0).test(-1) + " " + nan.negate().test(Double.NaN) + " " + nan.or(x -> x > 1).test(2) + " " + nan.and(x -> true).test(0));
        StringBuilder sb = new StringBuilder();
        IntConsumer ic = sb::append;
        ic.andThen(x -> sb.append('/')).accept(12);
        LongConsumer lc = sb::append;
        lc.andThen(x -> sb.append('|')).accept(34L);
        DoubleConsumer dc = sb::append;
        dc.andThen(x -> sb.append('#')).accept(0.5);
        System.out.println(sb);

        IntBinaryOperator ib = Math::max;
        LongBinaryOperator lb = Long::sum;
        DoubleBinaryOperator db = Math::pow;
        IntFunction<String> ifn = Integer::toBinaryString;
        LongFunction<String> lfn = Long::toHexString;
        DoubleFunction<String> dfn = d -> String.valueOf(d * 2);
        IntToLongFunction itl = i -> (long) i * i;
        IntToDoubleFunction itd = i -> i / 4.0;
        LongToIntFunction lti = l -> (int) (l % 1000);
        LongToDoubleFunction ltd = l -> l / 8.0;
        DoubleToIntFunction dti = d -> (int) Math.round(d);
        DoubleToLongFunction dtl = d -> (long) Math.floor(d);
        ToIntFunction<String> tif = String::length;
        ToLongFunction<String> tlf = Long::parseLong;
        ToDoubleFunction<String> tdf = Double::parseDouble;
        ToIntBiFunction<String, String> tibf = String::compareTo;
        ToLongBiFunction<Integer, Integer> tlbf = (a, b) -> (long) a * b;
        ToDoubleBiFunction<Integer, Integer> tdbf = (a, b) -> (double) a / b;
        System.out.println(ib.applyAsInt(3, 8) + " " + lb.applyAsLong(1L << 50, 1) + " " + db.applyAsDouble(2, 10) + " " + ifn.apply(10) + " " + lfn.apply(255L) + " " + dfn.apply(1.25));
        System.out.println(itl.applyAsLong(100000) + " " + itd.applyAsDouble(3) + " " + lti.applyAsInt(123456789L) + " " + ltd.applyAsDouble(3) + " " + dti.applyAsInt(2.5) + " " + dtl.applyAsLong(-2.5));
        System.out.println(tif.applyAsInt("four") + " " + tlf.applyAsLong("9000000000") + " " + tdf.applyAsDouble("1e-3") + " " + tibf.applyAsInt("a", "c") + " " + tlbf.applyAsLong(100000, 100000) + " " + tdbf.applyAsDouble(1, 3));
        BooleanSupplier bs = () -> true;
        IntSupplier is = () -> 7;
        LongSupplier ls = () -> 8L;
        DoubleSupplier ds = () -> 9.5;
        Supplier<List<String>> sup = ArrayList::new;
        ObjIntConsumer<List<String>> oic = (l, i) -> l.add("i" + i);
        ObjLongConsumer<List<String>> olc = (l, v) -> l.add("l" + v);
        ObjDoubleConsumer<List<String>> odc = (l, d) -> l.add("d" + d);
        List<String> got = sup.get();
        oic.accept(got, 1);
        olc.accept(got, 2L);
        odc.accept(got, 3.0);
        System.out.println(bs.getAsBoolean() + " " + is.getAsInt() + " " + ls.getAsLong() + " " + ds.getAsDouble() + " " + got);

        try {
            twice.andThen(null);
        } catch (NullPointerException e) {
            System.out.println("andThen(null) NPE");
        }
        try {
            empty.and(null);
        } catch (NullPointerException e) {
            System.out.println("and(null) NPE");
        }
        try {
            Predicate.not(null);
        } catch (NullPointerException e) {
            System.out.println("not(null) NPE");
        }
        try {
            BinaryOperator.minBy(null);
        } catch (NullPointerException e) {
            System.out.println("minBy(null) NPE");
        }
    }
}
