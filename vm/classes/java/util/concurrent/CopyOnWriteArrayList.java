/*
 * java.util.concurrent.CopyOnWriteArrayList: the elements are an array
 * that is never changed once published (volatile field); every update
 * copies it under the list's lock and publishes the copy.  Reads and
 * iterators work on whichever array they read, so iterators are snapshots
 * that never fail and do not support remove/set/add.
 */
package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

@SuppressWarnings("unchecked")
public class CopyOnWriteArrayList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8673264195747942595L;

    /* not final: a deserialized list makes its own */
    transient Object lock = new Object();
    private transient volatile Object[] array;

    final Object[] getArray() {
        return array;
    }

    final void setArray(Object[] a) {
        array = a;
    }

    public CopyOnWriteArrayList() {
        setArray(new Object[0]);
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        Object[] es;
        if (c.getClass() == CopyOnWriteArrayList.class) {
            es = ((CopyOnWriteArrayList<?>) c).getArray();
        } else {
            es = c.toArray();
            if (es.getClass() != Object[].class) {
                es = Arrays.copyOf(es, es.length, Object[].class);
            }
        }
        setArray(es);
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        setArray(Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class));
    }

    private static String oob(int index, int length) {
        return "Index " + index + " out of bounds for length " + length;
    }

    public int size() {
        return getArray().length;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    private static int indexOfRange(Object o, Object[] es, int from, int to) {
        if (o == null) {
            for (int i = from; i < to; i++) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = from; i < to; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static int lastIndexOfRange(Object o, Object[] es, int from, int to) {
        if (o == null) {
            for (int i = to - 1; i >= from; i--) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = to - 1; i >= from; i--) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public int indexOf(Object o) {
        Object[] es = getArray();
        return indexOfRange(o, es, 0, es.length);
    }

    public int indexOf(E e, int index) {
        Object[] es = getArray();
        return indexOfRange(e, es, index, es.length);
    }

    public int lastIndexOf(Object o) {
        Object[] es = getArray();
        return lastIndexOfRange(o, es, 0, es.length);
    }

    public int lastIndexOf(E e, int index) {
        Object[] es = getArray();
        return lastIndexOfRange(e, es, 0, index + 1);
    }

    /* A new list on the same array (the lock must not be shared, so not Object.clone). */
    public Object clone() {
        return new CopyOnWriteArrayList<E>(this);
    }

    public Object[] toArray() {
        return getArray().clone();
    }

    public <T> T[] toArray(T[] a) {
        Object[] es = getArray();
        int len = es.length;
        if (a.length < len) {
            return (T[]) Arrays.copyOf(es, len, a.getClass());
        }
        System.arraycopy(es, 0, a, 0, len);
        if (a.length > len) {
            a[len] = null;
        }
        return a;
    }

    public E get(int index) {
        Object[] es = getArray();
        if (index < 0 || index >= es.length) {
            throw new ArrayIndexOutOfBoundsException(oob(index, es.length));
        }
        return (E) es[index];
    }

    public E set(int index, E element) {
        synchronized (lock) {
            Object[] es = getArray();
            if (index < 0 || index >= es.length) {
                throw new ArrayIndexOutOfBoundsException(oob(index, es.length));
            }
            E oldValue = (E) es[index];
            if (oldValue != element) {
                es = es.clone();
                es[index] = element;
            }
            setArray(es);
            return oldValue;
        }
    }

    public boolean add(E e) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            es = Arrays.copyOf(es, len + 1);
            es[len] = e;
            setArray(es);
            return true;
        }
    }

    public void add(int index, E element) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (index > len || index < 0) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
            }
            Object[] newElements = new Object[len + 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index, newElements, index + 1, len - index);
            newElements[index] = element;
            setArray(newElements);
        }
    }

    public E remove(int index) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (index < 0 || index >= len) {
                throw new ArrayIndexOutOfBoundsException(oob(index, len));
            }
            E oldValue = (E) es[index];
            Object[] newElements = new Object[len - 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index + 1, newElements, index, len - index - 1);
            setArray(newElements);
            return oldValue;
        }
    }

    public boolean remove(Object o) {
        synchronized (lock) {
            Object[] es = getArray();
            int index = indexOfRange(o, es, 0, es.length);
            if (index < 0) {
                return false;
            }
            remove(index);
            return true;
        }
    }

    void removeRange(int fromIndex, int toIndex) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (fromIndex < 0 || toIndex > len || toIndex < fromIndex) {
                throw new IndexOutOfBoundsException();
            }
            Object[] newElements = new Object[len - (toIndex - fromIndex)];
            System.arraycopy(es, 0, newElements, 0, fromIndex);
            System.arraycopy(es, toIndex, newElements, fromIndex, len - toIndex);
            setArray(newElements);
        }
    }

    public boolean addIfAbsent(E e) {
        synchronized (lock) {
            Object[] es = getArray();
            if (indexOfRange(e, es, 0, es.length) >= 0) {
                return false;
            }
            return add(e);
        }
    }

    public boolean containsAll(Collection<?> c) {
        Object[] es = getArray();
        for (Object e : c) {
            if (indexOfRange(e, es, 0, es.length) < 0) {
                return false;
            }
        }
        return true;
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(e -> !c.contains(e));
    }

    public int addAllAbsent(Collection<? extends E> c) {
        Object[] cs = c.toArray();
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            Object[] added = new Object[cs.length];
            int n = 0;
            for (Object e : cs) {
                if (indexOfRange(e, es, 0, len) < 0 && indexOfRange(e, added, 0, n) < 0) {
                    added[n++] = e;
                }
            }
            if (n > 0) {
                Object[] newElements = Arrays.copyOf(es, len + n);
                System.arraycopy(added, 0, newElements, len, n);
                setArray(newElements);
            }
            return n;
        }
    }

    public void clear() {
        synchronized (lock) {
            setArray(new Object[0]);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] cs = (c.getClass() == CopyOnWriteArrayList.class) ? ((CopyOnWriteArrayList<?>) c).getArray() : c.toArray();
        if (cs.length == 0) {
            return false;
        }
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            Object[] newElements = Arrays.copyOf(es, len + cs.length);
            System.arraycopy(cs, 0, newElements, len, cs.length);
            setArray(newElements);
            return true;
        }
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        Object[] cs = c.toArray();
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (index > len || index < 0) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
            }
            if (cs.length == 0) {
                return false;
            }
            Object[] newElements = new Object[len + cs.length];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(cs, 0, newElements, index, cs.length);
            System.arraycopy(es, index, newElements, index + cs.length, len - index);
            setArray(newElements);
            return true;
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Object x : getArray()) {
            action.accept((E) x);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        synchronized (lock) {
            Object[] es = getArray();
            Object[] kept = new Object[es.length];
            int n = 0;
            for (Object e : es) {
                if (!filter.test((E) e)) {
                    kept[n++] = e;
                }
            }
            if (n == es.length) {
                return false;
            }
            setArray(Arrays.copyOf(kept, n));
            return true;
        }
    }

    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        synchronized (lock) {
            Object[] es = getArray().clone();
            for (int i = 0; i < es.length; i++) {
                es[i] = operator.apply((E) es[i]);
            }
            setArray(es);
        }
    }

    public void sort(Comparator<? super E> c) {
        synchronized (lock) {
            Object[] es = getArray().clone();
            Arrays.sort(es, (Comparator<Object>) c);
            setArray(es);
        }
    }

    public String toString() {
        return Arrays.toString(getArray());
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        Object[] es = getArray();
        Iterator<?> it = ((List<?>) o).iterator();
        for (Object element : es) {
            if (!it.hasNext() || !Objects.equals(element, it.next())) {
                return false;
            }
        }
        return !it.hasNext();
    }

    public int hashCode() {
        int hashCode = 1;
        for (Object x : getArray()) {
            hashCode = 31 * hashCode + (x == null ? 0 : x.hashCode());
        }
        return hashCode;
    }

    public Iterator<E> iterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] es = getArray();
        int len = es.length;
        if (index < 0 || index > len) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
        }
        return new COWIterator<E>(es, index);
    }

    static final class COWIterator<E> implements ListIterator<E> {
        private final Object[] snapshot;
        private int cursor;

        COWIterator(Object[] es, int initialCursor) {
            cursor = initialCursor;
            snapshot = es;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[cursor++];
        }

        public E previous() {
            if (!hasPrevious()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int size = snapshot.length;
            int i = cursor;
            cursor = size;
            for (; i < size; i++) {
                action.accept((E) snapshot[i]);
            }
        }
    }

    /*
     * A view of [offset, offset + size) that checks, under the list's lock,
     * that the list was not changed behind its back (expected array).
     */
    public List<E> subList(int fromIndex, int toIndex) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (fromIndex < 0 || toIndex > len || fromIndex > toIndex) {
                throw new IndexOutOfBoundsException();
            }
            return new COWSubList(es, fromIndex, toIndex - fromIndex);
        }
    }

    private class COWSubList extends AbstractList<E> implements RandomAccess {
        private final int offset;
        private int size;
        private Object[] expectedArray;

        COWSubList(Object[] es, int offset, int size) {
            this.expectedArray = es;
            this.offset = offset;
            this.size = size;
        }

        private void checkForComodification() {
            if (getArray() != expectedArray) {
                throw new ConcurrentModificationException();
            }
        }

        private void rangeCheck(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
            }
        }

        public E get(int index) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                return CopyOnWriteArrayList.this.get(offset + index);
            }
        }

        public int size() {
            synchronized (lock) {
                checkForComodification();
                return size;
            }
        }

        public E set(int index, E element) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                E x = CopyOnWriteArrayList.this.set(offset + index, element);
                expectedArray = getArray();
                return x;
            }
        }

        public void add(int index, E element) {
            synchronized (lock) {
                checkForComodification();
                if (index < 0 || index > size) {
                    throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
                }
                CopyOnWriteArrayList.this.add(offset + index, element);
                expectedArray = getArray();
                size++;
            }
        }

        public E remove(int index) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                E result = CopyOnWriteArrayList.this.remove(offset + index);
                expectedArray = getArray();
                size--;
                return result;
            }
        }

        public void clear() {
            synchronized (lock) {
                checkForComodification();
                removeRange(offset, offset + size);
                expectedArray = getArray();
                size = 0;
            }
        }

        public Iterator<E> iterator() {
            synchronized (lock) {
                checkForComodification();
                return new COWIterator<E>(Arrays.copyOfRange(expectedArray, offset, offset + size), 0);
            }
        }
    }

    /* ---- serialization: the JDK's form -- the length, then the elements ---- */

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        Object[] es = getArray();
        s.writeInt(es.length);
        for (Object e : es) {
            s.writeObject(e);
        }
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        lock = new Object();
        int len = s.readInt();
        if (len < 0) {
            throw new java.io.StreamCorruptedException("Array length is negative");
        }
        Object[] es = new Object[len];
        for (int i = 0; i < len; i++) {
            es[i] = s.readObject();
        }
        setArray(es);
    }
}
