import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;

// CopyOnWriteArrayList/Set: snapshot iterators that see the list as it was
// and refuse to modify it, updates while iterating, addIfAbsent, sub lists,
// and the exceptions with their messages.
public class Conc_CopyOnWrite {
    public static void main(String[] args) {
        CopyOnWriteArrayList<String> l = new CopyOnWriteArrayList<>(Arrays.asList("a", "b", "c"));
        Iterator<String> snap = l.iterator();
        l.add("d");
        l.remove("a");
        l.set(0, "B");
        StringBuilder sb = new StringBuilder();
        while (snap.hasNext()) {
            sb.append(snap.next());
        }
        System.out.println(sb + " " + l);
        for (String s : l) {
            l.add(s + s);
        }
        System.out.println(l + " " + l.size());
        try {
            l.iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("iterator.remove: " + e);
        }
        ListIterator<String> li = l.listIterator(2);
        System.out.println(li.previous() + " " + li.nextIndex() + " " + li.next() + " " + li.next());
        try {
            li.set("z");
        } catch (UnsupportedOperationException e) {
            System.out.println("listIterator.set: " + e);
        }
        System.out.println(l.addIfAbsent("c") + " " + l.addIfAbsent("q") + " " + l.addAllAbsent(List.of("q", "r", "r", "s")) + " " + l);
        System.out.println(l.indexOf("q") + " " + l.lastIndexOf("BB") + " " + l.indexOf("c", 3) + " " + l.lastIndexOf("c", 1) + " " + l.contains("dd"));
        l.add(1, "ins");
        l.removeIf(s -> s.length() == 2);
        System.out.println(l);
        l.replaceAll(String::toUpperCase);
        l.sort(null);
        System.out.println(l + " " + l.hashCode() + " " + l.equals(List.copyOf(l)));
        List<String> sub = l.subList(1, 4);
        System.out.println(sub + " " + sub.size() + " " + sub.get(0));
        sub.set(0, "x");
        sub.add("y");
        sub.remove(1);
        System.out.println(sub + " " + l);
        l.add("after");
        try {
            sub.size();
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("stale sublist: " + e);
        }
        for (Runnable r : new Runnable[] {
                () -> l.get(99),
                () -> l.get(-1),
                () -> l.set(l.size(), "x"),
                () -> l.remove(l.size()),
                () -> l.add(99, "x"),
                () -> l.listIterator(99),
        }) {
            try {
                r.run();
            } catch (RuntimeException e) {
                System.out.println(e);
            }
        }
        Object[] arr = l.toArray();
        String[] typed = l.toArray(new String[0]);
        System.out.println(arr.length + " " + typed.length + " " + typed[0]);
        @SuppressWarnings("unchecked")
        CopyOnWriteArrayList<String> cl = (CopyOnWriteArrayList<String>) l.clone();
        cl.clear();
        System.out.println(cl + " " + l.size() + " " + new CopyOnWriteArrayList<>(new Integer[] {3, 1}));

        CopyOnWriteArraySet<Integer> set = new CopyOnWriteArraySet<>(List.of(5, 3, 5, 1));
        System.out.println(set + " " + set.add(3) + " " + set.add(9) + " " + set.remove(5) + " " + set);
        Iterator<Integer> it = set.iterator();
        set.clear();
        System.out.println(it.next() + " " + set + " " + set.isEmpty() + " " + set.equals(java.util.Set.of()));
    }
}
