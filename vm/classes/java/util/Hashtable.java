/*
 * java.util.Hashtable: the synchronized legacy hash map, laid out as the JDK's so that
 * iteration order matches: bucket (hash & 0x7FFFFFFF) % length, new entries at the head
 * of their bucket, default 11 buckets, rehash to 2n+1 when count >= threshold before an
 * insertion (moving entries bucket by bucket from the last, each to the head of its new
 * bucket), and iteration from the last bucket down to the first.  Nulls are rejected.
 */
package java.util;

import java.io.IOException;

public class Hashtable<K, V> extends Dictionary<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1421746759512286392L;
    private static final int MAX_ARRAY_SIZE = Integer.MAX_VALUE - 8;

    private transient Entry<?, ?>[] table;
    private transient int count;
    private int threshold;
    private float loadFactor;
    private transient int modCount = 0;

    public Hashtable(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal Load: " + loadFactor);
        }
        if (initialCapacity == 0) {
            initialCapacity = 1;
        }
        this.loadFactor = loadFactor;
        table = new Entry<?, ?>[initialCapacity];
        threshold = (int) Math.min(initialCapacity * loadFactor, MAX_ARRAY_SIZE + 1);
    }

    public Hashtable(int initialCapacity) {
        this(initialCapacity, 0.75f);
    }

    public Hashtable() {
        this(11, 0.75f);
    }

    public Hashtable(Map<? extends K, ? extends V> t) {
        this(Math.max(2 * t.size(), 11), 0.75f);
        putAll(t);
    }

    private static final class Entry<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Entry<K, V> next;

        Entry(int hash, K key, V value, Entry<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            return o instanceof Map.Entry && Objects.equals(key, ((Map.Entry<?, ?>) o).getKey())
                    && Objects.equals(value, ((Map.Entry<?, ?>) o).getValue());
        }

        public int hashCode() {
            return hash ^ Objects.hashCode(value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    public synchronized int size() {
        return count;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    public synchronized Enumeration<K> keys() {
        Iterator<K> it = keySet().iterator();
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.next();
            }
        };
    }

    public synchronized Enumeration<V> elements() {
        Iterator<V> it = values().iterator();
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.next();
            }
        };
    }

    public synchronized boolean contains(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Entry<?, ?>[] tab = table;
        for (int i = tab.length; i-- > 0;) {
            for (Entry<?, ?> e = tab[i]; e != null; e = e.next) {
                if (e.value.equals(value)) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean containsValue(Object value) {
        return contains(value);
    }

    private Entry<?, ?> getEntry(Object key) {
        Entry<?, ?>[] tab = table;
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % tab.length;
        for (Entry<?, ?> e = tab[index]; e != null; e = e.next) {
            if ((e.hash == hash) && e.key.equals(key)) {
                return e;
            }
        }
        return null;
    }

    public synchronized boolean containsKey(Object key) {
        return getEntry(key) != null;
    }

    @SuppressWarnings("unchecked")
    public synchronized V get(Object key) {
        Entry<?, ?> e = getEntry(key);
        return e == null ? null : (V) e.value;
    }

    @SuppressWarnings("unchecked")
    protected void rehash() {
        int oldCapacity = table.length;
        Entry<?, ?>[] oldMap = table;
        int newCapacity = (oldCapacity << 1) + 1;
        if (newCapacity - MAX_ARRAY_SIZE > 0) {
            if (oldCapacity == MAX_ARRAY_SIZE) {
                return;
            }
            newCapacity = MAX_ARRAY_SIZE;
        }
        Entry<?, ?>[] newMap = new Entry<?, ?>[newCapacity];
        modCount++;
        threshold = (int) Math.min(newCapacity * loadFactor, MAX_ARRAY_SIZE + 1);
        table = newMap;
        for (int i = oldCapacity; i-- > 0;) {
            for (Entry<K, V> old = (Entry<K, V>) oldMap[i]; old != null;) {
                Entry<K, V> e = old;
                old = old.next;
                int index = (e.hash & 0x7FFFFFFF) % newCapacity;
                e.next = (Entry<K, V>) newMap[index];
                newMap[index] = e;
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void addEntry(int hash, K key, V value, int index) {
        Entry<?, ?>[] tab = table;
        if (count >= threshold) {
            rehash();
            tab = table;
            hash = key.hashCode();
            index = (hash & 0x7FFFFFFF) % tab.length;
        }
        Entry<K, V> e = (Entry<K, V>) tab[index];
        tab[index] = new Entry<>(hash, key, value, e);
        count++;
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public synchronized V put(K key, V value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Entry<?, ?>[] tab = table;
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % tab.length;
        for (Entry<K, V> entry = (Entry<K, V>) tab[index]; entry != null; entry = entry.next) {
            if ((entry.hash == hash) && entry.key.equals(key)) {
                V old = entry.value;
                entry.value = value;
                return old;
            }
        }
        addEntry(hash, key, value, index);
        return null;
    }

    @SuppressWarnings("unchecked")
    public synchronized V remove(Object key) {
        Entry<?, ?>[] tab = table;
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % tab.length;
        Entry<K, V> e = (Entry<K, V>) tab[index];
        for (Entry<K, V> prev = null; e != null; prev = e, e = e.next) {
            if ((e.hash == hash) && e.key.equals(key)) {
                if (prev != null) {
                    prev.next = e.next;
                } else {
                    tab[index] = e.next;
                }
                modCount++;
                count--;
                V oldValue = e.value;
                e.value = null;
                return oldValue;
            }
        }
        return null;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> t) {
        for (Map.Entry<? extends K, ? extends V> e : t.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public synchronized void clear() {
        Entry<?, ?>[] tab = table;
        for (int index = tab.length; --index >= 0;) {
            tab[index] = null;
        }
        modCount++;
        count = 0;
    }

    @SuppressWarnings("unchecked")
    public synchronized Object clone() {
        try {
            Hashtable<K, V> t = (Hashtable<K, V>) super.clone();
            t.table = new Entry<?, ?>[table.length];
            for (int i = table.length; i-- > 0;) {
                // copy each chain keeping its order
                Entry<K, V> head = null, tail = null;
                for (Entry<K, V> e = (Entry<K, V>) table[i]; e != null; e = e.next) {
                    Entry<K, V> c = new Entry<>(e.hash, e.key, e.value, null);
                    if (tail == null) {
                        head = c;
                    } else {
                        tail.next = c;
                    }
                    tail = c;
                }
                t.table[i] = head;
            }
            t.keySet = null;
            t.entrySet = null;
            t.values = null;
            t.modCount = 0;
            return t;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public synchronized String toString() {
        Iterator<Map.Entry<K, V>> it = entrySet().iterator();
        if (!it.hasNext()) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        for (;;) {
            Map.Entry<K, V> e = it.next();
            K key = e.getKey();
            V value = e.getValue();
            sb.append(key == this ? "(this Map)" : key.toString());
            sb.append('=');
            sb.append(value == this ? "(this Map)" : value.toString());
            if (!it.hasNext()) {
                return sb.append('}').toString();
            }
            sb.append(", ");
        }
    }

    private transient volatile Set<K> keySet;
    private transient volatile Set<Map.Entry<K, V>> entrySet;
    private transient volatile Collection<V> values;

    /* Walks buckets from the last to the first, each chain from its head. */
    private final class Itr<T> implements Iterator<T> {
        final int kind; // 0 keys, 1 values, 2 entries
        int index = table.length;
        Entry<?, ?> entry;
        Entry<?, ?> lastReturned;
        int expectedModCount = modCount;

        Itr(int kind) {
            this.kind = kind;
        }

        public boolean hasNext() {
            Entry<?, ?> e = entry;
            int i = index;
            Entry<?, ?>[] t = table;
            while (e == null && i > 0) {
                e = t[--i];
            }
            entry = e;
            index = i;
            return e != null;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            Entry<?, ?> et = entry;
            int i = index;
            Entry<?, ?>[] t = table;
            while (et == null && i > 0) {
                et = t[--i];
            }
            entry = et;
            index = i;
            if (et == null) {
                throw new NoSuchElementException("Hashtable Enumerator");
            }
            Entry<?, ?> e = lastReturned = entry;
            entry = e.next;
            return kind == 0 ? (T) e.key : (kind == 1 ? (T) e.value : (T) e);
        }

        public void remove() {
            if (lastReturned == null) {
                throw new IllegalStateException("Hashtable Enumerator");
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            synchronized (Hashtable.this) {
                Hashtable.this.remove(lastReturned.key);
                expectedModCount = modCount;
                lastReturned = null;
            }
        }
    }

    public Set<K> keySet() {
        if (keySet == null) {
            keySet = new AbstractSet<K>() {
                public Iterator<K> iterator() {
                    return new Itr<>(0);
                }

                public int size() {
                    return count;
                }

                public boolean contains(Object o) {
                    return containsKey(o);
                }

                public boolean remove(Object o) {
                    return Hashtable.this.remove(o) != null;
                }

                public void clear() {
                    Hashtable.this.clear();
                }
            };
        }
        return keySet;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        if (entrySet == null) {
            entrySet = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Itr<>(2);
                }

                public int size() {
                    return count;
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry)) {
                        return false;
                    }
                    Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                    Object key = entry.getKey();
                    Entry<?, ?> e = getEntry(key);
                    return e != null && e.equals(entry);
                }

                public boolean remove(Object o) {
                    if (!contains(o)) {
                        return false;
                    }
                    Hashtable.this.remove(((Map.Entry<?, ?>) o).getKey());
                    return true;
                }

                public void clear() {
                    Hashtable.this.clear();
                }
            };
        }
        return entrySet;
    }

    public Collection<V> values() {
        if (values == null) {
            values = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new Itr<>(1);
                }

                public int size() {
                    return count;
                }

                public boolean contains(Object o) {
                    return containsValue(o);
                }

                public void clear() {
                    Hashtable.this.clear();
                }
            };
        }
        return values;
    }

    public synchronized boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> t = (Map<?, ?>) o;
        if (t.size() != size()) {
            return false;
        }
        try {
            for (Map.Entry<K, V> e : entrySet()) {
                K key = e.getKey();
                V value = e.getValue();
                if (!value.equals(t.get(key))) {
                    return false;
                }
            }
        } catch (ClassCastException | NullPointerException unused) {
            return false;
        }
        return true;
    }

    public synchronized int hashCode() {
        int h = 0;
        for (Map.Entry<K, V> e : entrySet()) {
            h += e.hashCode();
        }
        return h;
    }

    public synchronized V getOrDefault(Object key, V defaultValue) {
        V result = get(key);
        return (null == result) ? defaultValue : result;
    }

    /* ---- serialization: the JDK's form -- the fields threshold and loadFactor,
     * then the table's length, the count, and the key/value pairs, the last
     * bucket first and each chain from its tail (the JDK stacks the entries
     * before writing them); reading sizes the table from the count as the JDK
     * does, so iteration order after a round trip is the JDK's. */

    private void writeObject(java.io.ObjectOutputStream s) throws IOException {
        writeHashtable(s);
    }

    private void readObject(java.io.ObjectInputStream s) throws IOException, ClassNotFoundException {
        /* a subclass instance was made without this class's constructor */
        table = new Entry<?, ?>[1];
        readHashtable(s);
    }

    void writeHashtable(java.io.ObjectOutputStream s) throws IOException {
        Object[] pairs;
        synchronized (this) {
            s.defaultWriteObject();
            s.writeInt(table.length);
            s.writeInt(count);
            pairs = new Object[count * 2];
            int n = pairs.length;
            for (Entry<?, ?> bucket : table) {
                for (Entry<?, ?> e = bucket; e != null; e = e.next) {
                    pairs[--n] = e.value;
                    pairs[--n] = e.key;
                }
            }
        }
        for (Object o : pairs) {
            s.writeObject(o);
        }
    }

    /* For Properties, which keeps its entries elsewhere: the fields a
     * table of that length and load factor would have. */
    final void writeHashtableFields(java.io.ObjectOutputStream s, int length, float lf) throws IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("threshold", (int) Math.min(length * lf, MAX_ARRAY_SIZE + 1));
        f.put("loadFactor", lf);
        s.writeFields();
    }

    @SuppressWarnings("unchecked")
    void readHashtable(java.io.ObjectInputStream s) throws IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField fields = s.readFields();
        float lf = fields.get("loadFactor", 0.75f);
        if (lf <= 0 || Float.isNaN(lf)) {
            throw new java.io.StreamCorruptedException("Illegal load factor: " + lf);
        }
        lf = Math.min(Math.max(0.25f, lf), 4.0f);
        int origLength = s.readInt();
        int elements = s.readInt();
        if (elements < 0) {
            throw new java.io.StreamCorruptedException("Illegal # of Elements: " + elements);
        }
        origLength = Math.max(origLength, (int) (elements / lf) + 1);
        /* 5% room and 3 more, odd when that is still above the count */
        int length = (int) ((elements + elements / 20) / lf) + 3;
        if (length > elements && (length & 1) == 0) {
            length--;
        }
        length = Math.min(length, origLength);
        if (length < 0) {
            length = origLength;
        }
        loadFactor = lf;
        table = new Entry<?, ?>[length];
        threshold = (int) Math.min(length * lf, MAX_ARRAY_SIZE + 1);
        count = 0;
        for (; elements > 0; elements--) {
            K key = (K) s.readObject();
            V value = (V) s.readObject();
            reconstitutionPut(key, value);
        }
    }

    private void reconstitutionPut(K key, V value) throws java.io.StreamCorruptedException {
        if (value == null) {
            throw new java.io.StreamCorruptedException();
        }
        int hash = key.hashCode();
        int index = (hash & 0x7FFFFFFF) % table.length;
        for (Entry<?, ?> e = table[index]; e != null; e = e.next) {
            if (e.hash == hash && e.key.equals(key)) {
                throw new java.io.StreamCorruptedException();
            }
        }
        table[index] = new Entry<>(hash, key, value, (Entry<K, V>) table[index]);
        count++;
    }
}
