// String API corners: split with positive/zero/negative limits and
// leading/trailing/adjacent separators, single-char fast-path vs regex
// separators, join/repeat/strip/trim/isBlank/lines/indent, chars() and
// codePoints() with surrogate pairs (escaped, printed as numbers),
// compareTo/compareToIgnoreCase, regionMatches, and case mapping of ASCII.
import java.util.*;
import java.util.stream.*;

public class Strings_SplitStrip {
    static String show(String[] parts) {
        StringBuilder sb = new StringBuilder().append(parts.length).append(':');
        for (String p : parts) sb.append('<').append(p).append('>');
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] inputs = {"a,b,,c,,", ",a,b", "", ",", ",,", "abc", "a,,b,,,c"};
        for (String in : inputs)
            for (int limit : new int[] {0, -1, 1, 2, 5})
                System.out.println("'" + in + "' limit " + limit + " -> " + show(in.split(",", limit)));
        System.out.println(show("a1b22c333d".split("\\d+")) + " " + show("a1b22c333d".split("\\d")) + " " + show("boo:and:foo".split("o", -2)) + " " + show("boo:and:foo".split("o")));
        System.out.println(show(" hello   world  ".split(" ")) + " " + show(" hello   world  ".trim().split("\\s+")) + " " + show("a.b.c".split(".")) + " " + show("a.b.c".split("\\.")) + " " + show("a|b|c".split("|")));
        System.out.println(show("abc".split("")) + " " + show("a\tb\nc".split("\\s")) + " " + show("key=value=more".split("=", 2)) + " " + show("x".split("x")) + " " + show("xax".split("x")));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("", List.of()) + " " + String.join(", ", new TreeSet<>(Set.of("z", "y", "x"))) + " " + String.join("/", Arrays.asList("a", null, "c")));
        System.out.println("ab".repeat(3) + "|" + "".repeat(5) + "|" + "x".repeat(0) + "|");
        try { "x".repeat(-1); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        String ws = " \t\u2003 text \u2003\n ";
        System.out.println("[" + ws.trim().length() + "][" + ws.strip() + "][" + ws.stripLeading().length() + "][" + ws.stripTrailing().length() + "] " + "  ".isBlank() + " " + "\u2003".isBlank() + " " + "".isEmpty() + " " + " a ".isBlank());
        String multi = "line1\nline2\r\nline3\rline4\n\nline6\n";
        System.out.println(multi.lines().collect(Collectors.toList()) + " " + multi.lines().count());
        System.out.print("one\ntwo".indent(2));
        System.out.print("    deep\n  less\n".indent(-2));
        System.out.println("[" + "x\ny".indent(0) + "]");
        String s = "Hello, World";
        System.out.println(s.chars().filter(Character::isUpperCase).count() + " " + s.chars().map(Character::toLowerCase).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()) + " " + s.chars().sum());
        String sur = "a\uD83D\uDE00b\uD834\uDD1Ec";
        System.out.println(sur.length() + " " + sur.codePointCount(0, sur.length()) + " " + sur.codePoints().boxed().collect(Collectors.toList()) + " " + sur.chars().boxed().collect(Collectors.toList()));
        System.out.println(sur.codePointAt(1) + " " + sur.codePointAt(2) + " " + sur.codePointBefore(3) + " " + sur.offsetByCodePoints(0, 3) + " " + Character.charCount(sur.codePointAt(1)) + " " + new StringBuilder(sur).reverse().codePoints().boxed().collect(Collectors.toList()));
        String[] cmp = {"apple", "Apple", "APPLE", "apples", "app", "banana", "", "B"};
        StringBuilder sb = new StringBuilder();
        for (String a : cmp) for (String b : cmp) if (a.compareTo(b) != 0 || a.compareToIgnoreCase(b) != 0) sb.append(Integer.signum(a.compareTo(b)) + Integer.signum(a.compareToIgnoreCase(b)) * 3 + 4);
        System.out.println(sb);
        System.out.println("apple".compareTo("Apple") + " " + "apple".compareToIgnoreCase("APPLE") + " " + "a".compareTo("abc") + " " + "abc".compareTo("abd") + " " + "Z".compareTo("a"));
        String[] sorted = cmp.clone();
        Arrays.sort(sorted, String::compareToIgnoreCase);
        System.out.println(Arrays.toString(sorted));
        System.out.println("Hello World".regionMatches(6, "World", 0, 5) + " " + "Hello World".regionMatches(true, 6, "WORLD!", 0, 5) + " " + "Hello".regionMatches(-1, "H", 0, 1) + " " + "Hello".regionMatches(0, "Hello", 0, 99));
        System.out.println("MiXeD 123 ab".toUpperCase() + " " + "MiXeD 123 AB".toLowerCase() + " " + "title case words here".substring(0, 1).toUpperCase() + "itle");
        System.out.println("abcabc".indexOf('c') + " " + "abcabc".indexOf('c', 3) + " " + "abcabc".lastIndexOf("bc") + " " + "abcabc".lastIndexOf('a', 2) + " " + "abcabc".indexOf("") + " " + "abcabc".lastIndexOf("") + " " + "abc".indexOf("abcd") + " " + "abcabc".indexOf("ca", -5));
        System.out.println("a-b-c".replace('-', '+') + " " + "aaa".replace("aa", "b") + " " + "abc".replace("", "-") + " " + "x.y.z".replace(".", "") + " " + "hello".contains("ll") + " " + "hello".endsWith("") + " " + "hello".startsWith("lo", 3));
        System.out.println(String.valueOf(new char[] {'h', 'i'}) + " " + String.valueOf(new char[] {'a', 'b', 'c', 'd'}, 1, 2) + " " + String.copyValueOf(new char[] {'z'}) + " " + new String(new char[] {'x', 'y', 'z'}, 1, 2) + " " + "abc".toCharArray().length + " " + String.valueOf((Object) null) + " " + "%d items".formatted(3));
        try { "abc".substring(2, 1); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE " + e.getMessage()); }
        try { "abc".charAt(5); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE " + e.getMessage()); }
        try { "abc".substring(-1); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE " + e.getMessage()); }
        System.out.println("Stra\u00dfe".length() + " " + "\u00c9cole".toLowerCase().equals("\u00e9cole") + " " + "ABC".equalsIgnoreCase("abc") + " " + "abc".contentEquals(new StringBuilder("abc")) + " " + "a,b;c d".split("[,; ]").length);
    }
}
