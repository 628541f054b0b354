// long arithmetic: overflow, MIN_VALUE / -1, shift masking by 63, lcmp,
// mixed int/long promotion, / by zero.
public class Arith_LongEdges {
    static long zero = 0L;

    public static void main(String[] args) {
        long max = Long.MAX_VALUE, min = Long.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("min/-1 = " + (min / neg1()));
        System.out.println("min%-1 = " + (min % neg1()));
        System.out.println("-min = " + (-min));
        System.out.println("max*max = " + (max * max));
        long[] vals = {0, 1, -1, 13, -13, 1L << 40, -(1L << 40) - 3, max, min};
        for (long a : vals) {
            for (long b : new long[] {1, -1, 3, -3, 1L << 33, 1000000007L}) {
                System.out.println(a + " / " + b + " = " + (a / b) + ", % = " + (a % b));
            }
        }
        for (int s : new int[] {0, 1, 31, 32, 33, 63, 64, 65, -1, 127}) {
            long x = 0x8000000000000001L;
            System.out.println("shift " + s + ": " + (x << s) + " " + (x >> s) + " " + (x >>> s) + " " + (1L << s));
        }
        int shiftByLong = 1;
        long dist = 33L;
        System.out.println("int << long dist: " + (shiftByLong << dist));
        // lcmp in all relations
        long[] cmp = {min, -1, 0, 1, max};
        StringBuilder sb = new StringBuilder();
        for (long a : cmp) {
            for (long b : cmp) {
                sb.append(a < b ? '<' : a == b ? '=' : '>');
                sb.append(a <= b ? 1 : 0).append(a >= b ? 1 : 0).append(a != b ? 1 : 0).append(' ');
            }
            sb.append('\n');
        }
        System.out.print(sb);
        System.out.println("mixed: " + (Integer.MAX_VALUE + 1L) + " " + (Integer.MAX_VALUE + 1) + " " + (3 * 1000000000L) + " " + (3 * 1000000000));
        System.out.println("bits: " + (0xF0F0F0F0F0F0F0F0L & 0x0FF00FF00FF00FF0L) + " " + (0x1L | (1L << 63)) + " " + (~0L) + " " + (0x123456789L ^ -1L));
        System.out.println("l2i: " + (int) 0x1234567890L + " " + (int) -1L + " " + (int) (1L << 31));
        try {
            System.out.println(5L / zero);
        } catch (ArithmeticException e) {
            System.out.println("div: " + e.getMessage());
        }
        try {
            System.out.println(5L % zero);
        } catch (ArithmeticException e) {
            System.out.println("rem: " + e.getMessage());
        }
        long h = 1125899906842597L;
        for (int i = 0; i < 100; i++) h = 31 * h + i;
        System.out.println("hash = " + h);
        long f = 1;
        for (int i = 1; i <= 25; i++) {
            f *= i;
            if (i >= 19) System.out.println(i + "! mod 2^64 = " + f);
        }
    }

    static long neg1() { return -1L; }
}
