// Conversions: d2i/d2l/f2i/f2l saturation and NaN, i2f/l2f/l2d rounding,
// d2f overflow, and the narrowing i2b/i2c/i2s, l2i.
public class Arith_FloatConv {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 1.9999, -1.9999, 2147483647.5, 2147483648.0, -2147483648.9,
                -2147483649.0, 1e10, -1e10, 9.2233720368547758E18, 1e19, -1e19, 1e300, Double.NaN,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, 123456.789};
        for (double d : ds) {
            System.out.println("d " + d + " -> i " + (int) d + " l " + (long) d + " f " + (float) d
                    + " s " + (short) d + " b " + (byte) d + " c " + (int) (char) d);
        }
        float[] fs = {0f, 0.99f, -0.99f, 3e9f, -3e9f, 1e19f, -1e19f, Float.NaN, Float.POSITIVE_INFINITY,
                Float.NEGATIVE_INFINITY, 16777217f, Float.MIN_VALUE, Float.MAX_VALUE};
        for (float f : fs) {
            System.out.println("f " + f + " -> i " + (int) f + " l " + (long) f + " d " + (double) f);
        }
        int[] is = {0, 1, -1, 127, 128, 255, 256, -129, 32767, 32768, 65535, 65536, 16777217, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int i : is) {
            System.out.println("i " + i + " -> b " + (byte) i + " s " + (short) i + " c " + (int) (char) i
                    + " f " + (float) i + " d " + (double) i + " l " + (long) i);
        }
        long[] ls = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 9007199254740993L, (1L << 53) + 1, 4294967296L + 7, 1L << 62};
        for (long l : ls) {
            System.out.println("l " + l + " -> i " + (int) l + " f " + (float) l + " d " + (double) l + " b " + (byte) l + " c " + (int) (char) l);
        }
        char c = 'A';
        System.out.println("char: " + (int) c + " " + (char) (c + 1) + " " + (c + 1) + " " + (byte) '\u00ff' + " " + (short) '\uffff');
        byte b = -1;
        System.out.println("byte->char: " + (int) (char) b + " byte&0xff: " + (b & 0xff) + " byte>>>4: " + (b >>> 4) + " (byte)(b>>>4): " + (byte) (b >>> 4));
        double big = 3.4028235677973366E38;
        System.out.println("d2f near max: " + (float) big + " " + (float) 3.5e38 + " " + (float) -3.5e38 + " " + (float) 1e-46 + " " + (float) -1e-46);
        System.out.println("f2d: " + (double) 0.1f + " " + (double) 1.1f);
    }
}
