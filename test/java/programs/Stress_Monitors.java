// 64 threads on one bounded buffer with wait/notifyAll: 32 producers put
// 1500 numbers each, 32 consumers take them; a shared counter under a
// second monitor.  Every number is taken exactly once (sum and xor match),
// nobody is left waiting (a lost wake-up would hang the test), totals exact.
public class Stress_Monitors {
    static final int PRODUCERS = 32, CONSUMERS = 32, EACH = 1500;
    static final int[] buf = new int[8];
    static int head, count, taken;
    static long sum, xor;
    static final Object counterLock = new Object();
    static int counter;

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
                if (taken == PRODUCERS * EACH) return -1;
                buf.wait();
            }
            int v = buf[head];
            head = (head + 1) % buf.length;
            count--;
            taken++;
            buf.notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] all = new Thread[PRODUCERS + CONSUMERS];
        for (int p = 0; p < PRODUCERS; p++) {
            final int base = p * EACH;
            all[p] = new Thread(() -> {
                try {
                    for (int i = 0; i < EACH; i++) {
                        put(base + i + 1);
                        synchronized (counterLock) { counter++; }
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (int c = 0; c < CONSUMERS; c++) {
            all[PRODUCERS + c] = new Thread(() -> {
                long s = 0, x = 0;
                try {
                    for (int v; (v = take()) >= 0; ) {
                        s += v;
                        x ^= v;
                        synchronized (counterLock) { counter++; }
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
                synchronized (buf) { sum += s; xor ^= x; buf.notifyAll(); }
            });
        }
        for (Thread t : all) t.start();
        for (Thread t : all) t.join();
        long n = (long) PRODUCERS * EACH;
        System.out.println("taken " + taken + " of " + n);
        System.out.println("sum ok " + (sum == n * (n + 1) / 2));
        long x = 0;
        for (long i = 1; i <= n; i++) x ^= i;
        System.out.println("xor ok " + (xor == x));
        System.out.println("counter " + counter);
        for (Thread t : all) if (t.isAlive()) System.out.println("still alive: " + t.getName());
    }
}
