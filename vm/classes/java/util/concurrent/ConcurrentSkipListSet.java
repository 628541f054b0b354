/*
 * java.util.concurrent.ConcurrentSkipListSet: the keys of a
 * ConcurrentSkipListMap (its lock, its order).  Also serves as the map's
 * key set view, where add is unsupported as on the JDK.
 */
package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import java.util.SortedSet;

public class ConcurrentSkipListSet<E> extends AbstractSet<E>
        implements NavigableSet<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -2479143111061671589L;

    private final ConcurrentSkipListMap<E, Object> m;
    /* inverted so that a set read from a stream (fields left at their
     * defaults) accepts additions, as every set that is not a key view */
    private final transient boolean keyView;

    public ConcurrentSkipListSet() {
        this(new ConcurrentSkipListMap<E, Object>(), true);
    }

    public ConcurrentSkipListSet(Comparator<? super E> comparator) {
        this(new ConcurrentSkipListMap<E, Object>(comparator), true);
    }

    public ConcurrentSkipListSet(Collection<? extends E> c) {
        this(new ConcurrentSkipListMap<E, Object>(), true);
        addAll(c);
    }

    public ConcurrentSkipListSet(SortedSet<E> s) {
        this(new ConcurrentSkipListMap<E, Object>(s.comparator()), true);
        addAll(s);
    }

    @SuppressWarnings("unchecked")
    ConcurrentSkipListSet(ConcurrentSkipListMap<E, ?> map, boolean canAdd) {
        this.m = (ConcurrentSkipListMap<E, Object>) map;
        this.keyView = !canAdd;
    }

    public ConcurrentSkipListSet<E> clone() {
        return new ConcurrentSkipListSet<E>(m.clone(), !keyView);
    }

    public int size() {
        return m.size();
    }

    public boolean isEmpty() {
        return m.isEmpty();
    }

    public boolean contains(Object o) {
        return m.containsKey(o);
    }

    public boolean add(E e) {
        if (keyView) {
            throw new UnsupportedOperationException();
        }
        return m.putIfAbsent(e, Boolean.TRUE) == null;
    }

    public boolean remove(Object o) {
        return m.remove(o) != null;
    }

    public void clear() {
        m.clear();
    }

    public Iterator<E> iterator() {
        return m.new SnapshotIterator<E>() {
            public E next() {
                return nextEntry().getKey();
            }
        };
    }

    public Iterator<E> descendingIterator() {
        return descendingSet().iterator();
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Set)) {
            return false;
        }
        Collection<?> c = (Collection<?>) o;
        try {
            return containsAll(c) && c.containsAll(this);
        } catch (ClassCastException | NullPointerException unused) {
            return false;
        }
    }

    public E lower(E e) {
        return m.lowerKey(e);
    }

    public E floor(E e) {
        return m.floorKey(e);
    }

    public E ceiling(E e) {
        return m.ceilingKey(e);
    }

    public E higher(E e) {
        return m.higherKey(e);
    }

    public E pollFirst() {
        Map.Entry<E, Object> e = m.pollFirstEntry();
        return (e == null) ? null : e.getKey();
    }

    public E pollLast() {
        Map.Entry<E, Object> e = m.pollLastEntry();
        return (e == null) ? null : e.getKey();
    }

    public Comparator<? super E> comparator() {
        return m.comparator();
    }

    public E first() {
        return m.firstKey();
    }

    public E last() {
        return m.lastKey();
    }

    public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
        return new ConcurrentSkipListSet<E>(m.subMap(fromElement, fromInclusive, toElement, toInclusive), !keyView);
    }

    public NavigableSet<E> headSet(E toElement, boolean inclusive) {
        return new ConcurrentSkipListSet<E>(m.headMap(toElement, inclusive), !keyView);
    }

    public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
        return new ConcurrentSkipListSet<E>(m.tailMap(fromElement, inclusive), !keyView);
    }

    public NavigableSet<E> subSet(E fromElement, E toElement) {
        return subSet(fromElement, true, toElement, false);
    }

    public NavigableSet<E> headSet(E toElement) {
        return headSet(toElement, false);
    }

    public NavigableSet<E> tailSet(E fromElement) {
        return tailSet(fromElement, true);
    }

    public NavigableSet<E> descendingSet() {
        return new ConcurrentSkipListSet<E>(m.descendingMap(), !keyView);
    }

    /* ---- serial form: the JDK's one field m, the backing map (a
     * ConcurrentNavigableMap there), and no custom data */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("m", ConcurrentNavigableMap.class)
    };
}
