import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

// ConcurrentHashMap bins with many colliding keys: in tables of 64+ they
// become tree bins, whose iteration order differs from list bins (new keys
// go in front, resizes split in order, small halves become lists again, a
// removal may turn the bin back into a list depending on the tree's shape).
public class Conc_CHMTreeBins {
    static final class K implements Comparable<K> {
        final int h;
        final int id;

        K(int h, int id) {
            this.h = h;
            this.id = id;
        }

        public int hashCode() {
            return h;
        }

        public boolean equals(Object o) {
            return o instanceof K && ((K) o).id == id;
        }

        public int compareTo(K o) {
            return Integer.compare(id, o.id);
        }

        public String toString() {
            return h + ":" + id;
        }
    }

    static final class N {
        final int h;
        final int id;

        N(int h, int id) {
            this.h = h;
            this.id = id;
        }

        public int hashCode() {
            return h;
        }

        public boolean equals(Object o) {
            return o instanceof N && ((N) o).id == id;
        }

        public String toString() {
            return "n" + id;
        }
    }

    public static void main(String[] args) {
        ConcurrentHashMap<Object, Integer> m = new ConcurrentHashMap<>(64);
        for (int i = 0; i < 12; i++) {
            m.put(new K(5, i), i);
        }
        System.out.println(m.keySet());
        for (int i = 0; i < 40; i++) {
            m.put(new K(i * 3 + 100, 1000 + i), i);
        }
        for (int i = 12; i < 20; i++) {
            m.put(new K(5 + 128, i), i);
        }
        System.out.println(m.keySet());
        for (int i = 0; i < 60; i++) {
            m.put(new K(i * 7 + 1000, 2000 + i), i);
        }
        System.out.println(m.keySet());
        m.remove(new K(5, 3));
        m.remove(new K(5, 7));
        m.put(new K(5, 99), 1);
        m.computeIfAbsent(new K(5, 100), k -> 5);
        m.merge(new K(5, 101), 1, Integer::sum);
        m.compute(new K(5, 0), (k, v) -> null);
        m.compute(new K(5, 102), (k, v) -> 7);
        m.computeIfPresent(new K(5, 1), (k, v) -> null);
        System.out.println(m.keySet() + " " + m.get(new K(5, 99)) + " " + m.size());
        for (int i = 0; i < 200; i++) {
            m.put(new K(i * 11 + 5000, 3000 + i), i);
        }
        System.out.println(m.keySet());

        // Removing and re-adding in a pseudo-random order: when the bin turns back into a list shows in the order.
        Random rnd = new Random(7);
        ConcurrentHashMap<K, Integer> churn = new ConcurrentHashMap<>(100);
        List<K> live = new ArrayList<>();
        int next = 0;
        for (int step = 0; step < 300; step++) {
            if (live.size() < 4 || (live.size() < 20 && rnd.nextInt(3) > 0)) {
                K k = new K(rnd.nextInt(2) * 256 + 9, next++);
                churn.put(k, step);
                live.add(k);
            } else {
                churn.remove(live.remove(rnd.nextInt(live.size())));
            }
            if (step % 30 == 29) {
                System.out.println(step + ": " + churn.keySet());
            }
        }

        ConcurrentHashMap<N, Integer> nm = new ConcurrentHashMap<>(128);
        for (int i = 0; i < 10; i++) {
            nm.put(new N(9, i), i);
        }
        for (int i = 0; i < 100; i++) {
            nm.put(new N(i * 13 + 300, 100 + i), i);
        }
        System.out.println(nm.keySet() + " " + nm.get(new N(9, 4)) + " " + nm.size());

        ConcurrentHashMap<String, Integer> sm = new ConcurrentHashMap<>(64);
        List<String> words = new ArrayList<>();
        words.add("");
        for (int d = 0; d < 4; d++) {
            List<String> nw = new ArrayList<>();
            for (String w : words) {
                nw.add(w + "Aa");
                nw.add(w + "BB");
            }
            words = nw;
        }
        for (String w : words) {
            sm.put(w, w.length());
        }
        System.out.println(sm.keySet());
        for (int i = 0; i < 10; i++) {
            sm.remove(words.get(i));
            sm.put("z" + i, i);
        }
        sm.put("AaAaAaAa", 1);
        System.out.println(sm.keySet());
    }
}
