// StrictMath must equal the JDK's fdlibm results bit for bit.  Each function
// runs over its special values, the boundaries where its algorithm switches
// method, arguments near multiples of pi/2 (small and huge, for the
// argument reduction) and a few thousand pseudo-random doubles from a
// fixed-seed LCG; per function it prints a checksum of the result bits and
// the first results in hex.  NaN results are compared as the canonical NaN
// (doubleToLongBits): Java programs cannot rely on NaN payloads.
public class Math_StrictExact {
    static final String[] NAMES = {"sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "log1p",
        "expm1", "sinh", "cosh", "tanh", "cbrt", "sqrt", "atan2", "pow", "hypot", "IEEEremainder"};
    static final int FIRST_BINARY = 16;

    static long seed;

    static long next() {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return seed;
    }

    static double uniform(double lo, double hi) {
        return lo + (hi - lo) * ((next() >>> 11) * 0x1.0p-53);
    }

    // any finite double, all exponents equally likely
    static double anyFinite() {
        long b;
        do {
            b = next();
        } while (((b >>> 52) & 0x7ff) == 0x7ff);
        return Double.longBitsToDouble(b);
    }

    static double call(int f, double x, double y) {
        switch (f) {
            case 0: return StrictMath.sin(x);
            case 1: return StrictMath.cos(x);
            case 2: return StrictMath.tan(x);
            case 3: return StrictMath.asin(x);
            case 4: return StrictMath.acos(x);
            case 5: return StrictMath.atan(x);
            case 6: return StrictMath.exp(x);
            case 7: return StrictMath.log(x);
            case 8: return StrictMath.log10(x);
            case 9: return StrictMath.log1p(x);
            case 10: return StrictMath.expm1(x);
            case 11: return StrictMath.sinh(x);
            case 12: return StrictMath.cosh(x);
            case 13: return StrictMath.tanh(x);
            case 14: return StrictMath.cbrt(x);
            case 15: return StrictMath.sqrt(x);
            case 16: return StrictMath.atan2(x, y);
            case 17: return StrictMath.pow(x, y);
            case 18: return StrictMath.hypot(x, y);
            default: return StrictMath.IEEEremainder(x, y);
        }
    }

    static final double PIO2 = Math.PI / 2;
    static final double LN2 = 0.6931471805599453;

    // values every function sees, with their neighbours one ulp away
    static final double[] SPECIAL = {0.0, Double.MIN_VALUE, 2 * Double.MIN_VALUE, 0x0.fffffffffffffp-1022,
        Double.MIN_NORMAL, 1.0, 0.5, 2.0, 3.0, 0.1, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NaN,
        0x1p-57, 0x1p-55, 0x1p-54, 0x1p-29, 0x1p-28, 0x1p-27, 0x1p-20, 0.3, 0.4375, 0.6744, 0.6875, 0.975,
        1.1875, 2.4375, 0x1p66, 0x1p31, 0x1p64, LN2 / 2, 1.5 * LN2, 56 * LN2, 22.0, 709.782712893384,
        710.4758600739439, 745.1332191019411, 1.4142135623730951, 0.41422, 0.2929, Math.PI / 4, 3 * Math.PI / 4,
        PIO2, Math.PI, 0x1p19 * PIO2, 1e22, 1e300, 27.0, 1e-300, 1e-310};

    static double[] argsFor(int f) {
        java.util.ArrayList<Double> xs = new java.util.ArrayList<>();
        for (double s : SPECIAL) {
            for (double v : new double[] {s, Math.nextUp(s), Math.nextDown(s)}) {
                xs.add(v);
                xs.add(-v);
            }
        }
        if (f <= 2) { // multiples of pi/2: small, medium and huge, and the hardest known case
            for (int k = 1; k <= 64; k++) {
                double m = k * PIO2;
                xs.add(m);
                xs.add(Math.nextUp(m));
                xs.add(-Math.nextDown(m));
            }
            for (int e = 20; e <= 1023; e += 7) {
                double m = Math.scalb(PIO2, e);
                xs.add(m);
                xs.add(Math.nextDown(m));
                xs.add(-Math.nextUp(m));
            }
            xs.add(Math.scalb(6381956970095103.0, 797));
            xs.add(-Math.scalb(6381956970095103.0, 797));
            xs.add(Math.scalb(5261692873635770.0, 499));
        }
        seed = 0x5eed0000L + f;
        for (int i = 0; i < 2500; i++) {
            double x;
            switch (i % 5) {
                case 0: x = anyFinite(); break;
                case 1: x = uniform(-1, 1); break;
                case 2: x = uniform(-10, 10); break;
                default: x = randomInRange(f);
            }
            xs.add(x);
        }
        double[] out = new double[xs.size()];
        for (int i = 0; i < out.length; i++) out[i] = xs.get(i);
        return out;
    }

    // each function's interesting range
    static double randomInRange(int f) {
        switch (f) {
            case 0: case 1: case 2: return uniform(-1e6, 1e6);
            case 3: case 4: return uniform(0.5, 1) * (next() < 0 ? -1 : 1);
            case 5: return Math.scalb(uniform(-1, 1), (int) uniform(-30, 70));
            case 6: return uniform(-750, 750);
            case 7: case 8: return uniform(0.5, 2);
            case 9: return uniform(-1, 0.5);
            case 10: return uniform(-60, 60);
            case 11: case 12: return uniform(-712, 712);
            case 13: return uniform(-23, 23);
            default: return Math.scalb(uniform(0.5, 1), (int) uniform(-1074, 1024));
        }
    }

    static double[][] pairsFor(int f) {
        java.util.ArrayList<double[]> ps = new java.util.ArrayList<>();
        double[] sp = {0.0, -0.0, Double.MIN_VALUE, -0x0.8p-1022, Double.MIN_NORMAL, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0,
            3.0, -3.0, 0.75, 1.5, 1e10, 4294967297.0, -4294967297.0, 0x1p53, 0x1p53 + 2, 0x1p64 * 3, 1.0000001,
            0.9999999, 1e300, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
            Math.PI, 1024.0, -1075.0, 1e-300};
        for (double x : sp) for (double y : sp) ps.add(new double[] {x, y});
        seed = 0x5eed1000L + f;
        for (int i = 0; i < 2500; i++) {
            double x, y;
            switch (i % 4) {
                case 0: x = anyFinite(); y = anyFinite(); break;
                case 1: x = uniform(-10, 10); y = uniform(-10, 10); break;
                case 2:
                    if (f == 17) { // pow: results over the whole range, and negative bases with integer exponents
                        x = uniform(0, 4);
                        y = uniform(-1100, 1100);
                        if ((i & 8) != 0) {
                            x = -x;
                            y = Math.rint(y);
                        }
                    } else {
                        x = Math.scalb(uniform(-1, 1), (int) uniform(-1074, 1024));
                        y = Math.scalb(uniform(-1, 1), (int) uniform(-1074, 1024));
                    }
                    break;
                default:
                    x = Math.scalb(uniform(0.5, 1), (int) uniform(-1074, -1000));
                    y = Math.scalb(uniform(-1, 1), (int) uniform(-1074, -1000));
                    if (f == 17) {
                        x = uniform(0.999, 1.001);
                        y = uniform(-1e9, 1e9);
                    }
            }
            ps.add(new double[] {x, y});
        }
        return ps.toArray(new double[0][]);
    }

    static String hex(double d) {
        return Long.toHexString(Double.doubleToLongBits(d));
    }

    public static void main(String[] args) {
        for (int f = 0; f < NAMES.length; f++) {
            long sum = 0;
            int n = 0;
            StringBuilder first = new StringBuilder();
            if (f < FIRST_BINARY) {
                for (double x : argsFor(f)) {
                    long r = Double.doubleToLongBits(call(f, x, 0));
                    sum = (sum ^ r) * 0x100000001b3L + n;
                    if (n < 4) first.append(' ').append(hex(x)).append("->").append(Long.toHexString(r));
                    n++;
                }
            } else {
                for (double[] p : pairsFor(f)) {
                    long r = Double.doubleToLongBits(call(f, p[0], p[1]));
                    sum = (sum ^ r) * 0x100000001b3L + n;
                    if (n < 3 || n == 100 || n == 1100) {
                        first.append(' ').append(hex(p[0])).append(',').append(hex(p[1])).append("->").append(Long.toHexString(r));
                    }
                    n++;
                }
            }
            System.out.println(NAMES[f] + " n=" + n + " sum=" + Long.toHexString(sum) + first);
        }
        // the values the JDK's documentation examples and earlier gaps name
        double[] named = {StrictMath.sin(-2.5), StrictMath.cos(0.1), StrictMath.exp(1.0), StrictMath.log(3.0),
            StrictMath.atan(Math.PI), StrictMath.cosh(1.0), StrictMath.cbrt(-2.5), StrictMath.log10(Math.PI),
            StrictMath.pow(2.5, 3.7), StrictMath.tan(1e300), StrictMath.sin(1e22)};
        StringBuilder sb = new StringBuilder("named:");
        for (double d : named) sb.append(' ').append(d);
        System.out.println(sb);
    }
}
