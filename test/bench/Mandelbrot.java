// Benchmark: Mandelbrot set membership on a grid (double arithmetic in a
// tight loop, int counters), with a checksum of the iteration counts.
public class Mandelbrot {
    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int maxIter = 100;
        long sum = 0;
        int inside = 0;
        for (int py = 0; py < size; py++) {
            double ci = 2.0 * py / size - 1.0;
            for (int px = 0; px < size; px++) {
                double cr = 2.5 * px / size - 2.0, zr = 0, zi = 0;
                int it = 0;
                while (it < maxIter && zr * zr + zi * zi <= 4.0) {
                    double t = zr * zr - zi * zi + cr;
                    zi = 2 * zr * zi + ci;
                    zr = t;
                    it++;
                }
                sum += it;
                if (it == maxIter) inside++;
            }
        }
        System.out.println("inside " + inside + " iterations " + sum);
    }
}
