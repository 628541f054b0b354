import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;

// ConcurrentSkipListMap/Set: sorted order, navigation, views that write
// through, immutable entries, iterators that survive modification, nulls
// rejected.
public class Conc_SkipList {
    public static void main(String[] args) {
        ConcurrentSkipListMap<String, Integer> m = new ConcurrentSkipListMap<>();
        for (String w : "delta alpha echo bravo charlie foxtrot golf".split(" ")) {
            m.put(w, w.length());
        }
        System.out.println(m + " " + m.firstKey() + " " + m.lastEntry() + " " + m.floorKey("c") + " " + m.higherEntry("echo"));
        System.out.println(m.headMap("charlie") + " " + m.tailMap("echo", false) + " " + m.subMap("b", "e") + " " + m.descendingMap());
        ConcurrentNavigableMap<String, Integer> view = m.subMap("b", true, "f", false);
        view.put("cat", 3);
        view.remove("delta");
        System.out.println(view + " " + m + " " + view.size());
        try {
            view.put("zulu", 4);
        } catch (IllegalArgumentException e) {
            System.out.println("out of range: " + e.getMessage());
        }
        Map.Entry<String, Integer> first = m.pollFirstEntry();
        try {
            first.setValue(0);
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable entry " + first);
        }
        Iterator<String> it = m.keySet().iterator();
        m.put("aaa", 1);
        m.remove("golf");
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) {
            String k = it.next();
            sb.append(k).append(' ');
            if (k.startsWith("c")) {
                it.remove();
            }
        }
        System.out.println(sb.toString().trim() + " -> " + m);
        System.out.println(m.putIfAbsent("aaa", 9) + " " + m.merge("aaa", 5, Integer::sum) + " " + m.computeIfAbsent("zz", String::length)
                + " " + m.replace("zz", 2, 3) + " " + m + " " + m.descendingKeySet());
        for (Runnable r : new Runnable[] {() -> m.put(null, 1), () -> m.put("n", null), () -> m.get(null)}) {
            try {
                r.run();
            } catch (NullPointerException e) {
                System.out.println("NPE");
            }
        }
        ConcurrentSkipListMap<Integer, String> rev = new ConcurrentSkipListMap<>(Comparator.reverseOrder());
        for (int i = 0; i < 6; i++) {
            rev.put(i * 3 % 7, "v" + i);
        }
        System.out.println(rev + " " + rev.ceilingKey(4) + " " + rev.lowerEntry(4));

        ConcurrentSkipListSet<Integer> s = new ConcurrentSkipListSet<>(List.of(9, 2, 7, 4, 4, 1));
        System.out.println(s + " " + s.first() + " " + s.last() + " " + s.ceiling(5) + " " + s.lower(2) + " " + s.headSet(7) + " " + s.tailSet(4, false));
        NavigableSet<Integer> d = s.descendingSet();
        System.out.println(d + " " + d.first() + " " + s.pollFirst() + " " + s.pollLast() + " " + s + " " + s.add(3) + " " + s.add(3) + " " + s);
        ConcurrentSkipListSet<String> byLen = new ConcurrentSkipListSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        byLen.addAll(List.of("bb", "a", "ccc", "dd", "e"));
        System.out.println(byLen + " " + byLen.contains("dd") + " " + byLen.remove("a") + " " + byLen);
    }
}
