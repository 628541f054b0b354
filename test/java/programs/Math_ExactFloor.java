// Integer Math helpers at their edges: floorDiv/floorMod for all sign
// combinations (int and long, including MIN_VALUE / -1), the *Exact family
// and their ArithmeticException messages, abs/negate overflow, clamp-like
// arithmetic with Math.min/max, multiplyHigh, and an application (calendar
// arithmetic with negative day offsets, modular exponentiation).
public class Math_ExactFloor {
    interface Op { Object run(); }

    static void t(String label, Op op) {
        try {
            System.out.println(label + " = " + op.run());
        } catch (ArithmeticException e) {
            System.out.println(label + " -> AE: " + e.getMessage());
        }
    }

    static long powMod(long b, long e, long m) {
        long r = 1;
        b = Math.floorMod(b, m);
        while (e > 0) {
            if ((e & 1) == 1) r = Math.multiplyExact(r, b) % m;
            b = Math.multiplyExact(b, b) % m;
            e >>= 1;
        }
        return r;
    }

    public static void main(String[] args) {
        int[] as = {7, -7, 0, 6, -6, Integer.MIN_VALUE, Integer.MAX_VALUE};
        int[] bs = {2, -2, 3, -3, 1, -1};
        for (int a : as) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (int b : bs) sb.append(' ').append(a / b).append('/').append(a % b).append('/').append(Math.floorDiv(a, b)).append('/').append(Math.floorMod(a, b));
            System.out.println(sb);
        }
        long[] las = {7, -7, Long.MIN_VALUE, Long.MAX_VALUE, -1};
        for (long a : las)
            System.out.println(a + ": " + Math.floorDiv(a, 3L) + " " + Math.floorMod(a, 3L) + " " + Math.floorDiv(a, -3L) + " " + Math.floorMod(a, -3L) + " " + Math.floorMod(a, 5) + " " + Math.floorDiv(a, -1L));
        t("floorDiv(1,0)", () -> Math.floorDiv(1, 0));
        t("floorMod(1,0)", () -> Math.floorMod(1, 0));
        t("1/0", () -> 1 / zero());
        t("1%0", () -> 1 % zero());
        t("1L/0", () -> 1L / zero());
        t("addExact(MAX,1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        t("addExact(MAX,-1)", () -> Math.addExact(Integer.MAX_VALUE, -1));
        t("subtractExact(MIN,1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        t("multiplyExact(65536,65536)", () -> Math.multiplyExact(65536, 65536));
        t("multiplyExact(46341,46340)", () -> Math.multiplyExact(46341, 46340));
        t("multiplyExact(L 3037000500^2)", () -> Math.multiplyExact(3037000500L, 3037000500L));
        t("multiplyExact(L,int)", () -> Math.multiplyExact(Long.MAX_VALUE / 2, 2));
        t("addExact(Lmax,1)", () -> Math.addExact(Long.MAX_VALUE, 1L));
        t("incrementExact(MAX)", () -> Math.incrementExact(Integer.MAX_VALUE));
        t("decrementExact(Lmin)", () -> Math.decrementExact(Long.MIN_VALUE));
        t("negateExact(MIN)", () -> Math.negateExact(Integer.MIN_VALUE));
        t("negateExact(Lmin)", () -> Math.negateExact(Long.MIN_VALUE));
        t("toIntExact(2^31)", () -> Math.toIntExact(1L << 31));
        t("toIntExact(-2^31)", () -> Math.toIntExact(-(1L << 31)));
        t("abs(MIN)", () -> Math.abs(Integer.MIN_VALUE));
        t("abs(Lmin)", () -> Math.abs(Long.MIN_VALUE));
        t("multiplyHigh(Lmax,Lmax)", () -> Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE));
        t("multiplyHigh(-1,5)", () -> Math.multiplyHigh(-1L, 5L));
        t("multiplyFull(MAX,MAX)", () -> Math.multiplyFull(Integer.MAX_VALUE, Integer.MAX_VALUE));
        t("MIN/-1", () -> Integer.MIN_VALUE / neg1());
        t("Lmin%-1", () -> Long.MIN_VALUE % neg1());

        // day-of-week arithmetic with negative offsets
        String[] days = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
        StringBuilder sb = new StringBuilder();
        for (int off = -15; off <= 15; off += 4) sb.append(off).append('=').append(days[Math.floorMod(2 + off, 7)]).append(' ');
        System.out.println(sb.toString().trim());
        // minutes since midnight with wrap-around
        int[] mins = {-1, -1440, -1441, 0, 1439, 1440, 100000};
        sb.setLength(0);
        for (int m : mins) {
            int mm = Math.floorMod(m, 1440);
            sb.append(String.format("%d->%02d:%02d(day %d) ", m, mm / 60, mm % 60, Math.floorDiv(m, 1440)));
        }
        System.out.println(sb.toString().trim());
        System.out.println(powMod(2, 1000, 1000000007) + " " + powMod(-3, 7, 11) + " " + powMod(123456789, 987654321, 998244353));

        // overflow-safe midpoint and average
        int lo = Integer.MAX_VALUE - 10, hi = Integer.MAX_VALUE;
        System.out.println(((lo + hi) / 2) + " " + (lo + (hi - lo) / 2) + " " + ((lo + hi) >>> 1));
        long sum = 0;
        for (int i = 0; i < 100; i++) sum = Math.addExact(sum, (long) Integer.MAX_VALUE * i);
        System.out.println(sum + " " + Long.hashCode(sum) + " " + Integer.sum(3, 4) + " " + Long.max(-1, -2));
    }
    static int zero() { return 0; }
    static int neg1() { return -1; }
}
