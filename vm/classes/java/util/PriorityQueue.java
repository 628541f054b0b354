/* java.util.PriorityQueue: a binary min-heap in queue[0, size) (parent of k is
 * (k-1)>>>1) with the JDK's exact sift-up/sift-down steps and heapify, so toString and
 * iteration (array order) match the JDK's.  Nulls are rejected. */
package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

public class PriorityQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = -7720805057305804111L;
    private static final int DEFAULT_INITIAL_CAPACITY = 11;

    transient Object[] queue;
    int size;
    private final Comparator<? super E> comparator;
    transient int modCount;

    public PriorityQueue() {
        this(DEFAULT_INITIAL_CAPACITY, null);
    }

    public PriorityQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityQueue(Comparator<? super E> comparator) {
        this(DEFAULT_INITIAL_CAPACITY, comparator);
    }

    public PriorityQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.queue = new Object[initialCapacity];
        this.comparator = comparator;
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(Collection<? extends E> c) {
        if (c instanceof SortedSet<?>) {
            this.comparator = (Comparator<? super E>) ((SortedSet<? extends E>) c).comparator();
            initElements(c);
        } else if (c instanceof PriorityQueue<?>) {
            this.comparator = (Comparator<? super E>) ((PriorityQueue<? extends E>) c).comparator();
            initElements(c);
        } else {
            this.comparator = null;
            initElements(c);
            heapify();
        }
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(PriorityQueue<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initElements(c);
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(SortedSet<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initElements(c);
    }

    private void initElements(Collection<? extends E> c) {
        Object[] es = c.toArray();
        int len = es.length;
        if (es.getClass() != Object[].class) {
            es = Arrays.copyOf(es, len, Object[].class);
        }
        if (len == 1 || this.comparator != null) {
            for (Object e : es) {
                if (e == null) {
                    throw new NullPointerException();
                }
            }
        }
        this.queue = es.length > 0 ? es : new Object[1];
        this.size = len;
    }

    private void grow(int minCapacity) {
        int oldCapacity = queue.length;
        int newCapacity = oldCapacity + Math.max(minCapacity - oldCapacity, oldCapacity < 64 ? oldCapacity + 2 : oldCapacity >> 1);
        queue = Arrays.copyOf(queue, newCapacity);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        modCount++;
        int i = size;
        if (i >= queue.length) {
            grow(i + 1);
        }
        siftUp(i, e);
        size = i + 1;
        return true;
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        return (E) queue[0];
    }

    private int indexOf(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++) {
                if (o.equals(queue[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i == -1) {
            return false;
        }
        removeAt(i);
        return true;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        return Arrays.copyOf(queue, size);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < size) {
            return (T[]) Arrays.copyOf(queue, size, a.getClass());
        }
        System.arraycopy(queue, 0, a, 0, size);
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /* Array order; an element moved before the cursor by a removal is visited later
     * from forgetMeNot, as in the JDK. */
    private final class Itr implements Iterator<E> {
        private int cursor;
        private int lastRet = -1;
        private ArrayDeque<E> forgetMeNot;
        private E lastRetElt;
        private int expectedModCount = modCount;

        public boolean hasNext() {
            return cursor < size || (forgetMeNot != null && !forgetMeNot.isEmpty());
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (cursor < size) {
                return (E) queue[lastRet = cursor++];
            }
            if (forgetMeNot != null) {
                lastRet = -1;
                lastRetElt = forgetMeNot.poll();
                if (lastRetElt != null) {
                    return lastRetElt;
                }
            }
            throw new NoSuchElementException();
        }

        public void remove() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (lastRet != -1) {
                E moved = PriorityQueue.this.removeAt(lastRet);
                lastRet = -1;
                if (moved == null) {
                    cursor--;
                } else {
                    if (forgetMeNot == null) {
                        forgetMeNot = new ArrayDeque<>();
                    }
                    forgetMeNot.add(moved);
                }
            } else if (lastRetElt != null) {
                PriorityQueue.this.removeEq(lastRetElt);
                lastRetElt = null;
            } else {
                throw new IllegalStateException();
            }
            expectedModCount = modCount;
        }
    }

    void removeEq(Object o) {
        for (int i = 0; i < size; i++) {
            if (o == queue[i]) {
                removeAt(i);
                break;
            }
        }
    }

    public int size() {
        return size;
    }

    public void clear() {
        modCount++;
        for (int i = 0; i < size; i++) {
            queue[i] = null;
        }
        size = 0;
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        Object[] es = queue;
        E result = (E) es[0];
        if (result != null) {
            modCount++;
            int n = --size;
            E x = (E) es[n];
            es[n] = null;
            if (n > 0) {
                siftDown(0, x, n);
            }
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    E removeAt(int i) {
        Object[] es = queue;
        modCount++;
        int s = --size;
        if (s == i) {
            es[i] = null;
        } else {
            E moved = (E) es[s];
            es[s] = null;
            siftDown(i, moved, s);
            if (es[i] == moved) {
                siftUp(i, moved);
                if (es[i] != moved) {
                    return moved;
                }
            }
        }
        return null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private int cmp(Object a, Object b) {
        return comparator == null ? ((Comparable) a).compareTo(b) : ((Comparator) comparator).compare(a, b);
    }

    private void siftUp(int k, E x) {
        Object[] es = queue;
        if (comparator == null) {
            // natural order: a non-Comparable fails here even when the heap is empty
            @SuppressWarnings({"unchecked", "rawtypes"})
            Comparable<? super E> key = (Comparable) x;
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                Object e = es[parent];
                if (cmp(key, e) >= 0) {
                    break;
                }
                es[k] = e;
                k = parent;
            }
            es[k] = key;
        } else {
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                Object e = es[parent];
                if (cmp(x, e) >= 0) {
                    break;
                }
                es[k] = e;
                k = parent;
            }
            es[k] = x;
        }
    }

    private void siftDown(int k, E x, int n) {
        Object[] es = queue;
        int half = n >>> 1;
        while (k < half) {
            int child = (k << 1) + 1;
            Object c = es[child];
            int right = child + 1;
            if (right < n && cmp(c, es[right]) > 0) {
                c = es[child = right];
            }
            if (cmp(x, c) <= 0) {
                break;
            }
            es[k] = c;
            k = child;
        }
        es[k] = x;
    }

    @SuppressWarnings("unchecked")
    private void heapify() {
        Object[] es = queue;
        int n = size;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(i, (E) es[i], n);
        }
    }

    public Comparator<? super E> comparator() {
        return comparator;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int expected = modCount;
        for (int i = 0; i < size; i++) {
            action.accept((E) queue[i]);
        }
        if (expected != modCount) {
            throw new ConcurrentModificationException();
        }
    }

    @SuppressWarnings("unchecked")
    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        Object[] kept = new Object[queue.length];
        int w = 0;
        for (int i = 0; i < size; i++) {
            if (!filter.test((E) queue[i])) {
                kept[w++] = queue[i];
            }
        }
        if (w == size) {
            return false;
        }
        queue = kept;
        size = w;
        modCount++;
        heapify();
        return true;
    }

    /* ---- serialization: the JDK's form -- size and comparator, a capacity
     * hint, then the elements in heap order (heapified again on reading) ---- */

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(Math.max(2, size + 1));
        Object[] es = queue;
        for (int i = 0; i < size; i++) {
            s.writeObject(es[i]);
        }
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        s.readInt();
        if (size < 0) {
            throw new java.io.StreamCorruptedException("Array length is negative");
        }
        Object[] es = queue = new Object[Math.max(size, 1)];
        for (int i = 0; i < size; i++) {
            es[i] = s.readObject();
        }
        heapify();
    }
}
