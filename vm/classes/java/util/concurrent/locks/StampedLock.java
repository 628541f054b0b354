/*
 * java.util.concurrent.locks.StampedLock: a long state changed by CAS: bit 7
 * is the write lock, bits 0-6 count readers (at most 126 at once: a further
 * reader waits), the bits above are a version bumped by every write unlock,
 * so an optimistic read stamp (the version, taken while unlocked) stays
 * valid exactly until the next write lock.  Stamps are never 0.  Threads
 * that cannot take a mode wait on an internal monitor; every release that
 * may let someone in notifies it (no write preference or queue order, which
 * the JDK does not promise either).
 */
package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;
import jdk.internal.misc.Unsafe;

public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;

    private static final long RBITS = 0x7fL;
    private static final long WBIT = 0x80L;
    private static final long RFULL = RBITS - 1L;
    private static final long ABITS = RBITS | WBIT;
    private static final long SBITS = ~RBITS;
    private static final long ORIGIN = WBIT << 1;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATE = U.objectFieldOffset(StampedLock.class, "state");

    private transient volatile long state;
    private final transient Object monitor = new Object();
    private transient int waiters;

    private transient ReadLockView readLockView;
    private transient WriteLockView writeLockView;
    private transient ReadWriteLockView readWriteLockView;

    public StampedLock() {
        state = ORIGIN;
    }

    private boolean casState(long expect, long update) {
        return U.compareAndSetLong(this, STATE, expect, update);
    }

    /* Wakes threads waiting for a mode; only those that registered as waiters pay for it. */
    private void release() {
        synchronized (monitor) {
            if (waiters > 0) {
                monitor.notifyAll();
            }
        }
    }

    private static long unlockWriteState(long s) {
        return ((s += WBIT) == 0L) ? ORIGIN : s;
    }

    public long tryWriteLock() {
        long s = state;
        if ((s & ABITS) == 0L && casState(s, s += WBIT)) {
            return s;
        }
        return 0L;
    }

    public long tryReadLock() {
        for (;;) {
            long s = state;
            long m = s & ABITS;
            if (m >= WBIT || m == RFULL) {
                return 0L;
            }
            if (casState(s, s + 1L)) {
                return s + 1L;
            }
        }
    }

    /* Waits until the attempt succeeds; deadline 0 = none.  0 on timeout. */
    private long await(boolean write, boolean interruptible, long deadline) throws InterruptedException {
        boolean interrupted = false;
        try {
            synchronized (monitor) {
                waiters++;
                try {
                    for (;;) {
                        long stamp = write ? tryWriteLock() : tryReadLock();
                        if (stamp != 0L) {
                            return stamp;
                        }
                        long ms = 0L;
                        int ns = 0;
                        if (deadline != 0L) {
                            long left = deadline - System.nanoTime();
                            if (left <= 0L) {
                                return 0L;
                            }
                            ms = left / 1000000L;
                            ns = (int) (left % 1000000L);
                            if (ms == 0L && ns == 0) {
                                ns = 1;
                            }
                        }
                        try {
                            monitor.wait(ms, ns);
                        } catch (InterruptedException ie) {
                            if (interruptible) {
                                throw ie;
                            }
                            interrupted = true;
                        }
                    }
                } finally {
                    waiters--;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public long writeLock() {
        long stamp = tryWriteLock();
        if (stamp != 0L) {
            return stamp;
        }
        try {
            return await(true, false, 0L);
        } catch (InterruptedException cannotHappen) {
            throw new InternalError(cannotHappen);
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long stamp = tryWriteLock();
        if (stamp != 0L || nanos <= 0L) {
            return stamp;
        }
        long deadline = System.nanoTime() + nanos;
        return await(true, true, deadline == 0L ? 1L : deadline);
    }

    public long writeLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long stamp = tryWriteLock();
        return stamp != 0L ? stamp : await(true, true, 0L);
    }

    public long readLock() {
        long stamp = tryReadLock();
        if (stamp != 0L) {
            return stamp;
        }
        try {
            return await(false, false, 0L);
        } catch (InterruptedException cannotHappen) {
            throw new InternalError(cannotHappen);
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long stamp = tryReadLock();
        if (stamp != 0L || nanos <= 0L) {
            return stamp;
        }
        long deadline = System.nanoTime() + nanos;
        return await(false, true, deadline == 0L ? 1L : deadline);
    }

    public long readLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long stamp = tryReadLock();
        return stamp != 0L ? stamp : await(false, true, 0L);
    }

    public long tryOptimisticRead() {
        long s = state;
        return ((s & WBIT) == 0L) ? (s & SBITS) : 0L;
    }

    public boolean validate(long stamp) {
        U.loadFence();
        return (stamp & SBITS) == (state & SBITS);
    }

    public void unlockWrite(long stamp) {
        if (state != stamp || (stamp & WBIT) == 0L) {
            throw new IllegalMonitorStateException();
        }
        state = unlockWriteState(stamp);
        release();
    }

    public void unlockRead(long stamp) {
        for (;;) {
            long s = state;
            long m = s & RBITS;
            if ((stamp & RBITS) == 0L || (s & SBITS) != (stamp & SBITS) || m == 0L || (s & WBIT) != 0L) {
                throw new IllegalMonitorStateException();
            }
            if (casState(s, s - 1L)) {
                if (m == 1L || m == RFULL) {
                    release();
                }
                return;
            }
        }
    }

    public void unlock(long stamp) {
        if ((stamp & WBIT) != 0L) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    public long tryConvertToWriteLock(long stamp) {
        long a = stamp & ABITS;
        for (;;) {
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long m = s & ABITS;
            if (m == 0L) {
                if (a != 0L) {
                    return 0L;
                }
                if (casState(s, s + WBIT)) {
                    return s + WBIT;
                }
            } else if (m == WBIT) {
                if (a != m) {
                    return 0L;
                }
                return stamp;
            } else if (m == 1L && a != 0L) {
                if (casState(s, s - 1L + WBIT)) {
                    return s - 1L + WBIT;
                }
            } else {
                return 0L;
            }
        }
    }

    public long tryConvertToReadLock(long stamp) {
        long a = stamp & ABITS;
        for (;;) {
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long m = s & ABITS;
            if (m == 0L) {
                if (a != 0L) {
                    return 0L;
                }
                if (casState(s, s + 1L)) {
                    return s + 1L;
                }
            } else if (m == WBIT) {
                if (a != m) {
                    return 0L;
                }
                long next = unlockWriteState(s) + 1L;
                state = next;
                release();
                return next;
            } else if (a != 0L && a < WBIT) {
                return stamp;
            } else {
                return 0L;
            }
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        long a = stamp & ABITS;
        U.loadFence();
        for (;;) {
            long s = state;
            if ((s & SBITS) != (stamp & SBITS)) {
                return 0L;
            }
            long m = s & ABITS;
            if (m == 0L) {
                if (a != 0L) {
                    return 0L;
                }
                return s;
            } else if (m == WBIT) {
                if (a != m) {
                    return 0L;
                }
                long next = unlockWriteState(s);
                state = next;
                release();
                return next;
            } else if (a == 0L || a >= WBIT) {
                return 0L;
            } else if (casState(s, s - 1L)) {
                if (m == 1L || m == RFULL) {
                    release();
                }
                return (s - 1L) & SBITS;
            }
        }
    }

    public boolean tryUnlockWrite() {
        long s = state;
        if ((s & WBIT) != 0L) {
            state = unlockWriteState(s);
            release();
            return true;
        }
        return false;
    }

    public boolean tryUnlockRead() {
        for (;;) {
            long s = state;
            long m = s & ABITS;
            if (m == 0L || m >= WBIT) {
                return false;
            }
            if (casState(s, s - 1L)) {
                if (m == 1L || m == RFULL) {
                    release();
                }
                return true;
            }
        }
    }

    public boolean isWriteLocked() {
        return (state & WBIT) != 0L;
    }

    public boolean isReadLocked() {
        return (state & RBITS) != 0L;
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & ABITS) == WBIT;
    }

    public static boolean isReadLockStamp(long stamp) {
        long a = stamp & ABITS;
        return a != 0L && a < WBIT;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & ABITS) != 0L;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & ABITS) == 0L && stamp != 0L;
    }

    public int getReadLockCount() {
        return (int) (state & RBITS);
    }

    public String toString() {
        long s = state;
        return super.toString() + (((s & ABITS) == 0L) ? "[Unlocked]"
                : ((s & WBIT) != 0L) ? "[Write-locked]" : "[Read-locks:" + (s & RBITS) + "]");
    }

    public Lock asReadLock() {
        ReadLockView v = readLockView;
        return (v != null) ? v : (readLockView = new ReadLockView());
    }

    public Lock asWriteLock() {
        WriteLockView v = writeLockView;
        return (v != null) ? v : (writeLockView = new WriteLockView());
    }

    public ReadWriteLock asReadWriteLock() {
        ReadWriteLockView v = readWriteLockView;
        return (v != null) ? v : (readWriteLockView = new ReadWriteLockView());
    }

    final class ReadLockView implements Lock {
        public void lock() {
            readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            readLockInterruptibly();
        }

        public boolean tryLock() {
            return tryReadLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryReadLock(time, unit) != 0L;
        }

        public void unlock() {
            if (!tryUnlockRead()) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class WriteLockView implements Lock {
        public void lock() {
            writeLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            writeLockInterruptibly();
        }

        public boolean tryLock() {
            return tryWriteLock() != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return tryWriteLock(time, unit) != 0L;
        }

        public void unlock() {
            if (!tryUnlockWrite()) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    final class ReadWriteLockView implements ReadWriteLock {
        public Lock readLock() {
            return asReadLock();
        }

        public Lock writeLock() {
            return asWriteLock();
        }
    }
}
