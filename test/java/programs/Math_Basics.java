// java.lang.Math functions whose results are exactly specified: abs, min,
// max (NaN, -0.0), floorDiv/floorMod, sqrt, pow of small integers, round,
// ceil/floor/rint, signum, exact arithmetic with its exceptions.
public class Math_Basics {
    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-0.0) + " " + Math.abs(-2.5f) + " " + Math.abs(Double.NEGATIVE_INFINITY));
        System.out.println(Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(1.0, Double.NaN) + " " + Math.max(Float.NaN, 1f) + " " + Math.min(3L, -3L) + " " + Math.max(7, 9));
        int[][] pairs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {Integer.MIN_VALUE, -1}, {0, 5}, {-1, 5}};
        for (int[] p : pairs) {
            System.out.println(p[0] + "," + p[1] + ": / " + (p[0] / p[1]) + " floorDiv " + Math.floorDiv(p[0], p[1]) + " % " + (p[0] % p[1]) + " floorMod " + Math.floorMod(p[0], p[1]));
        }
        System.out.println(Math.floorDiv(-7L, 2L) + " " + Math.floorMod(-7L, 3L) + " " + Math.floorMod(-7L, 3));
        for (int i = 0; i <= 20; i++) System.out.print(Math.sqrt(i) + " ");
        System.out.println();
        System.out.println(Math.sqrt(-1) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(Double.POSITIVE_INFINITY) + " " + Math.sqrt(1e-320));
        for (int base = -3; base <= 3; base++) {
            StringBuilder sb = new StringBuilder();
            for (int e = -2; e <= 10; e++) sb.append(Math.pow(base, e)).append(' ');
            System.out.println("pow " + base + ": " + sb);
        }
        System.out.println(Math.pow(2, 0.5) == Math.sqrt(2) ? "pow2half ok" : "pow2half differs");
        System.out.println(Math.pow(0, 0) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(2, 1023) + " " + Math.pow(2, 1024) + " " + Math.pow(2, -1074) + " " + Math.pow(-0.0, -1));
        double[] rs = {0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, Double.NaN, 1e20, -1e20, 2.4, -2.6, Double.POSITIVE_INFINITY};
        for (double r : rs) {
            System.out.println(r + ": round " + Math.round(r) + " roundf " + Math.round((float) r) + " rint " + Math.rint(r) + " ceil " + Math.ceil(r) + " floor " + Math.floor(r) + " signum " + Math.signum(r));
        }
        long[] exacts = {0};
        try { Math.addExact(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.multiplyExact(Long.MAX_VALUE, 2L); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.toIntExact(1L << 40); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.negateExact(Integer.MIN_VALUE); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.subtractExact(Long.MIN_VALUE, 1L); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        System.out.println(Math.addExact(2, 3) + " " + Math.multiplyExact(6, 7) + " " + Math.incrementExact(9L) + " " + exacts[0]);
        System.out.println(Math.ceil(-0.5) + " " + Math.floor(-0.0) + " " + Math.ceil(1e300) + " " + Math.copySign(3.0, -0.0) + " " + Math.ulp(1.0) + " " + Math.getExponent(1024.0) + " " + Math.scalb(1.5, 4));
        System.out.println(StrictMath.sqrt(2) + " " + Math.toDegrees(Math.PI) + " " + Math.toRadians(180) + " " + Math.hypot(3, 4) + " " + Math.cbrt(27));
    }
}
