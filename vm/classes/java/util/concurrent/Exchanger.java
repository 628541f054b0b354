/*
 * java.util.concurrent.Exchanger: under one lock, the first thread of a
 * pair leaves its item in a slot and waits; the second takes it, leaves
 * its own in the slot's node and wakes the first.
 */
package java.util.concurrent;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class Exchanger<V> {
    private static final class Slot {
        Object offered;
        Object reply;
        boolean done;
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition filled = lock.newCondition();
    private Slot waiting;

    public Exchanger() {
    }

    @SuppressWarnings("unchecked")
    private V doExchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            Slot s = waiting;
            if (s != null) {
                waiting = null;
                s.reply = x;
                s.done = true;
                filled.signalAll();
                return (V) s.offered;
            }
            s = new Slot();
            s.offered = x;
            waiting = s;
            try {
                while (!s.done) {
                    if (timed) {
                        if (nanos <= 0L) {
                            waiting = null;
                            throw new TimeoutException();
                        }
                        nanos = filled.awaitNanos(nanos);
                    } else {
                        filled.await();
                    }
                }
            } catch (InterruptedException ie) {
                if (s.done) {
                    Thread.currentThread().interrupt();
                    return (V) s.reply;
                }
                waiting = null;
                throw ie;
            }
            return (V) s.reply;
        } finally {
            lock.unlock();
        }
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return doExchange(x, false, 0L);
        } catch (TimeoutException cannotHappen) {
            throw new Error(cannotHappen);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return doExchange(x, true, unit.toNanos(timeout));
    }
}
