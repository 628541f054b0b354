import java.io.*;
import java.util.*;

public class Serial_Collections {
    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(bos)) {
            oos.writeObject(o);
        }
        return bos.toByteArray();
    }

    static Object read(byte[] b) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) {
            return in.readObject();
        }
    }

    static int checksum(byte[] b) {
        int h = 1;
        for (byte x : b) h = 31 * h + x;
        return h;
    }

    static void check(String what, Object o) throws Exception {
        byte[] b = write(o);
        Object back = read(b);
        System.out.println(what + ": " + b.length + " bytes, hash " + checksum(b) + " -> " + back + " "
                + back.getClass().getSimpleName() + " equal " + back.equals(o) + " " + (back != o));
    }

    public static void main(String[] args) throws Exception {
        ArrayList<Object> list = new ArrayList<>();
        for (int i = 0; i < 12; i++) list.add(i % 3 == 0 ? "s" + i : (Object) i);
        list.add(null);
        check("ArrayList", list);
        check("empty ArrayList", new ArrayList<String>());
        check("LinkedList", new LinkedList<>(List.of("x", "y", "z")));
        HashMap<String, Integer> map = new HashMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog again and again".split(" ")) map.merge(w, 1, Integer::sum);
        check("HashMap", map);
        HashMap<Integer, String> big = new HashMap<>(256);
        for (int i = 0; i < 40; i += 3) big.put(i * 37, "v" + i);
        check("HashMap(256)", big);
        check("empty HashMap", new HashMap<>());
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        lhm.put("zeta", 1);
        lhm.put("alpha", 2);
        lhm.put("mid", 3);
        check("LinkedHashMap", lhm);
        HashSet<String> set = new HashSet<>(Arrays.asList("pear", "apple", "fig", "kiwi", "banana"));
        check("HashSet", set);
        LinkedHashSet<Integer> lhs = new LinkedHashSet<>(Arrays.asList(9, 3, 7, 1));
        check("LinkedHashSet", lhs);
        TreeMap<String, Integer> tm = new TreeMap<>(map);
        check("TreeMap", tm);
        TreeSet<Integer> ts = new TreeSet<>(Arrays.asList(5, 1, 4, 2, 3));
        check("TreeSet", ts);
        ArrayDeque<String> dq = new ArrayDeque<>();
        dq.add("b");
        dq.addFirst("a");
        dq.addLast("c");
        byte[] b = write(dq);
        System.out.println("ArrayDeque: " + b.length + " bytes, hash " + checksum(b) + " -> " + read(b));

        // a graph of collections with sharing
        Map<String, List<String>> graph = new HashMap<>();
        List<String> shared = new ArrayList<>(List.of("a", "b"));
        graph.put("one", shared);
        graph.put("two", shared);
        graph.put("three", new LinkedList<>());
        b = write(graph);
        @SuppressWarnings("unchecked")
        Map<String, List<String>> g = (Map<String, List<String>>) read(b);
        System.out.println("graph: " + b.length + " " + g + " shared " + (g.get("one") == g.get("two")));
        g.get("one").add("c");
        System.out.println(g.get("two") + " " + g.keySet());

        // deserialized collections keep working
        @SuppressWarnings("unchecked")
        HashMap<String, Integer> m2 = (HashMap<String, Integer>) read(write(map));
        m2.put("new", 99);
        m2.remove("the");
        System.out.println(m2);
        @SuppressWarnings("unchecked")
        HashSet<String> s2 = (HashSet<String>) read(write(set));
        System.out.println(s2.remove("fig") + " " + s2.contains("kiwi") + " " + s2.add("kiwi") + " " + s2);
        TreeMap<String, Integer> rev = new TreeMap<>(map);
        b = write(rev);
        @SuppressWarnings("unchecked")
        TreeMap<String, Integer> rev2 = (TreeMap<String, Integer>) read(b);
        rev2.put("b", 0);
        System.out.println("TreeMap again: " + b.length + " " + rev2.firstKey() + " " + rev2.headMap("fox"));
    }
}
