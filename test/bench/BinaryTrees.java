// Benchmark: allocation of many short-lived binary trees and one long-lived
// tree (allocation speed and garbage collection).
public class BinaryTrees {
    static final class Node {
        final Node left, right;
        Node(Node l, Node r) { left = l; right = r; }
        int check() { return left == null ? 1 : 1 + left.check() + right.check(); }
    }

    static Node make(int depth) { return depth == 0 ? new Node(null, null) : new Node(make(depth - 1), make(depth - 1)); }

    public static void main(String[] args) {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        Node longLived = make(maxDepth);
        long total = 0;
        for (int d = 4; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + 4);
            long check = 0;
            for (int i = 0; i < iterations; i++) check += make(d).check();
            System.out.println(iterations + " trees of depth " + d + " check " + check);
            total += check;
        }
        System.out.println("long lived " + longLived.check() + " total " + total);
    }
}
