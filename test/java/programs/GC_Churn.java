// Allocation pressure: many short-lived trees and arrays while a long-lived
// structure survives; checksums computed before and after must agree, so a
// collector that loses or corrupts objects is caught.
public class GC_Churn {
    static class Node {
        Node left, right;
        int value;
        Node(int v, Node l, Node r) { value = v; left = l; right = r; }
    }
    static Node build(int depth, int v) {
        return depth == 0 ? new Node(v, null, null) : new Node(v, build(depth - 1, 2 * v), build(depth - 1, 2 * v + 1));
    }
    static long check(Node n) { return n == null ? 0 : n.value + 3 * check(n.left) - check(n.right); }

    public static void main(String[] args) {
        Node keep = build(14, 1);
        long before = check(keep);
        Object[] survivors = new Object[64];
        long garbage = 0;
        for (int round = 0; round < 200; round++) {
            Node tmp = build(8, round);
            garbage += check(tmp);
            int[] arr = new int[1000 + round];
            for (int i = 0; i < arr.length; i++) arr[i] = i ^ round;
            garbage += arr[arr.length - 1];
            survivors[round % survivors.length] = (round % 3 == 0) ? new long[round + 1] : (round % 3 == 1) ? "s" + round : build(3, round);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 50; i++) sb.append(i);
            garbage += sb.length();
        }
        long after = check(keep);
        System.out.println("tree " + before + " " + (before == after) + " garbage " + garbage);
        long sv = 0;
        for (Object o : survivors) {
            if (o instanceof long[]) sv += ((long[]) o).length;
            else if (o instanceof String) sv += ((String) o).length() * 7;
            else if (o instanceof Node) sv += check((Node) o);
        }
        System.out.println("survivors " + sv);
        byte[][] big = new byte[16][];
        for (int i = 0; i < 64; i++) {
            big[i % 16] = new byte[1 << 16];
            big[i % 16][i] = (byte) i;
        }
        int s = 0;
        for (byte[] bs : big) for (byte x : bs) s += x;
        System.out.println("big arrays " + s);
    }
}
