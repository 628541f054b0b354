/*
 * java.util.concurrent.SynchronousQueue: a hand-off with no capacity.  A
 * producer and a consumer meet under one lock: whoever arrives second
 * completes the first's waiting node (FIFO, which is the JDK's fair mode;
 * its unfair mode is LIFO but promises no order).  A waiter that times out
 * or is interrupted unlinks its node unless it was matched meanwhile.
 */
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    private static final class Node {
        Object item;
        boolean matched;
    }

    private final ReentrantLock lock;
    private final Condition changed;
    /* Guarded by lock: waiting producers (item set) and waiting consumers. */
    private final ArrayDeque<Node> producers = new ArrayDeque<>();
    private final ArrayDeque<Node> consumers = new ArrayDeque<>();

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
        lock = new ReentrantLock(fair);
        changed = lock.newCondition();
    }

    /* Hands e to a waiting consumer or waits (timed if asked) for one; false on timeout. */
    private boolean transferOut(E e, boolean timed, long nanos, boolean mayWait) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        ReentrantLock lock = this.lock;
        if (mayWait) {
            lock.lockInterruptibly();
        } else {
            lock.lock();
        }
        try {
            Node c = consumers.pollFirst();
            if (c != null) {
                c.item = e;
                c.matched = true;
                changed.signalAll();
                return true;
            }
            if (!mayWait) {
                return false;
            }
            Node n = new Node();
            n.item = e;
            producers.addLast(n);
            try {
                while (!n.matched) {
                    if (timed) {
                        if (nanos <= 0L) {
                            producers.remove(n);
                            return false;
                        }
                        nanos = changed.awaitNanos(nanos);
                    } else {
                        changed.await();
                    }
                }
            } catch (InterruptedException ie) {
                if (n.matched) {
                    Thread.currentThread().interrupt();
                    return true;
                }
                producers.remove(n);
                throw ie;
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    private E transferIn(boolean timed, long nanos, boolean mayWait) throws InterruptedException {
        ReentrantLock lock = this.lock;
        if (mayWait) {
            lock.lockInterruptibly();
        } else {
            lock.lock();
        }
        try {
            Node p = producers.pollFirst();
            if (p != null) {
                p.matched = true;
                changed.signalAll();
                return (E) p.item;
            }
            if (!mayWait) {
                return null;
            }
            Node n = new Node();
            consumers.addLast(n);
            try {
                while (!n.matched) {
                    if (timed) {
                        if (nanos <= 0L) {
                            consumers.remove(n);
                            return null;
                        }
                        nanos = changed.awaitNanos(nanos);
                    } else {
                        changed.await();
                    }
                }
            } catch (InterruptedException ie) {
                if (n.matched) {
                    Thread.currentThread().interrupt();
                    return (E) n.item;
                }
                consumers.remove(n);
                throw ie;
            }
            return (E) n.item;
        } finally {
            lock.unlock();
        }
    }

    public void put(E e) throws InterruptedException {
        transferOut(e, false, 0L, true);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return transferOut(e, true, unit.toNanos(timeout), true);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        try {
            return transferOut(e, false, 0L, false);
        } catch (InterruptedException cannotHappen) {
            return false;
        }
    }

    public E take() throws InterruptedException {
        return transferIn(false, 0L, true);
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return transferIn(true, unit.toNanos(timeout), true);
    }

    public E poll() {
        try {
            return transferIn(false, 0L, false);
        } catch (InterruptedException cannotHappen) {
            return null;
        }
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        for (E e; n < maxElements && (e = poll()) != null; n++) {
            c.add(e);
        }
        return n;
    }
}
