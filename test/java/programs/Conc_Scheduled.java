import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Delayed;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// Scheduled execution: one-shot tasks run in delay order, a fixed-rate and
// a fixed-delay task repeat until cancelled, shutdown lets delayed tasks
// finish; a DelayQueue releases elements when their delay expires.
public class Conc_Scheduled {
    static final class Item implements Delayed {
        final String name;
        final long at;

        Item(String name, long delayMs) {
            this.name = name;
            this.at = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMs);
        }

        public long getDelay(TimeUnit unit) {
            return unit.convert(at - System.nanoTime(), TimeUnit.NANOSECONDS);
        }

        public int compareTo(Delayed o) {
            return Long.compare(at, ((Item) o).at);
        }

        public String toString() {
            return name;
        }
    }

    public static void main(String[] args) throws Exception {
        // One worker takes the tasks strictly in trigger-time order.
        ScheduledExecutorService one = Executors.newSingleThreadScheduledExecutor();
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        List<ScheduledFuture<?>> fs = new ArrayList<>();
        int[] delays = {120, 30, 90, 60, 0};
        // Warmed up first, and every trigger time taken from one base, so
        // that a slow build (sanitizers, Wine) scheduling the five tasks
        // late cannot reorder them.
        one.schedule(() -> { }, 0, TimeUnit.MILLISECONDS).get();
        long base = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(500);
        for (int d : delays) {
            String name = "t" + d;
            long at = base + TimeUnit.MILLISECONDS.toNanos(d);
            fs.add(one.schedule(() -> order.add(name), at - System.nanoTime(), TimeUnit.NANOSECONDS));
        }
        ScheduledFuture<String> value = one.schedule(() -> "value", 10, TimeUnit.MILLISECONDS);
        System.out.println(value.get() + " " + value.isDone());
        for (ScheduledFuture<?> f : fs) {
            f.get();
        }
        System.out.println(order);
        one.shutdown();
        System.out.println(one.awaitTermination(10, TimeUnit.SECONDS));
        ScheduledExecutorService s = Executors.newScheduledThreadPool(2);
        ScheduledFuture<String> v2 = s.schedule(() -> "pool value", 5, TimeUnit.MILLISECONDS);
        System.out.println(v2.get());

        AtomicInteger rate = new AtomicInteger();
        CountDownLatch five = new CountDownLatch(5);
        ScheduledFuture<?> fixedRate = s.scheduleAtFixedRate(() -> {
            rate.incrementAndGet();
            five.countDown();
        }, 0, 3, TimeUnit.MILLISECONDS);
        AtomicInteger delay = new AtomicInteger();
        CountDownLatch three = new CountDownLatch(3);
        ScheduledFuture<?> fixedDelay = s.scheduleWithFixedDelay(() -> {
            delay.incrementAndGet();
            three.countDown();
        }, 1, 2, TimeUnit.MILLISECONDS);
        five.await();
        three.await();
        System.out.println(fixedRate.cancel(false) + " " + fixedDelay.cancel(false) + " " + fixedRate.isCancelled()
                + " " + (rate.get() >= 5) + " " + (delay.get() >= 3));

        ScheduledFuture<?> late = s.schedule(() -> order.add("after shutdown"), 40, TimeUnit.MILLISECONDS);
        s.shutdown();
        System.out.println(s.awaitTermination(10, TimeUnit.SECONDS) + " " + late.isDone() + " " + order.get(order.size() - 1));

        DelayQueue<Item> dq = new DelayQueue<>();
        dq.put(new Item("slow", 1500));
        dq.put(new Item("fast", 500));
        dq.put(new Item("mid", 1000));
        System.out.println(dq.size() + " " + dq.poll() + " " + dq.peek());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            sb.append(dq.take()).append(' ');
        }
        System.out.println(sb.toString().trim() + " " + dq.isEmpty());
    }
}
