import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

// The concurrent queues single-threaded: offer/poll/peek on full and empty
// queues, remainingCapacity, drainTo, timed offer/poll that time out at
// once, iterators with remove, and the exceptions.
public class Conc_Queues {
    static void exercise(String name, BlockingQueue<Integer> q) throws InterruptedException {
        StringBuilder sb = new StringBuilder(name).append(':');
        for (int i = 5; i > 0; i--) {
            sb.append(' ').append(q.offer(i * 10));
        }
        sb.append(' ').append(q).append(" rc=").append(q.remainingCapacity());
        sb.append(" peek=").append(q.peek()).append(" poll=").append(q.poll()).append(" size=").append(q.size());
        sb.append(" timedOffer=").append(q.offer(99, 0, TimeUnit.MILLISECONDS));
        try {
            q.add(77);
            sb.append(" add ok");
        } catch (IllegalStateException e) {
            sb.append(" add: ").append(e.getMessage());
        }
        sb.append(" contains30=").append(q.contains(30)).append(" remove30=").append(q.remove(30));
        List<Integer> out = new ArrayList<>();
        sb.append(" drain2=").append(q.drainTo(out, 2)).append(out);
        for (Iterator<Integer> it = q.iterator(); it.hasNext(); ) {
            if (it.next() % 20 == 0) {
                it.remove();
            }
        }
        sb.append(" afterItRemove=").append(q);
        sb.append(" drainAll=").append(q.drainTo(out)).append(out).append(" empty=").append(q.isEmpty());
        sb.append(" poll=").append(q.poll()).append(" timedPoll=").append(q.poll(1, TimeUnit.MILLISECONDS));
        try {
            q.remove();
        } catch (java.util.NoSuchElementException e) {
            sb.append(" remove: NoSuchElementException");
        }
        try {
            q.offer(null);
        } catch (NullPointerException e) {
            sb.append(" offer(null): NPE");
        }
        try {
            q.drainTo(q);
        } catch (IllegalArgumentException e) {
            sb.append(" drainTo(self): IAE");
        }
        System.out.println(sb);
    }

    public static void main(String[] args) throws InterruptedException {
        exercise("ABQ(3)", new ArrayBlockingQueue<>(3));
        exercise("ABQ(8,fair)", new ArrayBlockingQueue<>(8, true));
        exercise("LBQ", new LinkedBlockingQueue<>());
        exercise("LBQ(2)", new LinkedBlockingQueue<>(2));
        exercise("LBD(4)", new LinkedBlockingDeque<>(4));
        exercise("PBQ", new PriorityBlockingQueue<>());
        exercise("PBQ(rev)", new PriorityBlockingQueue<>(3, java.util.Comparator.reverseOrder()));
        exercise("SQ", new SynchronousQueue<>());
        for (Runnable r : new Runnable[] {() -> new ArrayBlockingQueue<Integer>(0), () -> new LinkedBlockingQueue<Integer>(-1)}) {
            try {
                r.run();
            } catch (IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<>(3, false, List.of("x", "y"));
        abq.put("z");
        System.out.println(abq + " " + abq.take() + " " + abq.remainingCapacity());

        LinkedBlockingDeque<Integer> d = new LinkedBlockingDeque<>(5);
        d.putFirst(2);
        d.putLast(3);
        d.offerFirst(1);
        d.push(0);
        System.out.println(d + " " + d.peekLast() + " " + d.pollLast() + " " + d.takeFirst() + " " + d.pop() + " " + d);
        d.addAll(List.of(7, 8, 9, 7));
        System.out.println(d + " " + d.removeLastOccurrence(7) + " " + d + " " + d.remainingCapacity());
        try {
            d.addFirst(6);
            d.addFirst(5);
        } catch (IllegalStateException e) {
            System.out.println("addFirst: " + e.getMessage() + " " + d);
        }
        StringBuilder desc = new StringBuilder();
        for (Iterator<Integer> it = d.descendingIterator(); it.hasNext(); ) {
            desc.append(it.next());
        }
        System.out.println(desc);

        PriorityBlockingQueue<String> pq = new PriorityBlockingQueue<>(List.of("m", "c", "x", "a", "q"));
        System.out.println(pq + " " + pq.poll() + " " + pq + " " + pq.take());

        Queue<Integer> clq = new ConcurrentLinkedQueue<>(List.of(4, 5, 6));
        clq.offer(7);
        Iterator<Integer> it = clq.iterator();
        clq.poll();
        System.out.println(clq + " " + it.next() + " " + clq.peek() + " " + clq.size() + " " + clq.contains(5));
        ConcurrentLinkedDeque<Integer> cld = new ConcurrentLinkedDeque<>();
        cld.offerFirst(1);
        cld.offerLast(2);
        cld.push(0);
        System.out.println(cld + " " + cld.peekFirst() + " " + cld.pollLast() + " " + cld.getLast() + " " + cld.removeFirst() + " " + cld);
        try {
            new ConcurrentLinkedDeque<Integer>().removeLast();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("removeLast: " + e);
        }
    }
}
