import java.util.*;

// ArrayList and subList in depth: index error messages of each method,
// subList views (writes through, clear, nested), CME on a stale subList,
// ListIterator add/set/remove, removeIf/replaceAll/removeAll/retainAll,
// equals/hashCode across List types, toArray, self-containing toString.
public class Coll_ListOps {
    public static void main(String[] args) {
        ArrayList<Integer> a = new ArrayList<>();
        for (int i = 0; i < 15; i++) a.add(i * 3 % 11);
        System.out.println(a);
        try { a.get(15); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.get(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.set(20, 1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.add(16, 1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.remove(15); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.subList(-1, 2); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.subList(0, 16); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { a.subList(5, 2); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { a.listIterator(17); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new ArrayList<Integer>(-5); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        List<Integer> sub = a.subList(3, 9);
        sub.set(0, 100);
        sub.add(200);
        sub.remove(Integer.valueOf(6));
        System.out.println(sub + " " + sub.size() + " " + a);
        List<Integer> inner = sub.subList(1, 4);
        inner.clear();
        System.out.println(inner + " " + sub + " " + a + " " + a.size());
        try { sub.get(10); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        a.add(0, -1);
        try { sub.size(); } catch (ConcurrentModificationException e) { System.out.println("CME sublist"); }
        a.subList(0, 3).clear();
        System.out.println(a);
        ListIterator<Integer> li = a.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v == 100) li.set(101);
            else if (v % 2 == 0) li.remove();
            else if (v == 5) li.add(55);
        }
        System.out.println(a + " " + li.previousIndex() + " " + li.hasPrevious());
        while (li.hasPrevious()) if (li.previous() == 55) break;
        System.out.println(li.nextIndex() + " " + li.next());
        try { li.set(0); li.remove(); li.remove(); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        Iterator<Integer> it = a.iterator();
        try { it.remove(); } catch (IllegalStateException e) { System.out.println("ISE fresh"); }
        while (it.hasNext()) it.next();
        try { it.next(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        List<Integer> b = new ArrayList<>();
        for (int i = 0; i < 30; i++) b.add(i);
        System.out.println(b.removeIf(x -> x % 3 == 0) + " " + b);
        b.replaceAll(x -> x * 2);
        b.removeAll(List.of(2, 4, 8, 16, 32));
        b.retainAll(new HashSet<>(Arrays.asList(10, 14, 20, 22, 26, 28, 40, 44, 99)));
        System.out.println(b + " " + b.hashCode() + " " + b.equals(new LinkedList<>(b)) + " " + new LinkedList<>(b).equals(b) + " " + b.equals(List.of(10)));
        try { for (Integer x : b) if (x == 20) b.remove(x); } catch (ConcurrentModificationException e) { System.out.println("CME foreach"); }
        System.out.println(b);
        List<Integer> cmeSafe = new ArrayList<>(List.of(1, 2, 3));
        for (Integer x : cmeSafe) if (x == 2) { cmeSafe.remove(x); }
        System.out.println("removed second-to-last quietly: " + cmeSafe);
        try { b.forEach(x -> b.add(x)); } catch (ConcurrentModificationException e) { System.out.println("CME forEach"); }
        Object[] oa = b.toArray();
        Integer[] ia = b.toArray(new Integer[0]);
        Integer[] big = b.toArray(new Integer[b.size() + 2]);
        System.out.println(oa.length + " " + ia.length + " " + big[b.size()] + " " + ia.getClass().getSimpleName());
        List<Object> self = new ArrayList<>();
        self.add("x");
        self.add(self);
        System.out.println(self);
        ArrayList<String> s = new ArrayList<>(List.of("b", "a", "c"));
        @SuppressWarnings("unchecked")
        ArrayList<String> s2 = (ArrayList<String>) s.clone();
        s2.add("d");
        s.sort(null);
        s.ensureCapacity(100);
        s.trimToSize();
        System.out.println(s + " " + s2 + " " + s.containsAll(List.of("a", "c")) + " " + s.lastIndexOf("c") + " " + s.isEmpty());
        s.addAll(1, List.of("x", "y"));
        s.addAll(List.of());
        System.out.println(s + " " + s.remove("y") + " " + s.remove("nope") + " " + s);
        s.clear();
        System.out.println(s + " " + s.size());
    }
}
