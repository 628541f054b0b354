import java.util.*;

// Map default methods on HashMap, TreeMap, LinkedHashMap and a custom
// AbstractMap: getOrDefault, putIfAbsent, compute*, merge (including
// removal by null), replace, remove(k, v), forEach, replaceAll; entry
// sorting with Map.Entry.comparingByValue/Key; word counting.
public class Coll_MapDefaults {
    static class Tiny extends AbstractMap<String, Integer> {
        public Set<Map.Entry<String, Integer>> entrySet() {
            Set<Map.Entry<String, Integer>> s = new LinkedHashSet<>();
            s.add(new AbstractMap.SimpleEntry<>("one", 1));
            s.add(new AbstractMap.SimpleImmutableEntry<>("two", 2));
            return s;
        }
    }

    static void exercise(Map<String, Integer> m) {
        for (String w : "to be or not to be that is the question to be".split(" ")) m.merge(w, 1, Integer::sum);
        m.putIfAbsent("to", 100);
        m.putIfAbsent("extra", 7);
        m.computeIfPresent("or", (k, v) -> null);
        m.computeIfPresent("zzz", (k, v) -> 1);
        m.compute("is", (k, v) -> v == null ? 1 : v + 10);
        m.compute("nope", (k, v) -> null);
        m.computeIfAbsent("question", k -> 99);
        m.computeIfAbsent("q2", k -> null);
        m.merge("that", 5, (x, y) -> null);
        System.out.println(m.replace("not", 3) + " " + m.replace("absent", 3) + " " + m.replace("be", 3, 33) + " " + m.replace("be", 4, 44));
        System.out.println(m.remove("extra", 8) + " " + m.remove("extra", 7) + " " + m.getOrDefault("extra", -1));
        System.out.println(m);
        m.replaceAll((k, v) -> k.length() * 100 + v);
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k.charAt(0)).append(v % 100));
        System.out.println(sb + " " + m.keySet() + " " + m.values());
        m.keySet().remove("the");
        m.values().remove(233);
        m.entrySet().removeIf(e -> e.getKey().startsWith("q"));
        System.out.println(m + " " + m.size());
    }

    public static void main(String[] args) {
        exercise(new HashMap<>());
        exercise(new TreeMap<>());
        exercise(new LinkedHashMap<>());
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "b a c b a b d e a b".split(" ")) counts.put(w, counts.getOrDefault(w, 0) + 1);
        List<Map.Entry<String, Integer>> es = new ArrayList<>(counts.entrySet());
        es.sort(Map.Entry.comparingByValue(Comparator.reverseOrder()));
        System.out.println(es);
        es.sort(Map.Entry.comparingByKey());
        System.out.println(es);
        es.sort(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder())));
        System.out.println(es + " " + es.get(0).getKey() + "=" + es.get(0).getValue());
        Tiny t = new Tiny();
        System.out.println(t + " " + t.get("two") + " " + t.containsKey("one") + " " + t.containsValue(3) + " " + t.size() + " " + t.keySet() + " " + t.values() + " " + t.equals(Map.of("one", 1, "two", 2)) + " " + t.hashCode());
        try { t.put("three", 3); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        Map<String, List<String>> multi = new TreeMap<>();
        for (String w : "apple avocado banana blueberry cherry apricot".split(" ")) multi.computeIfAbsent(w.substring(0, 1), k -> new ArrayList<>()).add(w);
        System.out.println(multi);
        Map<Integer, Integer> memo = new HashMap<>();
        System.out.println(fib(40, memo) + " " + memo.size());
        try { new HashMap<String, Integer>().merge("k", null, Integer::sum); } catch (NullPointerException e) { System.out.println("NPE merge"); }
        AbstractMap.SimpleEntry<String, Integer> se = new AbstractMap.SimpleEntry<>("k", 1);
        se.setValue(2);
        System.out.println(se + " " + se.hashCode() + " " + se.equals(Map.entry("k", 2)));
    }

    static long fib(int n, Map<Integer, Integer> memo) {
        if (n < 2) return n;
        Integer c = memo.get(n);
        if (c != null) return c;
        long r = fib(n - 1, memo) + fib(n - 2, memo);
        memo.put(n, (int) r);
        return r;
    }
}
