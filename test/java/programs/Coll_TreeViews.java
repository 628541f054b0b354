// TreeMap/TreeSet navigation and views: floor/ceiling/lower/higher
// (keys and entries), headMap/tailMap/subMap with inclusive flags, views
// writing through, out-of-range puts into views (IAE messages), descending
// maps and their navigation, pollFirst/pollLast, comparators with nulls,
// and a ranking structure built on top.
import java.util.*;

public class Coll_TreeViews {
    public static void main(String[] args) {
        TreeMap<Integer, String> m = new TreeMap<>();
        for (int i = 0; i <= 50; i += 5) m.put(i, "v" + i);
        for (int q : new int[] {-1, 0, 7, 25, 49, 50, 51})
            System.out.println(q + ": floor=" + m.floorKey(q) + " ceil=" + m.ceilingKey(q) + " lower=" + m.lowerKey(q) + " higher=" + m.higherKey(q)
                + " floorEntry=" + m.floorEntry(q) + " higherEntry=" + m.higherEntry(q));
        System.out.println(m.headMap(20) + " " + m.headMap(20, true));
        System.out.println(m.tailMap(40) + " " + m.tailMap(40, false));
        System.out.println(m.subMap(10, 30) + " " + m.subMap(10, false, 30, true));
        NavigableMap<Integer, String> sub = m.subMap(10, true, 30, true);
        sub.put(12, "new");
        sub.remove(15);
        System.out.println(m.keySet() + " sub=" + sub.keySet() + " first=" + sub.firstKey() + " last=" + sub.lastEntry());
        try { sub.put(31, "x"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { m.headMap(10).put(10, "x"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { m.subMap(30, 10); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }

        NavigableMap<Integer, String> desc = m.descendingMap();
        System.out.println(desc.firstKey() + " " + desc.headMap(30) + " " + desc.floorKey(33) + " " + desc.ceilingKey(33) + " " + desc.descendingMap().firstKey());
        System.out.println(desc.subMap(40, 20) + " " + m.descendingKeySet().headSet(35));
        System.out.println(m.firstEntry() + " " + m.lastEntry() + " " + m.pollFirstEntry() + " " + m.pollLastEntry() + " " + m.size());
        try { m.firstEntry().setValue("no"); } catch (UnsupportedOperationException e) { System.out.println("UOE on snapshot entry"); }
        Map.Entry<Integer, String> live = m.entrySet().iterator().next();
        live.setValue("live");
        System.out.println(m.firstEntry());

        TreeSet<String> ts = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        ts.addAll(List.of("banana", "Apple", "cherry", "apple", "Date", "elder", "FIG"));
        System.out.println(ts + " " + ts.ceiling("C") + " " + ts.floor("d") + " " + ts.higher("DATE") + " " + ts.contains("fig"));
        System.out.println(ts.headSet("cherry") + " " + ts.tailSet("cherry", false) + " " + ts.subSet("b", "e") + " " + ts.descendingSet());
        System.out.println(ts.pollFirst() + " " + ts.pollLast() + " " + ts);

        TreeMap<String, Integer> nullsFirst = new TreeMap<>(Comparator.nullsFirst(Comparator.reverseOrder()));
        nullsFirst.put("b", 1); nullsFirst.put(null, 0); nullsFirst.put("a", 2); nullsFirst.put("c", 3);
        System.out.println(nullsFirst + " " + nullsFirst.firstKey() + " " + nullsFirst.higherKey(null));
        TreeMap<String, Integer> natural = new TreeMap<>();
        try { natural.put(null, 1); } catch (NullPointerException e) { System.out.println("NPE null key natural order"); }
        try { new TreeSet<Object>().add(new Object()); } catch (ClassCastException e) { System.out.println("CCE non-comparable"); }

        // ranking: scores -> names, and queries by percentile
        TreeMap<Integer, List<String>> byScore = new TreeMap<>(Comparator.reverseOrder());
        String[] names = {"ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ivy", "jo"};
        Random r = new Random(42);
        for (String n : names) byScore.computeIfAbsent(r.nextInt(100), k -> new ArrayList<>()).add(n);
        System.out.println(byScore);
        System.out.println("top3=" + byScore.headMap(byScore.keySet().stream().skip(2).findFirst().get(), true));
        System.out.println("below 50=" + byScore.tailMap(50, false).values());
        Integer k = byScore.ceilingKey(60);
        System.out.println("first at or below 60: " + k + "=" + byScore.get(k));

        // interval merging with floorEntry
        TreeMap<Integer, Integer> iv = new TreeMap<>();
        int[][] adds = {{1, 3}, {6, 8}, {2, 4}, {10, 12}, {5, 6}, {13, 14}, {0, 1}, {11, 13}};
        for (int[] a : adds) {
            int lo = a[0], hi = a[1];
            Map.Entry<Integer, Integer> f = iv.floorEntry(lo);
            if (f != null && f.getValue() >= lo) { lo = f.getKey(); hi = Math.max(hi, f.getValue()); iv.remove(f.getKey()); }
            Map.Entry<Integer, Integer> n;
            while ((n = iv.ceilingEntry(lo)) != null && n.getKey() <= hi) { hi = Math.max(hi, n.getValue()); iv.remove(n.getKey()); }
            iv.put(lo, hi);
            System.out.print(iv + " ");
        }
        System.out.println();

        TreeSet<Integer> nums = new TreeSet<>();
        for (int i = 0; i < 100; i++) nums.add((i * 37) % 101);
        NavigableSet<Integer> view = nums.subSet(20, true, 30, false);
        view.clear();
        System.out.println(nums.size() + " " + nums.subSet(15, 35) + " " + nums.headSet(5, true).descendingSet() + " " + nums.last());
    }
}
