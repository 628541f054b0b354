import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// 8 threads x 10000 increments on every kind of shared counter: the totals
// must be exact (no lost updates under real parallelism).
public class Conc_Counters {
    static final int THREADS = 8;
    static final int N = 10000;

    public static void main(String[] args) throws InterruptedException {
        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong();
        LongAdder adder = new LongAdder();
        AtomicIntegerArray arr = new AtomicIntegerArray(4);
        AtomicReference<Integer> ref = new AtomicReference<>(0);
        ReentrantLock lock = new ReentrantLock();
        ReentrantLock fair = new ReentrantLock(true);
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        long[] guarded = new long[3];
        Object mon = new Object();
        ConcurrentHashMap<Integer, Integer> chm = new ConcurrentHashMap<>();
        ConcurrentHashMap<Integer, LongAdder> perKey = new ConcurrentHashMap<>();
        Thread[] ts = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < N; i++) {
                    ai.incrementAndGet();
                    al.addAndGet(i);
                    adder.increment();
                    arr.incrementAndGet(i & 3);
                    ref.updateAndGet(v -> v + 1);
                    lock.lock();
                    try {
                        guarded[0]++;
                    } finally {
                        lock.unlock();
                    }
                    if ((i & 7) == 0) {
                        fair.lock();
                        try {
                            guarded[1]++;
                        } finally {
                            fair.unlock();
                        }
                        rw.writeLock().lock();
                        try {
                            guarded[2]++;
                        } finally {
                            rw.writeLock().unlock();
                        }
                    }
                    synchronized (mon) {
                        mon.notifyAll();
                    }
                    chm.merge(i % 100, 1, Integer::sum);
                    perKey.computeIfAbsent(id * 1000 + (i % 50), k -> new LongAdder()).increment();
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("AtomicInteger " + ai.get());
        System.out.println("AtomicLong " + al.get());
        System.out.println("LongAdder " + adder.sum());
        System.out.println("AtomicIntegerArray " + arr);
        System.out.println("AtomicReference " + ref.get());
        System.out.println("ReentrantLock " + guarded[0] + " fair " + guarded[1] + " write lock " + guarded[2] + " " + lock.isLocked());
        int total = 0;
        for (int v : chm.values()) {
            total += v;
        }
        System.out.println("CHM merge " + chm.size() + " keys, total " + total + ", key 7 -> " + chm.get(7));
        long pk = 0;
        for (LongAdder a : perKey.values()) {
            pk += a.sum();
        }
        System.out.println("CHM computeIfAbsent " + perKey.size() + " keys, total " + pk);
        int r = 0;
        rw.readLock().lock();
        try {
            r = rw.getReadLockCount();
        } finally {
            rw.readLock().unlock();
        }
        System.out.println("read locks while held " + r + ", after " + rw.getReadLockCount());
    }
}
