import java.util.concurrent.CountDownLatch;

// Eight threads released together each use java.util.TreeMap, BitSet and
// a lambda for the first time: each class is loaded once and every thread
// waits for it (on the JDK this always prints "ok 8").  The concurrent
// library's threaded tests depend on this.
public class Conc_FirstUseRace {
    public static void main(String[] args) throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        int[] done = new int[1];
        Thread[] ts = new Thread[8];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                new java.util.TreeMap<String, Long>().put("k", Long.valueOf(7));
                new java.util.BitSet().set(3);
                java.util.function.IntUnaryOperator f = x -> x + 1;
                synchronized (done) {
                    done[0] += f.applyAsInt(0);
                }
            });
            ts[i].start();
        }
        go.countDown();
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("ok " + done[0]);
    }
}
