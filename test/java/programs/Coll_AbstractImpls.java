// User collections built on the skeletal classes: an AbstractList view
// (range of squares) getting equals/hashCode/toString/indexOf/subList/
// listIterator/contains for free, a modifiable AbstractList (set/add/
// remove) with sort and replaceAll, an AbstractSet over a bit mask, an
// AbstractMap over parallel arrays with entrySet, a custom Iterable in
// for-each and streams, and how they compare with the JDK's collections.
import java.util.*;
import java.util.stream.*;

public class Coll_AbstractImpls {
    static final class Squares extends AbstractList<Integer> implements RandomAccess {
        final int from, to;
        Squares(int from, int to) { this.from = from; this.to = to; }
        public Integer get(int i) { Objects.checkIndex(i, size()); return (from + i) * (from + i); }
        public int size() { return to - from; }
    }

    static final class Growable<E> extends AbstractList<E> {
        private Object[] data = new Object[2];
        private int n;
        @SuppressWarnings("unchecked") public E get(int i) { Objects.checkIndex(i, n); return (E) data[i]; }
        public int size() { return n; }
        public E set(int i, E e) { E old = get(i); data[i] = e; return old; }
        public void add(int i, E e) {
            if (i < 0 || i > n) throw new IndexOutOfBoundsException("add at " + i);
            if (n == data.length) data = Arrays.copyOf(data, n * 2);
            System.arraycopy(data, i, data, i + 1, n - i);
            data[i] = e; n++; modCount++;
        }
        public E remove(int i) {
            E old = get(i);
            System.arraycopy(data, i + 1, data, i, n - i - 1);
            data[--n] = null; modCount++;
            return old;
        }
    }

    static final class SmallIntSet extends AbstractSet<Integer> {
        long bits;
        public boolean add(Integer x) { long b = 1L << x; boolean ch = (bits & b) == 0; bits |= b; return ch; }
        public int size() { return Long.bitCount(bits); }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                long rest = bits; int last = -1;
                public boolean hasNext() { return rest != 0; }
                public Integer next() {
                    if (rest == 0) throw new NoSuchElementException();
                    last = Long.numberOfTrailingZeros(rest);
                    rest &= rest - 1;
                    return last;
                }
                public void remove() {
                    if (last < 0) throw new IllegalStateException();
                    bits &= ~(1L << last); last = -1;
                }
            };
        }
    }

    static final class ArrayMap extends AbstractMap<String, Integer> {
        final String[] keys; final Integer[] vals;
        ArrayMap(String[] k, Integer[] v) { keys = k; vals = v; }
        public Set<Map.Entry<String, Integer>> entrySet() {
            return new AbstractSet<>() {
                public int size() { return keys.length; }
                public Iterator<Map.Entry<String, Integer>> iterator() {
                    return new Iterator<>() {
                        int i;
                        public boolean hasNext() { return i < keys.length; }
                        public Map.Entry<String, Integer> next() {
                            int at = i++;
                            return new AbstractMap.SimpleEntry<>(keys[at], vals[at]) {
                                public Integer setValue(Integer v) { vals[at] = v; return super.setValue(v); }
                            };
                        }
                    };
                }
            };
        }
    }

    static final class Countdown implements Iterable<Integer> {
        final int start;
        Countdown(int s) { start = s; }
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int cur = start;
                public boolean hasNext() { return cur > 0; }
                public Integer next() { return cur--; }
            };
        }
    }

    public static void main(String[] args) {
        Squares sq = new Squares(1, 8);
        System.out.println(sq + " size=" + sq.size() + " " + sq.indexOf(25) + " " + sq.contains(36) + " " + sq.lastIndexOf(7) + " " + sq.subList(2, 5) + " " + sq.hashCode());
        System.out.println(sq.equals(List.of(1, 4, 9, 16, 25, 36, 49)) + " " + List.of(1, 4, 9, 16, 25, 36, 49).equals(sq) + " " + (sq.hashCode() == List.of(1, 4, 9, 16, 25, 36, 49).hashCode()) + " " + new ArrayList<>(sq).equals(sq));
        ListIterator<Integer> li = sq.listIterator(sq.size());
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) back.append(li.previous()).append(' ');
        System.out.println(back.toString().trim() + " | " + sq.stream().mapToInt(Integer::intValue).sum() + " " + Collections.max(sq) + " " + Collections.binarySearch(sq, 16));
        try { sq.add(1); } catch (UnsupportedOperationException e) { System.out.println("UOE add on read-only AbstractList"); }
        try { sq.get(7); } catch (IndexOutOfBoundsException e) { System.out.println("IOOBE " + e.getMessage()); }
        try { sq.iterator().remove(); } catch (IllegalStateException | UnsupportedOperationException e) { System.out.println(e.getClass().getSimpleName() + " on iterator remove"); }

        Growable<String> g = new Growable<>();
        for (String s : "delta alpha echo charlie bravo".split(" ")) g.add(s);
        g.add(0, "zulu");
        g.set(1, "DELTA");
        g.remove("echo");
        System.out.println(g + " " + g.size());
        g.sort(null);
        System.out.println(g);
        g.replaceAll(s -> s.substring(0, 1));
        g.removeIf(s -> s.equals("c"));
        System.out.println(g + " " + g.indexOf("z") + " " + g.containsAll(List.of("a", "b")));
        g.subList(1, 3).clear();
        System.out.println(g);
        try { for (String s : g) if (s.equals("D")) g.add("x"); } catch (ConcurrentModificationException e) { System.out.println("CME from AbstractList iterator"); }
        Iterator<String> gi = g.iterator();
        gi.next();
        gi.remove();
        System.out.println(g + " " + g.equals(Arrays.asList(g.toArray())) + " " + Arrays.toString(g.toArray(new String[0])));

        SmallIntSet set = new SmallIntSet();
        for (int x : new int[] {5, 1, 63, 5, 0, 32}) set.add(x);
        System.out.println(set + " " + set.size() + " " + set.contains(63) + " " + set.contains(2) + " " + set.equals(Set.of(0, 1, 5, 32, 63)) + " " + set.hashCode() + " " + Set.of(0, 1, 5, 32, 63).hashCode());
        set.removeAll(List.of(1, 63));
        set.retainAll(List.of(0, 5, 99));
        System.out.println(set + " " + new TreeSet<>(set).descendingSet());

        ArrayMap m = new ArrayMap(new String[] {"one", "two", "three"}, new Integer[] {1, 2, 3});
        System.out.println(m + " " + m.get("two") + " " + m.containsKey("four") + " " + m.containsValue(3) + " " + m.keySet() + " " + m.values() + " " + m.size());
        System.out.println(m.equals(Map.of("one", 1, "two", 2, "three", 3)) + " " + m.hashCode() + " " + Map.of("one", 1, "two", 2, "three", 3).hashCode() + " " + m.getOrDefault("x", -1));
        for (Map.Entry<String, Integer> e : m.entrySet()) e.setValue(e.getValue() * 10);
        System.out.println(m + " " + new TreeMap<>(m).firstKey());
        try { m.put("four", 4); } catch (UnsupportedOperationException e) { System.out.println("UOE put on AbstractMap"); }

        int total = 0;
        for (int x : new Countdown(5)) total += x;
        StringJoiner cj = new StringJoiner(",");
        new Countdown(4).forEach(x -> cj.add(String.valueOf(x)));
        System.out.println(total + " " + cj);
        AbstractMap.SimpleImmutableEntry<String, Integer> ie = new AbstractMap.SimpleImmutableEntry<>("k", 1);
        System.out.println(ie + " " + ie.equals(Map.entry("k", 1)) + " " + ie.hashCode());
        try { ie.setValue(2); } catch (UnsupportedOperationException e) { System.out.println("UOE SimpleImmutableEntry.setValue"); }
    }
}
