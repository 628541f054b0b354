import java.util.*;

// TreeMap/TreeSet: ordering with and without comparators, every
// navigation method, sub/head/tail/descending views (live, bounded),
// pollFirst/Last, iterator removal, exceptions with their messages.
public class Coll_TreeNav {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int i = 0; i < 40; i++) tm.put((i * 17) % 41 - 20, "v" + i);
        System.out.println(tm.size() + " " + tm.firstEntry() + " " + tm.lastEntry() + " " + tm.keySet());
        System.out.println(tm.lowerKey(0) + " " + tm.floorKey(0) + " " + tm.ceilingKey(100) + " " + tm.higherEntry(19) + " " + tm.lowerEntry(-20));
        SortedMap<Integer, String> sub = tm.subMap(-3, 4);
        System.out.println(sub + " " + sub.size() + " " + sub.firstKey());
        NavigableMap<Integer, String> head = tm.headMap(-15, true);
        System.out.println(head + " " + head.lastKey() + " " + head.descendingMap());
        NavigableMap<Integer, String> tail = tm.tailMap(15, false);
        tail.remove(17);
        tm.put(25, "added");
        System.out.println(tail + " " + tm.containsKey(17) + " " + tail.pollFirstEntry() + " " + tm.containsKey(16));
        try { tail.put(0, "x"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { tm.subMap(5, 1); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        NavigableMap<Integer, String> desc = tm.descendingMap();
        System.out.println(desc.firstKey() + " " + desc.higherKey(0) + " " + desc.ceilingKey(0) + " " + desc.headMap(15) + " " + desc.subMap(3, true, -2, false));
        System.out.println(desc.descendingKeySet().first() + " " + tm.descendingKeySet().headSet(18));
        for (Iterator<Integer> it = tm.keySet().iterator(); it.hasNext();) if (it.next() % 3 == 0) it.remove();
        System.out.println(tm.keySet());
        Iterator<Map.Entry<Integer, String>> eit = tm.entrySet().iterator();
        eit.next().setValue("changed");
        System.out.println(tm.firstEntry() + " " + tm.pollLastEntry() + " " + tm.lastKey());
        try { tm.firstEntry().setValue("no"); } catch (UnsupportedOperationException e) { System.out.println("UOE snapshot"); }
        TreeMap<String, Integer> empty = new TreeMap<>();
        System.out.println(empty.firstEntry() + " " + empty.pollFirstEntry() + " " + empty.floorKey("a"));
        try { empty.firstKey(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { empty.put(null, 1); } catch (NullPointerException e) { System.out.println("NPE null key"); }
        TreeMap<String, Integer> byLen = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        for (String s : "pear fig apple kiwi banana plum date cherry".split(" ")) byLen.put(s, s.length());
        System.out.println(byLen + " " + byLen.comparator().compare("aa", "b"));
        TreeSet<Integer> ts = new TreeSet<>(Comparator.reverseOrder());
        for (int i = 0; i < 20; i++) ts.add(i * i % 23);
        System.out.println(ts + " " + ts.first() + " " + ts.ceiling(10) + " " + ts.higher(10) + " " + ts.floor(10) + " " + ts.lower(10));
        System.out.println(ts.headSet(9) + " " + ts.tailSet(9, false) + " " + ts.subSet(18, 3) + " " + ts.descendingSet());
        NavigableSet<Integer> part = ts.subSet(18, true, 3, true);
        part.add(10);
        System.out.println(part + " " + ts.contains(10) + " " + part.pollFirst() + " " + part.pollLast() + " " + ts.size());
        try { part.add(100); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        TreeSet<String> words = new TreeSet<>(Arrays.asList("delta", "Alpha", "charlie", "bravo", "Echo", "alpha"));
        System.out.println(words + " " + words.headSet("a") + " " + words.descendingIterator().next());
        TreeMap<Integer, Integer> big = new TreeMap<>();
        for (int i = 0; i < 500; i++) big.put((i * 7919) % 1009, i);
        for (int i = 0; i < 1009; i += 2) big.remove(i);
        int sum = 0, prev = -1; boolean sorted = true;
        for (int k : big.keySet()) { sum += k; if (k <= prev) sorted = false; prev = k; }
        System.out.println(big.size() + " " + sum + " " + sorted + " " + big.firstKey() + " " + big.lastKey() + " " + big.headMap(100).size());
        System.out.println(new TreeMap<>(Map.of("b", 2, "a", 1, "c", 3)));
    }
}
