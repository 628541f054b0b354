import java.util.*;

// HashMap bins that the JDK turns into red-black trees (>= 8 colliding keys
// in a table of >= 64 slots): integer-valued Double keys (which collide
// after hash spreading), Integer keys that are multiples of 1024, String
// keys built from "Aa"/"BB" (equal hashCodes); the iteration order after
// treeifying, inserting into a tree bin (put and merge), removing from it
// (remove and iterator removal), and splitting it on resize.
public class Coll_TreeBins {
    public static void main(String[] args) {
        Set<Double> ds = new HashSet<>();
        for (int i = 1; i <= 200; i++) ds.add((double) i);
        System.out.println(ds);
        for (int i = 1; i <= 200; i += 3) ds.remove((double) i);
        System.out.println(ds);
        Map<Integer, String> m = new HashMap<>();
        for (int i = 0; i < 40; i++) m.put(i << 10, "v" + i);
        System.out.println(m.keySet());
        for (int i = 0; i < 40; i += 7) m.remove(i << 10);
        System.out.println(m.keySet());
        for (int i = 40; i < 60; i++) m.merge(i << 10, "m", String::concat);
        System.out.println(m.keySet());
        m.keySet().removeIf(k -> (k >> 10) % 5 == 0);
        System.out.println(m.keySet());
        Map<String, Integer> sc = new HashMap<>();
        String[] base = {"Aa", "BB"};
        for (int i = 0; i < 64; i++) {
            StringBuilder sb = new StringBuilder();
            for (int b = 0; b < 6; b++) sb.append(base[(i >> b) & 1]);
            sc.put(sb.toString(), i);
        }
        System.out.println(sc.keySet());
        for (int i = 0; i < 100; i++) sc.put("k" + i, i);
        System.out.println(sc.keySet());
        sc.keySet().removeIf(k -> k.startsWith("AaAa"));
        System.out.println(sc.keySet());
        for (Iterator<String> it = sc.keySet().iterator(); it.hasNext();) if (it.next().endsWith("BBBB")) it.remove();
        System.out.println(sc.keySet() + " " + sc.size() + " " + sc.get("AaBBAaBBAaBB"));
        Map<Integer, Integer> c = new HashMap<>();
        for (int i = 0; i < 30; i++) { c.computeIfAbsent(i * 64, k -> 1); c.merge(i * 5 + 1, 1, Integer::sum); c.compute(i * 128, (k, v) -> v == null ? 0 : v + 1); }
        System.out.println(c);
    }
}
