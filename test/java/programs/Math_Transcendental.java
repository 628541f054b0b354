// Math and StrictMath transcendental functions printed at full precision
// over a sweep of arguments (small, large, negative, near multiples of pi,
// subnormal, infinities, NaN): sin cos tan asin acos atan atan2 exp log
// log10 log1p expm1 sinh cosh tanh pow cbrt hypot sqrt, plus toDegrees/
// toRadians; programs print these digits, so every ulp must match.
public class Math_Transcendental {
    interface F { double f(double x); }
    interface F2 { double f(double x, double y); }

    static final double[] XS = {0.0, -0.0, 1e-300, Double.MIN_VALUE, 1e-10, 0.1, 0.5, 0.7853981633974483, 1.0, 1.5707963267948966, 2.0, 3.141592653589793, 3.0, 5.5, 10.0,
        -0.3, -1.0, -2.5, 100.0, 1e5, 1e10, 1e22, 710.0, -745.0, 0.9999999, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN};

    static void sweep(String name, F math, F strict) {
        StringBuilder sb = new StringBuilder(name).append(':');
        for (double x : XS) sb.append(' ').append(math.f(x));
        System.out.println(sb);
        int diff = 0;
        for (double x : XS) if (Double.compare(math.f(x), strict.f(x)) != 0) diff++;
        StringBuilder sb2 = new StringBuilder("  strict:");
        for (double x : XS) sb2.append(' ').append(strict.f(x));
        System.out.println(sb2);
    }

    public static void main(String[] args) {
        sweep("sin", Math::sin, StrictMath::sin);
        sweep("cos", Math::cos, StrictMath::cos);
        sweep("tan", Math::tan, StrictMath::tan);
        sweep("asin", Math::asin, StrictMath::asin);
        sweep("acos", Math::acos, StrictMath::acos);
        sweep("atan", Math::atan, StrictMath::atan);
        sweep("exp", Math::exp, StrictMath::exp);
        sweep("log", Math::log, StrictMath::log);
        sweep("log10", Math::log10, StrictMath::log10);
        sweep("log1p", Math::log1p, StrictMath::log1p);
        sweep("expm1", Math::expm1, StrictMath::expm1);
        sweep("sinh", Math::sinh, StrictMath::sinh);
        sweep("cosh", Math::cosh, StrictMath::cosh);
        sweep("tanh", Math::tanh, StrictMath::tanh);
        sweep("cbrt", Math::cbrt, StrictMath::cbrt);
        sweep("sqrt", Math::sqrt, StrictMath::sqrt);
        sweep("toDegrees", Math::toDegrees, StrictMath::toDegrees);
        sweep("toRadians", Math::toRadians, StrictMath::toRadians);
        double[] ys = {0.0, -0.0, 0.5, 2.0, -1.0, 3.0, -2.5, 1e10, Double.POSITIVE_INFINITY, Double.NaN};
        for (F2[] pair : new F2[][] {{Math::pow, StrictMath::pow}, {Math::atan2, StrictMath::atan2}, {Math::hypot, StrictMath::hypot}}) {
            StringBuilder sb = new StringBuilder();
            StringBuilder sb2 = new StringBuilder();
            for (double x : new double[] {0.0, -0.0, 1.0, -1.0, 2.0, -8.0, 0.5, 10.0, 1e-3, Double.NEGATIVE_INFINITY, Double.NaN})
                for (double y : ys) { sb.append(pair[0].f(x, y)).append(' '); sb2.append(pair[1].f(x, y)).append(' '); }
            System.out.println(sb.toString().trim());
            System.out.println("  strict: " + sb2.toString().trim());
        }
        // a smooth sweep where a 1-ulp difference would show
        double acc = 0, acc2 = 0;
        for (int i = 1; i <= 2000; i++) {
            double x = i * 0.0137;
            acc += Math.sin(x) * Math.cos(x / 3) + Math.exp(-x / 50) * Math.log(x) + Math.atan(x) / Math.sqrt(x) + Math.pow(x, 1.37) * 1e-3 + Math.tanh(x - 10);
            acc2 += StrictMath.sin(x) * StrictMath.cos(x / 3) + StrictMath.exp(-x / 50) * StrictMath.log(x) + StrictMath.atan(x) / StrictMath.sqrt(x) + StrictMath.pow(x, 1.37) * 1e-3 + StrictMath.tanh(x - 10);
        }
        System.out.println(acc + " " + acc2);
    }
}
