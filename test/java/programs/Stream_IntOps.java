// IntStream/LongStream/DoubleStream operations: range/rangeClosed/iterate
// (with and without a predicate), limit/skip/takeWhile/dropWhile, boxed,
// mapToObj, map/filter chains, sum/average/min/max on empty and non-empty
// streams, summary statistics toString, sorted/distinct, anyMatch family,
// Optional/OptionalInt chains (map, flatMap, or, orElseThrow messages),
// and a few number-theory pipelines (primes, perfect numbers, Collatz).
import java.util.*;
import java.util.stream.*;

public class Stream_IntOps {
    static boolean isPrime(int n) { return n > 1 && IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0); }

    static int collatz(long n) {
        int steps = 0;
        while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; steps++; }
        return steps;
    }

    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 10).boxed().collect(Collectors.toList()) + " " + IntStream.rangeClosed(5, 1).count() + " " + IntStream.range(-3, 3).sum());
        System.out.println(Arrays.toString(IntStream.iterate(1, x -> x * 2).limit(12).toArray()) + " " + Arrays.toString(IntStream.iterate(1, x -> x < 200, x -> x * 3).toArray()));
        System.out.println(IntStream.range(0, 20).skip(5).limit(5).mapToObj(i -> "i" + i).collect(Collectors.joining(",")) + " "
            + IntStream.of(1, 3, 5, 6, 7, 9).takeWhile(x -> x % 2 == 1).boxed().toList() + " " + IntStream.of(1, 3, 5, 6, 7, 9).dropWhile(x -> x % 2 == 1).boxed().toList());
        System.out.println(IntStream.empty().sum() + " " + IntStream.empty().average() + " " + IntStream.empty().max() + " " + IntStream.of(4, 8).average() + " " + IntStream.of(-4, 8, 2).min().getAsInt() + " " + LongStream.of().max().isPresent());
        System.out.println(IntStream.rangeClosed(1, 10).summaryStatistics());
        System.out.println(LongStream.rangeClosed(1, 20).summaryStatistics());
        System.out.println(DoubleStream.of(1.5, 2.5, -0.5).summaryStatistics());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3).sum() + " " + DoubleStream.of(0.1, 0.2, 0.3).average().getAsDouble() + " " + DoubleStream.iterate(1, d -> d / 2).limit(10).sum());
        System.out.println(IntStream.of(5, 3, 5, 1, 3, 9).distinct().sorted().boxed().toList() + " " + IntStream.of(5, 3, 1).map(x -> x * x).filter(x -> x > 5).boxed().toList() + " " + IntStream.of(3, 1, 2).boxed().sorted(Comparator.reverseOrder()).toList());
        System.out.println(IntStream.range(0, 5).anyMatch(x -> x > 3) + " " + IntStream.range(0, 5).allMatch(x -> x < 5) + " " + IntStream.empty().allMatch(x -> false) + " " + IntStream.empty().anyMatch(x -> true) + " " + IntStream.of(2, 4).noneMatch(x -> x % 2 == 1));
        System.out.println(IntStream.range(0, 100).filter(Stream_IntOps::isPrime).boxed().toList());
        System.out.println(IntStream.rangeClosed(2, 10000).filter(n -> IntStream.rangeClosed(1, n / 2).filter(d -> n % d == 0).sum() == n).boxed().toList());
        OptionalInt longest = IntStream.range(1, 3000).reduce((a, b) -> collatz(a) >= collatz(b) ? a : b);
        System.out.println("collatz " + longest.getAsInt() + " " + collatz(longest.getAsInt()));
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b) + " " + IntStream.rangeClosed(1, 5).mapToLong(i -> (long) i * Integer.MAX_VALUE).sum() + " " + IntStream.of(1, 2, 3).asDoubleStream().map(Math::sqrt).sum());
        System.out.println(IntStream.range(0, 26).mapToObj(i -> String.valueOf((char) ('a' + i))).filter(s -> "aeiou".contains(s)).collect(Collectors.joining()) + " "
            + "hello world".chars().filter(Character::isLetter).mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting())));
        int[][] grid = IntStream.range(0, 4).mapToObj(r -> IntStream.range(0, 5).map(c -> r * 5 + c).toArray()).toArray(int[][]::new);
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.stream(grid).flatMapToInt(Arrays::stream).filter(x -> x % 3 == 0).count() + " " + Arrays.stream(grid).mapToInt(row -> row[row.length - 1]).sum());
        System.out.println(Arrays.stream(new int[] {3, 1, 2}, 1, 3).sum() + " " + Arrays.stream(new double[] {1, 2}).map(d -> d / 4).boxed().toList() + " " + Stream.of("1", "22", "333").mapToInt(String::length).max().getAsInt());

        Optional<String> name = Optional.of("lantern");
        Optional<String> none = Optional.empty();
        System.out.println(name.map(String::toUpperCase).filter(s -> s.startsWith("L")).orElse("?") + " " + none.map(String::length).orElse(-1) + " " + name.flatMap(s -> s.length() > 3 ? Optional.of(s.length()) : Optional.empty()).get()
            + " " + none.or(() -> Optional.of("alt")).get() + " " + name.isPresent() + " " + none.isEmpty() + " " + name + " " + none + " " + Optional.ofNullable(null).orElseGet(() -> "gen"));
        try { none.get(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { none.orElseThrow(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { none.orElseThrow(() -> new IllegalStateException("custom")); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        try { Optional.of(null); } catch (NullPointerException e) { System.out.println("NPE Optional.of(null)"); }
        try { OptionalInt.empty().getAsInt(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        System.out.println(OptionalInt.of(3) + " " + OptionalDouble.of(2.5) + " " + OptionalLong.empty() + " " + OptionalInt.of(7).orElse(0) + " " + OptionalDouble.empty().orElse(Double.NaN) + " " + name.stream().count() + " " + Optional.of(1).equals(Optional.of(1)));
        StringBuilder sb = new StringBuilder();
        name.ifPresentOrElse(s -> sb.append("has ").append(s), () -> sb.append("none"));
        none.ifPresentOrElse(s -> sb.append("has ").append(s), () -> sb.append(" / none"));
        System.out.println(sb);
        List<Optional<Integer>> opts = List.of(Optional.of(1), Optional.empty(), Optional.of(3));
        System.out.println(opts.stream().flatMap(Optional::stream).mapToInt(Integer::intValue).sum() + " " + Stream.of("a", "bb", "ccc").filter(s -> s.length() > 5).findFirst() + " " + Stream.of("a", "bb").findFirst().map(s -> s + "!").orElseThrow());
        System.out.println(Stream.generate(() -> "z").limit(3).collect(Collectors.joining()) + " " + Stream.concat(Stream.of(1, 2), Stream.of(3)).map(x -> x * 10).toList() + " " + IntStream.concat(IntStream.of(1), IntStream.range(5, 7)).boxed().toList()
            + " " + Stream.of(1, 2, 3, 4, 5).mapMulti((Integer x, java.util.function.Consumer<Object> sink) -> { if (x % 2 == 1) { sink.accept(x); sink.accept(-x); } }).toList());
        List<String> peeked = new ArrayList<>();
        long c = Stream.of("p", "q", "r").peek(peeked::add).filter(s -> !s.equals("q")).count();
        System.out.println(c + " " + peeked + " " + Stream.of(1, 2, 3).iterator().next() + " " + IntStream.range(0, 3).mapToObj(i -> new int[] {i, i * i}).map(Arrays::toString).toList());
    }
}
