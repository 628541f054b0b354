/* java.util.ArrayDeque: a circular array.  Invariants: elements live in
 * es[head], es[head+1], ... (mod length), count of them is size, every other slot is
 * null; nulls are rejected (NullPointerException). */
package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;

    transient Object[] es;
    transient int head;
    transient int size;
    transient int modCount;

    public ArrayDeque() {
        es = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        es = new Object[(numElements < 1) ? 1 : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) {
            addLast(e);
        }
    }

    private int idx(int i) {
        int j = head + i;
        return j >= es.length ? j - es.length : j;
    }

    private void grow() {
        int old = es.length;
        int cap = old < 64 ? old + old + 2 : old + (old >> 1);
        Object[] n = new Object[cap];
        for (int i = 0; i < size; i++) {
            n[i] = es[idx(i)];
        }
        es = n;
        head = 0;
    }

    public void addFirst(E e) {
        Objects.requireNonNull(e);
        if (size == es.length) {
            grow();
        }
        head = head == 0 ? es.length - 1 : head - 1;
        es[head] = e;
        size++;
        modCount++;
    }

    public void addLast(E e) {
        Objects.requireNonNull(e);
        if (size == es.length) {
            grow();
        }
        es[idx(size)] = e;
        size++;
        modCount++;
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean changed = false;
        for (E e : c) {
            addLast(e);
            changed = true;
        }
        return changed;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollFirst() {
        if (size == 0) {
            return null;
        }
        E e = (E) es[head];
        es[head] = null;
        head = head + 1 == es.length ? 0 : head + 1;
        size--;
        modCount++;
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollLast() {
        if (size == 0) {
            return null;
        }
        int t = idx(size - 1);
        E e = (E) es[t];
        es[t] = null;
        size--;
        modCount++;
        return e;
    }

    public E getFirst() {
        E e = peekFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E getLast() {
        E e = peekLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E peekFirst() {
        return size == 0 ? null : (E) es[head];
    }

    @SuppressWarnings("unchecked")
    public E peekLast() {
        return size == 0 ? null : (E) es[idx(size - 1)];
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++) {
                if (o.equals(es[idx(i)])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            for (int i = size - 1; i >= 0; i--) {
                if (o.equals(es[idx(i)])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    /* Removes the i-th element (0 = head), closing the gap. */
    void delete(int i) {
        for (int j = i; j < size - 1; j++) {
            es[idx(j)] = es[idx(j + 1)];
        }
        es[idx(size - 1)] = null;
        size--;
        modCount++;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public Iterator<E> iterator() {
        return new DeqIterator(false);
    }

    public Iterator<E> descendingIterator() {
        return new DeqIterator(true);
    }

    private final class DeqIterator implements Iterator<E> {
        final boolean desc;
        int cursor;
        int remaining;
        int lastRet = -1;
        int expectedModCount = modCount;

        DeqIterator(boolean desc) {
            this.desc = desc;
            cursor = desc ? size - 1 : 0;
            remaining = size;
        }

        public boolean hasNext() {
            return remaining > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            // like the JDK's, this iterator is only weakly fail-fast: it notices a
            // vanished element, not every concurrent change
            E e = (cursor < 0 || cursor >= size) ? null : (E) es[idx(cursor)];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            lastRet = cursor;
            cursor += desc ? -1 : 1;
            remaining--;
            return e;
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            delete(lastRet);
            if (!desc) {
                cursor--;
            }
            lastRet = -1;
            expectedModCount = modCount;
        }
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (int i = 0; i < size; i++) {
            action.accept((E) es[idx(i)]);
        }
    }

    @SuppressWarnings("unchecked")
    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        Object[] kept = new Object[es.length];
        int w = 0;
        for (int i = 0; i < size; i++) {
            E e = (E) es[idx(i)];
            if (!filter.test(e)) {
                kept[w++] = e;
            }
        }
        if (w == size) {
            return false;
        }
        es = kept;
        head = 0;
        size = w;
        modCount++;
        return true;
    }

    public boolean contains(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++) {
                if (o.equals(es[idx(i)])) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        for (int i = 0; i < size; i++) {
            es[idx(i)] = null;
        }
        head = 0;
        size = 0;
        modCount++;
    }

    public Object[] toArray() {
        Object[] a = new Object[size];
        for (int i = 0; i < size; i++) {
            a[i] = es[idx(i)];
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.es = Arrays.copyOf(es, es.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
