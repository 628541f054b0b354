import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;

// Iterable of its own used by the enhanced for loop, LinkedList and
// ListIterator navigation, NoSuchElementException.
public class Coll_Iterators {
    static class Range implements Iterable<Integer> {
        final int lo, hi;
        Range(int lo, int hi) { this.lo = lo; this.hi = hi; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int cur = lo;
                public boolean hasNext() { return cur < hi; }
                public Integer next() { if (cur >= hi) throw new NoSuchElementException("range done"); return cur++; }
            };
        }
    }

    public static void main(String[] args) {
        int s = 0;
        for (int x : new Range(3, 9)) s += x;
        System.out.println(s);
        List<String> ll = new LinkedList<>(List.of("a", "b", "c", "d"));
        ListIterator<String> it = ll.listIterator();
        while (it.hasNext()) { String v = it.next(); if (v.equals("b")) it.add("b2"); if (v.equals("c")) it.set("C"); }
        while (it.hasPrevious()) System.out.print(it.previous() + it.nextIndex() + " ");
        System.out.println(ll);
        Iterator<Integer> r = new Range(0, 1).iterator();
        r.next();
        try { r.next(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }
    }
}
