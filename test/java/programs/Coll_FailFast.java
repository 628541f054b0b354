// Fail-fast iterators and safe removal: Iterator.remove on lists, sets and
// map views, ConcurrentModificationException from for-each loops that
// modify (ArrayList, HashMap, TreeMap, LinkedList, ArrayDeque), the cases
// that do not throw (removing the second-to-last element), removeIf,
// IllegalStateException from a double remove, and ListIterator misuse.
import java.util.*;

public class Coll_FailFast {
    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + (e.getMessage() == null ? "" : " " + e.getMessage()));
        }
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i);
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) if (it.next() % 3 == 0) it.remove();
        System.out.println(list);

        attempt("arraylist foreach remove", () -> { for (Integer x : list) if (x == 4) list.remove(x); });
        System.out.println(list);
        List<Integer> l2 = new ArrayList<>(List.of(1, 2, 3, 4));
        attempt("remove second-to-last", () -> { for (Integer x : l2) if (x == 3) l2.remove(x); });
        System.out.println(l2);
        attempt("arraylist foreach add", () -> { for (Integer x : l2) if (x == 1) l2.add(9); });
        attempt("double remove", () -> { Iterator<Integer> i2 = l2.iterator(); i2.next(); i2.remove(); i2.remove(); });
        attempt("remove before next", () -> l2.iterator().remove());
        attempt("next past end", () -> { Iterator<Integer> i3 = List.of(1).iterator(); i3.next(); i3.next(); });
        attempt("sublist after structural change", () -> { List<Integer> b = new ArrayList<>(List.of(1, 2, 3)); List<Integer> s = b.subList(0, 2); b.add(4); s.size(); });
        attempt("set during iteration is fine", () -> { for (int i = 0; i < l2.size(); i++) l2.set(i, l2.get(i) * 10); });
        System.out.println(l2);

        Map<String, Integer> hm = new HashMap<>();
        for (String s : "one two three four five six".split(" ")) hm.put(s, s.length());
        attempt("hashmap keyset foreach remove", () -> { for (String k : hm.keySet()) if (k.startsWith("t")) hm.remove(k); });
        attempt("hashmap put during iteration", () -> { for (String k : hm.keySet()) hm.put(k + "!", 0); });
        Map<String, Integer> hm2 = new HashMap<>();
        for (String s : "one two three four five six".split(" ")) hm2.put(s, s.length());
        hm2.entrySet().removeIf(e -> e.getValue() == 3);
        System.out.println(hm2);
        Iterator<Map.Entry<String, Integer>> ei = hm2.entrySet().iterator();
        while (ei.hasNext()) { Map.Entry<String, Integer> e = ei.next(); if (e.getKey().contains("v")) ei.remove(); else e.setValue(-e.getValue()); }
        System.out.println(hm2);
        attempt("replace value during iteration is fine", () -> { for (String k : hm2.keySet()) hm2.put(k, 1); });
        System.out.println(hm2);
        hm2.values().remove(1);
        System.out.println(hm2);

        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int i = 0; i < 8; i++) tm.put(i * i, "v" + i);
        attempt("treemap foreach remove", () -> { for (Integer k : tm.keySet()) if (k == 9) tm.remove(k); });
        Iterator<Integer> ti = tm.descendingKeySet().iterator();
        while (ti.hasNext()) if (ti.next() % 2 == 1) ti.remove();
        System.out.println(tm);
        attempt("treemap submap view after put", () -> { SortedMap<Integer, String> h = tm.headMap(20); tm.put(5, "five"); System.out.print(h + " "); });

        LinkedList<String> ll = new LinkedList<>(List.of("a", "b", "c", "d"));
        attempt("linkedlist foreach add", () -> { for (String s : ll) if (s.equals("b")) ll.addFirst("z"); });
        ListIterator<String> li = ll.listIterator();
        while (li.hasNext()) { String s = li.next(); if (s.equals("c")) { li.remove(); li.add("C1"); li.add("C2"); } }
        System.out.println(ll);
        attempt("listiterator set after add", () -> { ListIterator<String> x = ll.listIterator(); x.next(); x.add("q"); x.set("r"); });

        ArrayDeque<Integer> dq = new ArrayDeque<>(List.of(1, 2, 3, 4, 5));
        attempt("arraydeque foreach addLast (grows)", () -> { for (Integer x : dq) if (x == 2) dq.addLast(6); });
        ArrayDeque<Integer> roomy = new ArrayDeque<>(List.of(1, 2, 3));
        roomy.pollLast();
        attempt("arraydeque foreach addLast (room left)", () -> { for (Integer x : roomy) if (x == 1) roomy.addLast(9); });
        attempt("arraydeque foreach pollFirst", () -> { for (Integer x : roomy) if (x == 2) roomy.pollFirst(); });
        System.out.println(roomy);
        Iterator<Integer> di = dq.descendingIterator();
        while (di.hasNext()) if (di.next() % 2 == 0) di.remove();
        System.out.println(dq);

        Set<Integer> hs = new HashSet<>(List.of(5, 10, 15, 20, 25));
        attempt("hashset removeAll inside loop", () -> { for (Integer x : hs) if (x > 10) hs.removeAll(List.of(20, 25)); });
        System.out.println(new TreeSet<>(hs));
        Vector<Integer> v = new Vector<>(List.of(1, 2, 3));
        attempt("vector foreach remove", () -> { for (Integer x : v) v.remove(x); });
        Enumeration<Integer> en = v.elements();
        v.add(7);
        StringBuilder sb = new StringBuilder();
        while (en.hasMoreElements()) sb.append(en.nextElement());
        System.out.println("enumeration (not fail-fast): " + sb);

        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 1000; i++) big.add(i);
        big.removeIf(x -> x % 7 != 0);
        System.out.println(big.size() + " " + big.subList(0, 5) + " " + big.get(big.size() - 1));
        attempt("removeIf on immutable", () -> List.of(1, 2).removeIf(x -> x > 5));
        attempt("removeIf on immutable that matches", () -> List.of(1, 2).removeIf(x -> x > 1));
        attempt("iterator remove on Arrays.asList", () -> { Iterator<String> ai = Arrays.asList("a", "b").iterator(); ai.next(); ai.remove(); });
    }
}
