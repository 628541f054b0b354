import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

// IntStream, LongStream and DoubleStream: ranges, reductions and their
// empty cases, conversions between the kinds, summary statistics texts,
// double sums that need compensation, sorting and distinct with NaN and -0.0.
public class Stream_Primitive {
    public static void main(String[] args) {
        System.out.println(Arrays.toString(IntStream.range(3, 8).toArray()) + " " + Arrays.toString(IntStream.rangeClosed(-2, 2).toArray()) + " " + IntStream.range(5, 5).count() + " " + IntStream.rangeClosed(5, 4).count());
        System.out.println(IntStream.range(0, 1000).sum() + " " + IntStream.rangeClosed(1, 100).filter(i -> i % 7 == 0).count() + " " + IntStream.range(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).count());
        System.out.println(IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).mapToObj(Integer::toString).collect(Collectors.joining(",")));
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b) + " " + LongStream.range(0, 5).map(x -> x << 40).sum());
        System.out.println(IntStream.of(4, -2, 9, 0).max() + " " + IntStream.of(4, -2, 9, 0).min() + " " + IntStream.empty().max() + " " + IntStream.of(1, 2).average() + " " + IntStream.empty().average());
        System.out.println(LongStream.of(5, 7).max().getAsLong() + " " + LongStream.empty().min() + " " + LongStream.of(1, 2, 4).average());
        System.out.println(DoubleStream.of(2.5, -1.0).max() + " " + DoubleStream.of(2.5, -1.0, Double.NaN).max() + " " + DoubleStream.of(0.0, -0.0).min() + " " + DoubleStream.empty().sum() + " " + DoubleStream.empty().average());
        System.out.println(IntStream.of(Integer.MAX_VALUE, 1).sum() + " " + IntStream.of(Integer.MAX_VALUE, 1).average().getAsDouble() + " " + IntStream.of(Integer.MAX_VALUE, 1).summaryStatistics().getSum());
        // compensated summation
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3).sum() + " " + DoubleStream.generate(() -> 0.1).limit(10).sum() + " " + DoubleStream.of(1e100, 1.0, -1e100).sum());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3).average().getAsDouble() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum() + " " + DoubleStream.of(Double.MAX_VALUE, Double.MAX_VALUE).sum());
        System.out.println(IntStream.of(3, 1, 2).summaryStatistics());
        System.out.println(LongStream.of(3, 1, 2).summaryStatistics());
        System.out.println(DoubleStream.of(3.25, 1, 2).summaryStatistics());
        System.out.println(IntStream.empty().summaryStatistics() + " " + DoubleStream.empty().summaryStatistics());
        System.out.println(Arrays.toString(DoubleStream.of(3.0, Double.NaN, -0.0, 0.0, -1.5, Double.NEGATIVE_INFINITY).sorted().toArray()));
        System.out.println(Arrays.toString(DoubleStream.of(0.0, -0.0, Double.NaN, 0.0, Double.NaN, 1).distinct().toArray()));
        System.out.println(Arrays.toString(IntStream.of(5, 3, 5, 1, 3).distinct().sorted().toArray()) + " " + Arrays.toString(LongStream.of(9, -9, 0).sorted().toArray()));
        System.out.println(IntStream.iterate(1, i -> i * 2).limit(11).boxed().collect(Collectors.toList()));
        System.out.println(Arrays.toString(IntStream.iterate(100, i -> i > 0, i -> i / 3).toArray()) + " " + Arrays.toString(LongStream.iterate(1, i -> i * 10).skip(8).limit(3).toArray()));
        System.out.println(Arrays.toString(DoubleStream.iterate(1.0, d -> d / 4).limit(4).toArray()));
        System.out.println(IntStream.range(0, 5).mapToLong(i -> 1L << (i * 15)).sum() + " " + Arrays.toString(IntStream.range(0, 4).mapToDouble(i -> i / 2.0).toArray()) + " " + Arrays.toString(IntStream.range(0, 3).asLongStream().toArray()) + " " + Arrays.toString(IntStream.range(0, 3).asDoubleStream().toArray()));
        System.out.println(Arrays.toString(LongStream.of(7, 8).mapToInt(l -> (int) l * 2).toArray()) + " " + Arrays.toString(LongStream.of(7, 8).asDoubleStream().toArray()) + " " + Arrays.toString(DoubleStream.of(1.9, -1.9).mapToInt(d -> (int) d).toArray()) + " " + Arrays.toString(DoubleStream.of(1e10).mapToLong(d -> (long) d).toArray()));
        System.out.println(DoubleStream.of(1.5, 2).mapToObj(d -> "<" + d + ">").collect(Collectors.joining()) + " " + LongStream.of(1, 2).boxed().toList() + " " + DoubleStream.of(1, 2).boxed().toList());
        System.out.println(Arrays.toString(IntStream.of(1, 2, 3).flatMap(i -> IntStream.range(0, i)).toArray()) + " " + Arrays.toString(IntStream.of(1, 2).mapMulti((i, sink) -> { sink.accept(i); sink.accept(-i); }).toArray()));
        System.out.println(Stream.of("a", "bb", "ccc").mapToInt(String::length).sum() + " " + Stream.of("1", "22").mapToLong(Long::parseLong).max().getAsLong() + " " + Stream.of("0.5", "0.25").mapToDouble(Double::parseDouble).sum());
        System.out.println(Arrays.toString(Stream.of(List.of(1, 2), List.of(3)).flatMapToInt(l -> l.stream().mapToInt(Integer::intValue)).toArray()));
        System.out.println(IntStream.range(0, 10).anyMatch(i -> i > 8) + " " + IntStream.range(0, 10).allMatch(i -> i < 10) + " " + IntStream.range(0, 10).noneMatch(i -> i == 5) + " " + IntStream.empty().allMatch(i -> false));
        System.out.println(IntStream.range(10, 20).filter(i -> i % 4 == 0).findFirst() + " " + LongStream.empty().findAny() + " " + DoubleStream.of(0.5).findFirst());
        System.out.println(Arrays.toString(IntStream.range(0, 20).skip(5).limit(4).toArray()) + " " + Arrays.toString(IntStream.range(0, 20).takeWhile(i -> i < 3).toArray()) + " " + Arrays.toString(IntStream.range(0, 8).dropWhile(i -> i < 5).toArray()));
        System.out.println(Arrays.toString(IntStream.concat(IntStream.of(1, 2), IntStream.range(7, 9)).toArray()) + " " + IntStream.concat(IntStream.of(1), IntStream.of(2)).count());
        List<Integer> seen = new ArrayList<>();
        System.out.println(IntStream.range(0, 5).peek(seen::add).map(i -> i * i).count() + " " + seen);
        System.out.println(IntStream.range(0, 5).peek(seen::add).filter(i -> i > 2).count() + " " + seen);
        PrimitiveIterator.OfInt it = IntStream.of(10, 20, 30).iterator();
        int total = 0;
        while (it.hasNext()) {
            total += it.nextInt();
        }
        System.out.println(total);
        IntStream.Builder b = IntStream.builder();
        b.add(4).add(5).accept(6);
        System.out.println(b.build().map(i -> i * 10).boxed().toList());
        StringBuilder sb = IntStream.rangeClosed('a', 'e').collect(StringBuilder::new, (s, c) -> s.append((char) c), StringBuilder::append);
        System.out.println(sb);
        System.out.println(IntStream.of(2, 3, 4).reduce(Integer::sum) + " " + IntStream.empty().reduce(Integer::sum) + " " + IntStream.of(2, 3, 4).reduce(10, (x, y) -> x * y));
        OptionalInt oi = OptionalInt.of(7);
        OptionalLong ol = OptionalLong.empty();
        OptionalDouble od = OptionalDouble.of(-0.0);
        System.out.println(oi + " " + ol + " " + od + " " + oi.getAsInt() + " " + ol.orElse(-1) + " " + od.isPresent() + " " + ol.isEmpty());
        System.out.println(oi.equals(OptionalInt.of(7)) + " " + od.equals(OptionalDouble.of(0.0)) + " " + OptionalDouble.of(Double.NaN).equals(OptionalDouble.of(Double.NaN)) + " " + oi.hashCode() + " " + ol.hashCode() + " " + OptionalLong.of(1L << 33).hashCode());
        System.out.println(ol.orElseGet(() -> 42) + " " + oi.stream().sum() + " " + ol.stream().count());
        oi.ifPresent(v -> System.out.println("present " + v));
        ol.ifPresentOrElse(v -> System.out.println("no"), () -> System.out.println("empty long"));
        try {
            ol.getAsLong();
        } catch (java.util.NoSuchElementException e) {
            System.out.println(e.getMessage());
        }
        try {
            OptionalDouble.empty().orElseThrow(() -> new IllegalArgumentException("none"));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        java.util.IntSummaryStatistics st = new java.util.IntSummaryStatistics();
        IntStream.of(8, -3).forEach(st);
        java.util.IntSummaryStatistics st2 = new java.util.IntSummaryStatistics(2, 1, 5, 6);
        st.combine(st2);
        System.out.println(st + " " + st.getMin() + " " + st.getMax() + " " + st.getCount());
        try {
            new java.util.LongSummaryStatistics(1, 5, 1, 3);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
