/*
 * java.util.concurrent.ConcurrentLinkedDeque: an unbounded deque.
 * Every operation holds the collection's monitor over an ArrayDeque (the
 * JDK's is lock-free; the results are the same, contention is not).
 * Iterators walk a snapshot taken at creation (weakly consistent, never
 * ConcurrentModificationException); remove() takes out the very element
 * returned, by identity, if it is still there.
 */
package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Deque;
import java.util.function.Consumer;
import java.util.function.Predicate;

public class ConcurrentLinkedDeque<E> extends AbstractCollection<E> implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    /* Guarded by this. */
    /* not final: readObject sets it (serial form at the end) */
    private transient ArrayDeque<E> items = new ArrayDeque<>();

    public ConcurrentLinkedDeque() {
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        for (E e : c) {
            add(e);
        }
    }

    private static void checkNotNull(Object e) {
        if (e == null) {
            throw new NullPointerException();
        }
    }

    public boolean add(E e) {
        checkNotNull(e);
        synchronized (this) {
            items.addLast(e);
        }
        return true;
    }

    public boolean offer(E e) {
        return add(e);
    }

    public synchronized E poll() {
        return items.pollFirst();
    }

    public synchronized E peek() {
        return items.peekFirst();
    }

    public synchronized int size() {
        return items.size();
    }

    public synchronized boolean isEmpty() {
        return items.isEmpty();
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (this) {
            return items.contains(o);
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (this) {
            return items.removeFirstOccurrence(o);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        Object[] a = c.toArray();
        for (Object e : a) {
            checkNotNull(e);
        }
        synchronized (this) {
            for (Object e : a) {
                @SuppressWarnings("unchecked")
                E x = (E) e;
                items.addLast(x);
            }
        }
        return a.length > 0;
    }

    public synchronized void clear() {
        items.clear();
    }

    public synchronized Object[] toArray() {
        return items.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        return items.toArray(a);
    }

    public synchronized String toString() {
        return items.toString();
    }

    public boolean removeIf(Predicate<? super E> filter) {
        if (filter == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            return items.removeIf(filter);
        }
    }

    public boolean removeAll(Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return removeIf(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        return removeIf(e -> !c.contains(e));
    }

    public void forEach(Consumer<? super E> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Object e : toArray()) {
            @SuppressWarnings("unchecked")
            E x = (E) e;
            action.accept(x);
        }
    }

    public Iterator<E> iterator() {
        return new Itr(false);
    }

    public Iterator<E> descendingIterator() {
        return new Itr(true);
    }

    public void addFirst(E e) {
        checkNotNull(e);
        synchronized (this) {
            items.addFirst(e);
        }
    }

    public void addLast(E e) {
        add(e);
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        return add(e);
    }

    public synchronized E pollFirst() {
        return items.pollFirst();
    }

    public synchronized E pollLast() {
        return items.pollLast();
    }

    public synchronized E peekFirst() {
        return items.peekFirst();
    }

    public synchronized E peekLast() {
        return items.peekLast();
    }

    public E getFirst() {
        E x = peekFirst();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E getLast() {
        E x = peekLast();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E removeFirst() {
        E x = pollFirst();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E removeLast() {
        E x = pollLast();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E remove() {
        return removeFirst();
    }

    public E element() {
        return getFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public boolean removeFirstOccurrence(Object o) {
        checkNotNull(o);
        synchronized (this) {
            return items.removeFirstOccurrence(o);
        }
    }

    public boolean removeLastOccurrence(Object o) {
        checkNotNull(o);
        synchronized (this) {
            return items.removeLastOccurrence(o);
        }
    }

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
            synchronized (ConcurrentLinkedDeque.this) {
                for (Iterator<E> it = items.iterator(); it.hasNext(); ) {
                    if (it.next() == x) {
                        it.remove();
                        break;
                    }
                }
            }
        }
    }

    /* ---- serial form: no fields; the elements first to last, then a null */
    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        for (E e : items) {
            s.writeObject(e);
        }
        s.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        ArrayDeque<E> d = new ArrayDeque<>();
        for (Object e; (e = s.readObject()) != null;) {
            d.add((E) e);
        }
        items = d;
    }
}
