import java.util.*;

// PriorityQueue heap layout (toString shows the array), comparators,
// remove(Object), heapify from a collection; ArrayDeque as stack and
// queue, both iterators, nulls and empty-queue exceptions; LinkedList
// as a Deque.
public class Coll_Queues {
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int x : new int[] {42, 7, 19, 3, 25, 7, 88, 1, 14, 63, 5, 30, 2}) pq.offer(x);
        System.out.println(pq + " peek " + pq.peek() + " size " + pq.size());
        pq.remove(19);
        pq.remove(3);
        System.out.println(pq);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println(sb + "| " + pq.poll() + " " + pq.peek());
        PriorityQueue<String> maxq = new PriorityQueue<>(Comparator.comparing(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        maxq.addAll(Arrays.asList("kiwi", "fig", "banana", "apple", "pear", "cherry", "date"));
        System.out.println(maxq + " " + maxq.poll() + " " + maxq.poll() + " " + maxq);
        PriorityQueue<Integer> heaped = new PriorityQueue<>(Arrays.asList(9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        System.out.println(heaped + " " + heaped.contains(4));
        Iterator<Integer> hit = heaped.iterator();
        while (hit.hasNext()) if (hit.next() % 3 == 0) hit.remove();
        System.out.println(heaped + " " + heaped.size());
        List<Integer> drained = new ArrayList<>();
        while (!heaped.isEmpty()) drained.add(heaped.poll());
        System.out.println(drained);
        try { pq.add(null); } catch (NullPointerException e) { System.out.println("NPE"); }
        try { pq.remove(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { new PriorityQueue<Integer>(0); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 40; i++) { if (i % 2 == 0) dq.addFirst(i); else dq.addLast(i); }
        System.out.println(dq);
        System.out.println(dq.pollFirst() + " " + dq.pollLast() + " " + dq.peekFirst() + " " + dq.peekLast() + " " + dq.size());
        dq.removeFirstOccurrence(20);
        dq.removeLastOccurrence(21);
        Iterator<Integer> di = dq.descendingIterator();
        StringBuilder rs = new StringBuilder();
        for (int i = 0; i < 5; i++) rs.append(di.next()).append(',');
        System.out.println(rs + " " + dq.contains(22) + " " + dq.contains(20));
        for (Iterator<Integer> it = dq.iterator(); it.hasNext();) if (it.next() % 4 == 0) it.remove();
        System.out.println(dq);
        Deque<String> stack = new ArrayDeque<>();
        stack.push("a"); stack.push("b"); stack.push("c");
        System.out.println(stack + " " + stack.pop() + " " + stack.peek() + " " + stack);
        Queue<String> q = new ArrayDeque<>(List.of("x", "y", "z"));
        q.offer("w");
        System.out.println(q.poll() + q.remove() + q.element() + " " + q);
        ArrayDeque<String> ed = new ArrayDeque<>();
        try { ed.removeFirst(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { ed.pop(); } catch (NoSuchElementException e) { System.out.println("NSEE pop"); }
        try { ed.getLast(); } catch (NoSuchElementException e) { System.out.println("NSEE getLast"); }
        try { ed.addLast(null); } catch (NullPointerException e) { System.out.println("NPE deque"); }
        System.out.println(ed.pollFirst() + " " + ed.peekLast() + " " + ed);
        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 6; i++) { ll.offerFirst(i); ll.offerLast(-i); }
        System.out.println(ll + " " + ll.removeFirst() + " " + ll.removeLast() + " " + ll.getFirst() + " " + ll.indexOf(0) + " " + ll.lastIndexOf(0));
        ll.add(3, 99); ll.remove(Integer.valueOf(0)); ll.set(0, 77);
        System.out.println(ll + " " + ll.get(3) + " " + ll.pop() + " " + ll.pollLast() + " " + ll.peekLast());
        try { ll.get(50); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { ll.add(-1, 5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new LinkedList<String>().getFirst(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
    }
}
