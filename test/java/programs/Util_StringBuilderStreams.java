// CharSequence streams and text utilities that live outside java.lang's
// first slice: chars(), codePoints(), lines(), String.valueOf on streams.
import java.util.stream.Collectors;

public class Util_StringBuilderStreams {
    public static void main(String[] args) {
        String s = "Lantern\nruns\n\njava";
        System.out.println(s.lines().collect(Collectors.toList()) + " " + s.chars().filter(Character::isUpperCase).count());
        System.out.println("hello".chars().mapToObj(c -> Integer.toString(c)).collect(Collectors.joining(",")));
        System.out.println(new StringBuilder("abc").chars().sum() + " " + "  x ".strip().indent(2).replace("\n", "|"));
    }
}
