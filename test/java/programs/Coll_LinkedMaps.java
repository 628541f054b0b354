import java.util.*;

// LinkedHashMap insertion and access order, an LRU cache through
// removeEldestEntry, re-put keeping position, LinkedHashSet order.
public class Coll_LinkedMaps {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        final int cap;
        Lru(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            if (size() > cap) { System.out.println("evict " + eldest); return true; }
            return false;
        }
    }

    public static void main(String[] args) {
        Map<String, Integer> lm = new LinkedHashMap<>();
        for (String s : "zeta alpha mu beta alpha omega".split(" ")) lm.merge(s, 1, Integer::sum);
        lm.put("zeta", 9);
        System.out.println(lm);
        lm.remove("mu");
        lm.put("mu", 2);
        lm.putIfAbsent("alpha", 100);
        lm.computeIfAbsent("new", String::length);
        System.out.println(lm + " " + lm.keySet() + " " + lm.values());
        Lru<Integer, String> lru = new Lru<>(3);
        for (int i = 1; i <= 4; i++) lru.put(i, "v" + i);
        lru.get(2);
        lru.put(5, "v5");
        lru.getOrDefault(3, "none");
        lru.put(4, "v4b");
        lru.put(6, "v6");
        System.out.println(lru);
        Map<Integer, Integer> ao = new LinkedHashMap<>(8, 0.75f, true);
        for (int i = 0; i < 6; i++) ao.put(i, i * i);
        ao.get(0); ao.get(3); ao.containsKey(1); ao.compute(4, (k, v) -> v + 1); ao.merge(5, 1, Integer::sum);
        System.out.println(ao);
        Iterator<Integer> it = ao.keySet().iterator();
        it.next();
        ao.get(2);
        try { it.next(); } catch (ConcurrentModificationException e) { System.out.println("CME on access"); }
        Set<String> lhs = new LinkedHashSet<>();
        for (String s : "delta alpha charlie alpha bravo delta echo".split(" ")) lhs.add(s);
        lhs.remove("charlie");
        lhs.add("charlie");
        System.out.println(lhs + " " + lhs.contains("echo") + " " + lhs.equals(new HashSet<>(lhs)));
        LinkedHashMap<String, Integer> copy = new LinkedHashMap<>(lm);
        copy.entrySet().removeIf(e -> e.getValue() > 5);
        copy.replaceAll((k, v) -> v * 100);
        System.out.println(copy + " " + copy.entrySet().iterator().next().getKey());
        StringBuilder sb = new StringBuilder();
        copy.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println(sb.toString().trim());
    }
}
