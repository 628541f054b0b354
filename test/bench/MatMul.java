// Benchmark: dense double matrix multiplication (2-D arrays, floating point
// multiply-add, nested loops).
public class MatMul {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 240;
        double[][] a = new double[n][n], b = new double[n][n], c = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) { a[i][j] = (i * 7 + j * 3) % 10 / 10.0; b[i][j] = (i * 5 - j * 2) % 9 / 9.0; }
        for (int i = 0; i < n; i++) {
            double[] ci = c[i], ai = a[i];
            for (int k = 0; k < n; k++) {
                double aik = ai[k];
                double[] bk = b[k];
                for (int j = 0; j < n; j++) ci[j] += aik * bk[j];
            }
        }
        double trace = 0;
        for (int i = 0; i < n; i++) trace += c[i][i];
        System.out.println("trace " + trace);
    }
}
