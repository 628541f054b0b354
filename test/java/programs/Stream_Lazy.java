import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

// Laziness and short-circuiting: infinite sources end under limit,
// takeWhile and the short-circuiting terminal operations; each element
// travels the whole pipeline before the next is pulled; a short-circuit
// closes the inner streams flatMap has open, innermost first.
public class Stream_Lazy {
    static StringBuilder log = new StringBuilder();

    static Stream<Integer> inner(int x) {
        return Stream.of(x, x * 10, x * 100).onClose(() -> log.append("[close ").append(x).append("]"));
    }

    static String flush() {
        String s = log.toString();
        log.setLength(0);
        return s;
    }

    public static void main(String[] args) {
        System.out.println(Stream.iterate(1, x -> x + 1).filter(x -> x % 7 == 0).map(x -> x * x).limit(4).collect(Collectors.toList()));
        System.out.println(Stream.generate(() -> "ab").limit(3).collect(Collectors.joining()));
        System.out.println(IntStream.iterate(1, i -> i * 3).takeWhile(i -> i < 1000).boxed().toList());
        System.out.println(Stream.iterate(2, x -> x + 1).filter(n -> IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0)).skip(10).findFirst().get());
        System.out.println(IntStream.iterate(0, i -> i + 2).anyMatch(i -> i > 50) + " " + Stream.iterate("", s -> s + "x").dropWhile(s -> s.length() < 3).findFirst().get());
        List<String> steps = new ArrayList<>();
        List<Integer> out = Stream.of(5, 2, 8, 1, 9).peek(x -> steps.add("src" + x)).filter(x -> x > 1).peek(x -> steps.add("keep" + x)).map(x -> x * 2).peek(x -> steps.add("map" + x)).limit(3).collect(Collectors.toList());
        System.out.println(out + " " + steps);
        steps.clear();
        System.out.println(Stream.of(3, 1, 2).peek(x -> steps.add("a" + x)).sorted().peek(x -> steps.add("b" + x)).findFirst().get() + " " + steps);
        steps.clear();
        System.out.println(Stream.of(3, 1, 2).peek(x -> steps.add("a" + x)).distinct().peek(x -> steps.add("b" + x)).allMatch(x -> x != 1) + " " + steps);
        int[] calls = {0};
        Stream<Integer> s = Stream.of(1, 2, 3).map(x -> { calls[0]++; return x; });
        System.out.println("before terminal " + calls[0]);
        System.out.println(s.iterator().next() + " after first pull " + calls[0]);

        System.out.println(Stream.of(1, 2, 3).flatMap(Stream_Lazy::inner).findFirst() + flush());
        System.out.println(Stream.of(1, 2, 3).flatMap(Stream_Lazy::inner).anyMatch(v -> v == 20) + flush());
        System.out.println(Stream.of(1, 2, 3).flatMap(Stream_Lazy::inner).limit(4).toList() + flush());
        Stream.of(1, 2, 3).flatMap(Stream_Lazy::inner).limit(2).forEach(v -> log.append(" v").append(v));
        System.out.println(flush());
        System.out.println(Stream.of(1, 2, 3).flatMap(Stream_Lazy::inner).takeWhile(v -> v < 100).toList() + flush());
        System.out.println(Stream.of(1, 2, 3).flatMap(Stream_Lazy::inner).allMatch(v -> v < 50) + flush());
        System.out.println(Stream.of(1, 2).flatMap(x -> inner(x).flatMap(Stream_Lazy::inner)).limit(2).toList() + flush());
        System.out.println(Stream.of(1, 2).flatMap(Stream_Lazy::inner).count() + flush());
        System.out.println(IntStream.of(1, 2).flatMap(x -> IntStream.of(x, x).onClose(() -> log.append("[int ").append(x).append("]"))).findFirst() + flush());
    }
}
