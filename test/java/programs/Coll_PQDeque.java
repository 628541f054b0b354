// PriorityQueue with natural order, comparators and ties (poll order),
// removal of arbitrary elements, toString of the heap array, Dijkstra on a
// small graph; ArrayDeque as stack and queue (push/pop/offer/poll/peek on
// both ends, nulls rejected, growth across wrap-around), and a sliding
// window maximum.
import java.util.*;

public class Coll_PQDeque {
    record Task(String name, int prio, int seq) {}

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] in = {5, 3, 9, 1, 7, 3, 8, 2, 6, 4, 0};
        for (int x : in) pq.offer(x);
        System.out.println(pq + " peek=" + pq.peek() + " size=" + pq.size());
        pq.remove(7);
        pq.remove(Integer.valueOf(3));
        System.out.println(pq);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println(sb + "then poll=" + pq.poll() + " peek=" + pq.peek());
        try { pq.remove(); } catch (NoSuchElementException e) { System.out.println("NSEE remove on empty"); }
        try { pq.add(null); } catch (NullPointerException e) { System.out.println("NPE add null"); }

        PriorityQueue<String> byLen = new PriorityQueue<>(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder()));
        byLen.addAll(List.of("pear", "fig", "banana", "kiwi", "apple", "date", "yam"));
        System.out.println(byLen);
        List<String> drained = new ArrayList<>();
        while (!byLen.isEmpty()) drained.add(byLen.poll());
        System.out.println(drained);

        PriorityQueue<Task> tasks = new PriorityQueue<>((a, b) -> a.prio() != b.prio() ? b.prio() - a.prio() : a.seq() - b.seq());
        String[] names = {"write", "test", "fix", "ship", "plan", "review"};
        int[] prios = {2, 3, 3, 1, 5, 2};
        for (int i = 0; i < names.length; i++) tasks.add(new Task(names[i], prios[i], i));
        while (!tasks.isEmpty()) System.out.print(tasks.poll().name() + " ");
        System.out.println();
        PriorityQueue<Integer> maxHeap = new PriorityQueue<>(Collections.reverseOrder());
        maxHeap.addAll(List.of(4, 1, 7, 3));
        System.out.println(maxHeap.poll() + " " + maxHeap.poll() + " " + maxHeap + " " + maxHeap.contains(1) + " " + Arrays.toString(maxHeap.toArray()));

        // Dijkstra
        int n = 7;
        int[][] edges = {{0, 1, 7}, {0, 2, 9}, {0, 5, 14}, {1, 2, 10}, {1, 3, 15}, {2, 3, 11}, {2, 5, 2}, {3, 4, 6}, {4, 5, 9}, {5, 6, 1}, {6, 4, 3}};
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) { adj.get(e[0]).add(new int[] {e[1], e[2]}); adj.get(e[1]).add(new int[] {e[0], e[2]}); }
        int[] dist = new int[n];
        int[] prev = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        Arrays.fill(prev, -1);
        dist[0] = 0;
        PriorityQueue<int[]> q = new PriorityQueue<>(Comparator.comparingInt((int[] a) -> a[1]).thenComparingInt(a -> a[0]));
        q.add(new int[] {0, 0});
        int pops = 0;
        while (!q.isEmpty()) {
            int[] cur = q.poll();
            pops++;
            if (cur[1] > dist[cur[0]]) continue;
            for (int[] e : adj.get(cur[0])) {
                int nd = cur[1] + e[1];
                if (nd < dist[e[0]]) { dist[e[0]] = nd; prev[e[0]] = cur[0]; q.add(new int[] {e[0], nd}); }
            }
        }
        System.out.println(Arrays.toString(dist) + " " + Arrays.toString(prev) + " pops=" + pops);

        ArrayDeque<Integer> st = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) st.push(i);
        System.out.println(st + " pop=" + st.pop() + " peek=" + st.peek() + " peekLast=" + st.peekLast() + " " + st);
        ArrayDeque<String> qu = new ArrayDeque<>(2);
        for (int i = 0; i < 20; i++) {
            qu.offer("e" + i);
            if (i % 3 == 2) qu.poll();
        }
        System.out.println(qu + " size=" + qu.size() + " first=" + qu.peekFirst() + " last=" + qu.peekLast());
        qu.offerFirst("front");
        qu.addLast("back");
        System.out.println(qu.pollFirst() + " " + qu.pollLast() + " " + qu.removeFirstOccurrence("e10") + " " + qu.removeLastOccurrence("zz") + " " + qu.contains("e11"));
        try { qu.addFirst(null); } catch (NullPointerException e) { System.out.println("NPE deque null"); }
        ArrayDeque<Integer> empty = new ArrayDeque<>();
        System.out.println(empty.poll() + " " + empty.peekFirst() + " " + empty.pollLast());
        try { empty.pop(); } catch (NoSuchElementException e) { System.out.println("NSEE pop"); }
        try { empty.getLast(); } catch (NoSuchElementException e) { System.out.println("NSEE getLast"); }

        // balanced brackets with a deque stack
        for (String s : new String[] {"([]{()})", "([)]", "((", "", "}{", "{[()()]}[]"}) {
            ArrayDeque<Character> stack = new ArrayDeque<>();
            boolean ok = true;
            for (char c : s.toCharArray()) {
                if ("([{".indexOf(c) >= 0) stack.push(c);
                else {
                    Character top = stack.poll();
                    if (top == null || "([{".indexOf(top) != ")]}".indexOf(c)) { ok = false; break; }
                }
            }
            System.out.print((ok && stack.isEmpty()) + " ");
        }
        System.out.println();

        // sliding window maximum with a monotonic deque
        int[] a = {1, 3, -1, -3, 5, 3, 6, 7, 2, 2, 9, 0, -4};
        int k = 3;
        ArrayDeque<Integer> win = new ArrayDeque<>();
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < a.length; i++) {
            while (!win.isEmpty() && win.peekFirst() <= i - k) win.pollFirst();
            while (!win.isEmpty() && a[win.peekLast()] <= a[i]) win.pollLast();
            win.offerLast(i);
            if (i >= k - 1) out.add(a[win.peekFirst()]);
        }
        System.out.println(out);
    }
}
