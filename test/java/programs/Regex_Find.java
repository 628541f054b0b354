// java.util.regex on a table of patterns: every find() with its groups and
// bounds, matches(), lookingAt() -- literals, escapes, classes (ranges,
// negation, union, intersection, POSIX), anchors, alternation, greedy,
// reluctant and possessive quantifiers, counted repetition, back references,
// named groups, look-around, atomic groups and inline/compile flags.
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Regex_Find {
    static void show(Pattern p, String input) {
        Matcher m = p.matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append('/').append(p.pattern()).append("/ on \"").append(input.replace("\n", "\\n")).append("\":");
        int n = 0;
        while (m.find() && n++ < 20) {
            sb.append(" [").append(m.start()).append(',').append(m.end()).append(" '").append(m.group().replace("\n", "\\n")).append('\'');
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(" g").append(g).append('=').append(m.group(g) == null ? "null" : m.group(g).replace("\n", "\\n"));
            }
            sb.append(']');
        }
        sb.append(" matches=").append(m.matches()).append(" lookingAt=").append(m.lookingAt());
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String[][] table = {
            {"abc", "xxabcxabcabx"}, {"a.c", "abc a\nc aXc"}, {"\\d+", "a1b22c333 4444"}, {"\\D+", "a1b22c"},
            {"\\w+", "hello, world_42 !"}, {"\\W", "a-b c"}, {"\\s+", "a \t b\n\nc"}, {"\\S+", "  x yy  "},
            {"[a-c]+", "abcdcba"}, {"[^a-c]+", "abcdefcba"}, {"[a-z&&[^aeiou]]+", "programming"},
            {"[a-d[x-z]]+", "abxyzef"}, {"[\\d.]+", "v1.2.3-beta"}, {"[-+]?\\d+", "3 -4 +5 --6"}, {"[]a]+", "a]]b"},
            {"\\p{Upper}\\p{Lower}*", "Hello World FOO"}, {"\\p{Alpha}+|\\p{Digit}+", "ab12cd"}, {"\\p{Punct}", "a,b.c!"},
            {"\\p{L}+", "Grüße, Welt"}, {"\\p{Lu}", "aBcD"}, {"\\P{Alnum}+", "ab, cd!"}, {"\\p{javaLowerCase}+", "abCde"},
            {"^\\w+", "first second"}, {"\\w+$", "first second"}, {"(?m)^\\w+$", "one\ntwo\nthree"}, {"^$", ""},
            {"(?m)^", "a\nb\n"}, {"$", "a\nb\n"}, {"\\bcat\\b", "cat concat cat."}, {"\\Bcat", "cat concat"},
            {"cat|dog|bird", "a dog and a cat"}, {"(a|ab)(c|bcd)(d*)", "abcd"}, {"a*", "baaa"}, {"a*?", "aaa"},
            {"a+?b", "aaab"}, {"<.+>", "<a><b>"}, {"<.+?>", "<a><b>"}, {"a*+a", "aaaa"}, {"(?>a+)b", "aaab"},
            {"x{2}", "xxxxx"}, {"x{2,}", "x xx xxxxx"}, {"x{1,3}", "xxxxxxx"}, {"x{0}y", "xy"}, {"(ab){2,3}", "ababababab"},
            {"(\\w)\\1", "hello bookkeeper"}, {"(\\w+) \\1", "the the cat cat dog"}, {"(?<word>\\w+)-\\k<word>", "ab-ab cd-ce"},
            {"(?i)hello", "Hello HELLO hello hElLo"}, {"(?i:a)b", "Ab AB ab"}, {"a(?=b)", "ab ac"}, {"a(?!b)", "ab ac"},
            {"(?<=\\$)\\d+", "cost $42 or 17"}, {"(?<!\\$)\\b\\d+", "cost $42 or 17"}, {"(a)|(b)", "ab"},
            {"(a(b(c)))", "abc"}, {"(a)?b", "b ab"}, {"(a*)*b", "aab"}, {"(a|b)*c", "abbac"}, {"(?:ab)+", "ababx"},
            {"\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\\\\\|\\^\\$", ".*+?()[]{}\\|^$"}, {"\\Q.*\\E+", ".*.*"}, {"\\t\\x41\\u0042\\0103", "\tABC"},
            {"(?s).+", "a\nb"}, {".+", "a\nb"}, {"\\R", "a\r\nb\nc"}, {"(?x) a b # comment\n c", "abc"},
            {"[\\w&&[^\\d]]+", "ab12cd"}, {"\\h+", "a \t b"}, {"(\\d{3})-(\\d{4})", "call 555-1234 or 555-9876"},
            {"^(\\+|-)?\\d+(\\.\\d+)?([eE][-+]?\\d+)?$", "-12.5e10"}, {"([a-z]+)@([a-z]+)\\.com", "joe@example.com, ann@test.com"},
            {"(?i)[a-c]+", "ABCabcD"}, {"\\Ga", "aab"}, {"a\\z", "a\na"}, {"a\\Z", "ba\n"}, {"\\Aa", "aa"},
            {"", "abc"}, {"b*", "abc"}, {"(a)(?:b)(c)", "abc"}, {"[^\\n]+", "one\ntwo"}, {"[.]", "a.b"},
            {"(x+x+)+y", "xxxxxxxxxxy"}, {"((a)|b)+", "ab"}, {"(a|b|c)+?c", "abcabc"}, {"[^]a]", "]ab"},
        };
        for (String[] row : table) {
            show(Pattern.compile(row[0]), row[1]);
        }
        show(Pattern.compile("HELLO", Pattern.CASE_INSENSITIVE), "hello Hello");
        show(Pattern.compile("^b", Pattern.MULTILINE), "a\nb\nb");
        show(Pattern.compile("a.b", Pattern.DOTALL), "a\nb");
        show(Pattern.compile("a.b|[x]", Pattern.LITERAL), "a.b|[x] axb");
        show(Pattern.compile("\u00e9", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE), "\u00c9\u00e9");
        Matcher m = Pattern.compile("(?<year>\\d{4})-(?<month>\\d\\d)").matcher("on 2024-03 and 1999-12");
        while (m.find()) {
            System.out.println(m.group("year") + "/" + m.group("month") + " " + m.start("month") + " " + m.end("year"));
        }
        m = Pattern.compile("\\d+").matcher("a12b345c6");
        System.out.println(m.find(4) + " " + m.group() + " " + m.find() + " " + m.group() + " " + m.find());
        m.reset("77 88");
        System.out.println(m.lookingAt() + " " + m.group() + " " + m.hitEnd() + " " + m);
        m.region(3, 5);
        System.out.println(m.find() + " " + m.group() + " " + m.regionStart() + " " + m.regionEnd());
        System.out.println(Pattern.matches("[a-z]+", "abc") + " " + Pattern.matches("[a-z]+", "abc1")
            + " " + Pattern.compile("b").matcher("abc").lookingAt() + " " + Pattern.compile("a|ab").matcher("ab").matches());
        System.out.println(Pattern.compile("x", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE).flags() + " "
            + Pattern.compile("(a)(b(c))").matcher("").groupCount());
    }
}
