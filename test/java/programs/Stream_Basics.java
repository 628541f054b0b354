import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// Stream sources and intermediate operations: order of elements, laziness
// (peek shows which elements were pulled), SIZED count() skipping the
// pipeline, one-use streams, close handlers and their exceptions.
public class Stream_Basics {
    static List<String> trace = new ArrayList<>();

    public static void main(String[] args) {
        System.out.println(Stream.of("b", "a", "c").collect(Collectors.toList()));
        System.out.println(Stream.empty().count() + " " + Stream.of(7).toList() + " " + Stream.ofNullable(null).count());
        System.out.println(Stream.iterate(1, x -> x * 3).limit(6).toList());
        System.out.println(Stream.iterate(1, x -> x < 200, x -> x * 3).toList());
        int[] counter = {0};
        System.out.println(Stream.generate(() -> counter[0]++).skip(2).limit(4).toList() + " generated " + counter[0]);
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3)).map(x -> x * 10).toList());
        System.out.println(Stream.of(5, 3, 5, 1, 3, 9, 1).distinct().toList());
        System.out.println(Stream.of("pear", "fig", "apple", "kiwi", "date").sorted().toList());
        // sorted is stable: equal lengths keep their encounter order
        System.out.println(Stream.of("pear", "fig", "apple", "kiwi", "date", "yam").sorted((a, b) -> a.length() - b.length()).toList());
        System.out.println(Stream.of(1, 2, 3, 4, 5, 1, 2).takeWhile(x -> x < 4).toList() + " " + Stream.of(1, 2, 3, 4, 5, 1, 2).dropWhile(x -> x < 4).toList());
        System.out.println(Stream.of(List.of(1, 2), List.<Integer>of(), List.of(3, 4, 5)).flatMap(List::stream).toList());
        System.out.println(Stream.of("x", "yy").<String>mapMulti((s, sink) -> { sink.accept(s); sink.accept(s.toUpperCase()); }).toList());

        // laziness: peek sees only what limit / findFirst pull
        List<Integer> seen = new ArrayList<>();
        System.out.println(Stream.of(1, 2, 3, 4, 5, 6).peek(seen::add).filter(x -> x % 2 == 0).limit(2).toList() + " seen " + seen);
        seen.clear();
        System.out.println(Stream.of(9, 8, 7).peek(seen::add).map(x -> x + 1).findFirst().get() + " seen " + seen);
        seen.clear();
        System.out.println(Stream.of(1, 2, 3).peek(seen::add).anyMatch(x -> x == 2) + " seen " + seen);
        // element-by-element through the pipeline, sorted is a barrier
        Stream.of("c", "a", "b").peek(s -> trace.add("peek " + s)).map(String::toUpperCase).peek(s -> trace.add("mapped " + s)).sorted().forEach(s -> trace.add("got " + s));
        System.out.println(trace);
        // count() of a sized pipeline does not run it
        seen.clear();
        long n = Arrays.asList(1, 2, 3).stream().peek(seen::add).map(x -> x * 2).count();
        System.out.println(n + " seen " + seen);
        n = Stream.of(1, 2, 3).filter(x -> x > 1).peek(seen::add).count();
        System.out.println(n + " seen " + seen);
        System.out.println(Stream.of(1, 2, 3, 4).skip(1).count() + " " + Stream.of(1, 2, 3, 4).limit(0).count());
        // JDK 17 keeps limit/skip of a sized pipeline sized: count() runs nothing
        seen.clear();
        n = Stream.of(1, 2, 3, 4).peek(seen::add).skip(1).limit(2).count();
        System.out.println(n + " seen " + seen);
        n = Stream.iterate(1, x -> x + 1).limit(3).peek(seen::add).count();
        System.out.println(n + " seen " + seen);
        seen.clear();
        System.out.println(List.of(1, 2, 3, 4, 5).stream().peek(seen::add).skip(1).limit(2).toList() + " seen " + seen);

        Stream<String> s = Stream.of("a");
        s.forEach(x -> { });
        try {
            s.forEach(x -> { });
        } catch (IllegalStateException e) {
            System.out.println("reuse: " + e.getMessage());
        }
        Stream<String> t = Stream.of("a", "b");
        t.map(String::length);
        try {
            t.filter(x -> true);
        } catch (IllegalStateException e) {
            System.out.println("relink: " + e.getMessage());
        }
        try {
            Stream.of(1).limit(-3);
        } catch (IllegalArgumentException e) {
            System.out.println("limit: " + e.getMessage());
        }
        try {
            Stream.of(1).skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("skip: " + e.getMessage());
        }

        try (Stream<Integer> c = Stream.of(1, 2).onClose(() -> System.out.println("close 1")).onClose(() -> System.out.println("close 2"))) {
            System.out.println("sum " + c.mapToInt(x -> x).sum());
        }
        Stream<Integer> d = Stream.of(1).onClose(() -> { throw new IllegalStateException("first"); }).onClose(() -> { throw new IllegalArgumentException("second"); });
        try {
            d.close();
        } catch (RuntimeException e) {
            System.out.println(e + " suppressed " + Arrays.toString(e.getSuppressed()));
        }
        d.close();
        Stream<Integer> cat = Stream.concat(Stream.of(1).onClose(() -> System.out.println("close a")), Stream.of(2).onClose(() -> System.out.println("close b")));
        System.out.println(cat.toList());
        cat.close();
        System.out.println(Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, -x).onClose(() -> System.out.print("[closed " + x + "]"))).toList());
        System.out.println(Stream.of(1, 2).isParallel() + " " + Stream.of(1, 2).parallel().isParallel() + " " + Arrays.asList(3, 1, 2).stream().parallel().sorted().toList());
        Object[] arr = Stream.of("q", "r").toArray();
        String[] sarr = Stream.of("q", "r", "s").toArray(String[]::new);
        System.out.println(arr.length + " " + arr.getClass().getSimpleName() + " " + sarr.length + " " + sarr.getClass().getSimpleName() + " " + String.join("", sarr));
        var it = Stream.of(4, 5).iterator();
        while (it.hasNext()) {
            System.out.print(it.next() + ";");
        }
        System.out.println();
        Stream.Builder<String> b = Stream.builder();
        b.add("one").add("two").accept("three");
        System.out.println(b.build().collect(Collectors.joining("/")));
        List<Integer> unmod = Stream.of(1, null, 3).toList();
        System.out.println(unmod + " " + unmod.contains(null));
        try {
            unmod.add(4);
        } catch (UnsupportedOperationException e) {
            System.out.println("toList is unmodifiable");
        }
    }
}
