/*
 * java.util.concurrent.ConcurrentSkipListMap: a java.util.TreeMap (same
 * order, same comparator rules) behind one lock shared by the map and all
 * its views (sub maps, descending map, key sets), instead of the JDK's
 * lock-free skip list.  Entries handed out are immutable snapshots, as the
 * JDK's; iterators step from key to next key under the lock (weakly
 * consistent, never ConcurrentModificationException) and remove() goes
 * through the map.
 * Null keys and values are rejected with NullPointerException.
 */
package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    /* not final: readObject sets them (serial form at the end) */
    transient Object lock;
    /* Guarded by lock: the whole tree, or a view of the root map's tree. */
    transient NavigableMap<K, V> m;

    public ConcurrentSkipListMap() {
        this(new Object(), new TreeMap<K, V>());
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        this(new Object(), new TreeMap<K, V>(comparator));
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> m) {
        this();
        putAll(m);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> m) {
        this(new Object(), new TreeMap<K, V>(m.comparator()));
        putAll(m);
    }

    ConcurrentSkipListMap(Object lock, NavigableMap<K, V> m) {
        this.lock = lock;
        this.m = m;
    }

    private static void nn(Object o) {
        if (o == null) {
            throw new NullPointerException();
        }
    }

    private static <K, V> Map.Entry<K, V> snap(Map.Entry<K, V> e) {
        return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue());
    }

    private ConcurrentSkipListMap<K, V> view(NavigableMap<K, V> v) {
        return new ConcurrentSkipListMap<K, V>(lock, v);
    }

    public ConcurrentSkipListMap<K, V> clone() {
        synchronized (lock) {
            TreeMap<K, V> t = new TreeMap<K, V>(m.comparator());
            t.putAll(m);
            return new ConcurrentSkipListMap<K, V>(new Object(), t);
        }
    }

    public boolean containsKey(Object key) {
        nn(key);
        synchronized (lock) {
            return m.containsKey(key);
        }
    }

    public V get(Object key) {
        nn(key);
        synchronized (lock) {
            return m.get(key);
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public V put(K key, V value) {
        nn(key);
        nn(value);
        synchronized (lock) {
            return m.put(key, value);
        }
    }

    public V remove(Object key) {
        nn(key);
        synchronized (lock) {
            return m.remove(key);
        }
    }

    public boolean containsValue(Object value) {
        nn(value);
        synchronized (lock) {
            return m.containsValue(value);
        }
    }

    public int size() {
        synchronized (lock) {
            return m.size();
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return m.isEmpty();
        }
    }

    public void clear() {
        synchronized (lock) {
            m.clear();
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        nn(key);
        nn(mappingFunction);
        synchronized (lock) {
            V v = m.get(key);
            if (v == null && (v = mappingFunction.apply(key)) != null) {
                m.put(key, v);
            }
            return v;
        }
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        nn(key);
        nn(remappingFunction);
        synchronized (lock) {
            V v = m.get(key);
            if (v == null) {
                return null;
            }
            V r = remappingFunction.apply(key, v);
            if (r == null) {
                m.remove(key);
            } else {
                m.put(key, r);
            }
            return r;
        }
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        nn(key);
        nn(remappingFunction);
        synchronized (lock) {
            V v = m.get(key);
            V r = remappingFunction.apply(key, v);
            if (r == null) {
                if (v != null) {
                    m.remove(key);
                }
            } else {
                m.put(key, r);
            }
            return r;
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        nn(key);
        nn(value);
        nn(remappingFunction);
        synchronized (lock) {
            V v = m.get(key);
            V r = (v == null) ? value : remappingFunction.apply(v, value);
            if (r == null) {
                m.remove(key);
            } else {
                m.put(key, r);
            }
            return r;
        }
    }

    public V putIfAbsent(K key, V value) {
        nn(key);
        nn(value);
        synchronized (lock) {
            V v = m.get(key);
            if (v == null) {
                m.put(key, value);
            }
            return v;
        }
    }

    public boolean remove(Object key, Object value) {
        nn(key);
        synchronized (lock) {
            V v = m.get(key);
            if (value != null && v != null && value.equals(v)) {
                m.remove(key);
                return true;
            }
            return false;
        }
    }

    public boolean replace(K key, V oldValue, V newValue) {
        nn(key);
        nn(oldValue);
        nn(newValue);
        synchronized (lock) {
            V v = m.get(key);
            if (v != null && oldValue.equals(v)) {
                m.put(key, newValue);
                return true;
            }
            return false;
        }
    }

    public V replace(K key, V value) {
        nn(key);
        nn(value);
        synchronized (lock) {
            V v = m.get(key);
            if (v != null) {
                m.put(key, value);
            }
            return v;
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        nn(action);
        for (Map.Entry<K, V> e : snapshot()) {
            action.accept(e.getKey(), e.getValue());
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        nn(function);
        synchronized (lock) {
            for (Map.Entry<K, V> e : m.entrySet()) {
                V r = function.apply(e.getKey(), e.getValue());
                nn(r);
                e.setValue(r);
            }
        }
    }

    public Comparator<? super K> comparator() {
        return m.comparator();
    }

    public K firstKey() {
        synchronized (lock) {
            return m.firstKey();
        }
    }

    public K lastKey() {
        synchronized (lock) {
            return m.lastKey();
        }
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        nn(key);
        synchronized (lock) {
            return snap(m.lowerEntry(key));
        }
    }

    public K lowerKey(K key) {
        nn(key);
        synchronized (lock) {
            return m.lowerKey(key);
        }
    }

    public Map.Entry<K, V> floorEntry(K key) {
        nn(key);
        synchronized (lock) {
            return snap(m.floorEntry(key));
        }
    }

    public K floorKey(K key) {
        nn(key);
        synchronized (lock) {
            return m.floorKey(key);
        }
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        nn(key);
        synchronized (lock) {
            return snap(m.ceilingEntry(key));
        }
    }

    public K ceilingKey(K key) {
        nn(key);
        synchronized (lock) {
            return m.ceilingKey(key);
        }
    }

    public Map.Entry<K, V> higherEntry(K key) {
        nn(key);
        synchronized (lock) {
            return snap(m.higherEntry(key));
        }
    }

    public K higherKey(K key) {
        nn(key);
        synchronized (lock) {
            return m.higherKey(key);
        }
    }

    public Map.Entry<K, V> firstEntry() {
        synchronized (lock) {
            return snap(m.firstEntry());
        }
    }

    public Map.Entry<K, V> lastEntry() {
        synchronized (lock) {
            return snap(m.lastEntry());
        }
    }

    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (lock) {
            return snap(m.pollFirstEntry());
        }
    }

    public Map.Entry<K, V> pollLastEntry() {
        synchronized (lock) {
            return snap(m.pollLastEntry());
        }
    }

    public ConcurrentSkipListMap<K, V> descendingMap() {
        synchronized (lock) {
            return view(m.descendingMap());
        }
    }

    public ConcurrentSkipListMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        nn(fromKey);
        nn(toKey);
        synchronized (lock) {
            return view(m.subMap(fromKey, fromInclusive, toKey, toInclusive));
        }
    }

    public ConcurrentSkipListMap<K, V> headMap(K toKey, boolean inclusive) {
        nn(toKey);
        synchronized (lock) {
            return view(m.headMap(toKey, inclusive));
        }
    }

    public ConcurrentSkipListMap<K, V> tailMap(K fromKey, boolean inclusive) {
        nn(fromKey);
        synchronized (lock) {
            return view(m.tailMap(fromKey, inclusive));
        }
    }

    public ConcurrentSkipListMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentSkipListMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentSkipListMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    /* The entries in order, as immutable snapshots. */
    final ArrayList<Map.Entry<K, V>> snapshot() {
        synchronized (lock) {
            ArrayList<Map.Entry<K, V>> list = new ArrayList<>(m.size());
            for (Map.Entry<K, V> e : m.entrySet()) {
                list.add(new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue()));
            }
            return list;
        }
    }

    /*
     * Walks the map in its order by asking, under the lock, for the entry
     * after the last one returned, so it sees the map as it is when it
     * advances (removed keys are skipped, keys added ahead are seen).
     */
    abstract class SnapshotIterator<T> implements Iterator<T> {
        private Map.Entry<K, V> next;
        private Map.Entry<K, V> last;

        SnapshotIterator() {
            synchronized (lock) {
                next = snap(m.firstEntry());
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        final Map.Entry<K, V> nextEntry() {
            Map.Entry<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            last = e;
            synchronized (lock) {
                next = snap(m.higherEntry(e.getKey()));
            }
            return e;
        }

        public void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            ConcurrentSkipListMap.this.remove(last.getKey());
            last = null;
        }
    }

    public NavigableSet<K> keySet() {
        return new ConcurrentSkipListSet<K>(this, false);
    }

    public NavigableSet<K> navigableKeySet() {
        return keySet();
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new SnapshotIterator<V>() {
                    public V next() {
                        return nextEntry().getValue();
                    }
                };
            }

            public int size() {
                return ConcurrentSkipListMap.this.size();
            }

            public void clear() {
                ConcurrentSkipListMap.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SnapshotIterator<Map.Entry<K, V>>() {
                    public Map.Entry<K, V> next() {
                        return nextEntry();
                    }
                };
            }

            public int size() {
                return ConcurrentSkipListMap.this.size();
            }

            public void clear() {
                ConcurrentSkipListMap.this.clear();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                V v = e.getKey() == null ? null : get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return e.getKey() != null && ConcurrentSkipListMap.this.remove(e.getKey(), e.getValue());
            }
        };
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> other = (Map<?, ?>) o;
        ArrayList<Map.Entry<K, V>> mine = snapshot();
        if (mine.size() != other.size()) {
            return false;
        }
        for (Map.Entry<K, V> e : mine) {
            if (!e.getValue().equals(other.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }

    /* ---- serial form: the JDK's one field, comparator, then each key and
     * value in order and a null key to end them */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("comparator", Comparator.class)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        synchronized (lock) {
            java.io.ObjectOutputStream.PutField f = s.putFields();
            f.put("comparator", m.comparator());
            s.writeFields();
            for (Map.Entry<K, V> e : m.entrySet()) {
                s.writeObject(e.getKey());
                s.writeObject(e.getValue());
            }
            s.writeObject(null);
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        Comparator<? super K> cmp = (Comparator<? super K>) f.get("comparator", null);
        TreeMap<K, V> t = new TreeMap<K, V>(cmp);
        for (;;) {
            Object k = s.readObject();
            if (k == null) break;
            Object v = s.readObject();
            if (v == null) throw new NullPointerException();
            t.put((K) k, (V) v);
        }
        lock = new Object();
        m = t;
    }
}
