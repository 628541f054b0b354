import java.util.ArrayDeque;
import java.util.Deque;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.TreeSet;

// Sorted and queue collections: TreeMap navigation, TreeSet with a
// comparator, ArrayDeque as stack and queue, PriorityQueue order.
public class Coll_TreeMap {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int i = 0; i < 15; i++) tm.put((i * 7) % 15, "n" + i);
        System.out.println(tm);
        System.out.println(tm.firstKey() + " " + tm.lastKey() + " " + tm.floorKey(-1) + " " + tm.ceilingEntry(8) + " " + tm.headMap(4) + " " + tm.tailMap(12, false) + " " + tm.descendingMap().firstEntry());
        TreeSet<String> ts = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (String s : new String[] {"b", "A", "c", "a", "B", "d"}) ts.add(s);
        System.out.println(ts + " " + ts.higher("b") + " " + ts.pollFirst());
        Deque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) { dq.push(i); dq.offerLast(i * 10); }
        System.out.println(dq + " " + dq.pop() + " " + dq.pollLast() + " " + dq.peekFirst());
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int i = 0; i < 12; i++) pq.add((i * 5) % 12);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println(sb);
    }
}
