/*
 * java.util.ImmutableCollections: what List.of/Set.of/Map.of/copyOf and Map.entry return.
 * All reject null elements, keys and values (NullPointerException) and every mutator
 * throws UnsupportedOperationException with no message, as the JDK's do.
 * List.of keeps its order.  The JDK iterates Set.of/Map.of in an order that depends on
 * a random per-run SALT, so programs cannot depend on it; Lantern iterates them in the
 * order the elements were given (any deterministic order is as correct).
 */
package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    private static final ListN<?> EMPTY_LIST = new ListN<>(new Object[0]);
    private static final SetN<?> EMPTY_SET = new SetN<>(new Object[0]);
    private static final MapN<?, ?> EMPTY_MAP = new MapN<>(new Object[0], new Object[0]);

    @SuppressWarnings("unchecked")
    static <E> List<E> emptyList() {
        return (List<E>) EMPTY_LIST;
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> emptySet() {
        return (Set<E>) EMPTY_SET;
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    /* Takes ownership of es. */
    static <E> List<E> listOf(Object... es) {
        for (Object e : es) {
            Objects.requireNonNull(e);
        }
        return new ListN<>(es);
    }

    static <E> Set<E> setOf(Object... es) {
        for (Object e : es) {
            Objects.requireNonNull(e);
        }
        SetN<E> s = new SetN<>(es);
        for (int i = 0; i < es.length; i++) {
            if (s.indexOf(es[i]) != i) {
                throw new IllegalArgumentException("duplicate element: " + es[i]);
            }
        }
        return s;
    }

    static <E> Set<E> setOfDistinct(Object[] es) {
        for (Object e : es) {
            Objects.requireNonNull(e);
        }
        LinkedHashSet<Object> distinct = new LinkedHashSet<>(Arrays.asList(es));
        return new SetN<>(distinct.toArray());
    }

    static <K, V> Map<K, V> mapOf(Object... kv) {
        int n = kv.length / 2;
        Object[] ks = new Object[n];
        Object[] vs = new Object[n];
        for (int i = 0; i < n; i++) {
            ks[i] = Objects.requireNonNull(kv[2 * i]);
            vs[i] = Objects.requireNonNull(kv[2 * i + 1]);
        }
        MapN<K, V> m = new MapN<>(ks, vs);
        for (int i = 0; i < n; i++) {
            if (m.indexOf(ks[i]) != i) {
                throw new IllegalArgumentException("duplicate key: " + ks[i]);
            }
        }
        return m;
    }

    static <K, V> Map<K, V> mapOfDistinct(Object[] kv) {
        LinkedHashMap<Object, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.putIfAbsent(Objects.requireNonNull(kv[i]), Objects.requireNonNull(kv[i + 1]));
        }
        return new MapN<>(m.keySet().toArray(), m.values().toArray());
    }

    /* Index of o in es (o non-null): a linear scan for small arrays, a hash index else. */
    static final class Index {
        private final Object[] es;
        private HashMap<Object, Integer> map;

        Index(Object[] es) {
            this.es = es;
            if (es.length > 8) {
                map = new HashMap<>(es.length * 2);
                for (int i = es.length - 1; i >= 0; i--) {
                    map.put(es[i], i);
                }
            }
        }

        int indexOf(Object o) {
            Objects.requireNonNull(o);
            if (map != null) {
                Integer i = map.get(o);
                return i == null ? -1 : i;
            }
            for (int i = 0; i < es.length; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
            return -1;
        }
    }

    static final class ListN<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        /*
         * How get() reports a bad index, as the JDK's three list shapes do:
         * List12 (lists of one or two) "Index: i Size: n", ListN the array's
         * own ArrayIndexOutOfBoundsException, subList views Objects.checkIndex.
         */
        private static final byte SMALL = 1, ARRAY = 0, VIEW = 2;
        private final Object[] elements;
        private final byte indexStyle;

        ListN(Object[] elements) {
            this(elements, elements.length == 1 || elements.length == 2 ? SMALL : ARRAY);
        }

        /* serialized as the JDK's proxy (CollSer); a subList view is not serializable there either */
        private Object writeReplace() throws java.io.ObjectStreamException {
            if (indexStyle == VIEW) {
                throw new java.io.NotSerializableException("java.util.ImmutableCollections$SubList");
            }
            return new CollSer(CollSer.IMM_LIST, elements);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.InvalidObjectException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        private ListN(Object[] elements, byte indexStyle) {
            this.elements = elements;
            this.indexStyle = indexStyle;
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (indexStyle == SMALL && (index < 0 || index >= elements.length)) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            } else if (indexStyle == VIEW) {
                Objects.checkIndex(index, elements.length);
            }
            return (E) elements[index];
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        public Iterator<E> iterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            if (index < 0 || index > elements.length) {
                throw new IndexOutOfBoundsException("Index: " + index);
            }
            return new ListIterator<E>() {
                int cursor = index;

                public boolean hasNext() {
                    return cursor != elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (cursor >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[cursor++];
                }

                public boolean hasPrevious() {
                    return cursor != 0;
                }

                @SuppressWarnings("unchecked")
                public E previous() {
                    if (cursor <= 0) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[--cursor];
                }

                public int nextIndex() {
                    return cursor;
                }

                public int previousIndex() {
                    return cursor - 1;
                }

                public void remove() {
                    throw uoe();
                }

                public void set(E e) {
                    throw uoe();
                }

                public void add(E e) {
                    throw uoe();
                }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            subListRangeCheck(fromIndex, toIndex, elements.length);
            return new ListN<>(Arrays.copyOfRange(elements, fromIndex, toIndex), VIEW);
        }

        public boolean add(E e) {
            throw uoe();
        }

        public void add(int index, E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E set(int index, E e) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public int hashCode() {
            int h = 1;
            for (Object e : elements) {
                h = 31 * h + e.hashCode();
            }
            return h;
        }
    }

    static final class SetN<E> extends AbstractSet<E> implements java.io.Serializable {
        private final Object[] elements;
        private final Index index;

        SetN(Object[] elements) {
            this.elements = elements;
            this.index = new Index(elements);
        }

        private Object writeReplace() {
            return new CollSer(CollSer.IMM_SET, elements);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.InvalidObjectException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        int indexOf(Object o) {
            return index.indexOf(o);
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public boolean contains(Object o) {
            return index.indexOf(o) >= 0;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int i = 0;

                public boolean hasNext() {
                    return i < elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (i >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[i++];
                }

                public void remove() {
                    throw uoe();
                }
            };
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }
    }

    static final class MapN<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private final Object[] keys;
        private final Object[] vals;
        private final Index index;

        MapN(Object[] keys, Object[] vals) {
            this.keys = keys;
            this.vals = vals;
            this.index = new Index(keys);
        }

        private Object writeReplace() {
            Object[] a = new Object[keys.length * 2];
            for (int i = 0; i < keys.length; i++) {
                a[2 * i] = keys[i];
                a[2 * i + 1] = vals[i];
            }
            return new CollSer(CollSer.IMM_MAP, a);
        }

        private void readObject(java.io.ObjectInputStream in) throws java.io.InvalidObjectException {
            throw new java.io.InvalidObjectException("not serial proxy");
        }

        int indexOf(Object k) {
            return index.indexOf(k);
        }

        public int size() {
            return keys.length;
        }

        public boolean isEmpty() {
            return keys.length == 0;
        }

        public boolean containsKey(Object o) {
            return index.indexOf(o) >= 0;
        }

        public boolean containsValue(Object o) {
            Objects.requireNonNull(o);
            for (Object v : vals) {
                if (o.equals(v)) {
                    return true;
                }
            }
            return false;
        }

        @SuppressWarnings("unchecked")
        public V get(Object o) {
            int i = index.indexOf(o);
            return i < 0 ? null : (V) vals[i];
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return keys.length;
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        int i = 0;

                        public boolean hasNext() {
                            return i < keys.length;
                        }

                        @SuppressWarnings("unchecked")
                        public Map.Entry<K, V> next() {
                            if (i >= keys.length) {
                                throw new NoSuchElementException();
                            }
                            int j = i++;
                            return new KeyValueHolder<>((K) keys[j], (V) vals[j]);
                        }

                        public void remove() {
                            throw uoe();
                        }
                    };
                }

                public boolean add(Map.Entry<K, V> e) {
                    throw uoe();
                }

                public boolean remove(Object o) {
                    throw uoe();
                }

                public boolean removeAll(Collection<?> c) {
                    throw uoe();
                }

                public boolean retainAll(Collection<?> c) {
                    throw uoe();
                }

                public boolean removeIf(Predicate<? super Map.Entry<K, V>> filter) {
                    throw uoe();
                }

                public void clear() {
                    throw uoe();
                }
            };
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> f) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> f) {
            throw uoe();
        }
    }

    static final class KeyValueHolder<K, V> implements Map.Entry<K, V> {
        final K key;
        final V value;

        KeyValueHolder(K k, V v) {
            key = Objects.requireNonNull(k);
            value = Objects.requireNonNull(v);
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            throw uoe();
        }

        public boolean equals(Object o) {
            return o instanceof Map.Entry && key.equals(((Map.Entry<?, ?>) o).getKey())
                    && value.equals(((Map.Entry<?, ?>) o).getValue());
        }

        public int hashCode() {
            return key.hashCode() ^ value.hashCode();
        }

        public String toString() {
            return key + "=" + value;
        }
    }
}
