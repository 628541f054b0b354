import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

// ConcurrentHashMap's atomic operations, single-threaded: putIfAbsent,
// replace, remove(k, v), compute family, merge (word counting), getOrDefault,
// forEach, and the null checks.
public class Conc_CHMOps {
    public static void main(String[] args) {
        ConcurrentMap<String, Integer> m = new ConcurrentHashMap<>();
        System.out.println(m.putIfAbsent("a", 1) + " " + m.putIfAbsent("a", 2) + " " + m);
        System.out.println(m.replace("a", 5) + " " + m.replace("b", 5) + " " + m.replace("a", 4, 6) + " "
                + m.replace("a", 5, 6) + " " + m);
        System.out.println(m.remove("a", 5) + " " + m.remove("a", 6) + " " + m + " " + m.getOrDefault("a", -1));

        String text = "the quick brown fox jumps over the lazy dog the fox barks and the dog runs away quick";
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        for (String w : text.split(" ")) {
            counts.merge(w, 1, Integer::sum);
        }
        System.out.println(counts);
        counts.merge("the", 0, (a, b) -> null);
        System.out.println(counts.containsKey("the") + " " + counts.size());

        ConcurrentHashMap<Integer, List<String>> byLen = new ConcurrentHashMap<>();
        for (String w : text.split(" ")) {
            byLen.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        }
        System.out.println(byLen);
        System.out.println(byLen.computeIfAbsent(99, k -> null) + " " + byLen.containsKey(99));
        System.out.println(byLen.computeIfPresent(3, (k, v) -> null) + " " + byLen.keySet());
        System.out.println(byLen.computeIfPresent(4, (k, v) -> List.of("four")) + " " + byLen.get(4));
        System.out.println(byLen.compute(7, (k, v) -> v == null ? List.of("new") : v) + " "
                + byLen.compute(5, (k, v) -> null) + " " + byLen.keySet());

        ConcurrentHashMap<Integer, Integer> sq = new ConcurrentHashMap<>();
        for (int i = 0; i < 30; i++) {
            sq.compute(i % 17, (k, v) -> v == null ? k * k : v + 1000);
        }
        System.out.println(sq);
        StringBuilder sb = new StringBuilder();
        sq.forEach((k, v) -> sb.append(k).append(':').append(v % 1000).append(' '));
        System.out.println(sb.toString().trim());
        sq.replaceAll((k, v) -> v / 1000);
        System.out.println(sq.values() + " " + sq.containsValue(1) + " " + sq.contains(0));
        List<Integer> keys = new ArrayList<>();
        for (java.util.Enumeration<Integer> e = sq.keys(); e.hasMoreElements(); ) {
            keys.add(e.nextElement());
        }
        System.out.println(keys);

        for (Runnable r : new Runnable[] {
                () -> m.put(null, 1),
                () -> m.put("x", null),
                () -> m.get(null),
                () -> m.containsKey(null),
                () -> m.putIfAbsent("x", null),
                () -> m.computeIfAbsent(null, k -> 1),
                () -> m.merge("x", null, Integer::sum),
                () -> counts.containsValue(null),
        }) {
            try {
                r.run();
                System.out.println("no exception");
            } catch (NullPointerException e) {
                System.out.println("NPE");
            }
        }
        Map<String, Integer> plain = Map.of("k", 1);
        System.out.println(counts.equals(plain) + " " + new ConcurrentHashMap<>(plain).equals(plain));
    }
}
