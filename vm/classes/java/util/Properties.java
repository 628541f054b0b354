/*
 * java.util.Properties: string keys and values with a chain of defaults, read
 * from the .properties text format.  The JDK keeps the entries in a
 * ConcurrentHashMap, so its iteration order (keySet, entrySet, toString,
 * keys) is that map's; Table below reproduces that order for one thread:
 * lazily made table (16 bins for the default 8 capacity), bins in index order,
 * a new key appended to its bin, a resize when the count reaches 3/4 of the
 * bins, and the resize's split of each bin (the run of nodes at the bin's end
 * that go to the same half keeps its order, the nodes before it are prepended
 * one by one).  Not modelled: tree bins (8 or more colliding keys in one bin).
 * store/storeToXML/loadFromXML are not here yet (store's date line needs
 * java.util.Date); a call fails with NoSuchMethodError naming them.
 */
package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.function.BiConsumer;

public class Properties extends Hashtable<Object, Object> {
    private static final long serialVersionUID = 4112578634029874840L;

    protected volatile Properties defaults;
    /* not final: readHashtable makes it for a deserialized instance */
    private transient Table map;

    public Properties() {
        this(null, 8);
    }

    public Properties(int initialCapacity) {
        this(null, initialCapacity);
    }

    public Properties(Properties defaults) {
        this(defaults, 8);
    }

    private Properties(Properties defaults, int initialCapacity) {
        super(1);
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        this.defaults = defaults;
        map = new Table(initialCapacity);
    }

    // ---- the .properties format ----

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public String getProperty(String key) {
        Object v = map.get(key);
        String s = v instanceof String ? (String) v : null;
        Properties d = defaults;
        return s == null && d != null ? d.getProperty(key) : s;
    }

    public String getProperty(String key, String defaultValue) {
        String v = getProperty(key);
        return v == null ? defaultValue : v;
    }

    public synchronized void load(Reader reader) throws IOException {
        Objects.requireNonNull(reader, "reader parameter is null");
        load0(reader);
    }

    public synchronized void load(InputStream inStream) throws IOException {
        Objects.requireNonNull(inStream, "inStream parameter is null");
        load0(new InputStreamReader(inStream, "ISO-8859-1"));
    }

    /* ---- store: the JDK's file format (a comment, the date, key=value) ---- */

    public void store(java.io.Writer writer, String comments) throws IOException {
        store0(writer instanceof java.io.BufferedWriter ? (java.io.BufferedWriter) writer
                : new java.io.BufferedWriter(writer), comments, false);
    }

    public void store(java.io.OutputStream out, String comments) throws IOException {
        store0(new java.io.BufferedWriter(new java.io.OutputStreamWriter(out, "ISO-8859-1")), comments, true);
    }

    @Deprecated
    public void save(java.io.OutputStream out, String comments) {
        try {
            store(out, comments);
        } catch (IOException e) {
        }
    }

    private void store0(java.io.BufferedWriter bw, String comments, boolean escUnicode) throws IOException {
        if (comments != null) writeComments(bw, comments);
        bw.write("#" + new Date().toString());
        bw.newLine();
        synchronized (this) {
            for (Map.Entry<Object, Object> e : entrySet()) {
                String key = saveConvert((String) e.getKey(), true, escUnicode);
                String val = saveConvert((String) e.getValue(), false, escUnicode);
                bw.write(key + "=" + val);
                bw.newLine();
            }
        }
        bw.flush();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static void appendUnicode(StringBuilder sb, char c) {
        sb.append('\\').append('u').append(HEX[(c >> 12) & 0xF]).append(HEX[(c >> 8) & 0xF])
          .append(HEX[(c >> 4) & 0xF]).append(HEX[c & 0xF]);
    }

    /* A key or value as the file writes it: separators, comment starts and
     * a leading (key: every) space escaped; outside printable ASCII, Unicode escapes
     * when the stream is ISO 8859-1. */
    private static String saveConvert(String s, boolean escapeSpace, boolean escUnicode) {
        StringBuilder sb = new StringBuilder(s.length() * 2);
        for (int x = 0; x < s.length(); x++) {
            char c = s.charAt(x);
            if (c > 61 && c < 127) {
                if (c == '\\') sb.append('\\');
                sb.append(c);
                continue;
            }
            switch (c) {
            case ' ':
                if (x == 0 || escapeSpace) sb.append('\\');
                sb.append(' ');
                break;
            case '\t': sb.append("\\t"); break;
            case '\n': sb.append("\\n"); break;
            case '\r': sb.append("\\r"); break;
            case '\f': sb.append("\\f"); break;
            case '=': case ':': case '#': case '!':
                sb.append('\\').append(c);
                break;
            default:
                if ((c < 0x20 || c > 0x7e) && escUnicode) appendUnicode(sb, c);
                else sb.append(c);
            }
        }
        return sb.toString();
    }

    /* Each line of the comment behind '#' (unless it starts with '#' or
     * '!' already); characters above U+00FF as Unicode escapes. */
    private static void writeComments(java.io.BufferedWriter bw, String comments) throws IOException {
        bw.write("#");
        int len = comments.length(), last = 0, current = 0;
        while (current < len) {
            char c = comments.charAt(current);
            if (c > '\u00ff' || c == '\n' || c == '\r') {
                if (last != current) bw.write(comments.substring(last, current));
                if (c > '\u00ff') {
                    StringBuilder sb = new StringBuilder(6);
                    appendUnicode(sb, c);
                    bw.write(sb.toString());
                } else {
                    bw.newLine();
                    if (c == '\r' && current != len - 1 && comments.charAt(current + 1) == '\n') current++;
                    if (current == len - 1 || (comments.charAt(current + 1) != '#' && comments.charAt(current + 1) != '!'))
                        bw.write("#");
                }
                last = current + 1;
            }
            current++;
        }
        if (last != current) bw.write(comments.substring(last, current));
        bw.newLine();
    }

    private static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\f';
    }

    /*
     * Logical lines: leading blanks dropped, comment ('#' '!') and blank lines
     * skipped, a line ending in an odd number of backslashes continues on the
     * next natural line (whose leading blanks are dropped and which is never a
     * comment); a dangling continuation at the end of input ends the entry.
     */
    private void load0(Reader r) throws IOException {
        StringBuilder all = new StringBuilder();
        char[] buf = new char[8192];
        int n;
        while ((n = r.read(buf)) > 0) {
            all.append(buf, 0, n);
        }
        String text = all.toString();
        int pos = 0, len = text.length();
        StringBuilder logical = new StringBuilder();
        boolean continuing = false;
        while (pos < len) {
            int end = pos;
            while (end < len && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            int next = end;
            if (next < len) {
                next += text.charAt(next) == '\r' && next + 1 < len && text.charAt(next + 1) == '\n' ? 2 : 1;
            }
            int start = pos;
            pos = next;
            while (start < end && blank(text.charAt(start))) {
                start++;
            }
            if (!continuing && (start == end || text.charAt(start) == '#' || text.charAt(start) == '!')) {
                continue;
            }
            int backslashes = 0;
            for (int i = end - 1; i >= start && text.charAt(i) == '\\'; i--) {
                backslashes++;
            }
            if ((backslashes & 1) == 1) {
                logical.append(text, start, end - 1);
                continuing = true;
                continue;
            }
            logical.append(text, start, end);
            entry(logical.toString());
            logical.setLength(0);
            continuing = false;
        }
        if (continuing) {
            entry(logical.toString());
        }
    }

    /* key, then blanks, at most one of '=' ':' (if the key did not end at one), blanks, value. */
    private void entry(String line) {
        int limit = line.length();
        int keyLen = 0, valueStart = limit;
        boolean hasSep = false, escaped = false;
        while (keyLen < limit) {
            char c = line.charAt(keyLen);
            if ((c == '=' || c == ':') && !escaped) {
                valueStart = keyLen + 1;
                hasSep = true;
                break;
            } else if (blank(c) && !escaped) {
                valueStart = keyLen + 1;
                break;
            }
            escaped = c == '\\' && !escaped;
            keyLen++;
        }
        while (valueStart < limit) {
            char c = line.charAt(valueStart);
            if (!blank(c)) {
                if (!hasSep && (c == '=' || c == ':')) {
                    hasSep = true;
                } else {
                    break;
                }
            }
            valueStart++;
        }
        put(unescape(line, 0, keyLen), unescape(line, valueStart, limit));
    }

    private static String unescape(String s, int from, int to) {
        StringBuilder sb = new StringBuilder(to - from);
        int i = from;
        while (i < to) {
            char c = s.charAt(i++);
            if (c != '\\' || i >= to) {
                if (c != '\\') {
                    sb.append(c);
                }
                continue;
            }
            c = s.charAt(i++);
            if (c == 'u') {
                int v = 0;
                for (int k = 0; k < 4; k++) {
                    int d = i < to ? Character.digit(s.charAt(i), 16) : -1;
                    if (d < 0) {
                        throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                    }
                    v = v * 16 + d;
                    i++;
                }
                sb.append((char) v);
            } else {
                sb.append(c == 't' ? '\t' : c == 'r' ? '\r' : c == 'n' ? '\n' : c == 'f' ? '\f' : c);
            }
        }
        return sb.toString();
    }

    /* As the JDK: the names gathered in a HashMap (defaults first), so in HashMap order. */
    public Set<String> stringPropertyNames() {
        Map<String, String> h = new HashMap<>();
        enumerateStrings(h);
        return Collections.unmodifiableSet(h.keySet());
    }

    public Enumeration<?> propertyNames() {
        Hashtable<String, Object> h = new Hashtable<>();
        enumerate(h);
        return h.keys();
    }

    private void enumerateStrings(Map<String, String> h) {
        if (defaults != null) {
            defaults.enumerateStrings(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            if (e.getKey() instanceof String k && e.getValue() instanceof String v) {
                h.put(k, v);
            }
        }
    }

    private void enumerate(Map<String, Object> h) {
        if (defaults != null) {
            defaults.enumerate(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            h.put((String) e.getKey(), e.getValue());
        }
    }

    /* Defaults and own entries gathered in a HashMap, listed in its order; values cut to 37 chars + "...". */
    public void list(PrintStream out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String v = (String) e.getValue();
            out.println(e.getKey() + "=" + (v.length() > 40 ? v.substring(0, 37) + "..." : v));
        }
    }

    public void list(PrintWriter out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String v = (String) e.getValue();
            out.println(e.getKey() + "=" + (v.length() > 40 ? v.substring(0, 37) + "..." : v));
        }
    }

    // ---- Hashtable's operations, over the table ----

    public int size() {
        return map.count;
    }

    public boolean isEmpty() {
        return map.count == 0;
    }

    public Enumeration<Object> keys() {
        return Collections.enumeration(keySet());
    }

    public Enumeration<Object> elements() {
        return Collections.enumeration(values());
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public boolean containsValue(Object value) {
        Objects.requireNonNull(value);
        for (Table.Node e = map.first(); e != null; e = map.after(e)) {
            if (value.equals(e.val)) {
                return true;
            }
        }
        return false;
    }

    public boolean containsKey(Object key) {
        return map.find(key) != null;
    }

    public Object get(Object key) {
        return map.get(key);
    }

    public synchronized Object put(Object key, Object value) {
        return map.put(key, value);
    }

    public synchronized Object remove(Object key) {
        return map.remove(key);
    }

    public synchronized void putAll(Map<?, ?> t) {
        map.presize(t.size());
        for (Map.Entry<?, ?> e : t.entrySet()) {
            map.put(e.getKey(), e.getValue());
        }
    }

    public synchronized void clear() {
        map.clear();
    }

    protected void rehash() {
    }

    public synchronized String toString() {
        StringBuilder sb = new StringBuilder("{");
        for (Table.Node e = map.first(); e != null; e = map.after(e)) {
            if (sb.length() > 1) {
                sb.append(", ");
            }
            sb.append(e.key == this ? "(this Map)" : e.key).append('=').append(e.val == this ? "(this Map)" : e.val);
        }
        return sb.append('}').toString();
    }

    public Object getOrDefault(Object key, Object defaultValue) {
        Object v = map.get(key);
        return v == null ? defaultValue : v;
    }

    public synchronized void forEach(BiConsumer<? super Object, ? super Object> action) {
        Objects.requireNonNull(action);
        for (Table.Node e = map.first(); e != null; e = map.after(e)) {
            action.accept(e.key, e.val);
        }
    }

    public synchronized boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map<?, ?> m) || m.size() != size()) {
            return false;
        }
        for (Table.Node e = map.first(); e != null; e = map.after(e)) {
            if (!e.val.equals(m.get(e.key))) {
                return false;
            }
        }
        return true;
    }

    public synchronized int hashCode() {
        int h = 0;
        for (Table.Node e = map.first(); e != null; e = map.after(e)) {
            h += e.key.hashCode() ^ e.val.hashCode();
        }
        return h;
    }

    public synchronized Object clone() {
        Properties p = new Properties(defaults, 8);
        p.putAll(this);
        return p;
    }

    public Set<Object> keySet() {
        return new AbstractSet<Object>() {
            public Iterator<Object> iterator() {
                return map.iterator(0);
            }

            public int size() {
                return map.count;
            }

            public boolean contains(Object o) {
                return containsKey(o);
            }

            public boolean remove(Object o) {
                return map.remove(o) != null;
            }

            public void clear() {
                map.clear();
            }
        };
    }

    public Collection<Object> values() {
        return new AbstractCollection<Object>() {
            public Iterator<Object> iterator() {
                return map.iterator(1);
            }

            public int size() {
                return map.count;
            }

            public boolean contains(Object o) {
                return containsValue(o);
            }

            public void clear() {
                map.clear();
            }
        };
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return new AbstractSet<Map.Entry<Object, Object>>() {
            @SuppressWarnings("unchecked")
            public Iterator<Map.Entry<Object, Object>> iterator() {
                return (Iterator<Map.Entry<Object, Object>>) (Iterator<?>) map.iterator(2);
            }

            public int size() {
                return map.count;
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry<?, ?> e) || e.getKey() == null) {
                    return false;
                }
                Object v = map.get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            public boolean remove(Object o) {
                return contains(o) && map.remove(((Map.Entry<?, ?>) o).getKey()) != null;
            }

            public void clear() {
                map.clear();
            }
        };
    }

    // ---- serialization: the JDK's form (Hashtable's, with a table length made up from the count) ----

    @Override
    void writeHashtable(java.io.ObjectOutputStream s) throws IOException {
        Object[] pairs;
        int count;
        synchronized (this) {
            count = map.count;
            pairs = new Object[count * 2];
            int n = pairs.length;
            /* the JDK writes them in the reverse of its map's order */
            for (Table.Node e = map.first(); e != null; e = map.after(e)) {
                pairs[--n] = e.val;
                pairs[--n] = e.key;
            }
        }
        int length = (int) (count / 0.75f) + (count / 20) + 3;
        if (length > count && (length & 1) == 0) {
            length--;
        }
        writeHashtableFields(s, length, 0.75f);
        s.writeInt(length);
        s.writeInt(count);
        for (Object o : pairs) {
            s.writeObject(o);
        }
    }

    @Override
    void readHashtable(java.io.ObjectInputStream s) throws IOException, ClassNotFoundException {
        s.defaultReadObject();
        s.readInt();
        int elements = s.readInt();
        if (elements < 0) {
            throw new java.io.StreamCorruptedException("Illegal # of Elements: " + elements);
        }
        Table t = new Table(elements);
        for (; elements > 0; elements--) {
            Object key = s.readObject();
            Object value = s.readObject();
            t.put(key, value);
        }
        map = t;
    }

    /* ConcurrentHashMap's bin layout and growth, single-threaded (see the header). */
    private static final class Table {
        static final int MAX = 1 << 30;

        static final class Node implements Map.Entry<Object, Object> {
            final int hash;
            final Object key;
            Object val;
            Node next;

            Node(int hash, Object key, Object val, Node next) {
                this.hash = hash;
                this.key = key;
                this.val = val;
                this.next = next;
            }

            public Object getKey() {
                return key;
            }

            public Object getValue() {
                return val;
            }

            public Object setValue(Object v) {
                Objects.requireNonNull(v);
                Object old = val;
                val = v;
                return old;
            }

            public boolean equals(Object o) {
                return o instanceof Map.Entry<?, ?> e && key.equals(e.getKey()) && val.equals(e.getValue());
            }

            public int hashCode() {
                return key.hashCode() ^ val.hashCode();
            }

            public String toString() {
                return key + "=" + val;
            }
        }

        Node[] tab;
        int count;
        /* Before the table exists: its size; after: the count that triggers the next resize. */
        int sizeCtl;

        Table(int initialCapacity) {
            long size = (long) (1.0 + initialCapacity / 0.75f);
            sizeCtl = size >= MAX ? MAX : HashMap.tableSizeFor((int) size);
        }

        static int spread(int h) {
            return (h ^ (h >>> 16)) & 0x7fffffff;
        }

        void init(int n) {
            tab = new Node[n];
            sizeCtl = n - (n >>> 2);
        }

        Node find(Object key) {
            Objects.requireNonNull(key);
            if (tab == null) {
                return null;
            }
            int h = spread(key.hashCode());
            for (Node e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
                if (e.hash == h && (e.key == key || key.equals(e.key))) {
                    return e;
                }
            }
            return null;
        }

        Object get(Object key) {
            Node e = find(key);
            return e == null ? null : e.val;
        }

        Object put(Object key, Object val) {
            if (key == null || val == null) {
                throw new NullPointerException();
            }
            if (tab == null) {
                init(sizeCtl > 0 ? sizeCtl : 16);
            }
            int h = spread(key.hashCode());
            int i = (tab.length - 1) & h;
            Node e = tab[i];
            if (e == null) {
                tab[i] = new Node(h, key, val, null);
            } else {
                for (;;) {
                    if (e.hash == h && (e.key == key || key.equals(e.key))) {
                        Object old = e.val;
                        e.val = val;
                        return old;
                    }
                    if (e.next == null) {
                        e.next = new Node(h, key, val, null);
                        break;
                    }
                    e = e.next;
                }
            }
            count++;
            while (count >= sizeCtl && tab.length < MAX) {
                transfer();
            }
            return null;
        }

        /* putAll's presizing: grow until the table can take `size` more at 3/4 load. */
        void presize(int size) {
            int c = size >= (MAX >>> 1) ? MAX : HashMap.tableSizeFor(size + (size >>> 1) + 1);
            for (;;) {
                if (tab == null) {
                    init(Math.max(sizeCtl, c));
                } else if (c <= sizeCtl || tab.length >= MAX) {
                    return;
                } else {
                    transfer();
                }
            }
        }

        void transfer() {
            int n = tab.length;
            Node[] next = new Node[n << 1];
            for (int i = n - 1; i >= 0; i--) {
                Node f = tab[i];
                if (f == null) {
                    continue;
                }
                int runBit = f.hash & n;
                Node lastRun = f;
                for (Node p = f.next; p != null; p = p.next) {
                    int b = p.hash & n;
                    if (b != runBit) {
                        runBit = b;
                        lastRun = p;
                    }
                }
                Node ln = runBit == 0 ? lastRun : null;
                Node hn = runBit == 0 ? null : lastRun;
                for (Node p = f; p != lastRun; p = p.next) {
                    if ((p.hash & n) == 0) {
                        ln = new Node(p.hash, p.key, p.val, ln);
                    } else {
                        hn = new Node(p.hash, p.key, p.val, hn);
                    }
                }
                next[i] = ln;
                next[i + n] = hn;
            }
            tab = next;
            sizeCtl = (n << 1) - (n >>> 1);
        }

        Object remove(Object key) {
            Objects.requireNonNull(key);
            if (tab == null) {
                return null;
            }
            int h = spread(key.hashCode());
            int i = (tab.length - 1) & h;
            for (Node e = tab[i], prev = null; e != null; prev = e, e = e.next) {
                if (e.hash == h && (e.key == key || key.equals(e.key))) {
                    if (prev == null) {
                        tab[i] = e.next;
                    } else {
                        prev.next = e.next;
                    }
                    count--;
                    return e.val;
                }
            }
            return null;
        }

        void clear() {
            if (tab != null) {
                Arrays.fill(tab, null);
            }
            count = 0;
        }

        Node first() {
            return tab == null ? null : fromBin(0);
        }

        Node fromBin(int i) {
            for (; i < tab.length; i++) {
                if (tab[i] != null) {
                    return tab[i];
                }
            }
            return null;
        }

        Node after(Node e) {
            return e.next != null ? e.next : fromBin(((tab.length - 1) & e.hash) + 1);
        }

        /* kind 0 keys, 1 values, 2 entries; remove() deletes the last returned key. */
        Iterator<Object> iterator(int kind) {
            return new Iterator<Object>() {
                Node nextNode = first();
                Node last;

                public boolean hasNext() {
                    return nextNode != null;
                }

                public Object next() {
                    Node e = nextNode;
                    if (e == null) {
                        throw new NoSuchElementException();
                    }
                    nextNode = after(e);
                    last = e;
                    return kind == 0 ? e.key : kind == 1 ? e.val : e;
                }

                public void remove() {
                    if (last == null) {
                        throw new IllegalStateException();
                    }
                    Table.this.remove(last.key);
                    last = null;
                }
            };
        }
    }
}
