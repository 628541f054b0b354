import java.util.Comparator;
import java.util.function.UnaryOperator;

// Functional interfaces with default/static methods from java.util.function
// and Comparator combinators used with anonymous classes and lambdas.
public class Interfaces_Functional {
    public static void main(String[] args) {
        Comparator<String> byLen = Comparator.comparingInt(String::length);
        Comparator<String> both = byLen.thenComparing(Comparator.naturalOrder());
        String[] ws = {"ccc", "a", "bb", "aa", "b"};
        java.util.Arrays.sort(ws, both.reversed());
        System.out.println(String.join(",", ws));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(up.andThen(s -> s + "!").apply("hey") + " " + UnaryOperator.identity().apply("same"));
        Comparator<Integer> anon = new Comparator<Integer>() { public int compare(Integer a, Integer b) { return b - a; } };
        Integer[] xs = {3, 1, 2};
        java.util.Arrays.sort(xs, anon.thenComparing(Comparator.naturalOrder()));
        System.out.println(java.util.Arrays.toString(xs));
    }
}
