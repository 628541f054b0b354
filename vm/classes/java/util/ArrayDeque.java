/* java.util.ArrayDeque: a circular array.  Invariants: elements live in
 * es[head], es[head+1], ... (mod length), count of them is size, every other slot is
 * null; nulls are rejected (NullPointerException).  The physical layout is the
 * JDK's (the array grows right after an insertion fills it, the part from head to
 * the old end moves to the new end, deletions shift the shorter side), because the
 * iterators walk physical slots as the JDK's do and report a vanished element
 * (a null slot) as ConcurrentModificationException: which concurrent changes are
 * noticed depends on the layout. */
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

    private int inc(int i) {
        return i + 1 == es.length ? 0 : i + 1;
    }

    private int dec(int i) {
        return i == 0 ? es.length - 1 : i - 1;
    }

    /* Grows by at least `needed` slots; a wrapped (or full) run from head moves to the new end. */
    private void grow(int needed) {
        int old = es.length;
        int jump = old < 64 ? old + 2 : old >> 1;
        long want = (long) old + Math.max(jump, needed);
        int cap = (int) Math.min(want, Integer.MAX_VALUE - 8);
        int tail = idx(size);
        es = Arrays.copyOf(es, cap);
        if (tail < head || (tail == head && size > 0)) {
            int newSpace = cap - old;
            System.arraycopy(es, head, es, head + newSpace, old - head);
            for (int i = head; i < head + newSpace; i++) {
                es[i] = null;
            }
            head += newSpace;
        }
    }

    public void addFirst(E e) {
        Objects.requireNonNull(e);
        head = dec(head);
        es[head] = e;
        size++;
        modCount++;
        if (size == es.length) {
            grow(1);
        }
    }

    public void addLast(E e) {
        Objects.requireNonNull(e);
        es[idx(size)] = e;
        size++;
        modCount++;
        if (size == es.length) {
            grow(1);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        int before = size;
        int needed = size + c.size() + 1 - es.length;
        if (needed > 0) {
            grow(needed);
        }
        for (E e : c) {
            addLast(e);
        }
        return size > before;
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

    /*
     * Removes the i-th element (0 = head), closing the gap from the shorter side:
     * true if the elements after it moved towards the head (the tail side moved).
     */
    boolean delete(int i) {
        int front = i, back = size - i - 1;
        modCount++;
        if (front < back) {
            for (int j = i; j > 0; j--) {
                es[idx(j)] = es[idx(j - 1)];
            }
            es[head] = null;
            head = inc(head);
            size--;
            return false;
        }
        for (int j = i; j < size - 1; j++) {
            es[idx(j)] = es[idx(j + 1)];
        }
        es[idx(size - 1)] = null;
        size--;
        return true;
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

    /* Walks physical slots; `remaining` is fixed at creation, as the JDK's. */
    private final class DeqIterator implements Iterator<E> {
        final boolean desc;
        int cursor;
        int remaining;
        int lastRet = -1;

        DeqIterator(boolean desc) {
            this.desc = desc;
            cursor = desc ? (size == 0 ? head : idx(size - 1)) : head;
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
            E e = (E) es[cursor];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            lastRet = cursor;
            cursor = desc ? dec(cursor) : inc(cursor);
            remaining--;
            return e;
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            int logical = lastRet - head;
            if (logical < 0) {
                logical += es.length;
            }
            boolean tailSideMoved = delete(logical);
            if (!desc && tailSideMoved) {
                cursor = dec(cursor);
            } else if (desc && !tailSideMoved) {
                cursor = inc(cursor);
            }
            lastRet = -1;
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
        // decide every element first, then compact the survivors from head (the JDK's layout)
        boolean[] dead = new boolean[size];
        boolean any = false;
        for (int i = 0; i < size; i++) {
            if (filter.test((E) es[idx(i)])) {
                dead[i] = true;
                any = true;
            }
        }
        if (!any) {
            return false;
        }
        int w = 0;
        for (int i = 0; i < size; i++) {
            if (!dead[i]) {
                es[idx(w++)] = es[idx(i)];
            }
        }
        for (int i = w; i < size; i++) {
            es[idx(i)] = null;
        }
        size = w;
        modCount++;
        return true;
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(c::contains);
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(e -> !c.contains(e));
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
