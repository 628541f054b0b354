// The program of the format=b tests: a heap of known shape, the same on
// every run (no collection runs before the exit dump with the default heap),
// so its binary and ASCII dumps can be compared class by class.  With the
// argument "press" it presses Ctrl-\ (Ctrl-Break) through hprof_press once
// the shapes are built, waits until the profile file has grown, then adds
// 1000 nodes: the appended exit dump has 3000 HeapShapes$Node, the first 2000.
import java.io.File;

public class HeapShapes {
    static class Base {
        long baseLong = 7;
        Object baseRef;
    }

    static class Node extends Base {
        Node next;
        int value;
        String label;
    }

    static final class AllTypes extends Base {
        boolean z = true; byte b = 1; char c = 'c'; short s = 2;
        int i = 3; long j = 4; float f = 5.5f; double d = 6.25;
        Object ref; int[] ints; AllTypes self;
    }

    static boolean sz = true; static byte sb = 1; static char sc = 'x'; static short ss = 3;
    static int si = 4; static long sj = 5; static float sf = 1.5f; static double sd = 2.5;
    static Node head;
    static Object[] keep;
    static AllTypes all;

    static native void press();

    static void addNodes(int n) {
        for (int k = 0; k < n; k++) {
            Node x = new Node();
            x.value = k;
            x.next = head;
            x.label = (k % 100 == 0) ? "node " + k : null;
            x.baseRef = (k % 7 == 0) ? head : null;
            head = x;
        }
    }

    public static void main(String[] args) throws Exception {
        addNodes(2000);
        all = new AllTypes();
        all.ints = new int[] {1, 2, 3};
        all.self = all;
        all.ref = new String[] {"a", "b", null};
        keep = new Object[] {
            new boolean[3], new byte[5], new char[7], new short[9], new int[11], new long[13],
            new float[15], new double[17], new int[4][5], new Node[] {head, null}, new Object[0],
        };
        if (args.length > 0 && args[0].equals("press")) {
            System.loadLibrary("hprof_press");
            File f = new File(args.length > 1 ? args[1] : "java.hprof");
            long before = f.length();
            press();
            for (int k = 0; k < 600 && f.length() == before; k++)
                Thread.sleep(50);
            Thread.sleep(200);        /* the flush of a dump is one write */
            addNodes(1000);
        }
        System.out.println("shapes built");
    }
}
