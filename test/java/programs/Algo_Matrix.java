// Matrix multiply (int, long, double), transpose, identity checks,
// Gaussian elimination determinant, and matrix power for Fibonacci.
public class Algo_Matrix {
    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { double s = 0; for (int x = 0; x < k; x++) s += a[i][x] * b[x][j]; c[i][j] = s; }
        return c;
    }
    static long[][] mulMod(long[][] a, long[][] b, long mod) {
        int n = a.length;
        long[][] c = new long[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { long s = 0; for (int x = 0; x < n; x++) s = (s + a[i][x] * b[x][j]) % mod; c[i][j] = s; }
        return c;
    }
    static double det(double[][] in) {
        int n = in.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = in[i].clone();
        double d = 1;
        for (int col = 0; col < n; col++) {
            int piv = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[piv][col])) piv = r;
            if (a[piv][col] == 0) return 0;
            if (piv != col) { double[] t = a[piv]; a[piv] = a[col]; a[col] = t; d = -d; }
            d *= a[col][col];
            for (int r = col + 1; r < n; r++) { double f = a[r][col] / a[col][col]; for (int c = col; c < n; c++) a[r][c] -= f * a[col][c]; }
        }
        return d;
    }

    public static void main(String[] args) {
        int n = 40;
        int[][] ia = new int[n][n], ib = new int[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { ia[i][j] = (i * 31 + j * 17) % 23 - 11; ib[i][j] = (i * 7 - j * 13) % 19; }
        int[][] ic = new int[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int s = 0; for (int k = 0; k < n; k++) s += ia[i][k] * ib[k][j]; ic[i][j] = s; }
        long trace = 0, sum = 0;
        for (int i = 0; i < n; i++) { trace += ic[i][i]; for (int j = 0; j < n; j++) sum += (long) ic[i][j] * (i + 1); }
        System.out.println("int: trace " + trace + " weighted " + sum + " c[3][7] " + ic[3][7]);
        double[][] da = new double[6][6];
        for (int i = 0; i < 6; i++) for (int j = 0; j < 6; j++) da[i][j] = 1.0 / (i + j + 1);
        System.out.println("hilbert det " + det(da));
        double[][] m = {{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}};
        System.out.println("det " + det(m) + " det(m*m) " + det(mul(m, m)));
        double[][] rot = {{0.6, -0.8}, {0.8, 0.6}};
        double[][] p = rot;
        for (int i = 0; i < 5; i++) p = mul(p, rot);
        System.out.println("rot^6 " + p[0][0] + " " + p[0][1] + " " + p[1][0] + " " + p[1][1]);
        long[][] f = {{1, 1}, {1, 0}}, r = {{1, 0}, {0, 1}};
        long e = 1000000, mod = 1000000007L;
        while (e > 0) { if ((e & 1) == 1) r = mulMod(r, f, mod); f = mulMod(f, f, mod); e >>= 1; }
        System.out.println("fib(1e6) mod p = " + r[0][1]);
        double[][] v = new double[3][1];
        v[0][0] = 1; v[1][0] = 2; v[2][0] = 3;
        double[][] mv = mul(m, v);
        System.out.println(mv[0][0] + " " + mv[1][0] + " " + mv[2][0]);
    }
}
