// Opens a binary HPROF file with VisualVM's heap library (the code behind
// VisualVM's heap viewer) and prints, for every class with instances,
// "class <internal name> <instances> <VisualVM's total size> <VisualVM's
// instance size>", names in the form the ASCII profile uses (java/lang/String,
// [I, [Ljava/lang/String;).  Test code, run on the host JDK; a file VisualVM
// cannot open ends it with the exception (exit 1).
import java.io.File;
import java.util.Map;
import java.util.TreeMap;

import org.graalvm.visualvm.lib.jfluid.heap.Heap;
import org.graalvm.visualvm.lib.jfluid.heap.HeapFactory;
import org.graalvm.visualvm.lib.jfluid.heap.JavaClass;

public class VisualVMCounts {
    static String internal(String n) {
        int dims = 0;
        while (n.endsWith("[]")) {
            dims++;
            n = n.substring(0, n.length() - 2);
        }
        if (dims == 0)
            return n.replace('.', '/');
        Map<String, String> prim = Map.of("boolean", "Z", "byte", "B", "char", "C", "short", "S",
                                          "int", "I", "long", "J", "float", "F", "double", "D");
        String base = prim.containsKey(n) ? prim.get(n) : "L" + n.replace('.', '/') + ";";
        return "[".repeat(dims) + base;
    }

    public static void main(String[] args) throws Exception {
        Heap heap = HeapFactory.createHeap(new File(args[0]));
        Map<String, String> rows = new TreeMap<>();
        for (JavaClass c : heap.getAllClasses()) {
            int n = c.getInstancesCount();
            if (n > 0)
                rows.put(internal(c.getName()), n + " " + c.getAllInstancesSize() + " " + c.getInstanceSize());
        }
        System.out.println("visualvm classes=" + heap.getAllClasses().size()
                           + " roots=" + heap.getGCRoots().size()
                           + " instances=" + heap.getSummary().getTotalLiveInstances());
        for (Map.Entry<String, String> e : rows.entrySet())
            System.out.println("class " + e.getKey() + " " + e.getValue());
    }
}
