import java.lang.ref.WeakReference;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/*
 * Old objects made to refer to young ones in every way the VM stores a
 * reference: putfield, aastore, System.arraycopy, clone of a large array,
 * reflection, a HashMap's rehashing, WeakReferences held by old objects.
 * Run with -Xgcverify, each young collection checks that every old object
 * holding a young reference has its card dirty; without the check, a
 * missed barrier loses the young object and the checksum differs.
 */
public class GenChurn {
    static final class Node {
        Node next;
        Object payload;
        int value;
        Node(int v) { value = v; }
    }

    static Object sink;

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        Object[] table = new Object[20000];
        Node[] nodes = new Node[5000];
        for (int i = 0; i < nodes.length; i++) nodes[i] = new Node(i);
        Map<Integer, String> map = new HashMap<>();
        List<WeakReference<Object>> weak = new ArrayList<>();
        List<Object> strong = new ArrayList<>();
        Field payload = Node.class.getDeclaredField("payload");
        System.gc(); // table, nodes, map are old from here on
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < table.length; i += 7) table[(i + r) % table.length] = Integer.valueOf(i * r);
            for (int i = 0; i < nodes.length; i += 3) {
                Node n = nodes[(i + r) % nodes.length];
                n.next = new Node(i + r);
                n.next.payload = "p" + i;
                payload.set(n, new int[] {r, i});
            }
            Object[] fresh = new Object[600];
            for (int i = 0; i < fresh.length; i++) fresh[i] = Long.valueOf((long) r * i);
            System.arraycopy(fresh, 0, table, (r * 600) % (table.length - 600), fresh.length);
            Object[] copy = table.clone(); // 160 KB: large with a small young generation
            sink = copy;
            for (int i = 0; i < 200; i++) map.put(r * 1000 + i, "v" + r + ":" + i);
            Object keep = new int[] {r};
            if (r % 2 == 0) strong.add(keep);
            weak.add(new WeakReference<>(keep));
            for (int i = 0; i < 3000; i++) sink = new byte[64 + i % 200]; // churn
            if (r % 10 == 9) System.gc();
        }
        System.gc();
        for (Object o : table) if (o != null) check = check * 31 + o.hashCode();
        for (Node n : nodes) {
            check = check * 31 + n.value;
            if (n.next != null) check = check * 31 + n.next.value + n.next.payload.hashCode();
            if (n.payload != null) check = check * 31 + ((int[]) n.payload)[0] + ((int[]) n.payload)[1];
        }
        for (Map.Entry<Integer, String> e : map.entrySet()) check = check * 31 + e.getKey() + e.getValue().hashCode();
        int cleared = 0;
        for (WeakReference<Object> w : weak) if (w.get() == null) cleared++;
        System.out.println("checksum " + check + ", map " + map.size() + ", weak cleared " + cleared + " of " + weak.size()
                + ", strong " + strong.size());
    }
}
