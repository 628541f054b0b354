/*
 * java.lang.ThreadLocal: each thread's values live in its own map (the
 * Thread field threadLocals; inheritable ones in inheritableThreadLocals),
 * an open-addressed table of (ThreadLocal, value) pairs probed linearly from
 * the ThreadLocal's hash, which steps by 0x61c88647 per instance so that
 * consecutive ThreadLocals spread over power-of-two tables.  Only the owning
 * thread touches its map (createInheritedMap runs in the parent while it
 * constructs the child), so the map needs no synchronization.  Keys are
 * strong references (Lantern has no WeakReference yet): a ThreadLocal
 * stays in a thread's map until remove() or the thread's end.
 * This class is initialized on the startup path (Thread's constructor calls
 * createInheritedMap), so its static initializer must stay trivial.
 */
package java.lang;

import java.util.function.Supplier;

public class ThreadLocal<T> {
    private static int nextHashCode;

    private final int threadLocalHashCode = nextHash();

    private static synchronized int nextHash() {
        int h = nextHashCode;
        nextHashCode = h + 0x61c88647;
        return h;
    }

    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        return new SuppliedThreadLocal<>(supplier);
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        Map map = getMap(t);
        if (map != null) {
            int i = map.find(this);
            if (i >= 0) {
                return (T) map.values[i];
            }
        }
        T value = initialValue();
        map = getMap(t);
        if (map == null) {
            map = new Map(16);
            setMap(t, map);
        }
        map.put(this, value);
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        Map map = getMap(t);
        if (map == null) {
            map = new Map(16);
            setMap(t, map);
        }
        map.put(this, value);
    }

    public void remove() {
        Map map = getMap(Thread.currentThread());
        if (map != null) {
            map.remove(this);
        }
    }

    Map getMap(Thread t) {
        return (Map) t.threadLocals;
    }

    void setMap(Thread t, Map map) {
        t.threadLocals = map;
    }

    /* The child's values of the parent's inheritable locals, each through childValue. */
    static Object createInheritedMap(Object parentMap) {
        if (parentMap == null) {
            return null;
        }
        Map parent = (Map) parentMap;
        Map child = new Map(parent.keys.length);
        for (int i = 0; i < parent.keys.length; i++) {
            @SuppressWarnings("unchecked")
            ThreadLocal<Object> k = (ThreadLocal<Object>) parent.keys[i];
            if (k != null) {
                child.put(k, k.childValue(parent.values[i]));
            }
        }
        return child;
    }

    /* Only InheritableThreadLocal has children's values. */
    T childValue(T parentValue) {
        throw new UnsupportedOperationException();
    }

    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }

    /* Linear probing; a removal re-inserts the rest of its cluster so probes never stop early. */
    static final class Map {
        ThreadLocal<?>[] keys;
        Object[] values;
        int size;

        Map(int capacity) {
            keys = new ThreadLocal<?>[capacity];
            values = new Object[capacity];
        }

        int find(ThreadLocal<?> key) {
            int mask = keys.length - 1;
            for (int i = key.threadLocalHashCode & mask; ; i = (i + 1) & mask) {
                ThreadLocal<?> k = keys[i];
                if (k == key) {
                    return i;
                }
                if (k == null) {
                    return -1;
                }
            }
        }

        void put(ThreadLocal<?> key, Object value) {
            int mask = keys.length - 1;
            int i = key.threadLocalHashCode & mask;
            for (;;) {
                ThreadLocal<?> k = keys[i];
                if (k == key) {
                    values[i] = value;
                    return;
                }
                if (k == null) {
                    break;
                }
                i = (i + 1) & mask;
            }
            keys[i] = key;
            values[i] = value;
            if (++size * 3 > keys.length * 2) {
                grow();
            }
        }

        private void grow() {
            ThreadLocal<?>[] oldKeys = keys;
            Object[] oldValues = values;
            keys = new ThreadLocal<?>[oldKeys.length * 2];
            values = new Object[oldKeys.length * 2];
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null) {
                    put(oldKeys[i], oldValues[i]);
                }
            }
        }

        void remove(ThreadLocal<?> key) {
            int i = find(key);
            if (i < 0) {
                return;
            }
            int mask = keys.length - 1;
            keys[i] = null;
            values[i] = null;
            size--;
            for (int j = (i + 1) & mask; keys[j] != null; j = (j + 1) & mask) {
                ThreadLocal<?> k = keys[j];
                Object v = values[j];
                keys[j] = null;
                values[j] = null;
                size--;
                put(k, v);
            }
        }
    }
}
