// A bounded buffer with wait/notifyAll: one producer, one consumer; the
// consumer sees every item in order; interrupt wakes a waiting thread with
// InterruptedException; holdsLock.
public class Threads_WaitNotify {
    static class Buffer {
        private final int[] items = new int[4];
        private int head, count;
        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[(head + count) % items.length] = v;
            count++;
            notifyAll();
        }
        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final Buffer buf = new Buffer();
        final int n = 2000;
        Thread producer = new Thread("producer") {
            @Override public void run() {
                try { for (int i = 1; i <= n; i++) buf.put(i); buf.put(-1); } catch (InterruptedException e) { System.out.println("producer interrupted"); }
            }
        };
        final long[] result = new long[3];
        Thread consumer = new Thread("consumer") {
            @Override public void run() {
                try {
                    int expected = 1;
                    while (true) {
                        int v = buf.take();
                        if (v == -1) break;
                        if (v != expected) result[2]++;
                        expected++;
                        result[0] += v;
                        result[1]++;
                    }
                } catch (InterruptedException e) { System.out.println("consumer interrupted"); }
            }
        };
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.println("sum " + result[0] + " count " + result[1] + " out of order " + result[2]);
        final Object mon = new Object();
        Thread sleeper = new Thread("sleeper") {
            @Override public void run() {
                synchronized (mon) {
                    try {
                        mon.wait();
                        System.out.println("woke normally (wrong)");
                    } catch (InterruptedException e) {
                        System.out.println("interrupted while waiting, holds lock: " + Thread.holdsLock(mon) + ", flag cleared: " + !Thread.currentThread().isInterrupted());
                    }
                }
            }
        };
        sleeper.start();
        while (sleeper.getState() != Thread.State.WAITING) Thread.sleep(1);
        sleeper.interrupt();
        sleeper.join();
        System.out.println("main holds lock: " + Thread.holdsLock(mon));
        synchronized (mon) { System.out.println("now holds: " + Thread.holdsLock(mon)); }
        try {
            mon.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: " + e.getClass().getName());
        }
    }
}
