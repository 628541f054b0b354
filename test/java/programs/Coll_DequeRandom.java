// ArrayDeque under a seeded random workload: adds and polls at both ends,
// deletions from the middle, removeIf/retainAll/addAll, iterator removes in
// both directions, and changes during iteration whose ConcurrentModification-
// Exception (or silence) depends on the JDK's physical layout and growth.
import java.util.*;
public class Coll_DequeRandom { public static void main(String[] a) {
  Random r = new Random(5);
  StringBuilder log = new StringBuilder();
  for (int round = 0; round < 300; round++) {
    ArrayDeque<Integer> d = round % 3 == 0 ? new ArrayDeque<>() : round % 3 == 1 ? new ArrayDeque<>(r.nextInt(5)) : new ArrayDeque<>(List.of(1, 2, 3, 4, 5));
    int ops = 5 + r.nextInt(60);
    for (int k = 0; k < ops; k++) {
      int op = r.nextInt(12), v = r.nextInt(100);
      try {
        switch (op) {
          case 0: case 1: d.addLast(v); break;
          case 2: d.addFirst(v); break;
          case 3: d.pollFirst(); break;
          case 4: d.pollLast(); break;
          case 5: d.removeFirstOccurrence(d.isEmpty() ? 0 : d.toArray()[r.nextInt(d.size())]); break;
          case 6: d.removeIf(x -> x % 5 == 0); break;
          case 7: d.addAll(Collections.nCopies(r.nextInt(20), v)); break;
          case 8: { Iterator<Integer> it = r.nextBoolean() ? d.iterator() : d.descendingIterator(); int m = 0;
                    while (it.hasNext()) { int x = it.next(); if (x % 3 == 0) it.remove(); if (x % 7 == 0 && m++ < 3) { if (r.nextBoolean()) d.addLast(x + 1); else d.addFirst(x + 1); } if (x % 11 == 0) d.pollFirst(); } break; }
          case 9: { for (Integer x : d) if (x % 4 == 0) d.addLast(x + 1); break; }
          case 10: d.retainAll(List.of(v, v + 1, 3, 4, 5, 6, 7, 8)); break;
          default: if (r.nextInt(10) == 0) d.clear(); else d.push(v);
        }
        log.append(op);
      } catch (ConcurrentModificationException e) { log.append("C"); }
      catch (NoSuchElementException e) { log.append("N"); }
    }
    log.append(d).append('\n');
  }
  System.out.print(log);
}}
