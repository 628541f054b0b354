// Regex replacement and splitting: replaceAll/replaceFirst with $n, ${name}
// and \ escapes, appendReplacement/appendTail on StringBuffer and
// StringBuilder, a function replacer, Pattern.split and String.split with
// limits (zero-width matches, leading/trailing empties), quote and
// quoteReplacement, and the exceptions bad replacements and patterns throw.
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

public class Regex_Replace {
    static String show(String[] parts) {
        StringBuilder sb = new StringBuilder().append(parts.length).append(':');
        for (String p : parts) sb.append('[').append(p).append(']');
        return sb.toString();
    }

    public static void main(String[] args) {
        System.out.println("John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        System.out.println("a1b2c3".replaceAll("\\d", "<$0>") + " " + "a1b2c3".replaceFirst("\\d", "#"));
        System.out.println("2024-01-15".replaceAll("(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)", "${d}/${m}/${y}"));
        System.out.println("cost: 5".replaceAll("\\d", "\\$$0.00") + " " + "a.b".replaceAll("\\.", "\\\\"));
        System.out.println("abcdefghijkl".replaceAll("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)", "$11-$10-$1"));
        System.out.println("aaa".replaceAll("a*", "X") + " " + "abc".replaceAll("", "-") + " " + "abc".replaceAll("x*", "_"));
        System.out.println("Hello World".replaceAll("(?i)[aeiou]", "*") + " " + "tab\tand  spaces".replaceAll("\\s+", " "));
        System.out.println("one two three".replaceAll("\\b(\\w)", "[$1]") + " " + "x".replaceAll("x", Matcher.quoteReplacement("$1\\")));
        Pattern p = Pattern.compile("cat");
        Matcher m = p.matcher("one cat two cats in the yard");
        StringBuffer sb = new StringBuffer();
        while (m.find()) {
            m.appendReplacement(sb, "dog");
        }
        m.appendTail(sb);
        System.out.println(sb);
        m = Pattern.compile("(\\d+)").matcher("3 apples and 12 pears");
        StringBuilder sb2 = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb2, String.valueOf(Integer.parseInt(m.group(1)) * 2));
        }
        System.out.println(m.appendTail(sb2));
        System.out.println(Pattern.compile("[a-z]+").matcher("abc def").replaceAll(r -> r.group().toUpperCase() + r.start()));
        System.out.println(Pattern.compile("o").matcher("foo boo").replaceFirst(r -> "0"));
        System.out.println(show("a,b;c d".split("[,; ]")) + " " + show("a1b2c3".split("\\d")) + " " + show("a1b2c3".split("\\d", -1)));
        System.out.println(show("boo:and:foo".split("o", 2)) + " " + show("boo:and:foo".split("o", 5)) + " " + show("boo:and:foo".split("o", -2)) + " " + show("boo:and:foo".split("o")));
        System.out.println(show("abc".split("")) + " " + show("abc".split("", 2)) + " " + show("".split("")) + " " + show(" a b ".split(" ")));
        System.out.println(show(",a,,b,".split(",")) + " " + show(",a,,b,".split(",", 10)) + " " + show("a\\b\\c".split("\\\\")) + " " + show("1.2.3".split(".")));
        System.out.println(show("camelCaseString".split("(?=[A-Z])")) + " " + show("x1y22z".split("(?<=\\d)(?=\\D)")) + " " + show(Pattern.compile("\\s*,\\s*").split("a , b,c ,d")));
        System.out.println(show("a||b".split("\\|")) + " " + show("a.b.c".split("\\.", 2)) + " " + show("key=value=x".split("=", 2)) + " " + show("aXbXc".split("X")));
        System.out.println(Pattern.quote("a.b") + " " + "a.b.c".split(Pattern.quote("."))[1] + " " + Pattern.quote("x\\Ey") + " " + "x\\Ey".matches(Pattern.quote("x\\Ey")));
        String[] bad = {"\\d", "$", "\\", "$x", "$9", "${nope}", "${", "${}"};
        for (String r : bad) {
            try {
                System.out.println(Pattern.compile("(a)(?<g>b)").matcher("ab").replaceAll(r));
            } catch (RuntimeException e) {
                System.out.println(r + " -> " + e);
            }
        }
        String[] pats = {"(ab", "*a", "a)", "[ab", "a{", "x{2,1}", "[b-a]", "\\k", "a\\", "(?<n>a", "a**", "+", "(?z)",
            "a{1", "\\p{Foo}", "?", "a|*", "(?<1a>x)", "(?<n>a)(?<n>b)", "\\xZZ", "\\q", "{", "x{,2}", "((a)", "a{2}{3}", "[a-\\d]"};
        for (String s : pats) {
            try {
                Pattern.compile(s);
                System.out.println("compiled " + s);
            } catch (PatternSyntaxException e) {
                System.out.println(e.getDescription() + " | " + e.getIndex() + " | " + e.getPattern());
                System.out.println(e.getMessage());
            }
        }
        Matcher mm = Pattern.compile("a(b)?").matcher("ac");
        try {
            mm.group();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        mm.find();
        System.out.println(mm.group(1) + " " + mm.start(1) + " " + mm.end());
        try {
            mm.group(2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            mm.group("x");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(Pattern.compile("a").asPredicate().test("bab") + " " + Pattern.compile("a").asMatchPredicate().test("bab"));
    }
}
