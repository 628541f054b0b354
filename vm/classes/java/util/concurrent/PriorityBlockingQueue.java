/*
 * java.util.concurrent.PriorityBlockingQueue: an unbounded priority queue
 * (a java.util.PriorityQueue, whose heap order and so iteration order and
 * toString are the JDK's) guarded by one ReentrantLock; take waits on
 * "not empty".  Iterators walk a snapshot.
 */
package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.PriorityQueue;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.SortedSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class PriorityBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 5595510919245408276L;

    /* not final, nor the lock, conditions and items below: readObject sets
     * them (serial form at the end) */
    private transient int capacity;

    public PriorityBlockingQueue() {
        this(11, null);
    }

    public PriorityBlockingQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityBlockingQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.capacity = Integer.MAX_VALUE;
        this.lock = new ReentrantLock();
        this.notEmpty = lock.newCondition();
        this.notFull = lock.newCondition();
        this.items = new PriorityQueue<>(initialCapacity, comparator);
    }

    @SuppressWarnings("unchecked")
    public PriorityBlockingQueue(Collection<? extends E> c) {
        this.capacity = Integer.MAX_VALUE;
        this.lock = new ReentrantLock();
        this.notEmpty = lock.newCondition();
        this.notFull = lock.newCondition();
        if (c instanceof SortedSet<?>) {
            this.items = new PriorityQueue<>((SortedSet<? extends E>) c);
        } else if (c instanceof PriorityBlockingQueue<?>) {
            this.items = new PriorityQueue<>((Collection<? extends E>) Arrays.asList(((PriorityBlockingQueue<E>) c).toArray()));
        } else {
            this.items = new PriorityQueue<>(c);
        }
    }

    public Comparator<? super E> comparator() {
        return items.comparator();
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    transient ReentrantLock lock;
    private transient Condition notEmpty;
    private transient Condition notFull;
    /* Guarded by lock. */
    private transient PriorityQueue<E> items;

    private void insertLast(E e) {
        items.offer(e);
        notEmpty.signal();
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
            while (n < maxElements && !items.isEmpty()) {
                c.add(items.poll());
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
            ReentrantLock lock = PriorityBlockingQueue.this.lock;
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

    /* ---- serial form: the JDK's fields lock (held while writing), notEmpty
     * and q, a PriorityQueue built from the elements in their order */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("lock", ReentrantLock.class),
        new java.io.ObjectStreamField("notEmpty", Condition.class),
        new java.io.ObjectStreamField("q", PriorityQueue.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        lock.lock();
        try {
            PriorityQueue<E> q = new PriorityQueue<E>(Math.max(items.size(), 1), items.comparator());
            q.addAll(items);
            java.io.ObjectOutputStream.PutField f = s.putFields();
            f.put("lock", lock);
            f.put("notEmpty", notEmpty);
            f.put("q", q);
            s.writeFields();
        } finally {
            lock.unlock();
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        PriorityQueue<E> q = (PriorityQueue<E>) s.readFields().get("q", null);
        capacity = Integer.MAX_VALUE;
        lock = new ReentrantLock();
        notEmpty = lock.newCondition();
        notFull = lock.newCondition();
        items = new PriorityQueue<>(Math.max(q == null ? 1 : q.size(), 1), q == null ? null : q.comparator());
        if (q != null) items.addAll(q);
    }
}
