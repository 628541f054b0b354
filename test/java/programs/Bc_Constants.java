// Constant pushing: iconst_m1..5, bipush, sipush, ldc/ldc_w/ldc2_w of int,
// float, long, double, String; lconst, fconst, dconst, aconst_null.
public class Bc_Constants {
    static final int BIG = 123456789;
    public static void main(String[] args) {
        int[] small = {-1, 0, 1, 2, 3, 4, 5, 6, -2, 127, -128, 128, -129, 32767, -32768, 32768, -32769, BIG, Integer.MIN_VALUE};
        long sum = 0;
        for (int v : small) { sum = sum * 3 + v; System.out.print(v + " "); }
        System.out.println("| " + sum);
        long[] ls = {0L, 1L, 2L, -1L, 1234567890123L, Long.MIN_VALUE};
        for (long v : ls) System.out.print(v + " ");
        System.out.println();
        float[] fs = {0f, 1f, 2f, 3f, -0f, 0.5f, 1e-10f, 3.14159f};
        for (float v : fs) System.out.print(v + " ");
        System.out.println();
        double[] ds = {0d, 1d, 2d, -0d, 0.1, 1e100, 2.718281828459045};
        for (double v : ds) System.out.print(v + " ");
        System.out.println();
        String s = null;
        Object o = null;
        System.out.println(s + " " + o + " " + (s == o));
        char c0 = 0, c1 = 'z', c2 = '\uffff';
        System.out.println((int) c0 + " " + c1 + " " + (int) c2);
        boolean t = true, f = false;
        System.out.println(t + " " + f + " " + (t ^ f) + " " + (t & f) + " " + (t | f));
        String lit = "lit" + "eral";
        System.out.println(lit + " " + "\t|\\|\"|'".length());
        // a method with more than 256 distinct constants needs ldc_w
        System.out.println("many: " + Many.sum());
    }

    static class Many {
        static long sum() {
            long s = 0;
            s += 100001; s += 100002; s += 100003; s += 100004; s += 100005; s += 100006; s += 100007; s += 100008;
            s += 100009; s += 100010; s += 100011; s += 100012; s += 100013; s += 100014; s += 100015; s += 100016;
            String a = "s1" + "s2", b = "s3";
            s += a.length() + b.length();
            float f1 = 1.25f, f2 = 2.5f, f3 = 7.75f;
            double d1 = 1.125, d2 = 9.875;
            s += (long) (f1 + f2 + f3 + d1 + d2);
            return s;
        }
    }
}
