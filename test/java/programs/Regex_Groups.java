// java.util.regex beyond the basics: numbered and named groups,
// backreferences, greedy/reluctant/possessive quantifiers, lookahead and
// lookbehind, alternation order, anchors and boundaries, replaceAll with
// $1/${name} and escaped '$', appendReplacement loops, find() with start/
// end, region matching, split with lookarounds, and quoting.
import java.util.*;
import java.util.regex.*;

public class Regex_Groups {
    public static void main(String[] args) {
        Pattern date = Pattern.compile("(?<y>\\d{4})-(?<m>\\d{2})-(?<d>\\d{2})");
        Matcher m = date.matcher("from 2023-01-15 to 2024-12-31, not 99-1-1");
        while (m.find())
            System.out.println(m.group() + " y=" + m.group("y") + " m=" + m.group(2) + " d=" + m.group("d") + " at " + m.start() + "-" + m.end() + " groupCount=" + m.groupCount() + " start(m)=" + m.start("m"));
        System.out.println("2023-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1") + " " + date.matcher("2023-01-15").replaceAll("${d}.${m}.${y}") + " " + "cost: 5".replaceAll("(\\d)", "\\$$1.00"));
        System.out.println("aaa bbb aaa".replaceFirst("(a+)", "[$1]") + " " + "hello world".replaceAll("(\\w)(\\w*)", "$2$1ay") + " " + "x".replaceAll("x", Matcher.quoteReplacement("$1\\")));

        Pattern dup = Pattern.compile("\\b(\\w+)\\s+\\1\\b", Pattern.CASE_INSENSITIVE);
        Matcher dm = dup.matcher("this is is a test test of The the dup dupe");
        List<String> dups = new ArrayList<>();
        while (dm.find()) dups.add(dm.group(1));
        System.out.println("dups " + dups);
        System.out.println("abab".matches("(ab)\\1") + " " + "abba".matches("(a)(b)\\2\\1") + " " + "aa".matches("(a)\\1{1}") + " " + "<b>x</b>".matches("<(\\w+)>.*</\\1>"));

        String html = "<a><b></b></a>";
        Matcher g = Pattern.compile("<.+>").matcher(html); g.find();
        Matcher r = Pattern.compile("<.+?>").matcher(html); r.find();
        Matcher p = Pattern.compile("<[^>]++>").matcher(html); p.find();
        System.out.println(g.group() + " | " + r.group() + " | " + p.group() + " | " + "aaa".matches("a*+a") + " " + "aaa".matches("a*a") + " " + "xxxx".replaceAll("x??", "-") + " " + "xxxx".replaceAll("x*?", "-"));
        System.out.println("price: $100, $2000, $35".replaceAll("(?<=\\$)\\d+", "N") + " " + "password1 pass word2".replaceAll("\\b(?=\\w*\\d)\\w+", "***") + " " + "foobar foobaz".replaceAll("foo(?!bar)", "X") + " " + "abc123def".replaceAll("(?<![a-z])\\d", "#"));
        System.out.println(Arrays.toString("camelCaseStringHere".split("(?=[A-Z])")) + " " + Arrays.toString("1,234,567".split("(?<=\\d),(?=\\d)")) + " " + Arrays.toString("a1b2c3".split("(?<=\\d)")));
        System.out.println(Pattern.compile("cat|category").matcher("category").lookingAt() + " " + matchOf("cat|category", "category") + " " + matchOf("category|cat", "category") + " " + matchOf("a{2,3}", "aaaa") + " " + matchOf("a{2,}?", "aaaa") + " " + matchOf("(a|ab)(c|bcd)(d*)", "abcd"));
        System.out.println(matchOf("^\\w+$", "line one\nline2") + " " + Pattern.compile("^\\w+$", Pattern.MULTILINE).matcher("line one\nline2").find() + " " + all("(?m)^\\w", "ab\ncd\nef") + " " + all("\\bw\\w*", "we will win wow") + " " + all("\\B\\w", "ab cd"));
        Matcher words = Pattern.compile("[A-Za-z]+").matcher("The quick brown fox jumps");
        StringBuilder sb = new StringBuilder();
        while (words.find()) words.appendReplacement(sb, words.group().length() > 4 ? words.group().toUpperCase() : "$0");
        words.appendTail(sb);
        System.out.println(sb);
        Matcher counter = Pattern.compile("\\d+").matcher("a1b22c333");
        StringBuilder sb2 = new StringBuilder();
        while (counter.find()) counter.appendReplacement(sb2, String.valueOf(Integer.parseInt(counter.group()) * 2));
        counter.appendTail(sb2);
        System.out.println(sb2 + " " + Pattern.compile("\\d+").matcher("a1b22c333").replaceAll(mr -> "<" + mr.group().length() + ">") + " " + Pattern.compile("\\d").matcher("x1y2").results().count());
        Matcher region = Pattern.compile("\\d+").matcher("abc123def456");
        region.region(6, 12);
        System.out.println(region.find() + " " + region.group() + " " + region.start() + " " + region.regionStart() + " " + region.hitEnd());
        Matcher opt = Pattern.compile("(a)?(b)?(c)").matcher("ac");
        System.out.println(opt.matches() + " " + opt.group(1) + " " + opt.group(2) + " " + opt.start(2) + " " + opt.group(3));
        System.out.println(Pattern.quote("a.b*c") + " " + "a.b*c".matches(Pattern.quote("a.b*c")) + " " + "axbbc".matches("a.b*c") + " " + Pattern.matches("[\\p{Upper}&&[^AEIOU]]+", "BCD") + " " + Pattern.matches("[a-z&&[^aeiou]]+", "rhythm"));
        try { Pattern.compile("(unclosed"); } catch (PatternSyntaxException e) { System.out.println("PSE " + e.getDescription() + " at " + e.getIndex() + " in " + e.getPattern()); }
        try { Pattern.compile("a{2,1}"); } catch (PatternSyntaxException e) { System.out.println("PSE " + e.getDescription()); }
        try { Matcher mm = date.matcher("2020-02-02"); mm.find(); mm.group("nope"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { Pattern.compile("x").matcher("y").group(); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        Pattern email = Pattern.compile("^[\\w.+-]+@([\\w-]+\\.)+[a-z]{2,}$");
        for (String e : new String[] {"a.b+c@ex-ample.co.uk", "bad@", "@bad.com", "x@y.z", "first.last@sub.domain.org"}) System.out.print(email.matcher(e).matches() + " ");
        System.out.println();
        Map<String, Integer> freq = new TreeMap<>();
        Matcher w = Pattern.compile("\\p{Alpha}+").matcher("It was the best of times, it was the worst of times; it was...");
        while (w.find()) freq.merge(w.group().toLowerCase(), 1, Integer::sum);
        System.out.println(freq);
    }

    static String matchOf(String re, String s) {
        Matcher m = Pattern.compile(re).matcher(s);
        if (!m.find()) return "none";
        StringBuilder sb = new StringBuilder(m.group());
        for (int i = 1; i <= m.groupCount(); i++) sb.append('/').append(m.group(i));
        return sb.toString();
    }

    static List<String> all(String re, String s) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile(re).matcher(s);
        while (m.find()) out.add(m.group() + "@" + m.start());
        return out;
    }
}
