// Stream views of text: String.lines (\n, \r, \r\n; no trailing empty
// line), chars, codePoints (surrogate pairs), Matcher.results,
// Pattern.splitAsStream, Scanner.tokens, combined with collectors.
import java.util.Scanner;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

public class Strings_Streams {
    public static void main(String[] args) {
        System.out.println("a\nb\r\nc\rd\n".lines().collect(Collectors.toList()) + " " + "".lines().count() + " " + "\n".lines().count()
            + " " + "x\n\ny".lines().map(String::length).collect(Collectors.toList()));
        System.out.println("hello".chars().filter(c -> c == 'l').count() + " " + "abc".chars().sum() + " "
            + "a\uD83D\uDE00b".codePoints().count() + " " + "a\uD83D\uDE00b".chars().count() + " "
            + "zyx".chars().mapToObj(c -> String.valueOf((char) c)).sorted().collect(Collectors.joining(",")));
        System.out.println(Pattern.compile("\\d+").matcher("a1b22c333").results().map(MatchResult::group).collect(Collectors.toList())
            + " " + Pattern.compile("(\\w)(\\d)").matcher("a1 b2 c3").results().map(r -> r.group(2) + r.group(1) + r.start()).collect(Collectors.joining("|")));
        System.out.println(Pattern.compile(",").splitAsStream("x,y,,z,,").collect(Collectors.toList()) + " "
            + Pattern.compile("\\s+").splitAsStream("the quick brown fox").filter(w -> w.length() > 3).count());
        System.out.println(new Scanner("5 3 9 1").tokens().mapToInt(Integer::parseInt).max().getAsInt() + " "
            + new Scanner("b,a,c").useDelimiter(",").tokens().sorted().collect(Collectors.joining("+")));
        String text = "It was the best of times, it was the worst of times";
        java.util.Map<String, Long> freq = Pattern.compile("\\W+").splitAsStream(text.toLowerCase())
            .collect(Collectors.groupingBy(w -> w, java.util.TreeMap::new, Collectors.counting()));
        System.out.println(freq);
    }
}
