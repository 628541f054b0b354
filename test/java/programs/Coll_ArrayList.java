import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;

// java.util.ArrayList and Collections: add/remove/insert, sort with a
// comparator class, iterator removal, subList, indexOf, toString,
// ConcurrentModificationException.
public class Coll_ArrayList {
    public static void main(String[] args) {
        List<Integer> xs = new ArrayList<>();
        for (int i = 0; i < 20; i++) xs.add((i * 37) % 23);
        System.out.println(xs + " size " + xs.size());
        xs.add(0, -1);
        xs.remove(Integer.valueOf(14));
        xs.remove(3);
        System.out.println(xs + " " + xs.indexOf(5) + " " + xs.lastIndexOf(5) + " " + xs.contains(22));
        Collections.sort(xs);
        System.out.println(xs);
        Collections.reverse(xs);
        System.out.println(xs.subList(2, 6) + " max " + Collections.max(xs) + " min " + Collections.min(xs));
        for (Iterator<Integer> it = xs.iterator(); it.hasNext();) if (it.next() % 2 == 0) it.remove();
        System.out.println(xs);
        try {
            for (Integer x : xs) if (x == 5) xs.add(99);
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("CME " + e.getMessage());
        }
        List<String> words = new ArrayList<>(List.of("pear", "fig", "apple", "kiwi", "banana"));
        words.sort(null);
        System.out.println(words + " " + String.join("-", words));
        try { words.get(10); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
    }
}
