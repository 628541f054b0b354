import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

// WeakHashMap: the JDK's iteration order (through growth), null keys and
// values, views, and entries that go once nothing else holds their keys.
public class Ref_WeakHashMap {
    static List<Object> keep = new ArrayList<>();
    static List<Object> all = new ArrayList<>(); // every key, until the test lets 3/4 go

    static void fill(WeakHashMap<Object, String> m, int n) {
        for (int i = 0; i < n; i++) {
            Integer k = Integer.valueOf(1000 + i * 37);
            if (i % 4 == 0) keep.add(k);
            all.add(k);
            m.put(k, "v" + i);
        }
    }

    static int settle(WeakHashMap<?, ?> m, int expected) throws InterruptedException {
        // the JDK queues cleared references on its own thread: give it time
        for (int i = 0; i < 500 && m.size() != expected; i++) {
            Thread.sleep(10);
        }
        return m.size();
    }

    public static void main(String[] args) throws Exception {
        WeakHashMap<Object, String> m = new WeakHashMap<>();
        fill(m, 40);
        System.out.println("size " + m.size());
        System.out.println(m);
        m.put(null, "nullkey");
        m.put("x", null);
        keep.add("x");
        System.out.println("null key " + m.get(null) + " containsKey(null) " + m.containsKey(null)
                + " value null " + m.containsValue(null) + " get(x) " + m.get("x") + " containsKey(x) " + m.containsKey("x"));
        System.out.println("replace " + m.put(keep.get(0), "again") + " -> " + m.get(keep.get(0)));
        // (the null key's place depends on an identity hash: not printed with the others)
        System.out.println("remove(null) " + m.remove(null));

        all.clear();
        System.gc();
        System.out.println("after gc: size " + settle(m, 11));
        System.out.println(m);
        StringBuilder sb = new StringBuilder();
        for (Iterator<Object> it = m.keySet().iterator(); it.hasNext(); ) {
            Object k = it.next();
            if (k instanceof Integer && ((Integer) k) % 2 == 0) it.remove();
            else sb.append(k).append(' ');
        }
        System.out.println("odd keys kept: " + sb + "-> size " + m.size());
        System.out.println("values " + m.values());
        m.forEach((k, v) -> System.out.print(k + ":" + v + " "));
        System.out.println();
        m.put(null, "back");
        System.out.println("remove(null) " + m.remove(null) + " remove(absent) " + m.remove("absent") + " size " + m.size());
        m.replaceAll((k, v) -> v == null ? "was null" : v.toUpperCase());
        System.out.println("replaced " + m);

        Map<Object, String> plain = new HashMap<>();
        for (int i = 0; i < 30; i++) plain.put("k" + i, "p" + i);
        WeakHashMap<Object, String> copy = new WeakHashMap<>(plain);
        keep.addAll(plain.keySet());
        System.out.println("copy " + copy.size() + " " + copy.keySet());
        copy.entrySet().removeIf(e -> e.getValue().endsWith("1"));
        System.out.println("removeIf " + copy.size() + " equals " + copy.equals(plain) + " " + copy.entrySet().contains(Map.entry("k2", "p2")));
        copy.clear();
        System.out.println("cleared " + copy + " " + copy.isEmpty());
        try {
            new WeakHashMap<String, String>(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println("kept " + keep.size());
    }
}
