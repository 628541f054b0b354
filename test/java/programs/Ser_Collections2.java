/*
 * Serial forms of more library collections, byte for byte as the JDK's:
 * EnumMap, EnumSet (through its proxy), PriorityQueue, BitSet (its "bits"
 * field), CopyOnWriteArrayList, List.of/Set.of/Map.of (through CollSer);
 * ConcurrentHashMap round-trips its contents.
 */
import java.io.*;
import java.util.*;
import java.util.concurrent.*;

public class Ser_Collections2 {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        return bos.toByteArray();
    }

    static Object read(byte[] b) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) {
            return in.readObject();
        }
    }

    static void show(String what, Object o) throws Exception {
        byte[] b = write(o);
        int h = 0;
        for (byte x : b) {
            h = h * 31 + x;
        }
        Object r = read(b);
        System.out.println(what + ": " + b.length + " bytes, hash " + h + " -> " + r + " equal " + r.equals(o)
                + (r.getClass() == o.getClass() ? "" : " class " + r.getClass().getSimpleName()));
    }

    public static void main(String[] args) throws Exception {
        EnumMap<Day, String> em = new EnumMap<>(Day.class);
        em.put(Day.WED, "w");
        em.put(Day.MON, null);
        show("EnumMap", em);
        show("empty EnumMap", new EnumMap<>(Day.class));
        show("EnumSet", EnumSet.of(Day.TUE, Day.SUN));
        show("EnumSet none", EnumSet.noneOf(Day.class));
        PriorityQueue<Integer> pq = new PriorityQueue<>(List.of(9, 3, 7, 1, 8));
        show("PriorityQueue", pq);
        PriorityQueue<String> rq = new PriorityQueue<>(Comparator.reverseOrder());
        rq.addAll(List.of("b", "c", "a"));
        byte[] rb = write(rq);
        @SuppressWarnings("unchecked")
        PriorityQueue<String> rq2 = (PriorityQueue<String>) read(rb);
        System.out.println("reverse PriorityQueue: " + rq2 + " poll " + rq2.poll() + " " + rq2.poll());
        BitSet bs = new BitSet();
        bs.set(3);
        bs.set(70);
        bs.set(200);
        bs.clear(200);
        show("BitSet", bs);
        BitSet fixed = new BitSet(256);
        fixed.set(1);
        BitSet f2 = (BitSet) read(write(fixed));
        System.out.println("fixed BitSet: " + write(fixed).length + " bytes, size " + f2.size() + " " + f2);
        show("CopyOnWriteArrayList", new CopyOnWriteArrayList<>(List.of("x", "y")));
        CopyOnWriteArrayList<String> cow = (CopyOnWriteArrayList<String>) read(write(new CopyOnWriteArrayList<>(List.of("p"))));
        cow.add("q");
        System.out.println("COW after add: " + cow);
        show("List.of", List.of(1, 2, 3));
        show("List.of one", List.of("one"));
        show("empty List.of", List.of());
        show("Set.of one", Set.of("x"));
        show("Map.of one", Map.of("k", 1));
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        for (int i = 0; i < 20; i++) {
            chm.put("key" + i, i);
        }
        @SuppressWarnings("unchecked")
        ConcurrentHashMap<String, Integer> chm2 = (ConcurrentHashMap<String, Integer>) read(write(chm));
        System.out.println("ConcurrentHashMap: " + chm2.equals(chm) + " " + new TreeMap<>(chm2));
        chm2.put("new", 1);
        System.out.println("after put " + chm2.size());
    }
}
