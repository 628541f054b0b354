/*
 * java.util.concurrent.Phaser: a reusable barrier with a changing number
 * of parties, kept under one lock (no tiering: a parent phaser is not
 * supported).  The phase advances when the last unarrived party arrives;
 * onAdvance returning true terminates the phaser (phase becomes negative).
 */
package java.util.concurrent;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class Phaser {
    private static final int MAX_PARTIES = 0xffff;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition advanced = lock.newCondition();
    private int phase;
    private int parties;
    private int unarrived;
    private boolean terminated;

    public Phaser() {
        this(0);
    }

    public Phaser(int parties) {
        if (parties < 0 || parties > MAX_PARTIES) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        this.parties = parties;
        this.unarrived = parties;
    }

    private int shownPhase() {
        return terminated ? phase | Integer.MIN_VALUE : phase;
    }

    /* Under lock: the last arrival of the phase. */
    private void advance() {
        if (onAdvance(phase, parties)) {
            terminated = true;
        }
        phase = (phase + 1) & Integer.MAX_VALUE;
        unarrived = parties;
        advanced.signalAll();
    }

    public int register() {
        return bulkRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0) {
            throw new IllegalArgumentException();
        }
        lock.lock();
        try {
            if (this.parties + parties > MAX_PARTIES) {
                throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES + " parties for " + this);
            }
            if (!terminated) {
                this.parties += parties;
                this.unarrived += parties;
            }
            return shownPhase();
        } finally {
            lock.unlock();
        }
    }

    private int doArrive(boolean deregister) {
        lock.lock();
        try {
            if (terminated) {
                return shownPhase();
            }
            if (unarrived <= 0) {
                throw new IllegalStateException("Attempted arrival of unregistered party for " + this);
            }
            int p = phase;
            if (deregister) {
                parties--;
            }
            if (--unarrived == 0) {
                advance();
            }
            return p;
        } finally {
            lock.unlock();
        }
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    public int arriveAndAwaitAdvance() {
        lock.lock();
        try {
            int p = doArrive(false);
            if (p < 0) {
                return p;
            }
            boolean interrupted = false;
            while (phase == p && !terminated) {
                advanced.awaitUninterruptibly();
            }
            return shownPhase();
        } finally {
            lock.unlock();
        }
    }

    public int awaitAdvance(int phase) {
        if (phase < 0) {
            return phase;
        }
        lock.lock();
        try {
            while (this.phase == phase && !terminated) {
                advanced.awaitUninterruptibly();
            }
            return shownPhase();
        } finally {
            lock.unlock();
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        if (phase < 0) {
            return phase;
        }
        lock.lockInterruptibly();
        try {
            while (this.phase == phase && !terminated) {
                advanced.await();
            }
            return shownPhase();
        } finally {
            lock.unlock();
        }
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        if (phase < 0) {
            return phase;
        }
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (this.phase == phase && !terminated) {
                if (nanos <= 0L) {
                    throw new TimeoutException();
                }
                nanos = advanced.awaitNanos(nanos);
            }
            return shownPhase();
        } finally {
            lock.unlock();
        }
    }

    public void forceTermination() {
        lock.lock();
        try {
            terminated = true;
            advanced.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public final int getPhase() {
        lock.lock();
        try {
            return shownPhase();
        } finally {
            lock.unlock();
        }
    }

    public int getRegisteredParties() {
        lock.lock();
        try {
            return parties;
        } finally {
            lock.unlock();
        }
    }

    public int getArrivedParties() {
        lock.lock();
        try {
            return parties - unarrived;
        } finally {
            lock.unlock();
        }
    }

    public int getUnarrivedParties() {
        lock.lock();
        try {
            return unarrived;
        } finally {
            lock.unlock();
        }
    }

    public Phaser getParent() {
        return null;
    }

    public Phaser getRoot() {
        return this;
    }

    public boolean isTerminated() {
        lock.lock();
        try {
            return terminated;
        } finally {
            lock.unlock();
        }
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        lock.lock();
        try {
            return super.toString() + "[phase = " + shownPhase() + " parties = " + parties + " arrived = "
                    + (parties - unarrived) + "]";
        } finally {
            lock.unlock();
        }
    }
}
