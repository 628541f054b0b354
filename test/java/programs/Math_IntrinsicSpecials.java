// Math's sin cos tan exp log log10 pow are not fdlibm on HotSpot (nor on
// Lantern), so their last bit is not specified; what is specified is checked
// here exactly: the special cases of each (zeros, infinities, NaN, exact
// powers, (+-1)^inf, negative bases with odd and even exponents), exact
// results (log10 of powers of ten, small integer powers), and for a few
// thousand pseudo-random arguments that Math stays within 1 ulp of
// StrictMath and that the semi-monotonicity the JDK promises holds.
public class Math_IntrinsicSpecials {
    static long seed = 42;

    static double uniform(double lo, double hi) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return lo + (hi - lo) * ((seed >>> 11) * 0x1.0p-53);
    }

    static String s(double d) {
        return Double.isNaN(d) ? "NaN" : Double.toString(d);
    }

    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, 1e-300, 0x1p-30, 1.0, -1.0, 10.0, 100.0, 1e22,
            1e308, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN};
        StringBuilder sb = new StringBuilder();
        for (double x : xs) {
            sb.setLength(0);
            sb.append(s(x)).append(": sin ").append(s(Math.sin(x))).append(" cos ").append(s(Math.cos(x)));
            sb.append(" tan ").append(s(Math.tan(x))).append(" exp ").append(s(Math.exp(x)));
            sb.append(" log ").append(s(Math.log(x))).append(" log10 ").append(s(Math.log10(x)));
            System.out.println(sb);
        }
        for (int k = -20; k <= 22; k++) {
            double p = Double.parseDouble("1e" + k);
            if (Math.log10(p) != k) System.out.println("log10(1e" + k + ") = " + Math.log10(p));
        }
        double[] ps = {0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 1.5, 0x1p53, 1e300, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NaN};
        for (double x : ps) {
            sb.setLength(0);
            sb.append("pow(").append(s(x)).append(", y):");
            for (double y : ps) sb.append(' ').append(s(Math.pow(x, y)));
            System.out.println(sb);
        }
        for (int b = 2; b <= 10; b++) {
            sb.setLength(0);
            sb.append("powers of ").append(b).append(':');
            for (int e = -5; e <= 20; e++) sb.append(' ').append(Math.pow(b, e));
            System.out.println(sb);
        }
        System.out.println("pow(-2, 1075) " + Math.pow(-2, 1075) + " pow(-2, -1075) " + Math.pow(-2, -1075)
            + " pow(-0.5, 1075) " + Math.pow(-0.5, 1075) + " pow(-1.0000001, 4294967297) " + Math.pow(-1.0000001, 4294967297.0));
        String[] names = {"sin", "cos", "tan", "exp", "log", "log10", "pow"};
        for (int f = 0; f < names.length; f++) {
            int far = 0, nonMonotonic = 0;
            for (int i = 0; i < 3000; i++) {
                double x = f < 3 ? uniform(-100, 100) : f == 3 ? uniform(-740, 709) : uniform(0, 1e6);
                double y = uniform(-50, 50);
                double m, st, m2;
                double x2 = Math.nextUp(x);
                switch (f) {
                    case 0: m = Math.sin(x); st = StrictMath.sin(x); m2 = Math.sin(x2); break;
                    case 1: m = Math.cos(x); st = StrictMath.cos(x); m2 = Math.cos(x2); break;
                    case 2: m = Math.tan(x); st = StrictMath.tan(x); m2 = Math.tan(x2); break;
                    case 3: m = Math.exp(x); st = StrictMath.exp(x); m2 = Math.exp(x2); break;
                    case 4: m = Math.log(x); st = StrictMath.log(x); m2 = Math.log(x2); break;
                    case 5: m = Math.log10(x); st = StrictMath.log10(x); m2 = Math.log10(x2); break;
                    default: x = uniform(0, 5); m = Math.pow(x, y); st = StrictMath.pow(x, y); m2 = Math.pow(Math.nextUp(x), y);
                }
                if (Math.abs(m - st) > Math.ulp(st)) far++;
                // exp and log rise everywhere; pow(x, y) with y > 0 rises in x
                if ((f == 3 || f == 4 || f == 5 || (f == 6 && y > 0)) && m2 < m) nonMonotonic++;
            }
            System.out.println(names[f] + ": more than 1 ulp from StrictMath " + far + ", not monotonic " + nonMonotonic);
        }
    }
}
