/*
 * java.lang.ThreadLocal: each thread's values live in its own map (the
 * Thread field threadLocals; inheritable ones in inheritableThreadLocals),
 * an open-addressed table of (ThreadLocal, value) pairs probed linearly from
 * the ThreadLocal's hash, which steps by 0x61c88647 per instance so that
 * consecutive ThreadLocals spread over power-of-two tables.  Only the owning
 * thread touches its map (createInheritedMap runs in the parent while it
 * constructs the child), so the map needs no synchronization.  As in the
 * JDK the keys are weak: a ThreadLocal nothing else holds is collected, its
 * entry goes stale (key cleared, value still held) and is dropped, value
 * and all, when the table is next rebuilt or its slot reused.
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
            Map.Entry e = map.find(this);
            if (e != null) {
                return (T) e.value;
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
        Map child = new Map(parent.table.length);
        for (Map.Entry e : parent.table) {
            @SuppressWarnings("unchecked")
            ThreadLocal<Object> k = e == null ? null : (ThreadLocal<Object>) e.get();
            if (k != null) {
                child.put(k, k.childValue(e.value));
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

    /* Linear probing over entries that name their ThreadLocal weakly.  A
     * stale entry (key collected) still occupies its slot, so probes go on
     * past it; put reuses the first stale slot of its probe, and a rebuild
     * (grow) keeps only the live entries.  A removal re-inserts the rest of
     * its cluster so probes never stop early. */
    static final class Map {
        static final class Entry extends java.lang.ref.WeakReference<ThreadLocal<?>> {
            Object value;

            Entry(ThreadLocal<?> key, Object value) {
                super(key);
                this.value = value;
            }
        }

        Entry[] table;
        int size;       /* slots in use, stale ones included */

        Map(int capacity) {
            table = new Entry[capacity];
        }

        Entry find(ThreadLocal<?> key) {
            int mask = table.length - 1;
            for (int i = key.threadLocalHashCode & mask; ; i = (i + 1) & mask) {
                Entry e = table[i];
                if (e == null) {
                    return null;
                }
                if (e.get() == key) {
                    return e;
                }
            }
        }

        void put(ThreadLocal<?> key, Object value) {
            int mask = table.length - 1;
            int stale = -1;
            int i = key.threadLocalHashCode & mask;
            for (Entry e; (e = table[i]) != null; i = (i + 1) & mask) {
                ThreadLocal<?> k = e.get();
                if (k == key) {
                    e.value = value;
                    return;
                }
                if (k == null && stale < 0) {
                    stale = i;
                }
            }
            if (stale >= 0) {
                table[stale] = new Entry(key, value);
                return;
            }
            table[i] = new Entry(key, value);
            if (++size * 3 > table.length * 2) {
                rebuild();
            }
        }

        /* The live entries again, in a table twice as large unless dropping
         * the stale ones made room enough. */
        private void rebuild() {
            Entry[] old = table;
            int live = 0;
            for (Entry e : old) {
                if (e != null && e.get() != null) {
                    live++;
                }
            }
            table = new Entry[live * 2 > old.length ? old.length * 2 : old.length];
            size = 0;
            int mask = table.length - 1;
            for (Entry e : old) {
                ThreadLocal<?> k = e == null ? null : e.get();
                if (k != null) {
                    int i = k.threadLocalHashCode & mask;
                    while (table[i] != null) {
                        i = (i + 1) & mask;
                    }
                    table[i] = e;
                    size++;
                }
            }
        }

        void remove(ThreadLocal<?> key) {
            int mask = table.length - 1;
            int i = key.threadLocalHashCode & mask;
            for (;;) {
                Entry e = table[i];
                if (e == null) {
                    return;
                }
                if (e.get() == key) {
                    break;
                }
                i = (i + 1) & mask;
            }
            table[i].clear();
            table[i] = null;
            size--;
            for (int j = (i + 1) & mask; table[j] != null; j = (j + 1) & mask) {
                Entry e = table[j];
                table[j] = null;
                size--;
                ThreadLocal<?> k = e.get();
                if (k != null) {
                    int n = k.threadLocalHashCode & mask;
                    while (table[n] != null) {
                        n = (n + 1) & mask;
                    }
                    table[n] = e;
                    size++;
                }
            }
        }
    }
}
