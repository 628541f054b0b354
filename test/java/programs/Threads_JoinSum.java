// Threads: start and join, partial sums computed in parallel, a shared
// counter incremented under a monitor by several threads, thread names
// (default Thread-N numbering and explicit names), isAlive.
public class Threads_JoinSum {
    static final Object lock = new Object();
    static long shared;
    static int syncCount;

    static synchronized void incSync() { syncCount++; }

    static class Summer extends Thread {
        final int from, to;
        long result;
        Summer(int from, int to) { this.from = from; this.to = to; }
        @Override public void run() {
            long s = 0;
            for (int i = from; i < to; i++) s += (long) i * i % 1000;
            result = s;
            for (int i = 0; i < 10000; i++) {
                synchronized (lock) { shared += 1; }
                incSync();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Summer[] ts = new Summer[4];
        for (int i = 0; i < ts.length; i++) ts[i] = new Summer(i * 250000, (i + 1) * 250000);
        for (Summer t : ts) t.start();
        long total = 0;
        for (Summer t : ts) { t.join(); total += t.result; }
        System.out.println("total " + total + " shared " + shared + " sync " + syncCount);
        for (Summer t : ts) System.out.println(t.getName() + " alive " + t.isAlive());
        Thread named = new Thread(new Runnable() { public void run() { System.out.println("in " + Thread.currentThread().getName()); } }, "worker-x");
        named.start();
        named.join();
        Thread unnamed = new Thread(new Runnable() { public void run() { System.out.println("in " + Thread.currentThread().getName()); } });
        unnamed.start();
        unnamed.join();
        System.out.println("main is " + Thread.currentThread().getName());
    }
}
