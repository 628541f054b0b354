// The String API beyond the basics: strip/stripLeading/stripTrailing vs
// trim, isBlank, repeat, indent, join, split's single-char fast path and
// limits, matches, replace with CharSequences, replaceAll/First, format with
// Locale and formatted, chained transformations over a small text.
import java.util.Locale;

public class Strings_Api {
    static String show(String[] parts) {
        StringBuilder sb = new StringBuilder().append(parts.length).append(':');
        for (String p : parts) sb.append('[').append(p).append(']');
        return sb.toString();
    }

    public static void main(String[] args) {
        String s = "\u2003 \t hello world \n\u2003";
        System.out.println("[" + s.strip() + "] [" + s.stripLeading().length() + "] [" + s.stripTrailing().length() + "] [" + s.trim().length() + "]");
        System.out.println(" ".isBlank() + " " + "\u2003\n".isBlank() + " " + "x ".isBlank() + " " + "".isBlank() + " " + "".isEmpty());
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "".repeat(5) + "|" + "-".repeat(10));
        try {
            "a".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.print("a\nb\r\nc".indent(2));
        System.out.print("    x\n  y\nz".indent(-2));
        System.out.print("keep\n".indent(0));
        System.out.println("[" + "".indent(3) + "]");
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("", new String[0]).isEmpty());
        System.out.println(show("a:b:c".split(":")) + show("a:b:c".split(":", 2)) + show(":a:b::".split(":")) + show(":a:b::".split(":", -1)));
        System.out.println(show("a.b.c".split("\\.")) + show("a|b".split("\\|")) + show("a b  c".split(" ")) + show("abc".split("b", 1)));
        System.out.println(show("no-separator".split(",")) + show("".split(":")) + show(":::".split(":")) + show("a--b--c".split("--")));
        System.out.println("abc123".matches("[a-z]+\\d+") + " " + "abc".matches("ab") + " " + "2024-01-15".matches("\\d{4}-\\d{2}-\\d{2}") + " " + "".matches("a*"));
        System.out.println("a.b.c".replace(".", "::") + " " + "aaa".replace("aa", "b") + " " + "abc".replace("", "-") + " " + "x".replace('x', 'y'));
        System.out.println("Hello World".replaceAll("o", "0") + " " + "a  b   c".replaceAll(" +", " ") + " " + "CamelCaseName".replaceAll("([A-Z])", "_$1").toLowerCase());
        System.out.println("aaa".replaceFirst("a", "b") + " " + "x1y2".replaceFirst("\\d", "") + " " + "path/to/file".replaceAll("/", "\\\\"));
        System.out.println(String.format(Locale.US, "%,.2f", 1234567.891) + " " + String.format(Locale.ROOT, "%08.3f", -3.14159) + " " + "%s-%s".formatted("a", 1));
        String text = "The quick brown fox jumps over the lazy dog";
        StringBuilder sb = new StringBuilder();
        for (String w : text.split(" ")) {
            sb.append(String.format("%-6s|%3d|%s%n", w, w.length(), w.matches(".*[aeiou]{2}.*") ? "vv" : "-"));
        }
        System.out.print(sb);
        System.out.println(String.format("%5.1f%%", 45.678) + " " + String.format("%03d:%02d", 7, 5) + " " + String.format("%s", (Object) null) + " " + String.format("%-3s|", "toolong"));
        System.out.println(String.valueOf(new char[] {'o', 'k'}) + " " + "Mississippi".lastIndexOf("ss") + " " + "Mississippi".indexOf("ss", 3) + " " + "abc".compareTo("abd") + " " + "b".compareToIgnoreCase("A"));
        System.out.println("ß".toUpperCase() + " " + "TITLE".toLowerCase() + " " + "x".concat("y"));
    }
}
