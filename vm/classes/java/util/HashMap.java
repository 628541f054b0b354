/*
 * java.util.HashMap: separate chaining in a power-of-two table, laid out as the JDK's so
 * iteration order matches it exactly.  Invariants: hash(key) = h ^ (h >>> 16); a key
 * lives in bucket hash & (table.length - 1); put appends to its bin's tail, while
 * compute/computeIfAbsent/merge insert at the bin's head (as the JDK does); resize
 * doubles and splits each bin into lo/hi lists keeping relative order; the first table
 * has 16 slots (or tableSizeFor(initialCapacity)); put resizes after ++size > threshold,
 * compute-style methods before inserting when size > threshold.  A bin reaching 9 nodes
 * resizes the table when it is under 64 slots, as the JDK's treeifyBin does; beyond that
 * the JDK turns the bin into a red-black tree whose root is moved to the front of the
 * bin's list and whose new nodes are linked right after their tree parent.  Lantern
 * builds the same tree (TreeNode: same comparisons, same balancing, same split on
 * resize, same deletion) only to reproduce that list order; lookups still walk the
 * list.  Keys are compared in the tree as the JDK does (hash, then compareTo for keys of
 * one Comparable class, then class name and identity hash); the JDK's test for "a class
 * comparable to itself" is approximated by "Comparable and of the same class".
 * LinkedHashMap does not need tree bins (its order is its own list), so it keeps plain
 * bins.
 * LinkedHashMap overrides the node hooks and the iteration order (firstNode/successor).
 */
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 362498820763181265L;
    static final int DEFAULT_INITIAL_CAPACITY = 16;
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final float DEFAULT_LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int MIN_TREEIFY_CAPACITY = 64;
    static final int UNTREEIFY_THRESHOLD = 6;

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Node<K, V> next;

        Node(int hash, K key, V value, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return value;
        }

        public final String toString() {
            return key + "=" + value;
        }

        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public final V setValue(V newValue) {
            V old = value;
            value = newValue;
            return old;
        }

        public final boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            return o instanceof Map.Entry && Objects.equals(key, ((Map.Entry<?, ?>) o).getKey())
                    && Objects.equals(value, ((Map.Entry<?, ?>) o).getValue());
        }
    }

    static final int hash(Object key) {
        int h;
        return (key == null) ? 0 : (h = key.hashCode()) ^ (h >>> 16);
    }

    static final int tableSizeFor(int cap) {
        int n = -1 >>> Integer.numberOfLeadingZeros(cap - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    transient Node<K, V>[] table;
    transient Set<Map.Entry<K, V>> entrySet;
    transient int size;
    transient int modCount;
    int threshold;
    final float loadFactor;

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        }
        if (initialCapacity > MAXIMUM_CAPACITY) {
            initialCapacity = MAXIMUM_CAPACITY;
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        this.threshold = tableSizeFor(initialCapacity);
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public HashMap() {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
        putMapEntries(m, false);
    }

    final void putMapEntries(Map<? extends K, ? extends V> m, boolean evict) {
        int s = m.size();
        if (s > 0) {
            if (table == null) {
                float ft = ((float) s / loadFactor) + 1.0F;
                int t = ((ft < (float) MAXIMUM_CAPACITY) ? (int) ft : MAXIMUM_CAPACITY);
                if (t > threshold) {
                    threshold = tableSizeFor(t);
                }
            } else if (s > threshold) {
                resize();
            }
            for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
                putVal(hash(e.getKey()), e.getKey(), e.getValue(), false, evict);
            }
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Node<K, V> e = getNode(key);
        return e == null ? null : e.value;
    }

    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = hash(key);
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            Object k;
            if (e.hash == h && ((k = e.key) == key || (key != null && key.equals(k)))) {
                return e;
            }
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    public V put(K key, V value) {
        return putVal(hash(key), key, value, false, true);
    }

    final V putVal(int hash, K key, V value, boolean onlyIfAbsent, boolean evict) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            tab = resize();
        }
        int n = tab.length;
        int i = (n - 1) & hash;
        Node<K, V> p = tab[i];
        if (p == null) {
            tab[i] = newNode(hash, key, value, null);
        } else {
            Node<K, V> e = null;
            if (p instanceof TreeNode) {
                e = putTreeVal(tab, hash, key, value);
            } else for (int binCount = 0; ; ++binCount) {
                Object k;
                if (p.hash == hash && ((k = p.key) == key || (key != null && key.equals(k)))) {
                    e = p;
                    break;
                }
                if (p.next == null) {
                    p.next = newNode(hash, key, value, null);
                    if (binCount >= TREEIFY_THRESHOLD - 1) {
                        treeifyBin(hash);
                    }
                    break;
                }
                p = p.next;
            }
            if (e != null) {
                V oldValue = e.value;
                if (!onlyIfAbsent || oldValue == null) {
                    e.value = value;
                }
                afterNodeAccess(e);
                return oldValue;
            }
        }
        ++modCount;
        if (++size > threshold) {
            resize();
        }
        afterNodeInsertion(evict);
        return null;
    }

    /* The JDK grows a small table instead of treeifying a long bin; larger tables keep
     * the list here (see the file comment). */
    private void treeifyBin(int hash) {
        Node<K, V>[] tab = table;
        if (tab.length < MIN_TREEIFY_CAPACITY) {
            resize();
        } else if (treeBins()) {
            int index = (tab.length - 1) & hash;
            TreeNode<K, V> hd = null, tl = null;
            for (Node<K, V> e = tab[index]; e != null; e = e.next) {
                TreeNode<K, V> p = new TreeNode<>(e.hash, e.key, e.value, null);
                if (tl == null) {
                    hd = p;
                } else {
                    p.prev = tl;
                    tl.next = p;
                }
                tl = p;
            }
            tab[index] = hd;
            if (hd != null) {
                treeify(tab, hd);
            }
        }
    }

    /* Whether long bins become trees (LinkedHashMap: no, its order is its own list). */
    boolean treeBins() {
        return true;
    }

    @SuppressWarnings("unchecked")
    final Node<K, V>[] resize() {
        Node<K, V>[] oldTab = table;
        int oldCap = (oldTab == null) ? 0 : oldTab.length;
        int oldThr = threshold;
        int newCap;
        int newThr = 0;
        if (oldCap > 0) {
            if (oldCap >= MAXIMUM_CAPACITY) {
                threshold = Integer.MAX_VALUE;
                return oldTab;
            } else if ((newCap = oldCap << 1) < MAXIMUM_CAPACITY && oldCap >= DEFAULT_INITIAL_CAPACITY) {
                newThr = oldThr << 1;
            }
        } else if (oldThr > 0) {
            newCap = oldThr;
        } else {
            newCap = DEFAULT_INITIAL_CAPACITY;
            newThr = (int) (DEFAULT_LOAD_FACTOR * DEFAULT_INITIAL_CAPACITY);
        }
        if (newThr == 0) {
            float ft = (float) newCap * loadFactor;
            newThr = (newCap < MAXIMUM_CAPACITY && ft < (float) MAXIMUM_CAPACITY ? (int) ft : Integer.MAX_VALUE);
        }
        threshold = newThr;
        Node<K, V>[] newTab = (Node<K, V>[]) new Node[newCap];
        table = newTab;
        if (oldTab != null) {
            for (int j = 0; j < oldCap; ++j) {
                Node<K, V> e = oldTab[j];
                if (e == null) {
                    continue;
                }
                oldTab[j] = null;
                if (e instanceof TreeNode) {
                    splitTreeBin(newTab, j, oldCap, (TreeNode<K, V>) e);
                    continue;
                }
                Node<K, V> loHead = null, loTail = null, hiHead = null, hiTail = null;
                do {
                    Node<K, V> next = e.next;
                    if ((e.hash & oldCap) == 0) {
                        if (loTail == null) {
                            loHead = e;
                        } else {
                            loTail.next = e;
                        }
                        loTail = e;
                    } else {
                        if (hiTail == null) {
                            hiHead = e;
                        } else {
                            hiTail.next = e;
                        }
                        hiTail = e;
                    }
                    e = next;
                } while (e != null);
                if (loTail != null) {
                    loTail.next = null;
                    newTab[j] = loHead;
                }
                if (hiTail != null) {
                    hiTail.next = null;
                    newTab[j + oldCap] = hiHead;
                }
            }
        }
        return newTab;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        putMapEntries(m, true);
    }

    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key, null, false);
        return e == null ? null : e.value;
    }

    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue) {
        return removeNode(hash, key, value, matchValue, true);
    }

    /* movable = false (iterator removal) keeps a tree bin's root where it is, as the JDK. */
    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue, boolean movable) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int index = (tab.length - 1) & hash;
        Node<K, V> prev = null;
        for (Node<K, V> e = tab[index]; e != null; prev = e, e = e.next) {
            Object k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                if (matchValue && !Objects.equals(value, e.value)) {
                    return null;
                }
                if (e instanceof TreeNode) {
                    removeTreeNode(tab, (TreeNode<K, V>) e, movable);
                } else if (prev == null) {
                    tab[index] = e.next;
                } else {
                    prev.next = e.next;
                }
                ++modCount;
                --size;
                afterNodeRemoval(e);
                return e;
            }
        }
        return null;
    }

    public void clear() {
        Node<K, V>[] tab = table;
        modCount++;
        if (tab != null && size > 0) {
            size = 0;
            for (int i = 0; i < tab.length; ++i) {
                tab[i] = null;
            }
        }
    }

    public boolean containsValue(Object value) {
        for (Node<K, V> e = firstNode(); e != null; e = successor(e)) {
            if (Objects.equals(value, e.value)) {
                return true;
            }
        }
        return false;
    }

    // ---- tree bins: the JDK's red-black tree, kept to reproduce its list order ----

    static final class TreeNode<K, V> extends Node<K, V> {
        TreeNode<K, V> parent;
        TreeNode<K, V> left;
        TreeNode<K, V> right;
        TreeNode<K, V> prev;
        boolean red;

        TreeNode(int hash, K key, V val, Node<K, V> next) {
            super(hash, key, val, next);
        }
    }

    /* The class to compare keys by, as the JDK's comparableClassFor: the key's class when
     * it is String or implements Comparable of itself directly (approximated here by
     * Comparable and the same class as the other key). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareKeys(Object k, Object pk) {
        if (k instanceof Comparable && pk != null && pk.getClass() == k.getClass()) {
            return ((Comparable) k).compareTo(pk);
        }
        return 0;
    }

    private static int tieBreakOrder(Object a, Object b) {
        int d;
        if (a == null || b == null || (d = a.getClass().getName().compareTo(b.getClass().getName())) == 0) {
            d = (System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1);
        }
        return d;
    }

    private static <K, V> TreeNode<K, V> rootOf(TreeNode<K, V> p) {
        for (;;) {
            TreeNode<K, V> r = p.parent;
            if (r == null) {
                return p;
            }
            p = r;
        }
    }

    static <K, V> void moveRootToFront(Node<K, V>[] tab, TreeNode<K, V> root) {
        int index = (tab.length - 1) & root.hash;
        TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
        if (root != first) {
            tab[index] = root;
            TreeNode<K, V> rp = root.prev;
            Node<K, V> rn = root.next;
            if (rn != null) {
                ((TreeNode<K, V>) rn).prev = rp;
            }
            if (rp != null) {
                rp.next = rn;
            }
            if (first != null) {
                first.prev = root;
            }
            root.next = first;
            root.prev = null;
        }
    }

    /* Builds the tree of the list starting at hd (in list order) and moves its root first. */
    static <K, V> void treeify(Node<K, V>[] tab, TreeNode<K, V> hd) {
        TreeNode<K, V> root = null;
        for (TreeNode<K, V> x = hd, next; x != null; x = next) {
            next = (TreeNode<K, V>) x.next;
            x.left = x.right = null;
            if (root == null) {
                x.parent = null;
                x.red = false;
                root = x;
            } else {
                K k = x.key;
                int h = x.hash;
                for (TreeNode<K, V> p = root;;) {
                    int dir;
                    int ph = p.hash;
                    K pk = p.key;
                    if (ph > h) {
                        dir = -1;
                    } else if (ph < h) {
                        dir = 1;
                    } else if ((dir = compareKeys(k, pk)) == 0) {
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
                        root = balanceInsertion(root, x);
                        break;
                    }
                }
            }
        }
        moveRootToFront(tab, root);
    }

    /* Finds key in a tree bin by the list (equal results), or inserts it as the JDK's
     * putTreeVal does: as a tree leaf, linked in the list right after its parent. */
    final Node<K, V> putTreeVal(Node<K, V>[] tab, int h, K k, V v) {
        int index = (tab.length - 1) & h;
        for (Node<K, V> e = tab[index]; e != null; e = e.next) {
            Object ek;
            if (e.hash == h && ((ek = e.key) == k || (k != null && k.equals(ek)))) {
                return e;
            }
        }
        TreeNode<K, V> root = rootOf((TreeNode<K, V>) tab[index]);
        for (TreeNode<K, V> p = root;;) {
            int dir;
            int ph = p.hash;
            K pk = p.key;
            if (ph > h) {
                dir = -1;
            } else if (ph < h) {
                dir = 1;
            } else if ((dir = compareKeys(k, pk)) == 0) {
                dir = tieBreakOrder(k, pk);
            }
            TreeNode<K, V> xp = p;
            if ((p = (dir <= 0) ? p.left : p.right) == null) {
                Node<K, V> xpn = xp.next;
                TreeNode<K, V> x = new TreeNode<>(h, k, v, xpn);
                if (dir <= 0) {
                    xp.left = x;
                } else {
                    xp.right = x;
                }
                xp.next = x;
                x.parent = x.prev = xp;
                if (xpn != null) {
                    ((TreeNode<K, V>) xpn).prev = x;
                }
                moveRootToFront(tab, balanceInsertion(root, x));
                return null;
            }
        }
    }

    /* The JDK's removal from a tree bin: unlink from the list, untreeify a small tree,
     * else delete from the red-black tree (swapping with the successor) and rebalance. */
    private void removeTreeNode(Node<K, V>[] tab, TreeNode<K, V> p, boolean movable) {
        int index = (tab.length - 1) & p.hash;
        TreeNode<K, V> first = (TreeNode<K, V>) tab[index], root = first, rl;
        TreeNode<K, V> succ = (TreeNode<K, V>) p.next, pred = p.prev;
        if (pred == null) {
            tab[index] = first = succ;
        } else {
            pred.next = succ;
        }
        if (succ != null) {
            succ.prev = pred;
        }
        if (first == null) {
            return;
        }
        if (root.parent != null) {
            root = rootOf(root);
        }
        if (movable && (root.right == null || (rl = root.left) == null || rl.left == null)) {
            tab[index] = untreeify(first);
            return;
        }
        TreeNode<K, V> pl = p.left, pr = p.right, replacement;
        if (pl != null && pr != null) {
            TreeNode<K, V> s = pr, sl;
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
                root = s;
            } else if (p == pp.left) {
                pp.left = s;
            } else {
                pp.right = s;
            }
            replacement = sr != null ? sr : p;
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
                (root = replacement).red = false;
            } else if (p == pp.left) {
                pp.left = replacement;
            } else {
                pp.right = replacement;
            }
            p.left = p.right = p.parent = null;
        }
        TreeNode<K, V> r = p.red ? root : balanceDeletion(root, replacement);
        if (replacement == p) {
            TreeNode<K, V> pp = p.parent;
            p.parent = null;
            if (pp != null) {
                if (p == pp.left) {
                    pp.left = null;
                } else if (p == pp.right) {
                    pp.right = null;
                }
            }
        }
        if (movable) {
            moveRootToFront(tab, r);
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
                    TreeNode<K, V> sl = xpr.left, sr = xpr.right;
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
                    TreeNode<K, V> sl = xpl.left, sr = xpl.right;
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

    private Node<K, V> untreeify(Node<K, V> first) {
        Node<K, V> hd = null, tl = null;
        for (Node<K, V> q = first; q != null; q = q.next) {
            Node<K, V> p = newNode(q.hash, q.key, q.value, null);
            if (tl == null) {
                hd = p;
            } else {
                tl.next = p;
            }
            tl = p;
        }
        return hd;
    }

    private void splitTreeBin(Node<K, V>[] newTab, int index, int bit, TreeNode<K, V> b) {
        TreeNode<K, V> loHead = null, loTail = null, hiHead = null, hiTail = null;
        int lc = 0, hc = 0;
        for (TreeNode<K, V> e = b, next; e != null; e = next) {
            next = (TreeNode<K, V>) e.next;
            e.next = null;
            if ((e.hash & bit) == 0) {
                if ((e.prev = loTail) == null) {
                    loHead = e;
                } else {
                    loTail.next = e;
                }
                loTail = e;
                ++lc;
            } else {
                if ((e.prev = hiTail) == null) {
                    hiHead = e;
                } else {
                    hiTail.next = e;
                }
                hiTail = e;
                ++hc;
            }
        }
        if (loHead != null) {
            if (lc <= UNTREEIFY_THRESHOLD) {
                newTab[index] = untreeify(loHead);
            } else {
                newTab[index] = loHead;
                if (hiHead != null) {
                    treeify(newTab, loHead);
                }
            }
        }
        if (hiHead != null) {
            if (hc <= UNTREEIFY_THRESHOLD) {
                newTab[index + bit] = untreeify(hiHead);
            } else {
                newTab[index + bit] = hiHead;
                if (loHead != null) {
                    treeify(newTab, hiHead);
                }
            }
        }
    }

    static <K, V> TreeNode<K, V> rotateLeft(TreeNode<K, V> root, TreeNode<K, V> p) {
        TreeNode<K, V> r, pp, rl;
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
        TreeNode<K, V> l, pp, lr;
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

    // ---- iteration order (LinkedHashMap overrides) ----

    Node<K, V> firstNode() {
        Node<K, V>[] tab = table;
        if (tab == null || size == 0) {
            return null;
        }
        for (Node<K, V> e : tab) {
            if (e != null) {
                return e;
            }
        }
        return null;
    }

    Node<K, V> successor(Node<K, V> e) {
        if (e.next != null) {
            return e.next;
        }
        Node<K, V>[] tab = table;
        for (int i = ((tab.length - 1) & e.hash) + 1; i < tab.length; i++) {
            if (tab[i] != null) {
                return tab[i];
            }
        }
        return null;
    }

    // ---- hooks for LinkedHashMap ----

    Node<K, V> newNode(int hash, K key, V value, Node<K, V> next) {
        return new Node<>(hash, key, value, next);
    }

    void reinitialize() {
        table = null;
        entrySet = null;
        keySet = null;
        values = null;
        modCount = 0;
        threshold = 0;
        size = 0;
    }

    void afterNodeAccess(Node<K, V> p) {
    }

    void afterNodeInsertion(boolean evict) {
    }

    void afterNodeRemoval(Node<K, V> p) {
    }

    // ---- views ----

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            ks = new KeySet();
            keySet = ks;
        }
        return ks;
    }

    final class KeySet extends AbstractSet<K> {
        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<K> iterator() {
            return new KeyIterator();
        }

        public boolean contains(Object o) {
            return containsKey(o);
        }

        public boolean remove(Object key) {
            return removeNode(hash(key), key, null, false) != null;
        }

        public void forEach(Consumer<? super K> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            for (Node<K, V> e = firstNode(); e != null && modCount == mc; e = successor(e)) {
                action.accept(e.key);
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new Values();
            values = vs;
        }
        return vs;
    }

    final class Values extends AbstractCollection<V> {
        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<V> iterator() {
            return new ValueIterator();
        }

        public boolean contains(Object o) {
            return containsValue(o);
        }

        public void forEach(Consumer<? super V> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            for (Node<K, V> e = firstNode(); e != null && modCount == mc; e = successor(e)) {
                action.accept(e.value);
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new EntrySet();
            entrySet = es;
        }
        return es;
    }

    final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator();
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Node<K, V> candidate = getNode(e.getKey());
            return candidate != null && candidate.equals(e);
        }

        public boolean remove(Object o) {
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object key = e.getKey();
                return removeNode(hash(key), key, e.getValue(), true) != null;
            }
            return false;
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            for (Node<K, V> e = firstNode(); e != null && modCount == mc; e = successor(e)) {
                action.accept(e);
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    abstract class HashIterator {
        Node<K, V> next;
        Node<K, V> current;
        int expectedModCount;

        HashIterator() {
            expectedModCount = modCount;
            next = firstNode();
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (e == null) {
                throw new NoSuchElementException();
            }
            current = e;
            next = successor(e);
            return e;
        }

        public final void remove() {
            Node<K, V> p = current;
            if (p == null) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            current = null;
            removeNode(p.hash, p.key, null, false, false);
            expectedModCount = modCount;
        }
    }

    final class KeyIterator extends HashIterator implements Iterator<K> {
        public K next() {
            return nextNode().key;
        }
    }

    final class ValueIterator extends HashIterator implements Iterator<V> {
        public V next() {
            return nextNode().value;
        }
    }

    final class EntryIterator extends HashIterator implements Iterator<Map.Entry<K, V>> {
        public Map.Entry<K, V> next() {
            return nextNode();
        }
    }

    // ---- defaults specialised ----

    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        return e == null ? defaultValue : e.value;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(hash(key), key, value, true, true);
    }

    public boolean remove(Object key, Object value) {
        return removeNode(hash(key), key, value, true) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> e = getNode(key);
        if (e != null && Objects.equals(e.value, oldValue)) {
            e.value = newValue;
            afterNodeAccess(e);
            return true;
        }
        return false;
    }

    public V replace(K key, V value) {
        Node<K, V> e = getNode(key);
        if (e != null) {
            V oldValue = e.value;
            e.value = value;
            afterNodeAccess(e);
            return oldValue;
        }
        return null;
    }

    /* Finds key's node for the compute family, growing the table first as the JDK does;
     * binCountOut[0] receives the length of the bin that was searched. */
    private Node<K, V> findForCompute(int hash, Object key, int[] binCountOut) {
        Node<K, V>[] tab = table;
        if (size > threshold || tab == null || tab.length == 0) {
            tab = resize();
        }
        int binCount = 0;
        for (Node<K, V> e = tab[(tab.length - 1) & hash]; e != null; e = e.next) {
            Object k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                return e;
            }
            ++binCount;
        }
        binCountOut[0] = binCount;
        return null;
    }

    private void insertAtHead(int hash, K key, V value, int binCount) {
        Node<K, V>[] tab = table;
        int i = (tab.length - 1) & hash;
        if (tab[i] instanceof TreeNode) {
            putTreeVal(tab, hash, key, value);
        } else {
            tab[i] = newNode(hash, key, value, tab[i]);
            if (binCount >= TREEIFY_THRESHOLD - 1) {
                treeifyBin(hash);
            }
        }
        ++modCount;
        ++size;
        afterNodeInsertion(true);
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        int hash = hash(key);
        int[] bc = new int[1];
        Node<K, V> old = findForCompute(hash, key, bc);
        if (old != null && old.value != null) {
            afterNodeAccess(old);
            return old.value;
        }
        int mc = modCount;
        V v = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (v == null) {
            return null;
        } else if (old != null) {
            old.value = v;
            afterNodeAccess(old);
            return v;
        }
        insertAtHead(hash, key, v, bc[0]);
        return v;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Node<K, V> e = getNode(key);
        V oldValue;
        if (e != null && (oldValue = e.value) != null) {
            int mc = modCount;
            V v = remappingFunction.apply(key, oldValue);
            if (mc != modCount) {
                throw new ConcurrentModificationException();
            }
            if (v != null) {
                e.value = v;
                afterNodeAccess(e);
                return v;
            }
            removeNode(hash(key), key, null, false);
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        int hash = hash(key);
        int[] bc = new int[1];
        Node<K, V> old = findForCompute(hash, key, bc);
        V oldValue = (old == null) ? null : old.value;
        int mc = modCount;
        V v = remappingFunction.apply(key, oldValue);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (old != null) {
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false);
            }
        } else if (v != null) {
            insertAtHead(hash, key, v, bc[0]);
        }
        return v;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        int[] bc = new int[1];
        Node<K, V> old = findForCompute(hash, key, bc);
        if (old != null) {
            V v;
            if (old.value != null) {
                int mc = modCount;
                v = remappingFunction.apply(old.value, value);
                if (mc != modCount) {
                    throw new ConcurrentModificationException();
                }
            } else {
                v = value;
            }
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false);
            }
            return v;
        }
        insertAtHead(hash, key, value, bc[0]);
        return value;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int mc = modCount;
        for (Node<K, V> e = firstNode(); e != null && modCount == mc; e = successor(e)) {
            action.accept(e.key, e.value);
        }
        if (modCount != mc) {
            throw new ConcurrentModificationException();
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int mc = modCount;
        for (Node<K, V> e = firstNode(); e != null && modCount == mc; e = successor(e)) {
            e.value = function.apply(e.key, e.value);
        }
        if (modCount != mc) {
            throw new ConcurrentModificationException();
        }
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        HashMap<K, V> result;
        try {
            result = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        result.reinitialize();
        result.putMapEntries(this, false);
        return result;
    }
}
