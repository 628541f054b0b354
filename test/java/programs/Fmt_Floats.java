// Formatter on doubles and floats: %f %e %g %a with precisions, the JDK's
// HALF_UP rounding of Double.toString's digits (2.675 -> 2.68, 0.125 -> 0.13),
// carries into a new digit, tiny/huge magnitudes, -0.0, NaN, Infinity,
// widths, flags and BigDecimal arguments.
import java.math.BigDecimal;

public class Fmt_Floats {
    public static void main(String[] args) {
        double[] vals = {0.0, -0.0, 1.0, 0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1.005, 9.995, 99.5, 0.05, 0.045,
            123456.789, 1e-5, 1.23e-7, 9.9999e-5, 1e7, 12345678.9, 1e21, 6.02214076e23, 1.7976931348623157e308,
            4.9e-324, 2.2250738585072014e-308, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, Math.PI, Math.E, -273.15,
            999.9999, 0.00049, 0.0005, 5e-5, 100.0, 1234.5};
        String[] fmts = {"%f", "%.0f", "%.1f", "%.2f", "%.3f", "%.10f", "%e", "%.0e", "%.2e", "%.12E", "%g",
            "%.0g", "%.3g", "%.10g", "%G"};
        for (double v : vals) {
            StringBuilder sb = new StringBuilder();
            for (String f : fmts) {
                sb.append(String.format(f, v)).append(' ');
            }
            System.out.println(sb);
        }
        // deterministic pseudo-random doubles across magnitudes
        long seed = 12345;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double mant = (seed >>> 11) * 0x1.0p-53;
            int exp = (int) ((seed >>> 3) % 40) - 20;
            double v = mant * Math.pow(10, exp);
            sb.append(String.format("%.3f|%.4e|%.5g|", v, v, v));
            if (i % 4 == 3) {
                System.out.println(sb);
                sb.setLength(0);
            }
        }
        float[] fl = {0.1f, 1.1f, 3.14159f, 1e10f, -2.5f, 16777216f};
        for (float f : fl) {
            System.out.println(String.format("%f %.2f %e %g %s", f, f, f, f, f));
        }
        System.out.println(String.format("[%10.3f] [%-10.3f] [%010.3f] [%+.2f] [% .2f] [%(.2f] [%,.2f] [%,015.2f]",
            Math.PI, Math.PI, -Math.PI, 2.0, 2.0, -3.5, 1234567.891, -1234567.891));
        System.out.println(String.format("[%#.0f] [%#.0e] [%15.4e] [%-15.4E|] [%015.4e] [%(e] [%+g]",
            3.0, 3.0, 12345.6789, 0.000123, -12345.6789, -1.5, 0.0001));
        System.out.println(String.format("[%f] [%e] [%g] [%10f] [%-10e|] [%+f] [%f] [%E] [%(f]",
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, Double.NEGATIVE_INFINITY,
            Double.POSITIVE_INFINITY, -0.0, -0.0, Double.NEGATIVE_INFINITY));
        System.out.println(String.format("%a %a %A %a %a", 1.0, -0.5, 255.0, 0.1, 0.0));
        System.out.println(String.format("%.2f %.3e %g %.10f %f", new BigDecimal("2.675"), new BigDecimal("123456.789"),
            new BigDecimal("0.000123456"), new BigDecimal("1.1"), new BigDecimal("-1234567.8912345")));
        System.out.println(String.format("%s %s %.3s", 1.0, 1e-5f, 3.14159));
    }
}
