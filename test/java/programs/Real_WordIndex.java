import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

// A concordance built with collections and lambdas: words to line numbers
// in a TreeMap of lists, printed with String.format.
public class Real_WordIndex {
    public static void main(String[] args) {
        String[] lines = {
            "the lantern shines on the road",
            "a road winds past the old mill",
            "the mill keeps a lantern lit",
            "and the keeper walks the road at night"
        };
        Map<String, List<Integer>> index = new TreeMap<>();
        for (int i = 0; i < lines.length; i++)
            for (String w : lines[i].split(" "))
                index.computeIfAbsent(w, k -> new ArrayList<>()).add(i + 1);
        index.forEach((w, ls) -> System.out.println(String.format("%-8s %2d %s", w, ls.size(), ls)));
    }
}
