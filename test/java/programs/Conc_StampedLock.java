import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.StampedLock;

// StampedLock: optimistic reads validated or invalidated by a write, read
// and write locking, conversions, stamp kinds, misuse, and a point
// guarded by it under 4 threads.  Stamp values themselves are not printed.
public class Conc_StampedLock {
    static String state(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    static final class Point {
        final StampedLock sl = new StampedLock();
        double x;
        double y;

        void move(double dx, double dy) {
            long stamp = sl.writeLock();
            try {
                x += dx;
                y += dy;
            } finally {
                sl.unlockWrite(stamp);
            }
        }

        double sum() {
            long stamp = sl.tryOptimisticRead();
            double cx = x;
            double cy = y;
            if (!sl.validate(stamp)) {
                stamp = sl.readLock();
                try {
                    cx = x;
                    cy = y;
                } finally {
                    sl.unlockRead(stamp);
                }
            }
            return cx + cy;
        }
    }

    public static void main(String[] args) throws Exception {
        StampedLock sl = new StampedLock();
        long opt = sl.tryOptimisticRead();
        System.out.println(state(sl) + " " + (opt != 0) + " " + sl.validate(opt) + " " + StampedLock.isOptimisticReadStamp(opt));
        long r1 = sl.readLock();
        long r2 = sl.tryReadLock();
        System.out.println(state(sl) + " " + sl.getReadLockCount() + " " + sl.isReadLocked() + " " + sl.validate(opt) + " "
                + StampedLock.isReadLockStamp(r1) + " " + (sl.tryWriteLock() == 0) + " " + (sl.tryWriteLock(1, TimeUnit.MILLISECONDS) == 0));
        sl.unlockRead(r1);
        sl.unlock(r2);
        long w = sl.writeLock();
        System.out.println(state(sl) + " " + sl.isWriteLocked() + " " + StampedLock.isWriteLockStamp(w) + " " + sl.validate(opt)
                + " " + (sl.tryOptimisticRead() == 0) + " " + (sl.tryReadLock() == 0));
        sl.unlockWrite(w);
        System.out.println(state(sl) + " old optimistic still valid: " + sl.validate(opt));
        try {
            sl.unlockWrite(w);
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlockWrite again: " + e);
        }
        try {
            sl.unlockRead(r1);
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlockRead again: " + e);
        }

        long rs = sl.readLock();
        long ws = sl.tryConvertToWriteLock(rs);
        System.out.println("read->write " + StampedLock.isWriteLockStamp(ws) + " " + state(sl));
        long back = sl.tryConvertToReadLock(ws);
        System.out.println("write->read " + StampedLock.isReadLockStamp(back) + " " + state(sl));
        long o2 = sl.tryConvertToOptimisticRead(back);
        System.out.println("read->optimistic " + StampedLock.isOptimisticReadStamp(o2) + " " + sl.validate(o2) + " " + state(sl));
        long a = sl.readLock();
        long b = sl.readLock();
        System.out.println("two readers cannot upgrade: " + (sl.tryConvertToWriteLock(a) == 0));
        sl.unlockRead(a);
        sl.unlockRead(b);

        Lock rl = sl.asReadLock();
        Lock wl = sl.asWriteLock();
        rl.lock();
        System.out.println("view: " + state(sl) + " " + wl.tryLock());
        rl.unlock();
        wl.lock();
        System.out.println("view: " + state(sl) + " " + rl.tryLock());
        wl.unlock();
        try {
            wl.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("view unlock: " + e);
        }
        System.out.println(sl.asReadWriteLock().readLock() == rl);

        Point p = new Point();
        Thread[] ts = new Thread[4];
        double[] sums = new double[ts.length];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 5000; i++) {
                    if (id % 2 == 0) {
                        p.move(1, 2);
                    } else {
                        double s = p.sum();
                        if (s % 3 != 0) {
                            sums[id] = s;
                        }
                    }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("point " + p.x + " " + p.y + " torn reads " + (sums[1] + sums[3]) + " " + state(p.sl));
    }
}
