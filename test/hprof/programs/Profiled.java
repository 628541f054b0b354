/*
 * The HPROF tests' Java program: known allocation sites, a known call
 * chain, one method that burns far more CPU than another, and a linked
 * structure the heap dump must show.  Line numbers matter to the checks
 * (checks/java.*.cmake): edit with care.
 */
public class Profiled {
    static final class Node {
        Node next;
        int value;
        String label;

        Node(Node next, int value) {
            this.next = next;
            this.value = value;
        }
    }

    static Node root;
    static int[][] keep = new int[10][];

    static Node build(int n) {
        Node head = null;
        for (int i = 0; i < n; i++) {
            head = new Node(head, i);
        }
        return head;
    }

    static int[] level3(int i) {
        return new int[250];
    }

    static int[] level2(int i) {
        return level3(i);
    }

    static int[] level1(int i) {
        return level2(i);
    }

    static long burn(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += (long) i * i % 7;
        }
        return s;
    }

    static long light(int n) {
        return n * 2L;
    }

    public static void main(String[] args) {
        root = build(args.length > 0 ? Integer.parseInt(args[0]) : 20000); // more: net.dropped
        root.label = "root";
        for (int i = 0; i < 10; i++) {
            keep[i] = level1(i);
        }
        for (int i = 0; i < 20000; i++) {
            byte[] garbage = new byte[100];
            garbage[0] = (byte) i;
        }
        long s = 0;
        for (int i = 0; i < 3; i++) {
            s += burn(10_000_000);
        }
        for (int i = 0; i < 50; i++) {
            s += light(i);
        }
        System.out.println("done " + s + " " + root.value);
    }
}
