import java.util.*;

// HashMap/HashSet iteration order in detail: many String and Integer keys
// across resizes, negative and Long keys, colliding hashes ("Aa"/"BB"),
// presized maps, HashSet(Collection) sizing, putAll, merge/computeIfAbsent
// (which insert at the head of a bin and resize before inserting), removal,
// null keys and values, clone, equals/hashCode against other maps.
public class Coll_HashOrder {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < 100; i++) {
            m.put("k" + (i * 7919 % 1000), i);
            if (i == 12 || i == 13 || i == 24 || i == 25 || i == 49 || i == 99) System.out.println(i + ": " + m.keySet());
        }
        Map<Integer, Integer> im = new HashMap<>();
        for (int i = -20; i < 60; i += 3) im.put(i * 1000003, i);
        System.out.println(im);
        Map<Long, String> lm = new HashMap<>();
        for (long i = 1; i < 1L << 40; i *= 7) lm.put(i, "" + (i % 10));
        System.out.println(lm);
        Set<String> coll = new HashSet<>();
        for (String s : new String[] {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "C#", "Bb", "x"}) coll.add(s);
        System.out.println(coll);
        coll.remove("BB");
        coll.add("BB");
        System.out.println(coll + " " + coll.contains("AaBB") + " " + coll.size());
        Map<String, Integer> pre = new HashMap<>(100);
        Map<String, Integer> small = new HashMap<>(2);
        Map<String, Integer> zero = new HashMap<>(0);
        for (int i = 0; i < 20; i++) {
            pre.put("w" + i * 31, i);
            small.put("w" + i * 31, i);
            zero.put("w" + i * 31, i);
        }
        System.out.println(pre);
        System.out.println(small.equals(pre) + " " + zero.keySet().equals(pre.keySet()) + " " + (small.hashCode() == pre.hashCode()));
        List<Integer> src = new ArrayList<>();
        for (int i = 0; i < 30; i++) src.add(i * 37 - 400);
        System.out.println(new HashSet<>(src));
        System.out.println(new LinkedHashSet<>(src).iterator().next() + " " + new TreeSet<>(new HashSet<>(src)).first());
        Map<String, Integer> merged = new HashMap<>();
        Map<String, Integer> putted = new HashMap<>();
        for (int i = 0; i < 13; i++) {
            merged.merge("m" + i * 13, 1, Integer::sum);
            putted.put("m" + i * 13, 1);
        }
        System.out.println(merged);
        System.out.println(putted);
        Map<String, List<Integer>> groups = new HashMap<>();
        String[] ws = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "C#", "Aa", "BB"};
        for (int i = 0; i < ws.length; i++) groups.computeIfAbsent(ws[i], k -> new ArrayList<>()).add(i);
        System.out.println(groups);
        Map<String, Integer> big = new HashMap<>();
        big.put("first", 1);
        big.putAll(m);
        System.out.println(big.size() + " " + big.keySet().iterator().next());
        Map<String, String> nulls = new HashMap<>();
        nulls.put(null, "nullkey");
        nulls.put("nv", null);
        nulls.put("a", "b");
        System.out.println(nulls + " " + nulls.get(null) + " " + nulls.containsKey("nv") + " " + nulls.getOrDefault("nv", "dflt") + " " + nulls.containsValue(null));
        @SuppressWarnings("unchecked")
        HashMap<String, Integer> cl = (HashMap<String, Integer>) ((HashMap<String, Integer>) m).clone();
        cl.keySet().removeIf(k -> k.length() > 3);
        System.out.println(cl);
        cl.values().removeIf(v -> v % 2 == 0);
        for (Map.Entry<String, Integer> e : cl.entrySet()) e.setValue(e.getValue() * 10);
        System.out.println(cl + " " + cl.equals(new TreeMap<>(cl)) + " " + new TreeMap<>(cl).equals(cl));
        Set<Character> chars = new HashSet<>();
        for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) chars.add(c);
        System.out.println(chars);
        Set<Double> ds = new HashSet<>(Arrays.asList(1.5, -0.0, 0.0, 2.25, 1e10, Double.NaN));
        System.out.println(ds);
        Iterator<String> it = m.keySet().iterator();
        it.next();
        m.put("brand-new", 0);
        try { it.next(); } catch (ConcurrentModificationException e) { System.out.println("CME " + e.getMessage()); }
    }
}
