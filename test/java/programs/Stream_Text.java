import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

// Text processing the stream way: word frequencies sorted by count then
// word, letter histograms from chars(), per-line statistics from lines(),
// anagram groups, and a column table built with collectors.
public class Stream_Text {
    static final String TEXT = "the quick brown fox jumps over the lazy dog\n"
            + "The dog barks; the fox runs.\n"
            + "\n"
            + "A quick brown dog? No: a lazy fox!\n";

    public static void main(String[] args) {
        List<String> words = TEXT.lines().flatMap(l -> Arrays.stream(l.split("[^A-Za-z]+"))).filter(w -> !w.isEmpty()).map(String::toLowerCase).collect(Collectors.toList());
        System.out.println(words.size() + " words, " + words.stream().distinct().count() + " distinct");
        Map<String, Long> freq = words.stream().collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        System.out.println(freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey())).limit(5).map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", ")));
        System.out.println(new TreeMap<>(freq));
        Map<Character, Long> letters = TEXT.chars().filter(Character::isLetter).map(Character::toLowerCase).mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println(letters.entrySet().stream().filter(e -> e.getValue() >= 5).map(e -> e.getKey() + ":" + "#".repeat(e.getValue().intValue())).collect(Collectors.joining(" ")));
        System.out.println(TEXT.lines().map(l -> l.length() + "/" + l.split("\\s+").length).collect(Collectors.toList()) + " longest line: " + TEXT.lines().max(Comparator.comparingInt(String::length)).orElse(""));
        System.out.println(TEXT.lines().mapToInt(String::length).summaryStatistics());
        System.out.println(TEXT.chars().filter(Character::isUpperCase).count() + " capitals, " + TEXT.chars().filter(c -> ".,;:!?".indexOf(c) >= 0).count() + " punctuation, vowels " + TEXT.toLowerCase().chars().filter(c -> "aeiou".indexOf(c) >= 0).count());
        List<String> pool = List.of("listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog");
        Map<String, List<String>> anagrams = pool.stream().collect(Collectors.groupingBy(w -> w.chars().sorted().collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString(), TreeMap::new, Collectors.toList()));
        System.out.println(anagrams);
        System.out.println(anagrams.values().stream().filter(g -> g.size() > 1).map(g -> String.join("~", g)).sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).collect(Collectors.toList()));
        String table = Stream.of("alpha:1", "beta:22", "gamma:333").map(s -> s.split(":")).map(p -> String.format("%-6s|%5s", p[0], p[1])).collect(Collectors.joining("\n", "+table\n", "\n-table"));
        System.out.println(table);
        System.out.println(IntStream.rangeClosed(1, 5).mapToObj(i -> IntStream.rangeClosed(1, 5).mapToObj(j -> String.format("%3d", i * j)).collect(Collectors.joining())).collect(Collectors.joining("\n")));
        String caesar = TEXT.lines().findFirst().get().chars().map(c -> Character.isLetter(c) ? 'a' + (c - 'a' + 3) % 26 : c).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        System.out.println(caesar);
        System.out.println(Stream.of("b,a", "c", "e,d,f").flatMap(s -> Stream.of(s.split(","))).sorted().collect(Collectors.joining("", "[", "]")) + " " + "mississippi".chars().distinct().mapToObj(Character::toString).collect(Collectors.joining()));
    }
}
