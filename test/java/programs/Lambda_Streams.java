import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

// Streams: IntStream ranges, map/filter/reduce, collect to lists, joining,
// grouping into a TreeMap, sorted with comparators.
public class Lambda_Streams {
    public static void main(String[] args) {
        System.out.println(IntStream.rangeClosed(1, 10).map(x -> x * x).filter(x -> x % 2 == 1).sum());
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "foxtrot");
        System.out.println(words.stream().filter(w -> w.length() > 4).map(String::toUpperCase).sorted().collect(Collectors.toList()));
        System.out.println(words.stream().collect(Collectors.joining(", ", "{", "}")));
        java.util.TreeMap<Integer, Long> byLength = words.stream().collect(Collectors.groupingBy(String::length, java.util.TreeMap::new, Collectors.counting()));
        System.out.println(byLength);
        System.out.println(IntStream.range(0, 20).boxed().reduce(0, Integer::sum) + " " + IntStream.of(3, 1, 2).max().getAsInt());
        System.out.println(Arrays.stream(new int[] {5, 3, 8}).mapToObj(Integer::toString).collect(Collectors.joining("+")));
    }
}
