/*
 * java.util.concurrent.DelayQueue: an unbounded queue of Delayed elements
 * ordered by delay (a java.util.PriorityQueue) under one ReentrantLock;
 * an element can be taken only once its delay has expired, so take and
 * timed poll wait for the head's delay (re-checked when a new element
 * arrives).  Iterators walk a snapshot, expired or not.
 */
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.PriorityQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class DelayQueue<E extends Delayed> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -7715225376048291044L;

    private final int capacity;

    public DelayQueue() {
        this.capacity = Integer.MAX_VALUE;
        this.lock = new ReentrantLock();
        this.notEmpty = lock.newCondition();
        this.notFull = lock.newCondition();
        this.items = new PriorityQueue<E>();
    }

    public DelayQueue(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    final ReentrantLock lock;
    private final Condition notEmpty;
    private final Condition notFull;
    /* Guarded by lock. */
    private final PriorityQueue<E> items;

    private void insertLast(E e) {
        items.offer(e);
        notEmpty.signalAll();
    }

    private E extractFirst() {
        E e = items.poll();
        if (e != null) {
            notFull.signal();
        }
        return e;
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            if (items.size() >= capacity) {
                return false;
            }
            insertLast(e);
            return true;
        } finally {
            lock.unlock();
        }
    }



    public E poll() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            E first = items.peek();
            return (first == null || first.getDelay(TimeUnit.NANOSECONDS) > 0) ? null : extractFirst();
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            for (;;) {
                E first = items.peek();
                if (first == null) {
                    notEmpty.await();
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return extractFirst();
                    }
                    notEmpty.awaitNanos(delay);
                }
            }
        } finally {
            lock.unlock();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            for (;;) {
                E first = items.peek();
                if (first == null) {
                    if (nanos <= 0L) {
                        return null;
                    }
                    nanos = notEmpty.awaitNanos(nanos);
                } else {
                    long delay = first.getDelay(TimeUnit.NANOSECONDS);
                    if (delay <= 0L) {
                        return extractFirst();
                    }
                    if (nanos <= 0L) {
                        return null;
                    }
                    long waited = Math.min(nanos, delay);
                    long left = notEmpty.awaitNanos(waited);
                    nanos -= waited - left;
                }
            }
        } finally {
            lock.unlock();
        }
    }

    public E peek() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return items.peek();
        } finally {
            lock.unlock();
        }
    }

    public int size() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return items.size();
        } finally {
            lock.unlock();
        }
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            if (items.remove(o)) {
                notFull.signal();
                return true;
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return items.contains(o);
        } finally {
            lock.unlock();
        }
    }

    public Object[] toArray() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return items.toArray();
        } finally {
            lock.unlock();
        }
    }

    public <T> T[] toArray(T[] a) {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return items.toArray(a);
        } finally {
            lock.unlock();
        }
    }

    public String toString() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return items.toString();
        } finally {
            lock.unlock();
        }
    }

    public void clear() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            items.clear();
            notFull.signalAll();
        } finally {
            lock.unlock();
        }
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
        if (maxElements <= 0) {
            return 0;
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            int n = 0;
            for (E first; n < maxElements && (first = items.peek()) != null
                    && first.getDelay(TimeUnit.NANOSECONDS) <= 0; n++) {
                c.add(items.poll());
            }
            if (n > 0) {
                notFull.signalAll();
            }
            return n;
        } finally {
            lock.unlock();
        }
    }

    public Iterator<E> iterator() {
        return new Itr(false);
    }

    /*
     * Weakly consistent: walks a snapshot taken at creation; remove() takes
     * out the very element returned (by identity) if it is still queued.
     */
    private final class Itr implements Iterator<E> {
        private final Object[] snapshot;
        private int cursor;
        private Object lastRet;

        Itr(boolean descending) {
            Object[] a = toArray();
            if (descending) {
                for (int i = 0, j = a.length - 1; i < j; i++, j--) {
                    Object t = a[i];
                    a[i] = a[j];
                    a[j] = t;
                }
            }
            snapshot = a;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (cursor >= snapshot.length) {
                throw new NoSuchElementException();
            }
            lastRet = snapshot[cursor++];
            return (E) lastRet;
        }

        public void remove() {
            Object x = lastRet;
            if (x == null) {
                throw new IllegalStateException();
            }
            lastRet = null;
            ReentrantLock lock = DelayQueue.this.lock;
            lock.lock();
            try {
                for (Iterator<E> it = items.iterator(); it.hasNext(); ) {
                    if (it.next() == x) {
                        it.remove();
                        notFull.signal();
                        break;
                    }
                }
            } finally {
                lock.unlock();
            }
        }
    }
}
