// Benchmark: the spectral norm of the infinite matrix A(i,j) = 1/((i+j)(i+j+1)/2+i+1)
// by power iteration (double arithmetic in tight nested loops, small methods).
public class SpectralNorm {
    static double a(int i, int j) {
        return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1);
    }

    static void multiplyAv(int n, double[] v, double[] av) {
        for (int i = 0; i < n; i++) {
            double sum = 0;
            for (int j = 0; j < n; j++) sum += a(i, j) * v[j];
            av[i] = sum;
        }
    }

    static void multiplyAtv(int n, double[] v, double[] atv) {
        for (int i = 0; i < n; i++) {
            double sum = 0;
            for (int j = 0; j < n; j++) sum += a(j, i) * v[j];
            atv[i] = sum;
        }
    }

    static void multiplyAtAv(int n, double[] v, double[] out, double[] tmp) {
        multiplyAv(n, v, tmp);
        multiplyAtv(n, tmp, out);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        double[] u = new double[n], v = new double[n], tmp = new double[n];
        for (int i = 0; i < n; i++) u[i] = 1;
        for (int i = 0; i < 10; i++) {
            multiplyAtAv(n, u, v, tmp);
            multiplyAtAv(n, v, u, tmp);
        }
        double vBv = 0, vv = 0;
        for (int i = 0; i < n; i++) {
            vBv += u[i] * v[i];
            vv += v[i] * v[i];
        }
        System.out.println("spectral norm(" + n + ") = " + Math.sqrt(vBv / vv));
    }
}
