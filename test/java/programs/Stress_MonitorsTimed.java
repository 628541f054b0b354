// The stress test bounded in time: 64 threads on one bounded buffer with
// wait/notifyAll for about two seconds (System property stress.seconds).
// 32 producers put consecutive numbers until the time is up, 32 consumers
// take them until every producer has finished and the buffer is empty; a
// shared counter under a second monitor.  How many items pass depends on
// the machine; what is printed does not: every number put was taken
// exactly once (count, sum and xor of both sides match), the counter is
// exact, nobody is left waiting (a lost wake-up would hang the test).
public class Stress_MonitorsTimed {
    static final int PRODUCERS = 32, CONSUMERS = 32;
    static final int[] buf = new int[8];
    static int head, count, producersDone;
    static long taken, takenSum, takenXor;
    static long put, putSum, putXor;
    static final Object counterLock = new Object();
    static long counter;

    static void put(int v) throws InterruptedException {
        synchronized (buf) {
            while (count == buf.length) buf.wait();
            buf[(head + count) % buf.length] = v;
            count++;
            buf.notifyAll();
        }
    }

    static int take() throws InterruptedException {
        synchronized (buf) {
            while (count == 0) {
                if (producersDone == PRODUCERS) return -1;
                buf.wait();
            }
            int v = buf[head];
            head = (head + 1) % buf.length;
            count--;
            buf.notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        double seconds = Double.parseDouble(System.getProperty("stress.seconds", "2"));
        final long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long start = System.nanoTime();
        Thread[] all = new Thread[PRODUCERS + CONSUMERS];
        for (int p = 0; p < PRODUCERS; p++) {
            final int base = p << 24;
            all[p] = new Thread(() -> {
                long n = 0, s = 0, x = 0;
                try {
                    for (int i = 1; System.nanoTime() < deadline; i++) {
                        int v = base + i;
                        put(v);
                        n++;
                        s += v;
                        x ^= v;
                        synchronized (counterLock) { counter++; }
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
                synchronized (buf) {
                    put += n;
                    putSum += s;
                    putXor ^= x;
                    producersDone++;
                    buf.notifyAll();
                }
            });
        }
        for (int c = 0; c < CONSUMERS; c++) {
            all[PRODUCERS + c] = new Thread(() -> {
                long n = 0, s = 0, x = 0;
                try {
                    for (int v; (v = take()) >= 0; ) {
                        n++;
                        s += v;
                        x ^= v;
                        synchronized (counterLock) { counter++; }
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
                synchronized (buf) { taken += n; takenSum += s; takenXor ^= x; }
            });
        }
        for (Thread t : all) t.start();
        for (Thread t : all) t.join();
        double elapsed = (System.nanoTime() - start) / 1e9;
        System.out.println("items passed: " + (put > 0));
        System.out.println("every item taken once: " + (taken == put && takenSum == putSum && takenXor == putXor));
        System.out.println("counter exact: " + (counter == put + taken));
        System.out.println("ran for the time asked: " + (elapsed >= seconds));
        for (Thread t : all) if (t.isAlive()) System.out.println("still alive: " + t.getName());
        if (System.getProperty("stress.verbose") != null) {
            System.out.printf("%d items in %.2f s%n", put, elapsed);
        }
    }
}
