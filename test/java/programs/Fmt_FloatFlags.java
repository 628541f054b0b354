// Formatter floating conversions %e %E %f %g %G %a (no precision) with widths,
// precisions and the flags '-', '+', ' ', '0', ',', '(', '#', on
// doubles, floats and BigDecimal, including rounding at half digits,
// very large/small magnitudes, NaN/Infinity handling under flags, and
// the %g switch points between fixed and scientific forms.
import java.math.BigDecimal;

public class Fmt_FloatFlags {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.5, 0.125, 2.5, 3.14159265358979, -2.71828, 1234567.891, 0.000123456, 1e-10, 6.02214076e23, 1e100, Double.MIN_VALUE, Double.MAX_VALUE, 0.5, 1.005, 2.675, 99.995, 9.9999999};
        String[] fmts = {"%f", "%.2f", "%10.3f", "%-10.1f|", "%+.1f", "% .3f", "%010.2f", "%,.2f", "%(.2f", "%.0f", "%#.0f", "%e", "%.3e", "%12.2E", "%g", "%.3g", "%G", "%10.4g"};
        for (double d : ds) {
            StringBuilder sb = new StringBuilder();
            for (String f : fmts) sb.append('[').append(String.format(f, d)).append(']');
            System.out.println(sb);
        }
        float[] fs = {0.1f, 1.0f / 3, 16777216f, 1e-5f, 3.4028235e38f};
        for (float f : fs) System.out.println(String.format("%f %.10f %e %g %s", f, f, f, f, f));
        for (double d : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY})
            System.out.println(String.format("[%f][%10.2f][%-10e|][%+f][%(f][%010f][%g]", d, d, d, d, d, d, d));
        BigDecimal[] bds = {new BigDecimal("123.456"), new BigDecimal("-0.005"), new BigDecimal("1E+20"), new BigDecimal("0.000000012345"), new BigDecimal("99999.995")};
        for (BigDecimal b : bds) System.out.println(String.format("%f|%.2f|%,.3f|%e|%.1e|%g|%(.1f", b, b, b, b, b, b, b));
        // %g switch points: 10^-4 <= x < 10^precision uses %f
        for (double d : new double[] {0.0001, 0.00009999, 123456, 999999.5, 1000000, 12345678})
            System.out.println(String.format("%g %.2g %.8g", d, d, d));
        System.out.println(String.format("%a %a %a %A %a", 1.0, -0.5, 1e-320, 255.0, 0.1));
        System.out.println(String.format("%.15f %.17f %.20f", 0.1, 0.1, 1.0 / 3));
        System.out.println(String.format("%.3f %.3f %.3f %.3f %.1f %.1f %.1f", 0.0005, 0.0015, 0.0025, -0.0005, 0.05, 0.15, 0.25));
        System.out.printf("%-8s%10s%12s%n", "x", "sqrt", "exp");
        for (int i = 1; i <= 5; i++) System.out.printf("%-8d%10.5f%12.4e%n", i, Math.sqrt(i), Math.exp(i * 3));
        System.out.println(String.format("%,.2f %,f %,.0f", 1234567.891, -9876543.21, 1e15));
        System.out.println(String.format("%08.3f|%-+9.2f|%+09.1e|% 8.2f", -3.14159, 2.5, 12345.678, 7.0));
    }
}
