import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// ReentrantReadWriteLock with threads: several readers hold the read lock
// at once, a writer waits for them and excludes everyone, tryLock with a
// timeout fails while the other side holds the lock, and a cache guarded
// by the lock stays consistent under concurrent readers and writers.
public class Conc_ReadWrite {
    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        int readers = 3;
        CountDownLatch allIn = new CountDownLatch(readers);
        CountDownLatch release = new CountDownLatch(1);
        Thread[] rs = new Thread[readers];
        for (int i = 0; i < readers; i++) {
            rs[i] = new Thread(() -> {
                rw.readLock().lock();
                try {
                    allIn.countDown();
                    release.await();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                } finally {
                    rw.readLock().unlock();
                }
            });
            rs[i].start();
        }
        allIn.await();
        System.out.println("readers inside together: " + rw.getReadLockCount() + " write tryLock " + rw.writeLock().tryLock(5, TimeUnit.MILLISECONDS));
        release.countDown();
        for (Thread t : rs) {
            t.join();
        }
        System.out.println("after readers: " + rw.getReadLockCount());

        rw.writeLock().lock();
        boolean[] readerGot = {true};
        Thread r = new Thread(() -> {
            try {
                readerGot[0] = rw.readLock().tryLock(5, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        r.start();
        r.join();
        System.out.println("reader while writing: " + readerGot[0]);
        rw.writeLock().unlock();

        Map<Integer, Integer> cache = new HashMap<>();
        AtomicInteger inconsistencies = new AtomicInteger();
        Thread[] ws = new Thread[2];
        for (int w = 0; w < ws.length; w++) {
            final int base = w * 1000;
            ws[w] = new Thread(() -> {
                for (int i = 0; i < 2000; i++) {
                    rw.writeLock().lock();
                    try {
                        cache.put(base + (i % 100), i);
                        cache.put(-1, cache.getOrDefault(-1, 0) + 1);
                    } finally {
                        rw.writeLock().unlock();
                    }
                }
            });
        }
        Thread[] rds = new Thread[3];
        for (int k = 0; k < rds.length; k++) {
            rds[k] = new Thread(() -> {
                for (int i = 0; i < 2000; i++) {
                    rw.readLock().lock();
                    try {
                        int count = cache.getOrDefault(-1, 0);
                        if (cache.size() > 201 || count < 0) {
                            inconsistencies.incrementAndGet();
                        }
                    } finally {
                        rw.readLock().unlock();
                    }
                }
            });
        }
        for (Thread t : ws) {
            t.start();
        }
        for (Thread t : rds) {
            t.start();
        }
        for (Thread t : ws) {
            t.join();
        }
        for (Thread t : rds) {
            t.join();
        }
        System.out.println("writes " + cache.get(-1) + " entries " + cache.size() + " inconsistencies " + inconsistencies.get()
                + " " + rw.isWriteLocked() + " " + rw.getReadLockCount());
    }
}
