/*
 * Subclasses of Hashtable, HashMap, Properties and TreeMap with their own
 * fields and readObject/writeObject, round-tripped: the library's own
 * readObject must leave the map usable when a subclass's readObject runs
 * after it (and when the subclass's hashCode/equals use its own fields).
 */
import java.io.*;
import java.util.*;

public class Ser_MapSubclass {
    static class Key implements Serializable {
        final String k;
        Key(String k) {
            this.k = k;
        }
        @Override
        public int hashCode() {
            return k.hashCode();
        }
        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).k.equals(k);
        }
        @Override
        public String toString() {
            return "Key(" + k + ")";
        }
    }

    static class Table extends Hashtable<Object, Object> {
        String note = "table";
        transient int reads;
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            reads++;
            put("readObject", note + reads);
        }
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }
    }

    static class Map2 extends HashMap<Object, Object> {
        int extra;
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            put("size-at-read", size());
            extra = in.readInt();
        }
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(extra + 1);
        }
    }

    static class Props extends Properties {
        String origin = "props";
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            setProperty("origin", origin);
        }
    }

    static class Sorted extends TreeMap<String, Integer> {
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            put("zz", size());
        }
    }

    /* A key whose hashCode depends on a field set by its readObject: the
     * table must be rebuilt after the key is complete. */
    static class LateKey implements Serializable {
        transient String k;
        LateKey(String k) {
            this.k = k;
        }
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeUTF(k);
        }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            k = in.readUTF();
        }
        @Override
        public int hashCode() {
            return k.hashCode();
        }
        @Override
        public boolean equals(Object o) {
            return o instanceof LateKey && ((LateKey) o).k.equals(k);
        }
    }

    /* A map that refers back to itself through its values. */
    static class Node implements Serializable {
        Map<String, Object> owner;
    }

    static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
            return in.readObject();
        }
    }

    static String sorted(Map<?, ?> m) {
        TreeMap<String, String> t = new TreeMap<>();
        for (Map.Entry<?, ?> e : m.entrySet()) {
            t.put(String.valueOf(e.getKey()), String.valueOf(e.getValue()));
        }
        return t.toString();
    }

    public static void main(String[] args) throws Exception {
        Table t = new Table();
        t.put(new Key("a"), 1);
        t.put("b", new Key("bv"));
        Table t2 = (Table) roundTrip(t);
        System.out.println("Table " + sorted(t2) + " get " + t2.get(new Key("a")) + " note " + t2.note);

        Map2 m = new Map2();
        m.put(new Key("x"), "y");
        m.extra = 41;
        Map2 m2 = (Map2) roundTrip(m);
        System.out.println("Map2 " + sorted(m2) + " extra " + m2.extra + " get " + m2.get(new Key("x")));

        Props p = new Props();
        p.setProperty("k", "v");
        Props p2 = (Props) roundTrip(p);
        System.out.println("Props " + sorted(p2) + " getProperty " + p2.getProperty("k"));

        Properties withDefaults = new Properties(p);
        withDefaults.setProperty("own", "1");
        Properties wd2 = (Properties) roundTrip(withDefaults);
        System.out.println("defaults " + wd2.getProperty("k") + " " + wd2.getProperty("origin") + " " + wd2.getProperty("own"));

        Sorted s = new Sorted();
        s.put("b", 2);
        s.put("a", 1);
        System.out.println("Sorted " + roundTrip(s));

        Hashtable<LateKey, String> lk = new Hashtable<>();
        lk.put(new LateKey("late"), "v");
        HashMap<LateKey, String> lm = new HashMap<>(Map.of(new LateKey("late"), "w"));
        @SuppressWarnings("unchecked")
        Hashtable<LateKey, String> lk2 = (Hashtable<LateKey, String>) roundTrip(lk);
        @SuppressWarnings("unchecked")
        HashMap<LateKey, String> lm2 = (HashMap<LateKey, String>) roundTrip(lm);
        System.out.println("LateKey " + lk2.get(new LateKey("late")) + " " + lm2.get(new LateKey("late")));

        HashMap<String, Object> self = new HashMap<>();
        Node n = new Node();
        n.owner = self;
        self.put("node", n);
        @SuppressWarnings("unchecked")
        HashMap<String, Object> self2 = (HashMap<String, Object>) roundTrip(self);
        System.out.println("cycle " + (((Node) self2.get("node")).owner == self2));

        Hashtable<String, Object> ht = new Hashtable<>();
        Node hn = new Node();
        hn.owner = ht;
        ht.put("node", hn);
        @SuppressWarnings("unchecked")
        Hashtable<String, Object> ht2 = (Hashtable<String, Object>) roundTrip(ht);
        System.out.println("ht cycle " + (((Node) ht2.get("node")).owner == ht2) + " size " + ht2.size());

        /* the bytes and the order after a round trip, with collisions and growth */
        Hashtable<Object, Object> big = new Hashtable<>();
        Properties bigp = new Properties();
        for (int i = 0; i < 40; i++) {
            big.put("k" + (i * 7 % 40), i);
            big.put(i * 11, "v" + i);
            bigp.setProperty("p" + (i * 3 % 40), "x" + i);
        }
        for (Object o : new Object[] {big, bigp}) {
            ByteArrayOutputStream bos = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
                out.writeObject(o);
            }
            byte[] b = bos.toByteArray();
            int h = 0;
            for (byte x : b) {
                h = h * 31 + x;
            }
            System.out.println(o.getClass().getSimpleName() + " bytes " + b.length + " hash " + h);
            System.out.println(roundTrip(o));
        }

        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>(16, 0.75f, true);
        lhm.put("one", 1);
        lhm.put("two", 2);
        lhm.get("one");
        System.out.println("LinkedHashMap " + roundTrip(lhm));
    }
}
