// Iteration order of HashMap/HashSet/LinkedHashMap with String, Integer,
// Long, Double, Character, Boolean and record keys, across resizes (the
// order after each growth step), colliding String keys ("Aa"/"BB" chains),
// negative and large numeric keys, removals, and a map rebuilt with a
// different initial capacity.
import java.util.*;

public class Coll_HashKeys {
    record K(int a, String b) {}

    static <T> String order(Collection<T> c) {
        StringBuilder sb = new StringBuilder();
        for (T t : c) sb.append(t).append(' ');
        return sb.toString().trim();
    }

    static String collider(int n) {
        // 2^n distinct strings of length 2n sharing one hashCode
        StringBuilder sb = new StringBuilder();
        for (int i = n - 1; i >= 0; i--) sb.append(((n >> 0) & 0) == 0 && ((n >> i) & 1) == 0 ? "Aa" : "BB");
        return sb.toString();
    }

    public static void main(String[] args) {
        Set<String> strs = new HashSet<>();
        String[] words = {"zebra", "apple", "mango", "kiwi", "banana", "cherry", "date", "elder", "fig", "grape", "honeydew", "lime", "", "A", "a", "Z"};
        for (String w : words) {
            strs.add(w);
            if (strs.size() % 4 == 0) System.out.println(strs.size() + ": " + order(strs));
        }
        System.out.println(order(strs));

        Set<Integer> ints = new HashSet<>();
        for (int i = 0; i < 40; i++) ints.add(i * 37 - 500);
        ints.add(Integer.MIN_VALUE); ints.add(Integer.MAX_VALUE); ints.add(1 << 16); ints.add(65537);
        System.out.println(order(ints));

        Set<Long> longs = new HashSet<>();
        for (long v : new long[] {0, -1, 1L << 32, (1L << 32) + 1, Long.MAX_VALUE, Long.MIN_VALUE, 123456789012L, -123456789012L, 17, 1L << 40})
            longs.add(v);
        System.out.println(order(longs));

        Set<Double> doubles = new HashSet<>();
        for (double d : new double[] {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, Double.NaN, Double.POSITIVE_INFINITY, 1e-300, 3.14159, 100.25, Double.MIN_VALUE})
            doubles.add(d);
        System.out.println(order(doubles));

        Set<Character> chars = new HashSet<>();
        for (char c : "the quick brown fox jumps over the lazy dog 0123456789".toCharArray()) chars.add(c);
        System.out.println(order(chars));
        Set<Float> floats = new HashSet<>(List.of(1.5f, -2.25f, 0.1f, 1e10f, -0.0f));
        Set<Short> shorts = new HashSet<>(List.of((short) -1, (short) 300, (short) 0, (short) 32767));
        Set<Byte> bytes = new HashSet<>(List.of((byte) -128, (byte) 5, (byte) 127));
        System.out.println(order(floats) + " | " + order(shorts) + " | " + order(bytes) + " | " + order(new HashSet<>(List.of(true, false))));

        // colliding strings: same hash, insertion order preserved in the bin
        Map<String, Integer> coll = new HashMap<>();
        String[] cs = {"AaAa", "BBBB", "AaBB", "BBAa", "Aa", "BB", "C#", "Bb"};
        for (int i = 0; i < cs.length; i++) coll.put(cs[i], i);
        System.out.println(coll);
        coll.remove("AaBB");
        coll.put("AaBB", 99);
        System.out.println(coll + " " + coll.get("BBAa"));

        // resize steps: print order at sizes 12, 13, 24, 25, 48, 49
        Map<String, Integer> grow = new HashMap<>();
        Set<Integer> marks = Set.of(12, 13, 24, 25, 48, 49);
        for (int i = 0; i < 49; i++) {
            grow.put("k" + (i * 7919 % 1000), i);
            if (marks.contains(grow.size())) System.out.println(grow.size() + " -> " + order(grow.keySet()));
        }
        Map<String, Integer> small = new HashMap<>(4);
        Map<String, Integer> big = new HashMap<>(1024);
        for (String w : words) { small.put(w, w.length()); big.put(w, w.length()); }
        System.out.println(order(small.keySet()));
        System.out.println(order(big.keySet()));
        System.out.println(small.equals(big) + " " + (small.hashCode() == big.hashCode()) + " " + small.hashCode());

        // removals keep the order of the rest
        Iterator<String> it = small.keySet().iterator();
        while (it.hasNext()) if (it.next().length() % 2 == 0) it.remove();
        System.out.println(small);

        // record keys
        Map<K, String> rec = new HashMap<>();
        for (int i = 0; i < 10; i++) rec.put(new K(i % 4, "s" + i % 3), "v" + i);
        System.out.println(rec);

        // HashMap of lists of integers as values, keyed by remainder strings
        Map<String, List<Integer>> buckets = new HashMap<>();
        for (int i = 0; i < 30; i++) buckets.computeIfAbsent("r" + i % 7 + (i % 2 == 0 ? "e" : "o"), k -> new ArrayList<>()).add(i);
        System.out.println(buckets);
        System.out.println(new LinkedHashMap<>(buckets).keySet().equals(buckets.keySet()) + " " + order(new TreeMap<>(buckets).keySet()));

        // Hashtable and its different order
        Hashtable<String, Integer> ht = new Hashtable<>();
        for (String w : words) ht.put(w.isEmpty() ? "empty" : w, w.length());
        System.out.println(ht);
        System.out.println(collider(3) + " " + collider(3).hashCode());
    }
}
