// Benchmark: Math's and StrictMath's transcendental functions called in a
// loop over a spread of arguments (the cost of the natives and of the call
// into them).  Sums are printed to 6 significant digits, so that an
// implementation that differs from the JDK's in a last bit still prints the
// same.
public class Transcendental {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200000;
        double m = 0, s = 0;
        for (int i = 0; i < n; i++) {
            double x = (i % 2000) * 0.01 - 10.0;  // [-10, 10)
            double p = 0.5 + (i % 1000) * 0.004;  // (0, 4.5)
            m += Math.sin(x) + Math.cos(x) + Math.tan(x) * 1e-3 + Math.exp(x * 0.5) * 1e-3 + Math.log(p)
                + Math.log10(p) + Math.pow(p, x * 0.1) * 1e-3;
            s += StrictMath.sin(x) + StrictMath.cos(x) + StrictMath.atan(x) + StrictMath.exp(x * 0.5) * 1e-3
                + StrictMath.log(p) + StrictMath.sinh(x * 0.1) + StrictMath.tanh(x) + StrictMath.cbrt(x)
                + StrictMath.hypot(x, p) + StrictMath.asin(p * 0.2) + StrictMath.expm1(x * 0.1)
                + StrictMath.log1p(p) + StrictMath.atan2(x, p) + StrictMath.pow(p, x * 0.1) * 1e-3;
        }
        System.out.println(String.format("math %.6e strict %.6e", m, s));
    }
}
