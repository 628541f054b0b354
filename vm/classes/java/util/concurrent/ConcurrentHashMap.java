/*
 * java.util.concurrent.ConcurrentHashMap: a hash table whose iteration
 * order is the JDK's for the same operations: the same spread function,
 * power-of-two table sizes from the same constructor rules, the same
 * resize trigger (count >= 3/4 of the table, checked after each insert;
 * a bin reaching 8 nodes in a table under 64 presizes as the JDK's
 * treeifyBin does) and the same bin split on resize (the trailing run of
 * nodes going to one half is kept, the nodes before it are re-created in
 * reverse order).  A bin reaching 8 nodes in a table of 64+ becomes a
 * TreeBin as on the JDK: its `first` list gives the iteration order (new
 * keys go to the front, a resize splits it in order, halves of 6 or fewer
 * become lists again) and its red-black tree, built as the JDK's, decides
 * when a removal turns the bin back into a list.  Lookups in tree bins walk
 * the list (linear).  Keys that are Comparable are assumed comparable to
 * their own class (no generic reflection); equal-hash keys that are not
 * Comparable are ordered by identity hash, as on the JDK, so their tree
 * shape is not reproducible there either.
 *
 * Concurrency: every update holds the map's monitor; reads take no lock.
 * The table is a volatile field whose slots are read and written with
 * volatile semantics (Unsafe), node values and links are volatile, keys
 * and hashes final.  A resize builds the new table from fresh nodes (plus
 * the unchanged trailing run) and publishes it at once, so a reader walking
 * the old table sees a consistent, possibly stale, bin.  Iterators are
 * weakly consistent: they walk the table they started with, never throw
 * ConcurrentModificationException.  User code (hashCode, equals, the
 * compute functions) runs under the monitor, as it runs under the bin lock
 * on the JDK.
 */
package java.util.concurrent;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import jdk.internal.misc.Unsafe;

@SuppressWarnings("unchecked")
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;

    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int MIN_TREEIFY_CAPACITY = 64;
    static final int HASH_BITS = 0x7fffffff;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long ABASE = U.arrayBaseOffset(Node[].class);
    private static final long ASCALE = U.arrayIndexScale(Node[].class);

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(int hash, K key, V val) {
            this.hash = hash;
            this.key = key;
            this.val = val;
        }

        Node(int hash, K key, V val, Node<K, V> next) {
            this(hash, key, val);
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return val;
        }

        public final int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public final String toString() {
            return key + "=" + val;
        }

        public final V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public final boolean equals(Object o) {
            Object k;
            Object v;
            Object u;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key))
                    && (v == (u = val) || v.equals(u)));
        }
    }

    static final int TREEBIN = -2;
    static final int UNTREEIFY_THRESHOLD = 6;

    /*
     * A tree bin: `first` lists the nodes in the JDK's TreeBin order (what
     * iteration and lookups walk; new keys go in front), and a red-black
     * tree over the same nodes, built and rebalanced as the JDK's, kept only
     * for its shape: the JDK turns the bin back into a list when a removal
     * finds the tree "too small", which depends on that shape.  The tree is
     * touched only under the map's monitor.
     */
    static final class TreeNode<K, V> extends Node<K, V> {
        TreeNode<K, V> parent;
        TreeNode<K, V> left;
        TreeNode<K, V> right;
        TreeNode<K, V> prev;
        boolean red;

        TreeNode(int hash, K key, V val, Node<K, V> next, TreeNode<K, V> parent) {
            super(hash, key, val, next);
            this.parent = parent;
        }

        /* The node for k under this one (the JDK's findTreeNode), for putTreeVal's one-time search. */
        TreeNode<K, V> findTreeNode(int h, Object k, Class<?> kc) {
            if (k != null) {
                TreeNode<K, V> p = this;
                do {
                    int ph;
                    int dir;
                    K pk;
                    TreeNode<K, V> q;
                    TreeNode<K, V> pl = p.left;
                    TreeNode<K, V> pr = p.right;
                    if ((ph = p.hash) > h) {
                        p = pl;
                    } else if (ph < h) {
                        p = pr;
                    } else if ((pk = p.key) == k || (pk != null && k.equals(pk))) {
                        return p;
                    } else if (pl == null) {
                        p = pr;
                    } else if (pr == null) {
                        p = pl;
                    } else if ((kc != null || (kc = comparableClassFor(k)) != null)
                            && (dir = compareComparables(kc, k, pk)) != 0) {
                        p = (dir < 0) ? pl : pr;
                    } else if ((q = pr.findTreeNode(h, k, kc)) != null) {
                        return q;
                    } else {
                        p = pl;
                    }
                } while (p != null);
            }
            return null;
        }
    }

    /* x's class if it is Comparable to itself (String, or assumed for any other Comparable: no generic reflection here). */
    static Class<?> comparableClassFor(Object x) {
        return (x instanceof Comparable) ? x.getClass() : null;
    }

    @SuppressWarnings({"rawtypes"})
    static int compareComparables(Class<?> kc, Object k, Object x) {
        return (x == null || x.getClass() != kc ? 0 : ((Comparable) k).compareTo(x));
    }

    static final class TreeBin<K, V> extends Node<K, V> {
        TreeNode<K, V> root;
        volatile TreeNode<K, V> first;

        static int tieBreakOrder(Object a, Object b) {
            int d;
            if (a == null || b == null || (d = a.getClass().getName().compareTo(b.getClass().getName())) == 0) {
                d = (System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1);
            }
            return d;
        }

        /* Builds the tree over a list, in list order. */
        TreeBin(Node<K, V> list) {
            super(TREEBIN, null, null);
            TreeNode<K, V> hd = null;
            TreeNode<K, V> tl = null;
            for (Node<K, V> e = list; e != null; e = e.next) {
                TreeNode<K, V> x = new TreeNode<K, V>(e.hash, e.key, e.val, null, null);
                if ((x.prev = tl) == null) {
                    hd = x;
                } else {
                    tl.next = x;
                }
                tl = x;
            }
            TreeNode<K, V> r = null;
            for (TreeNode<K, V> x = hd; x != null; x = (TreeNode<K, V>) x.next) {
                x.left = x.right = null;
                if (r == null) {
                    x.parent = null;
                    x.red = false;
                    r = x;
                } else {
                    K k = x.key;
                    int h = x.hash;
                    Class<?> kc = null;
                    for (TreeNode<K, V> p = r;;) {
                        int dir;
                        int ph;
                        K pk = p.key;
                        if ((ph = p.hash) > h) {
                            dir = -1;
                        } else if (ph < h) {
                            dir = 1;
                        } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                                || (dir = compareComparables(kc, k, pk)) == 0) {
                            dir = tieBreakOrder(k, pk);
                        }
                        TreeNode<K, V> xp = p;
                        if ((p = (dir <= 0) ? p.left : p.right) == null) {
                            x.parent = xp;
                            if (dir <= 0) {
                                xp.left = x;
                            } else {
                                xp.right = x;
                            }
                            r = balanceInsertion(r, x);
                            break;
                        }
                    }
                }
            }
            this.first = hd;
            this.root = r;
        }

        Node<K, V> find(int h, Object k) {
            for (Node<K, V> e = first; e != null; e = e.next) {
                K ek;
                if (e.hash == h && ((ek = e.key) == k || (ek != null && k.equals(ek)))) {
                    return e;
                }
            }
            return null;
        }

        /* The JDK's putTreeVal for a key known to be absent: linked in front of `first`. */
        void insert(int h, K k, V v) {
            Class<?> kc = null;
            boolean searched = false;
            for (TreeNode<K, V> p = root;;) {
                int dir;
                int ph;
                K pk;
                if (p == null) {
                    first = root = new TreeNode<K, V>(h, k, v, null, null);
                    return;
                } else if ((ph = p.hash) > h) {
                    dir = -1;
                } else if (ph < h) {
                    dir = 1;
                } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                        || (dir = compareComparables(kc, k, pk = p.key)) == 0) {
                    if (!searched) {
                        searched = true;
                    }
                    dir = tieBreakOrder(k, p.key);
                }
                TreeNode<K, V> xp = p;
                if ((p = (dir <= 0) ? p.left : p.right) == null) {
                    TreeNode<K, V> f = first;
                    TreeNode<K, V> x = new TreeNode<K, V>(h, k, v, f, xp);
                    if (f != null) {
                        f.prev = x;
                    }
                    if (dir <= 0) {
                        xp.left = x;
                    } else {
                        xp.right = x;
                    }
                    if (!xp.red) {
                        x.red = true;
                    } else {
                        root = balanceInsertion(root, x);
                    }
                    first = x;
                    return;
                }
            }
        }

        /* The JDK's removeTreeNode: true when the bin should become a list again (p is then only unlinked). */
        boolean removeTreeNode(TreeNode<K, V> p) {
            TreeNode<K, V> next = (TreeNode<K, V>) p.next;
            TreeNode<K, V> pred = p.prev;
            TreeNode<K, V> r;
            TreeNode<K, V> rl;
            if (pred == null) {
                first = next;
            } else {
                pred.next = next;
            }
            if (next != null) {
                next.prev = pred;
            }
            if (first == null) {
                root = null;
                return true;
            }
            if ((r = root) == null || r.right == null || (rl = r.left) == null || rl.left == null) {
                return true;
            }
            TreeNode<K, V> replacement;
            TreeNode<K, V> pl = p.left;
            TreeNode<K, V> pr = p.right;
            if (pl != null && pr != null) {
                TreeNode<K, V> s = pr;
                TreeNode<K, V> sl;
                while ((sl = s.left) != null) {
                    s = sl;
                }
                boolean c = s.red;
                s.red = p.red;
                p.red = c;
                TreeNode<K, V> sr = s.right;
                TreeNode<K, V> pp = p.parent;
                if (s == pr) {
                    p.parent = s;
                    s.right = p;
                } else {
                    TreeNode<K, V> sp = s.parent;
                    if ((p.parent = sp) != null) {
                        if (s == sp.left) {
                            sp.left = p;
                        } else {
                            sp.right = p;
                        }
                    }
                    if ((s.right = pr) != null) {
                        pr.parent = s;
                    }
                }
                p.left = null;
                if ((p.right = sr) != null) {
                    sr.parent = p;
                }
                if ((s.left = pl) != null) {
                    pl.parent = s;
                }
                if ((s.parent = pp) == null) {
                    r = s;
                } else if (p == pp.left) {
                    pp.left = s;
                } else {
                    pp.right = s;
                }
                replacement = (sr != null) ? sr : p;
            } else if (pl != null) {
                replacement = pl;
            } else if (pr != null) {
                replacement = pr;
            } else {
                replacement = p;
            }
            if (replacement != p) {
                TreeNode<K, V> pp = replacement.parent = p.parent;
                if (pp == null) {
                    r = replacement;
                } else if (p == pp.left) {
                    pp.left = replacement;
                } else {
                    pp.right = replacement;
                }
                p.left = p.right = p.parent = null;
            }
            root = p.red ? r : balanceDeletion(r, replacement);
            if (p == replacement) {
                TreeNode<K, V> pp;
                if ((pp = p.parent) != null) {
                    if (p == pp.left) {
                        pp.left = null;
                    } else if (p == pp.right) {
                        pp.right = null;
                    }
                    p.parent = null;
                }
            }
            return false;
        }

        static <K, V> TreeNode<K, V> rotateLeft(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> r;
            TreeNode<K, V> pp;
            TreeNode<K, V> rl;
            if (p != null && (r = p.right) != null) {
                if ((rl = p.right = r.left) != null) {
                    rl.parent = p;
                }
                if ((pp = r.parent = p.parent) == null) {
                    (root = r).red = false;
                } else if (pp.left == p) {
                    pp.left = r;
                } else {
                    pp.right = r;
                }
                r.left = p;
                p.parent = r;
            }
            return root;
        }

        static <K, V> TreeNode<K, V> rotateRight(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> l;
            TreeNode<K, V> pp;
            TreeNode<K, V> lr;
            if (p != null && (l = p.left) != null) {
                if ((lr = p.left = l.right) != null) {
                    lr.parent = p;
                }
                if ((pp = l.parent = p.parent) == null) {
                    (root = l).red = false;
                } else if (pp.right == p) {
                    pp.right = l;
                } else {
                    pp.left = l;
                }
                l.right = p;
                p.parent = l;
            }
            return root;
        }

        static <K, V> TreeNode<K, V> balanceInsertion(TreeNode<K, V> root, TreeNode<K, V> x) {
            x.red = true;
            for (TreeNode<K, V> xp, xpp, xppl, xppr;;) {
                if ((xp = x.parent) == null) {
                    x.red = false;
                    return x;
                } else if (!xp.red || (xpp = xp.parent) == null) {
                    return root;
                }
                if (xp == (xppl = xpp.left)) {
                    if ((xppr = xpp.right) != null && xppr.red) {
                        xppr.red = false;
                        xp.red = false;
                        xpp.red = true;
                        x = xpp;
                    } else {
                        if (x == xp.right) {
                            root = rotateLeft(root, x = xp);
                            xpp = (xp = x.parent) == null ? null : xp.parent;
                        }
                        if (xp != null) {
                            xp.red = false;
                            if (xpp != null) {
                                xpp.red = true;
                                root = rotateRight(root, xpp);
                            }
                        }
                    }
                } else {
                    if (xppl != null && xppl.red) {
                        xppl.red = false;
                        xp.red = false;
                        xpp.red = true;
                        x = xpp;
                    } else {
                        if (x == xp.left) {
                            root = rotateRight(root, x = xp);
                            xpp = (xp = x.parent) == null ? null : xp.parent;
                        }
                        if (xp != null) {
                            xp.red = false;
                            if (xpp != null) {
                                xpp.red = true;
                                root = rotateLeft(root, xpp);
                            }
                        }
                    }
                }
            }
        }

        static <K, V> TreeNode<K, V> balanceDeletion(TreeNode<K, V> root, TreeNode<K, V> x) {
            for (TreeNode<K, V> xp, xpl, xpr;;) {
                if (x == null || x == root) {
                    return root;
                } else if ((xp = x.parent) == null) {
                    x.red = false;
                    return x;
                } else if (x.red) {
                    x.red = false;
                    return root;
                } else if ((xpl = xp.left) == x) {
                    if ((xpr = xp.right) != null && xpr.red) {
                        xpr.red = false;
                        xp.red = true;
                        root = rotateLeft(root, xp);
                        xpr = (xp = x.parent) == null ? null : xp.right;
                    }
                    if (xpr == null) {
                        x = xp;
                    } else {
                        TreeNode<K, V> sl = xpr.left;
                        TreeNode<K, V> sr = xpr.right;
                        if ((sr == null || !sr.red) && (sl == null || !sl.red)) {
                            xpr.red = true;
                            x = xp;
                        } else {
                            if (sr == null || !sr.red) {
                                if (sl != null) {
                                    sl.red = false;
                                }
                                xpr.red = true;
                                root = rotateRight(root, xpr);
                                xpr = (xp = x.parent) == null ? null : xp.right;
                            }
                            if (xpr != null) {
                                xpr.red = (xp == null) ? false : xp.red;
                                if ((sr = xpr.right) != null) {
                                    sr.red = false;
                                }
                            }
                            if (xp != null) {
                                xp.red = false;
                                root = rotateLeft(root, xp);
                            }
                            x = root;
                        }
                    }
                } else {
                    if (xpl != null && xpl.red) {
                        xpl.red = false;
                        xp.red = true;
                        root = rotateRight(root, xp);
                        xpl = (xp = x.parent) == null ? null : xp.left;
                    }
                    if (xpl == null) {
                        x = xp;
                    } else {
                        TreeNode<K, V> sl = xpl.left;
                        TreeNode<K, V> sr = xpl.right;
                        if ((sl == null || !sl.red) && (sr == null || !sr.red)) {
                            xpl.red = true;
                            x = xp;
                        } else {
                            if (sl == null || !sl.red) {
                                if (sr != null) {
                                    sr.red = false;
                                }
                                xpl.red = true;
                                root = rotateLeft(root, xpl);
                                xpl = (xp = x.parent) == null ? null : xp.left;
                            }
                            if (xpl != null) {
                                xpl.red = (xp == null) ? false : xp.red;
                                if ((sl = xpl.left) != null) {
                                    sl.red = false;
                                }
                            }
                            if (xp != null) {
                                xp.red = false;
                                root = rotateRight(root, xp);
                            }
                            x = root;
                        }
                    }
                }
            }
        }
    }

    /* A plain list of fresh nodes in the same order. */
    static <K, V> Node<K, V> untreeify(Node<K, V> b) {
        Node<K, V> hd = null;
        Node<K, V> tl = null;
        for (Node<K, V> q = b; q != null; q = q.next) {
            Node<K, V> p = new Node<K, V>(q.hash, q.key, q.val);
            if (tl == null) {
                hd = p;
            } else {
                tl.next = p;
            }
            tl = p;
        }
        return hd;
    }

    static final int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static final int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    static final <K, V> Node<K, V> tabAt(Node<K, V>[] tab, int i) {
        return (Node<K, V>) U.getReferenceVolatile(tab, ABASE + i * ASCALE);
    }

    static final <K, V> void setTabAt(Node<K, V>[] tab, int i, Node<K, V> v) {
        U.putReferenceVolatile(tab, ABASE + i * ASCALE, v);
    }

    private transient volatile Node<K, V>[] table;
    /* Guarded by this: before the table exists, its size to be (0 = default); then the resize threshold. */
    private transient volatile int sizeCtl;
    private transient volatile long count;

    private transient KeySetView<K, V> keySet;
    private transient ValuesView<K, V> values;
    private transient EntrySetView<K, V> entrySet;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    /* ---- under the monitor ---- */

    private Node<K, V>[] initTable() {
        int sc = sizeCtl;
        int n = (sc > 0) ? sc : DEFAULT_CAPACITY;
        Node<K, V>[] nt = (Node<K, V>[]) new Node<?, ?>[n];
        table = nt;
        sizeCtl = n - (n >>> 2);
        return nt;
    }

    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        Node<K, V>[] nextTab = (Node<K, V>[]) new Node<?, ?>[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tabAt(tab, i);
            if (f == null) {
                continue;
            }
            if (f instanceof TreeBin) {
                TreeBin<K, V> t = (TreeBin<K, V>) f;
                Node<K, V> lo = null;
                Node<K, V> loTail = null;
                Node<K, V> hi = null;
                Node<K, V> hiTail = null;
                int lc = 0;
                int hc = 0;
                for (Node<K, V> e = t.first; e != null; e = e.next) {
                    Node<K, V> p = new Node<K, V>(e.hash, e.key, e.val);
                    if ((e.hash & n) == 0) {
                        if (loTail == null) {
                            lo = p;
                        } else {
                            loTail.next = p;
                        }
                        loTail = p;
                        ++lc;
                    } else {
                        if (hiTail == null) {
                            hi = p;
                        } else {
                            hiTail.next = p;
                        }
                        hiTail = p;
                        ++hc;
                    }
                }
                Node<K, V> ln = (lc <= UNTREEIFY_THRESHOLD) ? untreeify(lo) : (hc != 0) ? new TreeBin<K, V>(lo) : t;
                Node<K, V> hn = (hc <= UNTREEIFY_THRESHOLD) ? untreeify(hi) : (lc != 0) ? new TreeBin<K, V>(hi) : t;
                setTabAt(nextTab, i, ln);
                setTabAt(nextTab, i + n, hn);
                continue;
            }
            int runBit = f.hash & n;
            Node<K, V> lastRun = f;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln;
            Node<K, V> hn;
            if (runBit == 0) {
                ln = lastRun;
                hn = null;
            } else {
                hn = lastRun;
                ln = null;
            }
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                }
            }
            setTabAt(nextTab, i, ln);
            setTabAt(nextTab, i + n, hn);
        }
        table = nextTab;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        for (;;) {
            int sc = sizeCtl;
            Node<K, V>[] tab = table;
            if (tab == null) {
                int n = (sc > c) ? sc : c;
                table = (Node<K, V>[]) new Node<?, ?>[n];
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || tab.length >= MAXIMUM_CAPACITY) {
                return;
            } else {
                transfer();
            }
        }
    }

    private void treeifyBin(Node<K, V>[] tab, int index) {
        if (tab.length < MIN_TREEIFY_CAPACITY) {
            tryPresize(tab.length << 1);
        } else {
            Node<K, V> b = tabAt(tab, index);
            if (b != null && b.hash >= 0) {
                setTabAt(tab, index, new TreeBin<K, V>(b));
            }
        }
    }

    private void addCount(long delta) {
        long s = count + delta;
        count = s;
        if (delta > 0) {
            Node<K, V>[] tab;
            while (s >= (long) sizeCtl && (tab = table) != null && tab.length < MAXIMUM_CAPACITY) {
                transfer();
            }
        }
    }

    final V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        synchronized (this) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.length - 1) & hash;
            Node<K, V> f = tabAt(tab, i);
            int binCount = 0;
            V oldVal = null;
            if (f == null) {
                setTabAt(tab, i, new Node<K, V>(hash, key, value));
            } else if (f instanceof TreeBin) {
                TreeBin<K, V> t = (TreeBin<K, V>) f;
                Node<K, V> p = t.find(hash, key);
                if (p != null) {
                    oldVal = p.val;
                    if (!onlyIfAbsent) {
                        p.val = value;
                    }
                } else {
                    t.insert(hash, key, value);
                }
            } else {
                binCount = 1;
                for (Node<K, V> e = f;; ++binCount) {
                    K ek;
                    if (e.hash == hash && ((ek = e.key) == key || key.equals(ek))) {
                        oldVal = e.val;
                        if (!onlyIfAbsent) {
                            e.val = value;
                        }
                        break;
                    }
                    Node<K, V> pred = e;
                    if ((e = e.next) == null) {
                        pred.next = new Node<K, V>(hash, key, value);
                        break;
                    }
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(tab, i);
            }
            if (oldVal != null) {
                return oldVal;
            }
            addCount(1L);
            return null;
        }
    }

    /* Replaces the value (or removes when value is null) if cv is null or the current value equals cv. */
    final V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        synchronized (this) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                return null;
            }
            int i = (tab.length - 1) & hash;
            Node<K, V> f = tabAt(tab, i);
            if (f instanceof TreeBin) {
                TreeBin<K, V> t = (TreeBin<K, V>) f;
                Node<K, V> p = t.find(hash, key);
                if (p == null) {
                    return null;
                }
                V ev = p.val;
                if (cv != null && cv != ev && !cv.equals(ev)) {
                    return null;
                }
                if (value != null) {
                    p.val = value;
                } else {
                    removeFromTree(tab, i, t, p);
                }
                return ev;
            }
            for (Node<K, V> e = f, pred = null; e != null; pred = e, e = e.next) {
                K ek;
                if (e.hash == hash && ((ek = e.key) == key || key.equals(ek))) {
                    V ev = e.val;
                    if (cv == null || cv == ev || cv.equals(ev)) {
                        if (value != null) {
                            e.val = value;
                        } else {
                            if (pred != null) {
                                pred.next = e.next;
                            } else {
                                setTabAt(tab, i, e.next);
                            }
                            addCount(-1L);
                        }
                        return ev;
                    }
                    return null;
                }
            }
            return null;
        }
    }

    /* Under the monitor: removes p from a tree bin, which may become a list again. */
    private void removeFromTree(Node<K, V>[] tab, int i, TreeBin<K, V> t, Node<K, V> p) {
        if (t.removeTreeNode((TreeNode<K, V>) p)) {
            setTabAt(tab, i, untreeify(t.first));
        }
        addCount(-1L);
    }

    /* ---- reads, lock-free ---- */

    public V get(Object key) {
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        Node<K, V> f = tabAt(tab, (tab.length - 1) & h);
        if (f instanceof TreeBin) {
            f = ((TreeBin<K, V>) f).first;
        }
        for (Node<K, V> e = f; e != null; e = e.next) {
            K ek;
            if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                return e.val;
            }
        }
        return null;
    }

    public int size() {
        long n = count;
        return (n < 0L) ? 0 : (n > (long) Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) n;
    }

    public long mappingCount() {
        long n = count;
        return (n < 0L) ? 0L : n;
    }

    public boolean isEmpty() {
        return count <= 0L;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<>(table); it.hasMore(); ) {
            V v = it.advance().val;
            if (v == value || (v != null && value.equals(v))) {
                return true;
            }
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    /* ---- updates ---- */

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        synchronized (this) {
            tryPresize(m.size());
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    public void clear() {
        synchronized (this) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                return;
            }
            long removed = 0;
            for (int i = 0; i < tab.length; i++) {
                Node<K, V> f = tabAt(tab, i);
                if (f instanceof TreeBin) {
                    f = ((TreeBin<K, V>) f).first;
                }
                for (Node<K, V> e = f; e != null; e = e.next) {
                    removed++;
                }
                setTabAt(tab, i, null);
            }
            addCount(-removed);
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (this) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.length - 1) & h;
            Node<K, V> f = tabAt(tab, i);
            V val;
            int binCount = 0;
            if (f instanceof TreeBin) {
                Node<K, V> p = ((TreeBin<K, V>) f).find(h, key);
                if (p != null) {
                    return p.val;
                }
                val = mappingFunction.apply(key);
                if (val != null) {
                    if (table != tab || tabAt(tab, i) != f) {
                        putVal(key, val, false);
                    } else {
                        ((TreeBin<K, V>) f).insert(h, key, val);
                        addCount(1L);
                    }
                }
                return val;
            }
            if (f == null) {
                val = mappingFunction.apply(key);
                if (val == null) {
                    return null;
                }
                tab = table;
                i = (tab.length - 1) & h;
                f = tabAt(tab, i);
                if (f == null) {
                    setTabAt(tab, i, new Node<K, V>(h, key, val));
                    binCount = 1;
                    addCount(1L);
                    return val;
                }
                // The function inserted into this bin meanwhile: fall through to append.
                return putThenCount(tab, i, h, key, val);
            }
            binCount = 1;
            for (Node<K, V> e = f;; ++binCount) {
                K ek;
                if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                    return e.val;
                }
                Node<K, V> pred = e;
                if ((e = e.next) == null) {
                    val = mappingFunction.apply(key);
                    if (val == null) {
                        if (binCount >= TREEIFY_THRESHOLD) {
                            treeifyBin(tab, i);
                        }
                        return null;
                    }
                    if (table != tab) {
                        return putThenCount(table, (table.length - 1) & h, h, key, val);
                    }
                    pred.next = new Node<K, V>(h, key, val);
                    break;
                }
            }
            if (binCount >= TREEIFY_THRESHOLD) {
                treeifyBin(tab, i);
            }
            addCount(1L);
            return val;
        }
    }

    /* Under the monitor: appends (or replaces) after a mapping function changed the table. */
    private V putThenCount(Node<K, V>[] tab, int i, int h, K key, V val) {
        V old = putVal(key, val, false);
        return val;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (this) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                return null;
            }
            int i = (tab.length - 1) & h;
            Node<K, V> f = tabAt(tab, i);
            if (f instanceof TreeBin) {
                TreeBin<K, V> t = (TreeBin<K, V>) f;
                Node<K, V> p = t.find(h, key);
                if (p == null) {
                    return null;
                }
                V val = remappingFunction.apply(key, p.val);
                if (val != null) {
                    p.val = val;
                } else if (table == tab && tabAt(tab, i) == t) {
                    removeFromTree(tab, i, t, p);
                } else {
                    replaceNode(key, null, null);
                }
                return val;
            }
            int binCount = 1;
            for (Node<K, V> e = f, pred = null; e != null; pred = e, e = e.next, ++binCount) {
                K ek;
                if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                    V val = remappingFunction.apply(key, e.val);
                    if (val != null) {
                        e.val = val;
                    } else {
                        unlink(tab, i, pred, e);
                    }
                    if (binCount >= TREEIFY_THRESHOLD) {
                        treeifyBin(tab, i);
                    }
                    return val;
                }
            }
            return null;
        }
    }

    private void unlink(Node<K, V>[] tab, int i, Node<K, V> pred, Node<K, V> e) {
        if (table != tab) {
            replaceNode(e.key, null, null);
            return;
        }
        if (pred != null) {
            pred.next = e.next;
        } else {
            setTabAt(tab, i, e.next);
        }
        addCount(-1L);
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (this) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.length - 1) & h;
            Node<K, V> f = tabAt(tab, i);
            if (f instanceof TreeBin) {
                TreeBin<K, V> t = (TreeBin<K, V>) f;
                Node<K, V> p = t.find(h, key);
                V val = remappingFunction.apply(key, p == null ? null : p.val);
                if (table != tab || tabAt(tab, i) != t) {
                    if (val != null) {
                        putVal(key, val, false);
                    } else {
                        replaceNode(key, null, null);
                    }
                } else if (p != null) {
                    if (val != null) {
                        p.val = val;
                    } else {
                        removeFromTree(tab, i, t, p);
                    }
                } else if (val != null) {
                    t.insert(h, key, val);
                    addCount(1L);
                }
                return val;
            }
            if (f == null) {
                V val = remappingFunction.apply(key, null);
                if (val != null) {
                    if (table != tab || tabAt(tab, i) != null) {
                        putVal(key, val, false);
                    } else {
                        setTabAt(tab, i, new Node<K, V>(h, key, val));
                        addCount(1L);
                    }
                }
                return val;
            }
            int binCount = 1;
            for (Node<K, V> e = f, pred = null;; ++binCount) {
                K ek;
                if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                    V val = remappingFunction.apply(key, e.val);
                    if (val != null) {
                        e.val = val;
                    } else {
                        unlink(tab, i, pred, e);
                    }
                    if (binCount >= TREEIFY_THRESHOLD) {
                        treeifyBin(tab, i);
                    }
                    return val;
                }
                pred = e;
                if ((e = e.next) == null) {
                    V val = remappingFunction.apply(key, null);
                    if (val != null) {
                        if (table != tab) {
                            putVal(key, val, false);
                            return val;
                        }
                        pred.next = new Node<K, V>(h, key, val);
                    }
                    if (binCount >= TREEIFY_THRESHOLD) {
                        treeifyBin(tab, i);
                    }
                    if (val != null) {
                        addCount(1L);
                    }
                    return val;
                }
            }
        }
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int h = spread(key.hashCode());
        synchronized (this) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                tab = initTable();
            }
            int i = (tab.length - 1) & h;
            Node<K, V> f = tabAt(tab, i);
            if (f instanceof TreeBin) {
                TreeBin<K, V> t = (TreeBin<K, V>) f;
                Node<K, V> p = t.find(h, key);
                if (p == null) {
                    t.insert(h, key, value);
                    addCount(1L);
                    return value;
                }
                V val = remappingFunction.apply(p.val, value);
                if (table != tab || tabAt(tab, i) != t) {
                    if (val != null) {
                        putVal(key, val, false);
                    } else {
                        replaceNode(key, null, null);
                    }
                } else if (val != null) {
                    p.val = val;
                } else {
                    removeFromTree(tab, i, t, p);
                }
                return val;
            }
            if (f == null) {
                setTabAt(tab, i, new Node<K, V>(h, key, value));
                addCount(1L);
                return value;
            }
            int binCount = 1;
            for (Node<K, V> e = f, pred = null;; ++binCount) {
                K ek;
                if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                    V val = remappingFunction.apply(e.val, value);
                    if (val != null) {
                        e.val = val;
                    } else {
                        unlink(tab, i, pred, e);
                    }
                    if (binCount >= TREEIFY_THRESHOLD) {
                        treeifyBin(tab, i);
                    }
                    return val;
                }
                pred = e;
                if ((e = e.next) == null) {
                    pred.next = new Node<K, V>(h, key, value);
                    if (binCount >= TREEIFY_THRESHOLD) {
                        treeifyBin(tab, i);
                    }
                    addCount(1L);
                    return value;
                }
            }
        }
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<>(table); it.hasMore(); ) {
            Node<K, V> p = it.advance();
            action.accept(p.key, p.val);
        }
    }

    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        forEach(action);
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> it = new Traverser<>(table); it.hasMore(); ) {
            Node<K, V> p = it.advance();
            V oldValue = p.val;
            for (K key = p.key;;) {
                V newValue = function.apply(key, oldValue);
                if (newValue == null) {
                    throw new NullPointerException();
                }
                if (replaceNode(key, newValue, oldValue) != null || (oldValue = get(key)) == null) {
                    break;
                }
            }
        }
    }

    public Enumeration<K> keys() {
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

    public Enumeration<V> elements() {
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

    public int hashCode() {
        int h = 0;
        for (Traverser<K, V> it = new Traverser<>(table); it.hasMore(); ) {
            Node<K, V> p = it.advance();
            h += p.key.hashCode() ^ p.val.hashCode();
        }
        return h;
    }

    public String toString() {
        Traverser<K, V> it = new Traverser<>(table);
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        if (it.hasMore()) {
            for (;;) {
                Node<K, V> p = it.advance();
                K k = p.key;
                V v = p.val;
                sb.append(k == this ? "(this Map)" : k);
                sb.append('=');
                sb.append(v == this ? "(this Map)" : v);
                if (!it.hasMore()) {
                    break;
                }
                sb.append(',').append(' ');
            }
        }
        return sb.append('}').toString();
    }

    public boolean equals(Object o) {
        if (o != this) {
            if (!(o instanceof Map)) {
                return false;
            }
            Map<?, ?> m = (Map<?, ?>) o;
            for (Traverser<K, V> it = new Traverser<>(table); it.hasMore(); ) {
                Node<K, V> p = it.advance();
                V val = p.val;
                Object v = m.get(p.key);
                if (v == null || (v != val && !v.equals(val))) {
                    return false;
                }
            }
            for (Map.Entry<?, ?> e : m.entrySet()) {
                Object mk;
                Object mv;
                Object v;
                if ((mk = e.getKey()) == null || (mv = e.getValue()) == null || (v = get(mk)) == null
                        || (mv != v && !mv.equals(v))) {
                    return false;
                }
            }
        }
        return true;
    }

    /* ---- views ---- */

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySet;
        return (ks != null) ? ks : (keySet = new KeySetView<K, V>(this, null));
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public Collection<V> values() {
        ValuesView<K, V> vs = values;
        return (vs != null) ? vs : (values = new ValuesView<K, V>(this));
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView<K, V> es = entrySet;
        return (es != null) ? es : (entrySet = new EntrySetView<K, V>(this));
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    /* Walks the bins of one table in index order, each bin head to tail. */
    static final class Traverser<K, V> {
        private final Node<K, V>[] tab;
        private int index;
        private Node<K, V> next;

        Traverser(Node<K, V>[] tab) {
            this.tab = tab;
            findNext(null);
        }

        private void findNext(Node<K, V> e) {
            if (e != null && (e = e.next) != null) {
                next = e;
                return;
            }
            next = null;
            if (tab == null) {
                return;
            }
            while (index < tab.length) {
                Node<K, V> f = tabAt(tab, index++);
                if (f instanceof TreeBin) {
                    f = ((TreeBin<K, V>) f).first;
                }
                if (f != null) {
                    next = f;
                    return;
                }
            }
        }

        boolean hasMore() {
            return next != null;
        }

        Node<K, V> advance() {
            Node<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            findNext(e);
            return e;
        }
    }

    abstract static class BaseIterator<K, V, T> implements Iterator<T> {
        final ConcurrentHashMap<K, V> map;
        final Traverser<K, V> it;
        Node<K, V> lastReturned;

        BaseIterator(ConcurrentHashMap<K, V> map) {
            this.map = map;
            this.it = new Traverser<>(map.table);
        }

        public final boolean hasNext() {
            return it.hasMore();
        }

        final Node<K, V> nextNode() {
            return lastReturned = it.advance();
        }

        public final void remove() {
            Node<K, V> p = lastReturned;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class KeyIterator<K, V> extends BaseIterator<K, V, K> implements Enumeration<K> {
        KeyIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public K next() {
            return nextNode().key;
        }

        public boolean hasMoreElements() {
            return hasNext();
        }

        public K nextElement() {
            return next();
        }
    }

    static final class ValueIterator<K, V> extends BaseIterator<K, V, V> {
        ValueIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public V next() {
            return nextNode().val;
        }
    }

    static final class EntryIterator<K, V> extends BaseIterator<K, V, Map.Entry<K, V>> {
        EntryIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public Map.Entry<K, V> next() {
            Node<K, V> p = nextNode();
            return new MapEntry<K, V>(p.key, p.val, map);
        }
    }

    /* An entry handed out by the entry iterator: setValue writes through to the map. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key)) && (v == val || v.equals(val)));
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }

    abstract static class CollectionView<K, V, E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        final ConcurrentHashMap<K, V> map;

        CollectionView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public final void clear() {
            map.clear();
        }

        public final int size() {
            return map.size();
        }

        public final boolean isEmpty() {
            return map.isEmpty();
        }

        public abstract Iterator<E> iterator();

        public abstract boolean contains(Object o);

        public abstract boolean remove(Object o);

        public final Object[] toArray() {
            java.util.ArrayList<Object> list = new java.util.ArrayList<>();
            for (E e : this) {
                list.add(e);
            }
            return list.toArray();
        }

        public final <T> T[] toArray(T[] a) {
            java.util.ArrayList<E> list = new java.util.ArrayList<>();
            for (E e : this) {
                list.add(e);
            }
            return list.toArray(a);
        }

        public final String toString() {
            StringBuilder sb = new StringBuilder();
            sb.append('[');
            Iterator<E> it = iterator();
            if (it.hasNext()) {
                for (;;) {
                    Object e = it.next();
                    sb.append(e == this ? "(this Collection)" : e);
                    if (!it.hasNext()) {
                        break;
                    }
                    sb.append(',').append(' ');
                }
            }
            return sb.append(']').toString();
        }

        public final boolean containsAll(Collection<?> c) {
            if (c != this) {
                for (Object e : c) {
                    if (e == null || !contains(e)) {
                        return false;
                    }
                }
            }
            return true;
        }

        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext(); ) {
                if (c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }

        public final boolean retainAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext(); ) {
                if (!c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }
    }

    public static final class KeySetView<K, V> extends CollectionView<K, V, K> implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            super(map);
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new KeyIterator<K, V>(map);
        }

        public boolean add(K e) {
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            for (K e : c) {
                if (map.putVal(e, v, true) == null) {
                    added = true;
                }
            }
            return added;
        }

        public int hashCode() {
            int h = 0;
            for (K e : this) {
                h += e.hashCode();
            }
            return h;
        }

        public boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }

        public void forEach(java.util.function.Consumer<? super K> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            for (Traverser<K, V> it = new Traverser<>(map.table); it.hasMore(); ) {
                action.accept(it.advance().key);
            }
        }
    }

    static final class ValuesView<K, V> extends CollectionView<K, V, V> implements Collection<V>, java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;

        ValuesView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public boolean contains(Object o) {
            return map.containsValue(o);
        }

        public boolean remove(Object o) {
            if (o != null) {
                for (Iterator<V> it = iterator(); it.hasNext(); ) {
                    if (o.equals(it.next())) {
                        it.remove();
                        return true;
                    }
                }
            }
            return false;
        }

        public Iterator<V> iterator() {
            return new ValueIterator<K, V>(map);
        }

        public boolean add(V e) {
            throw new UnsupportedOperationException();
        }

        public boolean addAll(Collection<? extends V> c) {
            throw new UnsupportedOperationException();
        }

        public void forEach(java.util.function.Consumer<? super V> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            for (Traverser<K, V> it = new Traverser<>(map.table); it.hasMore(); ) {
                action.accept(it.advance().val);
            }
        }
    }

    static final class EntrySetView<K, V> extends CollectionView<K, V, Map.Entry<K, V>>
            implements Set<Map.Entry<K, V>>, java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;

        EntrySetView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public boolean contains(Object o) {
            Object k;
            Object v;
            Object r;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (r = map.get(k)) != null && (v = e.getValue()) != null && (v == r || v.equals(r)));
        }

        public boolean remove(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && map.remove(k, v));
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator<K, V>(map);
        }

        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }

        public boolean addAll(Collection<? extends Map.Entry<K, V>> c) {
            boolean added = false;
            for (Map.Entry<K, V> e : c) {
                if (add(e)) {
                    added = true;
                }
            }
            return added;
        }

        public final int hashCode() {
            int h = 0;
            for (Traverser<K, V> it = new Traverser<>(map.table); it.hasMore(); ) {
                h += it.advance().hashCode();
            }
            return h;
        }

        public final boolean equals(Object o) {
            Set<?> c;
            return ((o instanceof Set) && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this))));
        }
    }

    /* ---- serial form: the JDK's legacy fields (segmentMask, segmentShift
     * and sixteen empty Segments, each a ReentrantLock with a load factor,
     * as the JDK still writes them for old readers), then the key/value
     * pairs in table order and a null key and value ---- */

    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("segments", Segment[].class),
        new java.io.ObjectStreamField("segmentMask", Integer.TYPE),
        new java.io.ObjectStreamField("segmentShift", Integer.TYPE)
    };

    static class Segment<K, V> extends java.util.concurrent.locks.ReentrantLock implements java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;
        final float loadFactor;

        Segment(float lf) {
            this.loadFactor = lf;
        }
    }

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        Segment<?, ?>[] segments = new Segment<?, ?>[16];
        for (int i = 0; i < segments.length; i++) {
            segments[i] = new Segment<K, V>(0.75f);
        }
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("segments", segments);
        f.put("segmentShift", 28);
        f.put("segmentMask", 15);
        s.writeFields();
        for (Map.Entry<K, V> e : entrySet()) {
            s.writeObject(e.getKey());
            s.writeObject(e.getValue());
        }
        s.writeObject(null);
        s.writeObject(null);
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.readFields();
        java.util.ArrayList<Object> pairs = new java.util.ArrayList<Object>();
        for (;;) {
            Object k = s.readObject();
            Object v = s.readObject();
            if (k == null || v == null) {
                break;
            }
            pairs.add(k);
            pairs.add(v);
        }
        /* the JDK sizes the table for the pairs read, which decides the
         * iteration order (and so the bytes when the map is written again) */
        int size = pairs.size() / 2;
        if (size > 0) {
            sizeCtl = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        }
        for (int i = 0; i < pairs.size(); i += 2) {
            put((K) pairs.get(i), (V) pairs.get(i + 1));
        }
    }
}
