// Double.toString/Float.toString on the edge cases (powers of ten around
// the 1e-3 and 1e7 switch points, 0.1+0.2, MIN_VALUE, MIN_NORMAL,
// subnormals, -0.0, NaN, infinities, float-to-double widening), round trips
// through parse, hex strings, ulp/nextUp, raw bits, compare/equals of
// NaN and -0.0, and float arithmetic printed through string concatenation.
public class Numbers_FloatEdges {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.1 + 0.2, 0.3, 1.0 / 3, 2.0 / 3, 100.0, 1e-3, 9.999e-4, 1e-4, 1e-5, 0.001, 0.0011,
            1e6, 9999999.0, 1e7, 1.0e7 + 1, 12345678.9, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 123456789012345678.0,
            Double.MIN_VALUE, Double.MIN_NORMAL, Double.MIN_NORMAL / 3, Double.MAX_VALUE, 4.9e-324 * 3, 2.2250738585072014E-308,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Math.PI, Math.E, 5e-324, 1.7976931348623157e308,
            0.5, 0.25, 0.125, 1.5e-7, 3.0e10, 2.5e-5, 1234.5678, -9.87654321e-12, 4.35, 2.675, 1.005, 100.0 / 7};
        for (double d : ds) System.out.println(d + " | " + Double.toHexString(d) + " | " + Long.toHexString(Double.doubleToRawLongBits(d)) + " | rt=" + (Double.parseDouble(Double.toString(d)) == d || d != d));
        float[] fs = {0f, -0f, 0.1f, 0.2f, 0.1f + 0.2f, 1f / 3, 1e-3f, 9.9e-4f, 1e7f, 9999999f, 1.0e7f + 1, 16777216f, 16777217f, 3.4028235e38f, 1.4e-45f, 1.17549435e-38f,
            Float.NaN, Float.POSITIVE_INFINITY, -1.0e-40f, 5.877472e-39f, 3.14159265f, 2.7182817f, 1e10f, 1.1f, 100f / 7, 33.333332f, 0.3f};
        for (float f : fs) System.out.println(f + " | " + (double) f + " | " + Float.toHexString(f) + " | " + Integer.toHexString(Float.floatToRawIntBits(f)) + " | rt=" + (Float.parseFloat(Float.toString(f)) == f || f != f));

        System.out.println(Math.ulp(1.0) + " " + Math.ulp(1e10) + " " + Math.ulp(0.0) + " " + Math.ulp(1f) + " " + Math.nextUp(1.0) + " " + Math.nextDown(1.0) + " " + Math.nextAfter(0.0, -1) + " " + Math.nextUp(1.0f));
        System.out.println(Double.compare(0.0, -0.0) + " " + (0.0 == -0.0) + " " + Double.valueOf(0.0).equals(-0.0) + " " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + (Double.NaN == Double.NaN) + " " + Double.valueOf(Double.NaN).equals(Double.NaN));
        System.out.println(Double.hashCode(-0.0) + " " + Double.hashCode(0.1) + " " + Float.hashCode(0.1f) + " " + Double.hashCode(Double.NaN) + " " + Float.hashCode(-0f));
        System.out.println(Math.min(0.0, -0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(Double.NaN, 1) + " " + Math.abs(-0.0) + " " + Math.signum(-0.0) + " " + Math.copySign(3.0, -0.0));
        System.out.println(1.0 / 0 + " " + -1.0 / 0 + " " + 0.0 / 0 + " " + 1 / -0.0 + " " + (float) 1e40 + " " + (float) 1e-50 + " " + (float) -1e-50);
        System.out.println((int) Double.NaN + " " + (long) 1e30 + " " + (int) -1e30 + " " + (int) 3.99 + " " + (int) -3.99 + " " + (long) -0.5 + " " + (char) 65.7 + " " + (byte) 300.5 + " " + (short) -40000.0);
        System.out.println(Double.parseDouble("  1e3  ") + " " + Double.parseDouble("0x1.8p1") + " " + Double.parseDouble("-Infinity") + " " + Double.parseDouble("1d") + " " + Double.parseDouble(".5") + " " + Double.parseDouble("5.") + " " + Float.parseFloat("1e-46") + " " + Double.parseDouble("1e-400"));
        System.out.println(Double.valueOf("3.0000000000000001") + " " + Double.valueOf("0.30000000000000004") + " " + Float.valueOf("0.33333334") + " " + Double.valueOf("2.4703282292062328e-324"));
        for (String bad : new String[] {"", "1e", "abc", "1.2.3", "0x", "NaNx", "--1"}) {
            try {
                Double.parseDouble(bad);
            } catch (NumberFormatException e) {
                System.out.println("NFE " + e.getMessage());
            }
        }
        try { Double.parseDouble(null); } catch (NullPointerException e) { System.out.println("NPE parseDouble(null)"); }

        double acc = 0;
        for (int i = 0; i < 10; i++) acc += 0.1;
        float facc = 0;
        for (int i = 0; i < 10; i++) facc += 0.1f;
        System.out.println(acc + " " + facc + " " + (acc == 1.0) + " " + (float) acc + " " + (double) facc);
        System.out.println(Math.sqrt(2) + " " + Math.cbrt(27) + " " + Math.pow(2, 0.5) + " " + Math.exp(1) + " " + Math.log(10) + " " + Math.log10(1000) + " " + Math.hypot(3, 4));
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(0.49999999999999994) + " " + Math.rint(2.5) + " " + Math.rint(3.5) + " " + Math.floor(-1.5) + " " + Math.ceil(-1.5) + " " + Math.round(2.5f) + " " + Math.round(Float.NaN));
        System.out.println(Double.MAX_EXPONENT + " " + Math.getExponent(1e-310) + " " + Math.getExponent(1024.0) + " " + Math.scalb(1.5, 4) + " " + Math.IEEEremainder(10, 3) + " " + 10.0 % 3 + " " + -10.0 % 3 + " " + 5.5 % -2);
        System.out.println(Double.sum(0.1, 0.2) + " " + Double.max(-0.0, 0.0) + " " + Double.isFinite(1e308 * 10) + " " + Double.isInfinite(-1 / 0.0) + " " + Float.isNaN(0f / 0f) + " " + Double.toString(1e-323));
        StringBuilder sb = new StringBuilder();
        double x = 1;
        for (int i = 0; i < 25; i++) { sb.append(x).append(' '); x *= 10; }
        System.out.println(sb);
        sb.setLength(0);
        x = 1;
        for (int i = 0; i < 12; i++) { x /= 10; sb.append(x).append(' '); }
        System.out.println(sb);
        sb.setLength(0);
        float y = 1;
        for (int i = 0; i < 12; i++) { y *= 7.3f; sb.append(y).append(' '); }
        System.out.println(sb);
    }
}
