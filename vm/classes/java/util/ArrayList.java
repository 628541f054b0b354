/* java.util.ArrayList: a growable array.  Invariants: elementData[0, size) holds the
 * elements, slots past size are null (so the GC does not keep dead objects); every
 * structural change bumps modCount.  Index errors carry the JDK's messages. */
package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

public class ArrayList<E> extends AbstractList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8683452581122892189L;
    private static final int DEFAULT_CAPACITY = 10;
    private static final Object[] EMPTY = {};

    transient Object[] elementData;
    private int size;

    public ArrayList(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        elementData = initialCapacity == 0 ? EMPTY : new Object[initialCapacity];
    }

    public ArrayList() {
        elementData = EMPTY;
    }

    public ArrayList(Collection<? extends E> c) {
        Object[] a = c.toArray();
        size = a.length;
        elementData = a.getClass() == Object[].class ? a : Arrays.copyOf(a, size, Object[].class);
        if (c instanceof ArrayList && a == ((ArrayList<?>) c).elementData) {
            elementData = a.clone();
        }
    }

    public void trimToSize() {
        modCount++;
        if (size < elementData.length) {
            elementData = size == 0 ? EMPTY : Arrays.copyOf(elementData, size);
        }
    }

    public void ensureCapacity(int minCapacity) {
        if (minCapacity > elementData.length) {
            modCount++;
            grow(minCapacity);
        }
    }

    private Object[] grow(int minCapacity) {
        int old = elementData.length;
        int cap = Math.max(minCapacity, old + (old >> 1));
        if (old == 0) {
            cap = Math.max(DEFAULT_CAPACITY, minCapacity);
        }
        if (cap < 0) {
            throw new OutOfMemoryError("Required array length too large");
        }
        return elementData = Arrays.copyOf(elementData, cap);
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public int indexOf(Object o) {
        Object[] es = elementData;
        if (o == null) {
            for (int i = 0; i < size; i++) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = 0; i < size; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        Object[] es = elementData;
        for (int i = size - 1; i >= 0; i--) {
            if (Objects.equals(o, es[i])) {
                return i;
            }
        }
        return -1;
    }

    public Object clone() {
        try {
            @SuppressWarnings("unchecked")
            ArrayList<E> v = (ArrayList<E>) super.clone();
            v.elementData = Arrays.copyOf(elementData, size);
            v.modCount = 0;
            return v;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Object[] toArray() {
        return Arrays.copyOf(elementData, size);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < size) {
            return (T[]) Arrays.copyOf(elementData, size, a.getClass());
        }
        System.arraycopy(elementData, 0, a, 0, size);
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    E elementData(int index) {
        return (E) elementData[index];
    }

    public E get(int index) {
        Objects.checkIndex(index, size);
        return elementData(index);
    }

    public E set(int index, E element) {
        Objects.checkIndex(index, size);
        E old = elementData(index);
        elementData[index] = element;
        return old;
    }

    public boolean add(E e) {
        modCount++;
        Object[] es = elementData;
        if (size == es.length) {
            es = grow(size + 1);
        }
        es[size++] = e;
        return true;
    }

    public void add(int index, E element) {
        rangeCheckForAdd(index);
        modCount++;
        Object[] es = elementData;
        if (size == es.length) {
            es = grow(size + 1);
        }
        System.arraycopy(es, index, es, index + 1, size - index);
        es[index] = element;
        size++;
    }

    public E remove(int index) {
        Objects.checkIndex(index, size);
        E old = elementData(index);
        fastRemove(index);
        return old;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        int expected = modCount;
        boolean eq = super.equals(o);
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
        return eq;
    }

    public int hashCode() {
        int expected = modCount;
        int h = 1;
        for (int i = 0; i < size; i++) {
            Object e = elementData[i];
            h = 31 * h + (e == null ? 0 : e.hashCode());
        }
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
        return h;
    }

    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) {
            return false;
        }
        fastRemove(i);
        return true;
    }

    private void fastRemove(int i) {
        modCount++;
        int newSize = size - 1;
        if (newSize > i) {
            System.arraycopy(elementData, i + 1, elementData, i, newSize - i);
        }
        elementData[size = newSize] = null;
    }

    public void clear() {
        modCount++;
        for (int i = 0; i < size; i++) {
            elementData[i] = null;
        }
        size = 0;
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] a = c.toArray();
        modCount++;
        int n = a.length;
        if (n == 0) {
            return false;
        }
        if (n > elementData.length - size) {
            grow(size + n);
        }
        System.arraycopy(a, 0, elementData, size, n);
        size += n;
        return true;
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        rangeCheckForAdd(index);
        Object[] a = c.toArray();
        modCount++;
        int n = a.length;
        if (n == 0) {
            return false;
        }
        if (n > elementData.length - size) {
            grow(size + n);
        }
        int moved = size - index;
        if (moved > 0) {
            System.arraycopy(elementData, index, elementData, index + n, moved);
        }
        System.arraycopy(a, 0, elementData, index, n);
        size += n;
        return true;
    }

    protected void removeRange(int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException("From Index: " + fromIndex + " > To Index: " + toIndex);
        }
        modCount++;
        System.arraycopy(elementData, toIndex, elementData, fromIndex, size - toIndex);
        int newSize = size - (toIndex - fromIndex);
        for (int i = newSize; i < size; i++) {
            elementData[i] = null;
        }
        size = newSize;
    }

    private void rangeCheckForAdd(int index) {
        if (index > size || index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
        }
    }

    public boolean removeAll(Collection<?> c) {
        return batchRemove(c, false);
    }

    public boolean retainAll(Collection<?> c) {
        return batchRemove(c, true);
    }

    private boolean batchRemove(Collection<?> c, boolean complement) {
        Objects.requireNonNull(c);
        Object[] es = elementData;
        int w = 0;
        for (int r = 0; r < size; r++) {
            if (c.contains(es[r]) == complement) {
                es[w++] = es[r];
            }
        }
        if (w == size) {
            return false;
        }
        modCount++;
        for (int i = w; i < size; i++) {
            es[i] = null;
        }
        size = w;
        return true;
    }

    public ListIterator<E> listIterator(int index) {
        rangeCheckForAdd(index);
        return new ListItr(index);
    }

    public ListIterator<E> listIterator() {
        return new ListItr(0);
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    private class Itr implements Iterator<E> {
        int cursor;
        int lastRet = -1;
        int expectedModCount = modCount;

        public boolean hasNext() {
            return cursor != size;
        }

        public E next() {
            checkForComodification();
            int i = cursor;
            if (i >= size) {
                throw new NoSuchElementException();
            }
            Object[] es = elementData;
            if (i >= es.length) {
                throw new ConcurrentModificationException();
            }
            cursor = i + 1;
            lastRet = i;
            return elementData(i);
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            try {
                ArrayList.this.remove(lastRet);
                cursor = lastRet;
                lastRet = -1;
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int i = cursor;
            while (i < size && modCount == expectedModCount) {
                action.accept(elementData(i++));
            }
            cursor = i;
            lastRet = i - 1;
            checkForComodification();
        }

        final void checkForComodification() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    private class ListItr extends Itr implements ListIterator<E> {
        ListItr(int index) {
            cursor = index;
        }

        public boolean hasPrevious() {
            return cursor != 0;
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public E previous() {
            checkForComodification();
            int i = cursor - 1;
            if (i < 0) {
                throw new NoSuchElementException();
            }
            if (i >= elementData.length) {
                throw new ConcurrentModificationException();
            }
            cursor = i;
            return elementData(lastRet = i);
        }

        public void set(E e) {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            try {
                ArrayList.this.set(lastRet, e);
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        public void add(E e) {
            checkForComodification();
            try {
                int i = cursor;
                ArrayList.this.add(i, e);
                cursor = i + 1;
                lastRet = -1;
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int expected = modCount;
        Object[] es = elementData;
        int n = size;
        for (int i = 0; modCount == expected && i < n; i++) {
            action.accept(elementAt(es, i));
        }
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
    }

    @SuppressWarnings("unchecked")
    static <E> E elementAt(Object[] es, int index) {
        return (E) es[index];
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        int expected = modCount;
        int n = size;
        boolean[] dead = null;
        int deadCount = 0;
        for (int i = 0; modCount == expected && i < n; i++) {
            if (filter.test(elementData(i))) {
                if (dead == null) {
                    dead = new boolean[n];
                }
                dead[i] = true;
                deadCount++;
            }
        }
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
        if (deadCount == 0) {
            return false;
        }
        int w = 0;
        for (int r = 0; r < n; r++) {
            if (!dead[r]) {
                elementData[w++] = elementData[r];
            }
        }
        for (int i = w; i < n; i++) {
            elementData[i] = null;
        }
        size = w;
        modCount++;
        return true;
    }

    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        int expected = modCount;
        for (int i = 0; modCount == expected && i < size; i++) {
            elementData[i] = operator.apply(elementData(i));
        }
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public void sort(Comparator<? super E> c) {
        int expected = modCount;
        Arrays.sort(elementData, 0, size, (Comparator) c);
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }
}
