// LinkedList and ArrayList ListIterators (add/set/remove in both
// directions, nextIndex/previousIndex, IllegalStateException rules),
// subList views (nested, clear, set, sort through the view, index errors
// with messages), and the Deque face of LinkedList.
import java.util.*;

public class Coll_ListIters {
    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    static void walk(List<String> l) {
        ListIterator<String> it = l.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            String s = it.next();
            if (s.startsWith("x")) it.remove();
            else if (s.length() == 1) it.set(s.toUpperCase());
            else if (idx % 2 == 0) it.add(s + "+");
        }
        StringBuilder back = new StringBuilder();
        boolean added = false;
        while (it.hasPrevious()) {
            int pi = it.previousIndex();
            String s = it.previous();
            back.append(pi).append('=').append(s).append(' ');
            if (s.endsWith("+")) it.set(s.replace('+', '#'));
            if (pi == 1 && !added) { it.add("ins"); added = true; }
        }
        System.out.println(l + " | " + back.toString().trim() + " | nextIndex=" + it.nextIndex());
    }

    public static void main(String[] args) {
        String[] init = {"a", "xy", "bc", "d", "ef", "x", "gh", "ij"};
        walk(new LinkedList<>(Arrays.asList(init)));
        walk(new ArrayList<>(Arrays.asList(init)));

        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 6; i++) ll.add(i);
        ListIterator<Integer> li = ll.listIterator(3);
        System.out.println(li.next() + " " + li.previous() + " " + li.previous() + " " + li.nextIndex());
        li.remove();
        System.out.println(ll);
        attempt("set after remove", () -> li.set(9));
        li.add(42);
        attempt("remove after add", () -> li.remove());
        System.out.println(ll);
        attempt("listIterator(-1)", () -> ll.listIterator(-1));
        attempt("listIterator(size+1)", () -> ll.listIterator(ll.size() + 1));
        attempt("arraylist listIterator(9)", () -> new ArrayList<>(List.of(1)).listIterator(9));
        attempt("previous at start", () -> ll.listIterator().previous());

        List<Integer> base = new ArrayList<>();
        for (int i = 0; i < 20; i++) base.add(i);
        List<Integer> sub = base.subList(5, 15);
        List<Integer> subsub = sub.subList(2, 6);
        System.out.println(sub + " " + subsub);
        subsub.set(0, -1);
        subsub.add(100);
        System.out.println(base.size() + " " + sub.size() + " " + subsub + " " + base.subList(5, 13));
        subsub.clear();
        System.out.println(base + " " + sub.size());
        Collections.sort(sub.subList(0, sub.size()), Collections.reverseOrder());
        System.out.println(base);
        sub.replaceAll(x -> x * 2);
        sub.removeIf(x -> x % 3 == 0);
        System.out.println(base + " indexOf=" + sub.indexOf(20) + " lastIndexOf=" + base.lastIndexOf(4));
        attempt("subList(3,2)", () -> base.subList(3, 2));
        attempt("subList(-1,2)", () -> base.subList(-1, 2));
        attempt("subList(0,99)", () -> base.subList(0, 99));
        attempt("sub.get(50)", () -> sub.get(50));
        attempt("linked get(-1)", () -> ll.get(-1));
        attempt("array get(size)", () -> base.get(base.size()));
        attempt("array remove(99)", () -> base.remove(99));
        attempt("array add(99, x)", () -> base.add(99, 1));
        attempt("linked set(10)", () -> ll.set(10, 1));
        attempt("List.of get(3)", () -> List.of(1, 2).get(3));
        attempt("asList get(5)", () -> Arrays.asList(1, 2).get(5));
        attempt("empty getFirst", () -> new LinkedList<String>().getFirst());
        attempt("empty removeLast", () -> new LinkedList<String>().removeLast());
        attempt("element", () -> new LinkedList<String>().element());

        LinkedList<String> dq = new LinkedList<>();
        dq.push("p1"); dq.offerFirst("f"); dq.offerLast("l"); dq.add(1, "mid"); dq.addFirst("ff");
        System.out.println(dq + " " + dq.peekFirst() + " " + dq.peekLast() + " " + dq.indexOf("mid") + " " + dq.pop() + " " + dq.pollLast() + " " + dq);
        dq.add("mid");
        System.out.println(dq.removeLastOccurrence("mid") + " " + dq + " " + dq.removeFirstOccurrence("zz"));
        Iterator<String> di = dq.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) sb.append(di.next()).append(',');
        System.out.println(sb);
        LinkedList<Integer> nulls = new LinkedList<>(Arrays.asList(null, 1, null));
        System.out.println(nulls + " " + nulls.indexOf(null) + " " + nulls.lastIndexOf(null) + " " + nulls.remove(null) + " " + nulls);

        // Josephus with a ListIterator
        LinkedList<Integer> ring = new LinkedList<>();
        for (int i = 1; i <= 41; i++) ring.add(i);
        ListIterator<Integer> r = ring.listIterator();
        List<Integer> order = new ArrayList<>();
        int count = 0;
        while (ring.size() > 1) {
            if (!r.hasNext()) r = ring.listIterator();
            int v = r.next();
            if (++count % 3 == 0) { r.remove(); order.add(v); }
        }
        System.out.println("last=" + ring.getFirst() + " first eliminated=" + order.subList(0, 10));
        System.out.println(new ArrayList<>(ring).equals(ring) + " " + ring.hashCode() + " " + List.of(1, 2).equals(new LinkedList<>(List.of(1, 2))));
    }
}
