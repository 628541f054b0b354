// Recursion: fib, Ackermann (small), Hanoi move counts, mutual recursion,
// recursive gcd, power sets by recursion, and a memoized partition count.
public class Algo_Recursion {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
    static long hanoi(int n, int from, int to, int via, StringBuilder first) {
        if (n == 0) return 0;
        long a = hanoi(n - 1, from, via, to, first);
        if (first.length() < 60) first.append(from).append("->").append(to).append(' ');
        return a + 1 + hanoi(n - 1, via, to, from, first);
    }
    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }
    static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }
    static long[][] memo = new long[121][121];
    static long partitions(int n, int max) {
        if (n == 0) return 1;
        if (n < 0 || max == 0) return 0;
        if (memo[n][max] != 0) return memo[n][max];
        return memo[n][max] = partitions(n - max, max) + partitions(n, max - 1);
    }
    static void subsets(int[] items, int i, int sum, int[] counts) {
        if (i == items.length) { counts[sum]++; return; }
        subsets(items, i + 1, sum, counts);
        subsets(items, i + 1, sum + items[i], counts);
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 24; i += 3) System.out.print(fib(i) + " ");
        System.out.println();
        System.out.println("ack " + ack(0, 0) + " " + ack(1, 2) + " " + ack(2, 3) + " " + ack(3, 3) + " " + ack(3, 5));
        StringBuilder first = new StringBuilder();
        System.out.println("hanoi(16) " + hanoi(16, 1, 3, 2, first) + " " + first);
        System.out.println(isEven(1000) + " " + isOdd(777) + " " + isEven(5));
        System.out.println(gcd(1071, 462) + " " + gcd(1L << 40, 6L << 20) + " " + gcd(17, 5));
        System.out.println("p(100) " + partitions(100, 100) + " p(120) " + partitions(120, 120));
        int[] items = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47};
        int[] counts = new int[400];
        subsets(items, 0, 0, counts);
        int best = 0;
        for (int k = 0; k < counts.length; k++) if (counts[k] > counts[best]) best = k;
        System.out.println("most common subset sum " + best + " x" + counts[best] + " sum100 x" + counts[100]);
    }
}
