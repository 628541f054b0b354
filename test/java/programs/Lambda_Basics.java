import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;

// Lambdas and method references (invokedynamic with LambdaMetafactory):
// capturing locals and this, static/instance/constructor references,
// composition, and a lambda that throws (its frame name in the trace).
public class Lambda_Basics {
    int base = 100;
    Function<Integer, Integer> adder() { return x -> x + base; }

    public static void main(String[] args) {
        int k = 3;
        Function<Integer, Integer> times = x -> x * k;
        Function<Integer, Integer> plus1 = x -> x + 1;
        System.out.println(times.apply(5) + " " + times.andThen(plus1).apply(5) + " " + times.compose(plus1).apply(5));
        IntBinaryOperator max = Math::max;
        BiFunction<String, Integer, Character> charAt = String::charAt;
        Supplier<StringBuilder> mk = StringBuilder::new;
        Function<String, Integer> len = String::length;
        System.out.println(max.applyAsInt(3, 9) + " " + charAt.apply("lambda", 2) + " " + mk.get().append("new").length() + " " + len.apply("four"));
        Predicate<String> empty = String::isEmpty;
        System.out.println(empty.test("") + " " + empty.negate().test("") + " " + empty.or(s -> s.startsWith("x")).test("xy"));
        System.out.println(new Lambda_Basics().adder().apply(5));
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        Function<Integer, Integer> div = x -> 10 / x;
        System.out.println(div.apply(0));
    }
}
