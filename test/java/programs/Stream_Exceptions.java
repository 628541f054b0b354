import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

// Exceptions thrown inside stream lambdas reach the caller unchanged, after
// the elements before them were processed; the uncaught one at the end
// shows the program's lambda frames in its stack trace.
public class Stream_Exceptions {
    static int check(int x) {
        if (x == 3) {
            throw new IllegalArgumentException("bad element " + x);
        }
        return x * 10;
    }

    public static void main(String[] args) {
        List<Integer> done = new ArrayList<>();
        try {
            Stream.of(1, 2, 3, 4).map(Stream_Exceptions::check).forEach(done::add);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + " after " + done);
        }
        try {
            IntStream.range(0, 10).map(i -> 10 / (5 - i)).sum();
        } catch (ArithmeticException e) {
            System.out.println("caught " + e);
        }
        try {
            Stream.of("a", "bb").collect(Collectors.toMap(String::length, s -> s, (a, b) -> { throw new UnsupportedOperationException("merge " + a + b); }));
            System.out.println("no duplicates");
            Stream.of("a", "b").collect(Collectors.toMap(String::length, s -> s, (a, b) -> { throw new UnsupportedOperationException("merge " + a + b); }));
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
        try {
            Stream.of(new Object(), new Object()).sorted().toList();
        } catch (ClassCastException e) {
            System.out.println("sorted needs Comparable");
        }
        try {
            Stream.of("x").map(s -> (Integer) (Object) s).toList();
        } catch (ClassCastException e) {
            System.out.println("cast fails lazily, at the terminal operation");
        }
        Stream<String> lazy = Stream.of("p", "q").map(s -> { throw new IllegalStateException("never run"); });
        System.out.println("built without running");
        System.out.println(Stream.of("a", "b", "c").filter(s -> !s.equals("c")).map(s -> s.toUpperCase()).collect(Collectors.joining()));
        List<String> names = List.of("ann", "bob", "");
        names.stream().map(s -> s.charAt(0)).forEach(System.out::println);
    }
}
