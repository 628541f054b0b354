/*
 * Ser2_Forms: the bytes ObjectOutputStream writes for common JDK classes
 * (their serial forms: serialVersionUIDs, serial fields, custom data) must
 * be the JDK's, so each object's stream prints as its length and CRC32;
 * then the stream is read back and the copy printed and compared.
 */
import java.io.*;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.zip.CRC32;

public class Ser2_Forms {
    enum Col { RED, GREEN, BLUE }

    record Pt(int x, String s) implements Serializable {
    }

    static class Desc implements Comparator<String>, Serializable {
        private static final long serialVersionUID = 1L;
        public int compare(String a, String b) {
            return b.compareTo(a);
        }
        public boolean equals(Object o) {
            return o instanceof Desc;
        }
        public int hashCode() {
            return 1;
        }
    }

    /* a throwable whose stack trace is not writable */
    static class Quiet extends RuntimeException {
        private static final long serialVersionUID = 5L;
        Quiet(String m) {
            super(m, null, false, false);
        }
    }

    static StackTraceElement[] trace(int n) {
        StackTraceElement[] t = new StackTraceElement[n];
        for (int i = 0; i < n; i++) t[i] = new StackTraceElement("p.C" + i, "m" + i, "C" + i + ".java", 10 + i);
        return t;
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        return sb.toString();
    }

    static String describe(Object o) {
        if (o instanceof Throwable) {
            Throwable t = (Throwable) o;
            StringBuilder sb = new StringBuilder(t.toString());
            sb.append(" trace=").append(Arrays.toString(t.getStackTrace()));
            for (Throwable s : t.getSuppressed()) sb.append(" suppressed=[").append(describe(s)).append(']');
            if (t.getCause() != null) sb.append(" cause=[").append(describe(t.getCause())).append(']');
            return sb.toString();
        }
        if (o instanceof int[]) return Arrays.toString((int[]) o);
        if (o instanceof Date) return "Date " + ((Date) o).getTime();
        if (o instanceof java.util.concurrent.BlockingQueue) {
            java.util.concurrent.BlockingQueue<?> q = (java.util.concurrent.BlockingQueue<?>) o;
            return q.getClass().getSimpleName() + " " + q + " remaining " + q.remainingCapacity();
        }
        if (o instanceof java.net.URL) {
            java.net.URL u = (java.net.URL) o;
            return u + " host " + u.getHost() + " port " + u.getPort() + " path " + u.getPath() + " query " + u.getQuery()
                    + " ref " + u.getRef() + " userInfo " + u.getUserInfo() + " authority " + u.getAuthority();
        }
        if (o instanceof Random) return "Random " + ((Random) o).nextLong() + " " + ((Random) o).nextGaussian();
        if (o instanceof Vector) {
            Vector<?> v = (Vector<?>) o;
            return v + " capacity=" + v.capacity();
        }
        if (o instanceof PriorityQueue) {
            PriorityQueue<?> q = new PriorityQueue<>((PriorityQueue<?>) o);
            List<Object> l = new ArrayList<>();
            while (!q.isEmpty()) l.add(q.poll());
            return "PriorityQueue " + l;
        }
        if (o instanceof Comparator && !(o instanceof Desc)) {
            @SuppressWarnings("unchecked")
            Comparator<String> c = (Comparator<String>) o;
            return "Comparator a?b " + Integer.signum(c.compare("a", "b"));
        }
        return String.valueOf(o);
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream oo = new ObjectOutputStream(bo)) {
            oo.writeObject(o);
        }
        return bo.toByteArray();
    }

    static void check(String name, Object o) {
        try {
            byte[] b = write(o);
            CRC32 c = new CRC32();
            c.update(b);
            System.out.println(name + ": " + b.length + " bytes, crc " + Long.toHexString(c.getValue()));
            if (System.getProperty("ser2.hex") != null) System.out.println("  " + hex(b));
            Object r = new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
            String dr = describe(r);
            System.out.println("  read " + dr);
            boolean eq = o instanceof Throwable || o instanceof StringBuilder || o instanceof StringBuffer || o instanceof PriorityQueue
                    || o instanceof Number && !(o instanceof BigInteger || o instanceof BigDecimal) || o instanceof AtomicBoolean
                    || o instanceof AtomicReference || o instanceof Comparator || o instanceof Random
                    || o instanceof LongAdder || o instanceof ConcurrentLinkedQueue
                    || o instanceof java.util.concurrent.ConcurrentLinkedDeque || o instanceof java.net.URL
                    || o instanceof java.util.concurrent.BlockingQueue || o instanceof java.util.concurrent.atomic.DoubleAdder ? describe(o).equals(dr) : o.equals(r);
            System.out.println("  equal " + eq + (o == r ? " same" : ""));
        } catch (Exception e) {
            System.out.println(name + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        ConcurrentSkipListMap<String, Integer> csl = new ConcurrentSkipListMap<>();
        csl.put("b", 2);
        csl.put("a", 1);
        csl.put("c", 3);
        check("ConcurrentSkipListMap", csl);
        ConcurrentSkipListMap<String, Integer> csld = new ConcurrentSkipListMap<>(new Desc());
        csld.putAll(csl);
        check("ConcurrentSkipListMap desc", csld);
        check("ConcurrentSkipListMap empty", new ConcurrentSkipListMap<Integer, Integer>());
        check("ConcurrentSkipListSet", new ConcurrentSkipListSet<>(List.of("y", "x", "z")));

        Throwable t = new IllegalStateException("boom", new IOException("io"));
        t.setStackTrace(trace(2));
        t.getCause().setStackTrace(trace(1));
        check("Throwable cause", t);
        Exception s = new Exception("outer");
        s.setStackTrace(new StackTraceElement[0]);
        RuntimeException sup1 = new RuntimeException("first");
        sup1.setStackTrace(trace(1));
        s.addSuppressed(sup1);
        s.addSuppressed(new Quiet("second"));
        check("Throwable suppressed", s);
        check("Throwable quiet", new Quiet("q"));
        Error noMsg = new Error();
        noMsg.setStackTrace(new StackTraceElement[] {new StackTraceElement("ldr", "mod", "1.0", "B", "n", null, -2)});
        check("Throwable no message", noMsg);
        check("StackTraceElement", new StackTraceElement("A", "m", "A.java", 3));

        check("Date", new Date(1234567890123L));
        check("Date negative", new Date(-86400000L));
        check("Locale US", Locale.US);
        check("Locale variant", new Locale("de", "CH", "var"));
        check("Locale ROOT", Locale.ROOT);
        check("Locale language", new Locale("fr"));

        check("BigInteger big", new BigInteger("123456789012345678901234567890"));
        check("BigInteger negative", new BigInteger("-98765432109876543210"));
        check("BigInteger zero", BigInteger.ZERO);
        check("BigInteger 255", BigInteger.valueOf(255));
        check("BigInteger -256", BigInteger.valueOf(-256));
        check("BigInteger 2^64", BigInteger.ONE.shiftLeft(64));
        check("BigDecimal", new BigDecimal("3.14159"));
        check("BigDecimal negative exponent", new BigDecimal("-123456789012345678901234.5e-3"));
        check("BigDecimal scale -2", new BigDecimal("1E+2"));
        check("BigDecimal zero", BigDecimal.ZERO);

        Vector<Object> v = new Vector<>();
        v.add("a");
        v.add(1);
        check("Vector", v);
        Vector<Object> v2 = new Vector<>(3, 2);
        for (int i = 0; i < 4; i++) v2.add(i);
        check("Vector increment", v2);
        Stack<String> st = new Stack<>();
        st.push("q");
        st.push("r");
        check("Stack", st);

        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        for (String k : new String[] {"k", "a", "zz", "hello", "m"}) chm.put(k, k.length());
        check("ConcurrentHashMap", chm);
        ConcurrentHashMap<Integer, String> chm2 = new ConcurrentHashMap<>();
        for (int i = 40; i > 0; i -= 3) chm2.put(i, "v" + i);
        check("ConcurrentHashMap ints", chm2);
        check("ConcurrentHashMap empty", new ConcurrentHashMap<String, String>());

        TreeMap<String, Integer> tm = new TreeMap<>(new Desc());
        tm.put("a", 1);
        tm.put("b", 2);
        check("TreeMap comparator", tm);
        TreeSet<String> ts = new TreeSet<>(new Desc());
        ts.add("z");
        ts.add("y");
        check("TreeSet comparator", ts);
        EnumMap<Col, String> em = new EnumMap<>(Col.class);
        em.put(Col.GREEN, "g");
        em.put(Col.RED, "r");
        check("EnumMap", em);
        check("EnumSet", EnumSet.of(Col.RED, Col.BLUE));

        List<String> al = new ArrayList<>(List.of("a", "b"));
        check("unmodifiableList", Collections.unmodifiableList(al));
        check("unmodifiableList linked", Collections.unmodifiableList(new LinkedList<>(al)));
        check("unmodifiableSet", Collections.unmodifiableSet(new HashSet<>(al)));
        check("unmodifiableMap", Collections.unmodifiableMap(new HashMap<>(Map.of("a", 1))));
        check("unmodifiableCollection", Collections.unmodifiableCollection(al));
        check("unmodifiableSortedSet", Collections.unmodifiableSortedSet(new TreeSet<>(al)));
        check("synchronizedList", Collections.synchronizedList(al));
        check("synchronizedMap", Collections.synchronizedMap(new HashMap<>(Map.of("a", 1))));
        check("synchronizedSet", Collections.synchronizedSet(new HashSet<>(al)));
        check("synchronizedCollection", Collections.synchronizedCollection(al));
        check("emptyList", Collections.emptyList());
        check("emptySet", Collections.emptySet());
        check("emptyMap", Collections.emptyMap());
        check("singleton", Collections.singleton("s"));
        check("singletonList", Collections.singletonList("s"));
        check("singletonMap", Collections.singletonMap("k", "v"));
        check("nCopies", Collections.nCopies(3, "x"));
        check("reverseOrder", Collections.reverseOrder());
        check("reverseOrder comparator", Collections.reverseOrder(new Desc()));
        check("naturalOrder", Comparator.naturalOrder());
        check("reverseOrder reversed", Collections.reverseOrder().reversed());
        check("nullsFirst", Comparator.nullsFirst(new Desc()));
        TreeSet<String> rs = new TreeSet<>(Collections.reverseOrder());
        rs.addAll(List.of("p", "q", "r"));
        check("TreeSet reverseOrder", rs);

        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        lhm.put("z", 1);
        lhm.put("a", 2);
        check("LinkedHashMap", lhm);
        LinkedHashMap<String, Integer> lhma = new LinkedHashMap<>(16, 0.75f, true);
        lhma.put("z", 1);
        lhma.put("a", 2);
        lhma.get("z");
        check("LinkedHashMap access order", lhma);
        check("LinkedHashSet", new LinkedHashSet<>(List.of("q", "b", "m")));
        check("ArrayDeque", new ArrayDeque<>(List.of("a", "b", "c")));
        check("PriorityQueue", new PriorityQueue<>(List.of(3, 1, 2, 5)));
        BitSet bs = new BitSet();
        bs.set(3);
        bs.set(100);
        check("BitSet", bs);
        check("AtomicInteger", new AtomicInteger(5));
        check("AtomicLong", new AtomicLong(-7));
        check("AtomicBoolean", new AtomicBoolean(true));
        check("AtomicReference", new AtomicReference<>("r"));
        check("StringBuilder", new StringBuilder("hello"));
        check("StringBuffer", new StringBuffer("hi"));
        check("UUID", new UUID(0x1234567890abcdefL, 0xfedcba0987654321L));
        check("enum", Col.GREEN);
        check("TimeUnit", TimeUnit.SECONDS);
        check("record", new Pt(3, "s"));
        check("Hashtable", new Hashtable<>(Map.of("a", 1)));
        check("boxes", new ArrayList<>(List.of(1L, 2.0, 'c', (short) 3, (byte) 4, 1.5f, true)));
        check("int[]", new int[] {1, 2});
        check("Class", String.class);
        check("CopyOnWriteArrayList", new CopyOnWriteArrayList<>(al));
        check("Arrays.asList", Arrays.asList("a", "b", null));
        check("Random", new Random(42));
        Random used = new Random(7);
        used.nextGaussian();
        check("Random gaussian pending", used);
        LongAdder adder = new LongAdder();
        adder.add(40);
        adder.add(2);
        check("LongAdder", adder);
        check("ConcurrentLinkedQueue", new ConcurrentLinkedQueue<>(List.of("x", "y")));
        check("ConcurrentLinkedDeque", new java.util.concurrent.ConcurrentLinkedDeque<>(List.of("x", "y")));
        java.util.concurrent.atomic.DoubleAdder dadder = new java.util.concurrent.atomic.DoubleAdder();
        dadder.add(2.5);
        check("DoubleAdder", dadder);
        check("URI", java.net.URI.create("http://user@x.org:8080/a/b?q=1#frag"));
        check("URI opaque", java.net.URI.create("mailto:a@b.org"));
        java.util.concurrent.LinkedBlockingQueue<String> lbq = new java.util.concurrent.LinkedBlockingQueue<>(5);
        lbq.add("p");
        lbq.add("q");
        check("LinkedBlockingQueue", lbq);
        check("LinkedBlockingQueue unbounded", new java.util.concurrent.LinkedBlockingQueue<>(List.of(3, 1, 2)));
        check("LinkedBlockingDeque", new java.util.concurrent.LinkedBlockingDeque<>(List.of("d", "e")));
        check("PriorityBlockingQueue", new java.util.concurrent.PriorityBlockingQueue<>(List.of(5, 3, 9, 1)));
        java.util.concurrent.PriorityBlockingQueue<String> pbq = new java.util.concurrent.PriorityBlockingQueue<>(4, new Desc());
        pbq.addAll(List.of("m", "z", "a"));
        check("PriorityBlockingQueue comparator", pbq);
        check("URL", new java.net.URL("http://x.org/p"));
        check("URL parts", new java.net.URL("https://me:pw@example.com:8443/dir/a.html?x=1&y=2#sec"));
        check("URL file", new java.net.URL("file:/tmp/a%20b.txt"));
        check("InetAddress", java.net.InetAddress.getByAddress("h", new byte[] {10, 0, 0, 2}));
        check("InetAddress no name", java.net.InetAddress.getByAddress(new byte[] {127, 0, 0, 1}));
        /* the stream ends with the writer's separator char: only its length is platform-neutral */
        File f = new File("dir/f.txt");
        byte[] fb = write(f);
        Object fr = new ObjectInputStream(new ByteArrayInputStream(fb)).readObject();
        System.out.println("File: " + fb.length + " bytes, read back equal " + f.equals(fr));
    }
}
