import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

// java.util.concurrent: a fixed thread pool summing ranges through Futures,
// AtomicInteger/AtomicLong counters updated by many tasks.
public class Threads_Concurrent {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        AtomicInteger hits = new AtomicInteger();
        AtomicLong total = new AtomicLong();
        Future<?>[] fs = new Future<?>[8];
        for (int t = 0; t < fs.length; t++) {
            final int from = t * 1000;
            fs[t] = pool.submit(() -> { for (int i = from; i < from + 1000; i++) { hits.incrementAndGet(); total.addAndGet(i); } });
        }
        for (Future<?> f : fs) f.get();
        Future<Integer> answer = pool.submit(() -> 6 * 7);
        System.out.println(hits.get() + " " + total.get() + " " + answer.get());
        pool.shutdown();
        System.out.println(pool.awaitTermination(10, java.util.concurrent.TimeUnit.SECONDS));
    }
}
