// Lambdas capturing every kind of value: locals of each primitive type,
// references, `this`, outer instance fields through an inner class,
// effectively-final copies made inside loops, array elements read at call
// time (the array is captured, not the element), and captures of captures.
import java.util.*;
import java.util.function.*;

public class Lambda_CaptureAll {
    int counter = 10;
    String tag = "outer";

    class Inner {
        int own = 3;
        Supplier<String> both() { return () -> tag + ":" + counter + ":" + own; }
        IntSupplier bump() { return () -> ++counter + own; }
    }

    Supplier<String> viaThis() { return () -> this.tag + "/" + this.counter; }

    static String describe(Object o) {
        return o == null ? "null" : o.getClass().getSimpleName().isEmpty() ? "anon" : String.valueOf(o);
    }

    public static void main(String[] args) {
        byte b = (byte) 0x80; short s = -32768; char c = '\u0041'; int i = Integer.MIN_VALUE;
        long l = Long.MAX_VALUE; float f = -0.0f; double d = Double.NaN; boolean z = false;
        Supplier<String> all = () -> b + "," + s + "," + c + "," + i + "," + l + "," + f + "," + d + "," + z;
        System.out.println(all.get());
        IntSupplier arith = () -> b + s + c;
        System.out.println(arith.getAsInt());
        LongSupplier wide = () -> l + i;
        System.out.println(wide.getAsLong());
        DoubleSupplier mix = () -> f * 2 + (d != d ? 1.5 : 0);
        System.out.println(mix.getAsDouble());
        BooleanSupplier neg = () -> !z && c == 'A';
        System.out.println(neg.getAsBoolean());

        // Loop copies: each lambda keeps its own value.
        List<IntSupplier> sups = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            final int copy = k * k;
            sups.add(() -> copy + 1);
        }
        for (String w : new String[] {"x", "yy", "zzz"}) sups.add(w::length);
        StringBuilder sb = new StringBuilder();
        for (IntSupplier su : sups) sb.append(su.getAsInt()).append(' ');
        System.out.println(sb.toString().trim());

        // Array element captured through the array: later writes are seen.
        int[] box = {1, 2, 3};
        IntSupplier first = () -> box[0] * 100 + box[2];
        System.out.println(first.getAsInt());
        box[0] = 9; box[2] = -1;
        System.out.println(first.getAsInt());
        String[] names = {"a"};
        Supplier<String> nm = () -> names[0].toUpperCase();
        names[0] = "changed";
        System.out.println(nm.get());

        // this and outer fields
        Lambda_CaptureAll o = new Lambda_CaptureAll();
        Supplier<String> vt = o.viaThis();
        o.counter = 42;
        System.out.println(vt.get());
        Lambda_CaptureAll.Inner in = o.new Inner();
        IntSupplier bump = in.bump();
        System.out.println(bump.getAsInt() + " " + bump.getAsInt() + " " + o.counter);
        System.out.println(in.both().get());

        // captures of captures: nested lambdas
        int base = 7;
        Function<Integer, Function<Integer, Integer>> adder = x -> y -> x + y + base;
        System.out.println(adder.apply(10).apply(20));
        Supplier<Supplier<Supplier<String>>> deep = () -> () -> () -> "deep" + base + c;
        System.out.println(deep.get().get().get());

        // capture of a mutable object: the reference is final, the content is not
        List<String> log = new ArrayList<>();
        Consumer<String> logger = log::add;
        Consumer<String> twice = logger.andThen(x -> log.add(x + x));
        twice.accept("p"); twice.accept("q");
        System.out.println(log);

        // lambdas capturing long and double in the middle of other args
        long big = 1L << 33; double half = 0.5; int small = 3;
        BiFunction<Integer, Integer, String> bf = (p, q) -> (big + p) + "|" + (half * q) + "|" + small;
        System.out.println(bf.apply(1, 3));

        // captured values in a Comparator chain
        String pivot = "m";
        List<String> words = new ArrayList<>(List.of("kiwi", "mango", "apple", "zebra", "melon", "lime"));
        words.sort(Comparator.comparing((String w) -> w.compareTo(pivot) < 0).thenComparing(w -> w.length()).thenComparing(Comparator.reverseOrder()));
        System.out.println(words);

        // anonymous class vs lambda capturing the same local
        int shared = 5;
        IntUnaryOperator lam = x -> x * shared;
        IntUnaryOperator anon = new IntUnaryOperator() {
            public int applyAsInt(int x) { return x + shared; }
        };
        System.out.println(lam.applyAsInt(4) + " " + anon.applyAsInt(4) + " " + lam.andThen(anon).applyAsInt(2) + " " + lam.compose(anon).applyAsInt(2));
        System.out.println(describe(null) + " " + describe(anon.getClass().getSimpleName()));

        // Runnable capturing a counter array, run many times
        int[] cnt = new int[1];
        Runnable inc = () -> cnt[0]++;
        for (int k = 0; k < 1000; k++) inc.run();
        System.out.println(cnt[0]);
        char[] chars = {'a', 'b'};
        Runnable swap = () -> { char t = chars[0]; chars[0] = chars[1]; chars[1] = t; };
        swap.run(); swap.run(); swap.run();
        System.out.println(new String(chars));
    }
}
