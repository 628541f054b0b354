import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// Locks single-threaded: ReentrantLock hold counts, tryLock forms, unlock
// without holding (IllegalMonitorStateException), conditions that time
// out, await/signal without the lock, read-write lock counts and
// downgrading, and the toString suffixes (after the identity hash).
public class Conc_Locks {
    static String state(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    public static void main(String[] args) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        System.out.println(state(lock) + " " + lock.isLocked() + " " + lock.isFair() + " " + lock.getHoldCount());
        lock.lock();
        lock.lock();
        System.out.println(lock.getHoldCount() + " " + lock.isHeldByCurrentThread() + " " + lock.tryLock() + " "
                + lock.tryLock(10, TimeUnit.MILLISECONDS) + " " + lock.getHoldCount() + " " + state(lock).replace(Thread.currentThread().getName(), "<me>"));
        lock.unlock();
        lock.unlock();
        lock.unlock();
        lock.unlock();
        System.out.println(lock.getHoldCount() + " " + lock.isLocked() + " " + lock.hasQueuedThreads() + " " + lock.getQueueLength());
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock: " + e);
        }
        lock.lockInterruptibly();
        Condition c = lock.newCondition();
        long left = c.awaitNanos(1000000L);
        System.out.println("awaitNanos timed out: " + (left <= 0) + " held " + lock.getHoldCount());
        System.out.println("await(time): " + c.await(1, TimeUnit.MILLISECONDS) + " " + lock.hasWaiters(c) + " " + lock.getWaitQueueLength(c));
        c.signal();
        c.signalAll();
        lock.unlock();
        try {
            c.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await without lock: " + e);
        }
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without lock: " + e);
        }
        Thread.currentThread().interrupt();
        try {
            lock.lockInterruptibly();
        } catch (InterruptedException e) {
            System.out.println("lockInterruptibly: " + e + " " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        lock.lock();
        System.out.println("lock() keeps the interrupt: " + Thread.interrupted() + " " + lock.getHoldCount());
        lock.unlock();
        System.out.println(state(new ReentrantLock(true)) + " " + new ReentrantLock(true).isFair());

        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        Lock r = rw.readLock();
        Lock w = rw.writeLock();
        r.lock();
        r.lock();
        System.out.println(state(rw) + " " + state(r) + " " + rw.getReadLockCount() + " " + rw.getReadHoldCount() + " " + w.tryLock() + " " + rw.isWriteLocked());
        r.unlock();
        r.unlock();
        try {
            r.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock: " + e.getMessage());
        }
        w.lock();
        w.lock();
        r.lock();
        System.out.println(state(rw) + " " + rw.getWriteHoldCount() + " " + rw.isWriteLockedByCurrentThread() + " " + state(w).replace(Thread.currentThread().getName(), "<me>"));
        w.unlock();
        w.unlock();
        System.out.println("downgraded: " + state(rw) + " " + r.tryLock() + " " + rw.getReadHoldCount());
        r.unlock();
        r.unlock();
        System.out.println(state(rw) + " " + state(w));
        try {
            w.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("write unlock: " + e);
        }
        try {
            r.newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("readLock().newCondition(): " + e);
        }
        Condition wc = w.newCondition();
        w.lock();
        System.out.println("write condition: " + wc.await(1, TimeUnit.MILLISECONDS) + " " + rw.getWriteHoldCount());
        w.unlock();
    }
}
