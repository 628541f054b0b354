import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

// ConcurrentHashMap iteration order is the JDK's: table sizes from each
// constructor rule, resizes at 3/4 (checked after the insert), the bin split
// on resize (which reverses nodes ahead of the trailing run), and the early
// growth when a bin reaches 8 nodes in a small table.
public class Conc_CHMOrder {
    static final class Key {
        final int h;
        final String name;

        Key(int h, String name) {
            this.h = h;
            this.name = name;
        }

        public int hashCode() {
            return h;
        }

        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).name.equals(name);
        }

        public String toString() {
            return name;
        }
    }

    public static void main(String[] args) {
        for (int n : new int[] {5, 11, 12, 13, 24, 25, 48, 49, 100}) {
            ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
            for (int i = 0; i < n; i++) {
                m.put(i * 7 + 3, i);
            }
            System.out.println(n + ": " + m.keySet());
        }
        for (int cap : new int[] {0, 1, 2, 3, 11, 12, 16, 17, 100}) {
            ConcurrentHashMap<Integer, String> m = new ConcurrentHashMap<>(cap);
            for (int i = 0; i < 6; i++) {
                m.put(i * 5, "v" + i);
            }
            m.put(33, "x");
            m.put(64, "y");
            System.out.println("cap " + cap + ": " + m);
        }
        ConcurrentHashMap<Integer, Integer> lf = new ConcurrentHashMap<>(10, 0.5f, 4);
        for (int i = 0; i < 20; i += 3) {
            lf.put(i * 9, i);
        }
        System.out.println("lf: " + lf);

        // A resize splits bins: nodes whose hashes alternate between the halves.
        ConcurrentHashMap<Integer, String> split = new ConcurrentHashMap<>();
        int[] keys = {1, 17, 33, 49, 65, 81, 2, 18, 34, 3, 19, 35};
        for (int k : keys) {
            split.put(k, "k" + k);
        }
        System.out.println("split: " + split.keySet());
        split.put(100, "k100");
        System.out.println("split+: " + split.keySet());

        // Colliding hashes: the 9th node in one bin of a small table grows the table early.
        ConcurrentHashMap<Key, Integer> col = new ConcurrentHashMap<>();
        for (int i = 0; i < 12; i++) {
            col.put(new Key(i * 64 + 5, "c" + i), i);
            if (i == 7 || i == 8 || i == 11) {
                System.out.println("col " + i + ": " + col);
            }
        }
        ConcurrentHashMap<Key, Integer> same = new ConcurrentHashMap<>();
        for (int i = 0; i < 10; i++) {
            same.put(new Key(42, "s" + i), i);
        }
        System.out.println("same: " + same + " " + same.get(new Key(42, "s9")) + " " + same.remove(new Key(42, "s4")) + " " + same);

        // From a map: putAll presizes.
        Map<String, Integer> src = new LinkedHashMap<>();
        for (int i = 0; i < 20; i++) {
            src.put("key" + i, i);
        }
        ConcurrentHashMap<String, Integer> copy = new ConcurrentHashMap<>(src);
        System.out.println("copy: " + copy);
        ConcurrentHashMap<String, Integer> viaPutAll = new ConcurrentHashMap<>();
        viaPutAll.put("first", 0);
        viaPutAll.putAll(src);
        System.out.println("putAll: " + viaPutAll.keySet());
        HashMap<String, Integer> hm = new HashMap<>(src);
        System.out.println("equal to HashMap: " + copy.equals(hm) + " " + hm.equals(copy) + " " + (copy.hashCode() == hm.hashCode()));

        // Removal keeps the order of the rest; iterator remove; clear keeps the table.
        for (Iterator<String> it = copy.keySet().iterator(); it.hasNext(); ) {
            String k = it.next();
            if (k.endsWith("1") || k.endsWith("5")) {
                it.remove();
            }
        }
        System.out.println("removed: " + copy + " size " + copy.size() + " " + copy.mappingCount());
        copy.clear();
        System.out.println("cleared: " + copy + " " + copy.isEmpty());
        for (int i = 0; i < 5; i++) {
            copy.put("again" + i, i);
        }
        System.out.println("again: " + copy);

        ConcurrentHashMap<String, Object> self = new ConcurrentHashMap<>();
        self.put("me", self);
        System.out.println(self);
        System.out.println(new ConcurrentHashMap<>() + " " + new ConcurrentHashMap<>().keySet());

        // Entries from the iterator write through; nodes from the iterator do not.
        ConcurrentHashMap<String, Integer> w = new ConcurrentHashMap<>(Map.of("a", 1, "b", 2, "c", 3));
        for (Map.Entry<String, Integer> e : w.entrySet()) {
            e.setValue(e.getValue() * 10);
        }
        System.out.println(w + " " + w.values() + " " + w.entrySet());
        Set<String> ks = w.keySet(99);
        ks.add("d");
        System.out.println(w + " " + ks.contains("d") + " " + w.keySet().getMappedValue());
        try {
            w.keySet().add("e");
        } catch (UnsupportedOperationException e) {
            System.out.println("keySet().add: " + e);
        }
        Set<Integer> ns = ConcurrentHashMap.newKeySet();
        for (int i = 40; i > 0; i -= 3) {
            ns.add(i);
        }
        System.out.println(ns + " " + ns.add(1) + " " + ns.remove(40) + " " + ns.size());
    }
}
