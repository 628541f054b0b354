/* java.util.EnumMap: values in an array indexed by the key's ordinal, so iteration is in
 * declaration order.  A null value is stored as the NULL marker so that "absent" (a
 * plain null slot) and "mapped to null" differ.  Null keys are rejected. */
package java.util;

public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 458661240069192865L;
    private static final Object NULL = new Object();

    private final Class<K> keyType;
    private transient K[] keyUniverse;
    private transient Object[] vals;
    private transient int size = 0;
    private transient int modCount = 0;

    public EnumMap(Class<K> keyType) {
        this.keyType = keyType;
        keyUniverse = keyType.getEnumConstants();
        vals = new Object[keyUniverse.length];
    }

    public EnumMap(EnumMap<K, ? extends V> m) {
        keyType = m.keyType;
        keyUniverse = m.keyUniverse;
        vals = m.vals.clone();
        size = m.size;
    }

    @SuppressWarnings("unchecked")
    public EnumMap(Map<K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<K, ? extends V> em = (EnumMap<K, ? extends V>) m;
            keyType = em.keyType;
            keyUniverse = em.keyUniverse;
            vals = em.vals.clone();
            size = em.size;
        } else {
            if (m.isEmpty()) {
                throw new IllegalArgumentException("Specified map is empty");
            }
            keyType = m.keySet().iterator().next().getDeclaringClass();
            keyUniverse = keyType.getEnumConstants();
            vals = new Object[keyUniverse.length];
            putAll(m);
        }
    }

    private static Object maskNull(Object value) {
        return value == null ? NULL : value;
    }

    @SuppressWarnings("unchecked")
    private V unmaskNull(Object value) {
        return (V) (value == NULL ? null : value);
    }

    private boolean isValidKey(Object key) {
        if (key == null) {
            return false;
        }
        Class<?> keyClass = key.getClass();
        return keyClass == keyType || keyClass.getSuperclass() == keyType;
    }

    private void typeCheck(K key) {
        Class<?> keyClass = key.getClass();
        if (keyClass != keyType && keyClass.getSuperclass() != keyType) {
            throw new ClassCastException(keyClass + " != " + keyType);
        }
    }

    public int size() {
        return size;
    }

    public boolean containsValue(Object value) {
        value = maskNull(value);
        for (Object val : vals) {
            if (value.equals(val)) {
                return true;
            }
        }
        return false;
    }

    public boolean containsKey(Object key) {
        return isValidKey(key) && vals[((Enum<?>) key).ordinal()] != null;
    }

    public V get(Object key) {
        return isValidKey(key) ? unmaskNull(vals[((Enum<?>) key).ordinal()]) : null;
    }

    public V put(K key, V value) {
        typeCheck(key);
        int index = key.ordinal();
        Object oldValue = vals[index];
        vals[index] = maskNull(value);
        if (oldValue == null) {
            size++;
            modCount++;
        }
        return unmaskNull(oldValue);
    }

    public V remove(Object key) {
        if (!isValidKey(key)) {
            return null;
        }
        int index = ((Enum<?>) key).ordinal();
        Object oldValue = vals[index];
        vals[index] = null;
        if (oldValue != null) {
            size--;
            modCount++;
        }
        return unmaskNull(oldValue);
    }

    public void clear() {
        Arrays.fill(vals, null);
        size = 0;
        modCount++;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new Iterator<Map.Entry<K, V>>() {
                    int index = 0;
                    int lastReturned = -1;
                    int expected = modCount;

                    public boolean hasNext() {
                        while (index < vals.length && vals[index] == null) {
                            index++;
                        }
                        return index != vals.length;
                    }

                    public Map.Entry<K, V> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        if (modCount != expected) {
                            throw new ConcurrentModificationException();
                        }
                        int i = lastReturned = index++;
                        return new Map.Entry<K, V>() {
                            public K getKey() {
                                return keyUniverse[i];
                            }

                            public V getValue() {
                                return unmaskNull(vals[i]);
                            }

                            public V setValue(V value) {
                                V old = unmaskNull(vals[i]);
                                vals[i] = maskNull(value);
                                return old;
                            }

                            public boolean equals(Object o) {
                                return o instanceof Map.Entry && Objects.equals(getKey(), ((Map.Entry<?, ?>) o).getKey())
                                        && Objects.equals(getValue(), ((Map.Entry<?, ?>) o).getValue());
                            }

                            public int hashCode() {
                                return Objects.hashCode(getKey()) ^ Objects.hashCode(getValue());
                            }

                            public String toString() {
                                return getKey() + "=" + getValue();
                            }
                        };
                    }

                    public void remove() {
                        if (lastReturned < 0) {
                            throw new IllegalStateException();
                        }
                        if (vals[lastReturned] != null) {
                            vals[lastReturned] = null;
                            size--;
                            modCount++;
                            expected = modCount;
                        }
                        lastReturned = -1;
                    }
                };
            }

            public int size() {
                return size;
            }

            public void clear() {
                EnumMap.this.clear();
            }
        };
    }

    @SuppressWarnings("unchecked")
    public EnumMap<K, V> clone() {
        try {
            EnumMap<K, V> result = (EnumMap<K, V>) super.clone();
            result.vals = result.vals.clone();
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }

    /* ---- serialization: the JDK's form -- keyType, then the size and the
     * key/value pairs in key order (the universe and values are remade) ---- */

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeInt(size);
        for (int i = 0; i < vals.length; i++) {
            if (vals[i] != null) {
                s.writeObject(keyUniverse[i]);
                s.writeObject(unmaskNull(vals[i]));
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        keyUniverse = keyType.getEnumConstants();
        vals = new Object[keyUniverse.length];
        int n = s.readInt();
        for (int i = 0; i < n; i++) {
            K key = (K) s.readObject();
            V value = (V) s.readObject();
            put(key, value);
        }
    }
}
