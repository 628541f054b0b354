// Double.toString and Float.toString: the shortest digits that round-trip,
// switching to E notation below 1e-3 and from 1e7, signed zero, NaN,
// infinities, subnormals, extremes; and parsing back.
public class Numbers_DoubleToString {
    public static void main(String[] args) {
        double[] ds = {0.1 + 0.2, 0.3, 1e7, 9999999.0, 1e-3, 9.99e-4, 100.0, 1.0E10, 1e21, 1e22, 1e23, 123456789.0,
                1234567.125, 0.001, 0.0001, 1.0 / 3, 2.0 / 3, 10.0 / 3, Math.PI, Math.E, -0.0, 0.0, Double.NaN,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
                4.9e-324 * 3, 2.2250738585072014E-308 / 2, 1.0, -1.5, 12345.678, 0.5, 0.25, 0.125, 1e-5, 5e-324, 1e300, 7.0e-10,
                100, 1000, 10000, 100000, 1000000, 10000000, 1.1, 2.2, 3.3, 4.35, 0.07, 1e16, 1.2345678901234567e-7};
        for (double d : ds) System.out.println(d);
        float[] fs = {0.1f, 0.2f, 0.1f + 0.2f, 1e7f, 9999999f, 1e-3f, 1.0E10f, 16777216f, 3.4028235e38f, 1.4e-45f,
                1.17549435E-38f, -0.0f, Float.NaN, Float.NEGATIVE_INFINITY, 1f / 3, 100f, 1.1f, 3.14159265f, 123456.7f, 0.0001f};
        for (float f : fs) System.out.println(f);
        for (double d = 1; d < 1e12; d *= 7.3) System.out.print(d + " ");
        System.out.println();
        for (double d = 1; d > 1e-12; d /= 9.1) System.out.print(d + " ");
        System.out.println();
        String[] parse = {"0.1", "1e3", "-1.5E-3", "NaN", "-Infinity", "0x1p3", "  2.5  ", "1e400", "1e-400", "4.9e-324"};
        for (String s : parse) System.out.print(Double.parseDouble(s) + " ");
        System.out.println();
        System.out.println(Float.parseFloat("1.17549435E-38") + " " + Float.parseFloat("3.4028236e38") + " " + Double.valueOf("12").doubleValue());
        try { Double.parseDouble("1.2.3"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
    }
}
