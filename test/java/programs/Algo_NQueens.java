// N-queens by backtracking with arrays and with bit masks: solution counts
// for n = 1..10 must agree; the first solution for n = 8 drawn.
public class Algo_NQueens {
    static int[] cols;
    static int countArrays(int n, int row) {
        if (row == n) return 1;
        int total = 0;
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) if (cols[r] == c || Math.abs(cols[r] - c) == row - r) { ok = false; break; }
            if (ok) { cols[row] = c; total += countArrays(n, row + 1); }
        }
        return total;
    }
    static int countBits(int all, int used, int d1, int d2) {
        if (used == all) return 1;
        int total = 0, free = all & ~(used | d1 | d2);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            total += countBits(all, used | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
        }
        return total;
    }
    static boolean first(int n, int row, int[] q) {
        if (row == n) return true;
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) if (q[r] == c || q[r] - c == row - r || c - q[r] == row - r) ok = false;
            if (ok) { q[row] = c; if (first(n, row + 1, q)) return true; }
        }
        return false;
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 10; n++) {
            cols = new int[n];
            int a = countArrays(n, 0), b = countBits((1 << n) - 1, 0, 0, 0);
            System.out.println(n + ": " + a + (a == b ? "" : " MISMATCH " + b));
        }
        int[] q = new int[8];
        first(8, 0, q);
        for (int r = 0; r < 8; r++) {
            char[] line = "........".toCharArray();
            line[q[r]] = 'Q';
            System.out.println(new String(line));
        }
    }
}
