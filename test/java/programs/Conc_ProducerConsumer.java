import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

// Producers and consumers over blocking queues: bounded queues block the
// producers, poison pills end the consumers, totals and per-producer order
// are checked; a SynchronousQueue hands off in order.
public class Conc_ProducerConsumer {
    static final int POISON = -1;

    static void run(String name, BlockingQueue<Integer> q, int producers, int consumers, int perProducer) throws InterruptedException {
        long[] sums = new long[consumers];
        int[] counts = new int[consumers];
        boolean[] ordered = {true};
        Thread[] cs = new Thread[consumers];
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            cs[c] = new Thread(() -> {
                int[] last = new int[producers];
                java.util.Arrays.fill(last, -1);
                try {
                    for (;;) {
                        int v = q.take();
                        if (v == POISON) {
                            return;
                        }
                        int p = v / 1000000;
                        int seq = v % 1000000;
                        if (seq <= last[p]) {
                            ordered[0] = false;
                        }
                        last[p] = seq;
                        sums[id] += seq;
                        counts[id]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            cs[c].start();
        }
        Thread[] ps = new Thread[producers];
        for (int p = 0; p < producers; p++) {
            final int id = p;
            ps[p] = new Thread(() -> {
                try {
                    for (int i = 0; i < perProducer; i++) {
                        q.put(id * 1000000 + i);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            ps[p].start();
        }
        for (Thread t : ps) {
            t.join();
        }
        for (int c = 0; c < consumers; c++) {
            q.put(POISON);
        }
        for (Thread t : cs) {
            t.join();
        }
        long total = 0;
        int count = 0;
        for (int c = 0; c < consumers; c++) {
            total += sums[c];
            count += counts[c];
        }
        System.out.println(name + ": count " + count + " sum " + total + " empty " + q.isEmpty()
                + (consumers == 1 ? " per-producer order kept " + ordered[0] : ""));
    }

    public static void main(String[] args) throws InterruptedException {
        run("ABQ(4) 1x1", new ArrayBlockingQueue<>(4), 1, 1, 5000);
        run("ABQ(16) 3x2", new ArrayBlockingQueue<>(16), 3, 2, 3000);
        run("LBQ 4x1", new LinkedBlockingQueue<>(), 4, 1, 2000);
        run("LBQ(3) 2x3", new LinkedBlockingQueue<>(3), 2, 3, 2000);
        run("LBD(8) 2x2", new LinkedBlockingDeque<>(8), 2, 2, 2000);
        run("SQ 2x1", new SynchronousQueue<>(), 2, 1, 1000);

        SynchronousQueue<String> hand = new SynchronousQueue<>();
        Thread taker = new Thread(() -> {
            try {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < 5; i++) {
                    sb.append(hand.take());
                }
                System.out.println("handed " + sb);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        taker.start();
        for (String s : new String[] {"a", "b", "c", "d", "e"}) {
            hand.put(s);
        }
        taker.join();
        System.out.println("offer with nobody waiting: " + hand.offer("x") + " " + hand.offer("x", 2, TimeUnit.MILLISECONDS));

        PriorityBlockingQueue<Integer> pq = new PriorityBlockingQueue<>();
        Thread late = new Thread(() -> {
            try {
                Thread.sleep(5);
                pq.put(3);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        late.start();
        System.out.println("take waited for " + pq.take());
        late.join();
    }
}
