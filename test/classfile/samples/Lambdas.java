// Sample for test_classfile: lambdas, method references, string concatenation.
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class Lambdas {
    private final String field = "f";

    static int stat(String s) { return s.length(); }

    String instance(int k) {
        Function<String, String> f = s -> s + field + k;
        return f.apply("x");
    }

    public static void main(String[] args) {
        int k = args.length;
        String str = "abc";
        Runnable r = () -> System.out.println("run " + k);
        IntSupplier is = () -> k + str.length();
        Function<String, Integer> len = String::length;
        Supplier<List<String>> mk = ArrayList::new;
        Function<String, Integer> st = Lambdas::stat;
        r.run();
        long l = 1L << 40;
        double d = 2.5;
        System.out.println("s=" + str + " i=" + is.getAsInt() + " l=" + l + " d=" + d + len.apply("xy") + mk.get() + st.apply("q"));
        System.out.println(new Lambdas().instance(3));
    }
}
