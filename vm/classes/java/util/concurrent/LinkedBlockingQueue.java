/*
 * java.util.concurrent.LinkedBlockingQueue: an optionally bounded FIFO
 * queue; every operation holds one ReentrantLock (the JDK uses separate
 * put and take locks; one lock gives the same results), with conditions
 * for "not empty" and "not full".
 */
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class LinkedBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -6903933977591709194L;

    /* not final, nor the lock, conditions and items below: readObject sets
     * them (serial form at the end) */
    private transient int capacity;

    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
        this.lock = new ReentrantLock();
        this.notEmpty = lock.newCondition();
        this.notFull = lock.newCondition();
        this.items = new ArrayDeque<>();
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            if (e == null) {
                throw new NullPointerException();
            }
            if (!offer(e)) {
                throw new IllegalStateException("Queue full");
            }
        }
    }

    transient ReentrantLock lock;
    private transient Condition notEmpty;
    private transient Condition notFull;
    /* Guarded by lock. */
    private transient ArrayDeque<E> items;

    private void insertLast(E e) {
        items.addLast(e);
        notEmpty.signal();
    }

    private E extractFirst() {
        E e = items.pollFirst();
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

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            while (items.size() >= capacity) {
                notFull.await();
            }
            insertLast(e);
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            while (items.size() >= capacity) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = notFull.awaitNanos(nanos);
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
            return extractFirst();
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            while (items.isEmpty()) {
                notEmpty.await();
            }
            return extractFirst();
        } finally {
            lock.unlock();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        ReentrantLock lock = this.lock;
        lock.lockInterruptibly();
        try {
            while (items.isEmpty()) {
                if (nanos <= 0L) {
                    return null;
                }
                nanos = notEmpty.awaitNanos(nanos);
            }
            return extractFirst();
        } finally {
            lock.unlock();
        }
    }

    public E peek() {
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return items.peekFirst();
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
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            return capacity - items.size();
        } finally {
            lock.unlock();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        ReentrantLock lock = this.lock;
        lock.lock();
        try {
            if (items.removeFirstOccurrence(o)) {
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
            while (n < maxElements && !items.isEmpty()) {
                c.add(items.pollFirst());
                n++;
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
            ReentrantLock lock = LinkedBlockingQueue.this.lock;
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

    /* ---- serial form: the JDK's fields (its two-lock design: a put lock
     * and a take lock, each with its condition, both held while writing, so
     * their state is 1 in the stream), then the elements and a null */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("capacity", Integer.TYPE),
        new java.io.ObjectStreamField("count", java.util.concurrent.atomic.AtomicInteger.class),
        new java.io.ObjectStreamField("takeLock", ReentrantLock.class),
        new java.io.ObjectStreamField("notEmpty", Condition.class),
        new java.io.ObjectStreamField("putLock", ReentrantLock.class),
        new java.io.ObjectStreamField("notFull", Condition.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        ReentrantLock putLock = new ReentrantLock();
        ReentrantLock takeLock = new ReentrantLock();
        lock.lock();
        putLock.lock();
        takeLock.lock();
        try {
            java.io.ObjectOutputStream.PutField f = s.putFields();
            f.put("capacity", capacity);
            f.put("count", new java.util.concurrent.atomic.AtomicInteger(items.size()));
            f.put("takeLock", takeLock);
            f.put("notEmpty", takeLock.newCondition());
            f.put("putLock", putLock);
            f.put("notFull", putLock.newCondition());
            s.writeFields();
            for (E e : items) {
                s.writeObject(e);
            }
            s.writeObject(null);
        } finally {
            takeLock.unlock();
            putLock.unlock();
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        capacity = f.get("capacity", Integer.MAX_VALUE);
        lock = new ReentrantLock();
        notEmpty = lock.newCondition();
        notFull = lock.newCondition();
        items = new ArrayDeque<>();
        for (Object e; (e = s.readObject()) != null;) {
            items.addLast((E) e);
        }
    }
}
