// Regular-expression based String methods: split (with limits, trailing
// empty strings dropped), join, replaceAll, matches, StringJoiner.
import java.util.StringJoiner;

public class Strings_SplitJoin {
    static String show(String[] parts) {
        StringBuilder sb = new StringBuilder().append(parts.length).append(':');
        for (String p : parts) sb.append('[').append(p).append(']');
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println(show("a,b,,c,,".split(",")) + " " + show("a,b,,c,,".split(",", -1)) + " " + show("a,b,c".split(",", 2)));
        System.out.println(show(" lots   of  space ".split("\\s+")) + " " + show("".split(",")) + " " + show("a1b22c333".split("\\d+")));
        System.out.println(String.join("/", "usr", "local", "bin") + " " + "2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3.$2.$1") + " " + "abc123".matches("[a-z]+\\d+"));
        StringJoiner j = new StringJoiner(", ", "{", "}");
        j.setEmptyValue("EMPTY");
        System.out.println(j);
        j.add("x").add("y");
        System.out.println(j + " " + "a-b-c".replaceFirst("-", "+") + " " + "x.y.z".split("\\.").length);
    }
}
