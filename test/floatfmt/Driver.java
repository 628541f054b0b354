/*
 * Test driver for Lantern's FloatingDecimal, run on HotSpot: the class is
 * copied here with its package renamed (see run.sh) and every result is
 * compared with the real JDK 17 Double/Float toString and parse methods.
 * Modes (args): edge | dbl N seed | flt N seed | fltrange lo hi | parse N seed
 *               | all (fixed-seed bounded mix used by run.sh) | bench N
 */
package lanternff;

import java.util.Random;

public class Driver {
    static long passed, failed;
    static int shown;

    static void fail(String what) {
        failed++;
        if (shown++ < 30) System.out.println("MISMATCH " + what);
    }

    static void checkD(double d) {
        String want = Double.toString(d);
        String got = FloatingDecimal.toJavaFormatString(d);
        if (want.equals(got)) passed++;
        else fail("double bits=" + Long.toHexString(Double.doubleToRawLongBits(d)) + " jdk=" + want + " got=" + got);
    }

    static void checkF(float f) {
        String want = Float.toString(f);
        String got = FloatingDecimal.toJavaFormatString(f);
        if (want.equals(got)) passed++;
        else fail("float bits=" + Integer.toHexString(Float.floatToRawIntBits(f)) + " jdk=" + want + " got=" + got);
    }

    static String res(String s, boolean isFloat, boolean mine) {
        try {
            if (isFloat) {
                float f = mine ? FloatingDecimal.parseFloat(s) : Float.parseFloat(s);
                return "F" + Integer.toHexString(Float.floatToRawIntBits(f));
            }
            double d = mine ? FloatingDecimal.parseDouble(s) : Double.parseDouble(s);
            return "D" + Long.toHexString(Double.doubleToRawLongBits(d));
        } catch (Throwable t) {
            // messages of NPE differ (helpful NPE messages are HotSpot's): compare class only
            if (t instanceof NullPointerException) return "NPE";
            return t.getClass().getName() + ": " + t.getMessage();
        }
    }

    static void checkP(String s) {
        for (int k = 0; k < 2; k++) {
            boolean isFloat = k == 1;
            String want = res(s, isFloat, false);
            String got = res(s, isFloat, true);
            if (want.equals(got)) passed++;
            else fail((isFloat ? "parseFloat" : "parseDouble") + " [" + s + "] jdk=" + want + " got=" + got);
        }
    }

    static void edge() {
        double[] ds = {0.0, -0.0, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e23, 2e23, 8.41e21, 1e-3, 1e7, 9999999.999, 0.1, 1.0};
        for (double d : ds) { checkD(d); checkD(-d); }
        for (int e = -1074; e <= 1023; e++) {
            double p = Math.scalb(1.0, e);
            checkD(p); checkD(Math.nextUp(p)); checkD(Math.nextDown(p)); checkD(3 * p);
        }
        for (int e = -330; e <= 310; e++) {
            double p = Double.parseDouble("1e" + e);
            checkD(p); checkD(Math.nextUp(p)); checkD(Math.nextDown(p));
            for (int k = 2; k <= 9; k++) checkD(Double.parseDouble(k + "e" + e));
        }
        for (long i = 0; i < 100000; i++) checkD((double) i);
        for (long i = (1L << 53) - 100000; i < (1L << 53) + 100000; i++) checkD((double) i);
        for (int k = 53; k < 64; k++) for (long i = -1000; i < 1000; i++) checkD((double) ((1L << k) + i * (1L << (k - 52))));
        for (long i = 0; i < 64; i++) for (long j = 0; j < 64; j++) checkD((double) ((1L << i) | (1L << j)));
        // around the 1e-3 and 1e7 switch points
        for (double b : new double[] {1e-3, 1e7, 1e-4, 1e8}) {
            double x = b;
            for (int i = 0; i < 10000; i++) { checkD(x); x = Math.nextUp(x); }
            x = b;
            for (int i = 0; i < 10000; i++) { checkD(x); x = Math.nextDown(x); }
        }
        float[] fs = {0f, -0f, Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, Float.NaN,
            Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1e-3f, 1e7f, 0.1f};
        for (float f : fs) { checkF(f); checkF(-f); }
        for (int e = -149; e <= 127; e++) {
            float p = Math.scalb(1.0f, e);
            checkF(p); checkF(Math.nextUp(p)); checkF(Math.nextDown(p)); checkF(3 * p);
        }
        for (int e = -46; e <= 39; e++) for (int k = 1; k <= 9; k++) {
            float p = Float.parseFloat(k + "e" + e);
            checkF(p); checkF(Math.nextUp(p)); checkF(Math.nextDown(p));
        }
        String[] ps = {null, "", "  ", "abc", "1.2.3", "1e", "1e+", "+", "-", ".", "0x", "0x1p", "NaNd", "-NaN", "+NaN",
            "+Infinity", "-Infinity", "Infinity", " 1.5f ", "0x1.8p1", "1.f", "Infinityd", "0x.p1", "1_0", "1e5x", "1e5d", "1e5D",
            "1e5F", "1.5ff", "0x1.p1", "0x.8p1", "0X1P-1", "0x1p-1074", "0x1p-1075", "0x1.0000000000001p-1075", "0x1p1024",
            "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7ffp1023", "-0x1p-2000", "0x0p0", "0x", "0xp1", "0x1.8", "0x1.8p",
            "0x1.8p+", "0x1.8p+1f", "0x1.8p1 ", "\t1\n", "1e2147483647", "1e2147483648", "1e-2147483648",
            "1e99999999999999999999", "0.0", "-0", "00.00e5", "2.4703282292062327e-324", "2.4703282292062328e-324",
            "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
            "1.4e-45", "7.0064923216240854e-46", "7.006492321624085354618647916449580656401309709382578858785341419448955413429303e-46",
            "3.4028235677973366e38", "3.4028235677973367e38", "340282356779733661637539395458142568448", "1.7976931348623158e308",
            "1.7976931348623157e308", "1.797693134862315807937289714053e308", "9007199254740993", "9007199254740993.0000000001",
            "0.1", "0.3", "123456789012345678901234567890", "1e-400", "1e400", "4.9e-324", "5e-324", "2.5e-324", "2.4e-324",
            "0x1.000002p0", "0x1.000001p0", "0x1.0000010000001p0", "0x1.000003p0", "0x1p-149", "0x1p-150", "0x1.000001p-150",
            "0x1.fffffep127", "0x1.ffffffp127", "0x1.fffffefffffffp127", "0x0.0000000000000000001p0", "0xFFFFFFFFFFFFFFFFFFFFp0",
            "0x123456789abcdef0123p-5", "  0x1p1d", ".5", "5.", "-.5e-5", "+5.e+5", "e5", ".e5", "1e-", "1e+5", "1E5",
            "NaN ", "Infinity", "0x1p99999999999999999999", "0x1p-99999999999999999999", "0x0.0p99999999999999999999",
            "1e99999999999999999999999", "0e99999999999999999999999", "0.0000000000000000000000000000000000000000001e-99999999999",  "infinity", "nan", "INFINITY", "1.5e5.5", "--1", "+-1", "1 2", "\u00a01", "1f5"};
        for (String s : ps) checkP(s);
    }

    /* int/long path overflow quirks and decimal-grid ties: few-bit mantissas, neighbours of short decimals */
    static void grid() {
        for (long m = 1; m < (1 << 14); m += 2)
            for (int e = -90; e <= 90; e++) { checkD(Math.scalb((double) m, e)); checkF(Math.scalb((float) m, e)); }
        for (long m = (1L << 53) - 1; m > (1L << 53) - 2000; m -= 2)
            for (int e = -120; e <= 40; e += 3) checkD(Math.scalb((double) m, e));
        for (int d = 1; d < 1000; d++) {
            if (d % 10 == 0) continue;
            for (int e = -330; e <= 310; e++) {
                double x = Double.parseDouble(d + "e" + e);
                checkD(x); checkD(Math.nextUp(x)); checkD(Math.nextDown(x));
                checkD(Math.nextUp(Math.nextUp(x))); checkD(Math.nextDown(Math.nextDown(x)));
            }
            for (int e = -48; e <= 40; e++) {
                float x = Float.parseFloat(d + "e" + e);
                checkF(x); checkF(Math.nextUp(x)); checkF(Math.nextDown(x));
            }
        }
    }

    static double randomDouble(Random r) {
        switch (r.nextInt(4)) {
            case 0: return Double.longBitsToDouble(r.nextLong());
            case 1: { // short decimals: what programs usually print
                long m = (long) (r.nextDouble() * Math.pow(10, 1 + r.nextInt(17)));
                int e = r.nextInt(60) - 30;
                return Double.parseDouble(m + "e" + e);
            }
            case 2: return r.nextDouble() * Math.pow(10, r.nextInt(40) - 20);
            default: { // short decimals across the whole range
                long m = (long) (r.nextDouble() * Math.pow(10, 1 + r.nextInt(17)));
                int e = r.nextInt(650) - 340;
                return Double.parseDouble(m + "e" + e);
            }
        }
    }

    static float randomFloat(Random r) {
        switch (r.nextInt(3)) {
            case 0: return Float.intBitsToFloat(r.nextInt());
            case 1: {
                long m = (long) (r.nextDouble() * Math.pow(10, 1 + r.nextInt(9)));
                int e = r.nextInt(90) - 50;
                return Float.parseFloat(m + "e" + e);
            }
            default: return (float) (r.nextDouble() * Math.pow(10, r.nextInt(20) - 10));
        }
    }

    static String randomNumberString(Random r) {
        StringBuilder sb = new StringBuilder();
        int kind = r.nextInt(10);
        if (r.nextInt(4) == 0) sb.append(r.nextBoolean() ? '-' : '+');
        if (kind == 0) { // exact halfway cases of doubles / floats, possibly perturbed
            boolean fl = r.nextBoolean();
            double d = fl ? (double) Float.intBitsToFloat(r.nextInt() & 0x7f7fffff) : Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL);
            java.math.BigDecimal a = new java.math.BigDecimal(d);
            java.math.BigDecimal b = new java.math.BigDecimal(fl ? (double) Math.nextUp((float) d) : Math.nextUp(d));
            java.math.BigDecimal mid = a.add(b).divide(java.math.BigDecimal.valueOf(2));
            int p = r.nextInt(3);
            if (p == 1) mid = mid.add(mid.ulp());
            if (p == 2) mid = mid.subtract(mid.ulp());
            sb.append(r.nextBoolean() ? mid.toString() : mid.toPlainString());
            return sb.toString();
        }
        if (kind == 4 || kind == 5) { // near-midpoint decimals with <= 19 significant digits, exact integer ties
            boolean fl = r.nextBoolean();
            if (r.nextInt(4) == 0) {
                long v = r.nextLong() >>> r.nextInt(12);
                if (fl) v >>>= r.nextInt(30);
                sb.append(Long.toUnsignedString(v));
                return sb.toString();
            }
            double d = fl ? (double) Float.intBitsToFloat(r.nextInt() & 0x7f7fffff) : Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL);
            java.math.BigDecimal a = new java.math.BigDecimal(d);
            java.math.BigDecimal b = new java.math.BigDecimal(fl ? (double) Math.nextUp((float) d) : Math.nextUp(d));
            java.math.BigDecimal mid = a.add(b).divide(java.math.BigDecimal.valueOf(2));
            java.math.RoundingMode[] modes = {java.math.RoundingMode.UP, java.math.RoundingMode.DOWN, java.math.RoundingMode.HALF_EVEN};
            mid = mid.round(new java.math.MathContext((fl ? 6 : 14) + r.nextInt(6), modes[r.nextInt(3)]));
            sb.append(mid.toString());
            return sb.toString();
        }
        if (kind == 6) { // hex near float midpoints (exact in double) and double midpoints
            if (r.nextBoolean()) {
                float f = Float.intBitsToFloat(r.nextInt(3) == 0 ? r.nextInt(0x01000000) : (r.nextInt() & 0x7f7fffff));
                double mid = ((double) f + (double) Math.nextUp(f)) / 2;
                int p = r.nextInt(3);
                if (p == 1) mid = Math.nextUp(mid);
                if (p == 2) mid = Math.nextDown(mid);
                sb.append(Double.toHexString(mid));
            } else {
                long bits = r.nextInt(3) == 0 ? (r.nextLong() & 0x001fffffffffffffL) : (r.nextLong() & 0x7fefffffffffffffL);
                double d = Double.longBitsToDouble(bits);
                String h = Double.toHexString(d);          // 0x1.xxxp-e or 0x0.xxxp-1022
                int pi = h.indexOf('p');
                String mant = h.substring(0, pi), exp = h.substring(pi);
                if (mant.indexOf('.') < 0) mant += ".";
                while (mant.length() - mant.indexOf('.') - 1 < 13) mant += "0";
                int p = r.nextInt(3);
                mant += p == 0 ? "8" : p == 1 ? "80000001" : "7ffffff";
                sb.append(mant).append(exp);
            }
            return sb.toString();
        }
        if (kind == 1) { // hex
            sb.append("0x");
            int n = r.nextInt(20);
            for (int i = 0; i < n; i++) sb.append(Character.forDigit(r.nextInt(16), 16));
            if (r.nextBoolean()) { sb.append('.'); int m = r.nextInt(20); for (int i = 0; i < m; i++) sb.append(Character.forDigit(r.nextInt(16), 16)); }
            if (n == 0 && sb.charAt(sb.length() - 1) == '.') sb.append('1');
            sb.append(r.nextBoolean() ? 'p' : 'P').append(r.nextInt(2400) - 1200);
            if (r.nextInt(5) == 0) sb.append("fFdD".charAt(r.nextInt(4)));
            return sb.toString();
        }
        int nInt = r.nextInt(kind == 2 ? 400 : 25);
        for (int i = 0; i < nInt; i++) sb.append((char) ('0' + (r.nextInt(3) == 0 ? 0 : r.nextInt(10))));
        if (r.nextInt(3) > 0) {
            sb.append('.');
            int nFr = r.nextInt(kind == 3 ? 400 : 25);
            for (int i = 0; i < nFr; i++) sb.append((char) ('0' + (r.nextInt(3) == 0 ? 0 : r.nextInt(10))));
        }
        if (r.nextBoolean()) sb.append(r.nextBoolean() ? 'e' : 'E').append(r.nextInt(800) - 400);
        if (r.nextInt(5) == 0) sb.append("fFdD".charAt(r.nextInt(4)));
        if (r.nextInt(50) == 0) sb.insert(r.nextInt(sb.length() + 1), "x. e+-".charAt(r.nextInt(6)));
        return sb.toString();
    }

    static String movePrecisionDummy() { return null; }

    public static void main(String[] a) {
        String mode = a.length > 0 ? a[0] : "all";
        long t0 = System.nanoTime();
        switch (mode) {
            case "edge": edge(); break;
            case "grid": grid(); break;
            case "dbl": { Random r = new Random(Long.parseLong(a[2])); long n = Long.parseLong(a[1]); for (long i = 0; i < n; i++) checkD(randomDouble(r)); break; }
            case "flt": { Random r = new Random(Long.parseLong(a[2])); long n = Long.parseLong(a[1]); for (long i = 0; i < n; i++) checkF(randomFloat(r)); break; }
            case "fltrange": { long lo = Long.parseLong(a[1]), hi = Long.parseLong(a[2]); for (long b = lo; b < hi; b++) { checkF(Float.intBitsToFloat((int) b)); if ((b & 0x3FFFFFF) == 0) System.out.println("progress " + Long.toHexString(b) + " failed " + failed + " " + new java.util.Date()); } break; }
            case "parse": { Random r = new Random(Long.parseLong(a[2])); long n = Long.parseLong(a[1]); for (long i = 0; i < n; i++) checkP(randomNumberString(r)); break; }
            case "roundtrip": { Random r = new Random(Long.parseLong(a[2])); long n = Long.parseLong(a[1]);
                for (long i = 0; i < n; i++) { double d = randomDouble(r); checkP(Double.toString(d)); if (!Double.isNaN(d) && !Double.isInfinite(d)) checkP(new java.math.BigDecimal(d).toString()); } break; }
            case "bench": bench(Integer.parseInt(a[1])); return;
            default: { // bounded fixed-seed mix for run.sh
                edge();
                Random r = new Random(42);
                for (int i = 0; i < 700000; i++) checkD(randomDouble(r));
                for (int i = 0; i < 700000; i++) checkF(randomFloat(r));
                for (long b = 0x3f800000L; b < 0x3f800000L + 400000; b++) checkF(Float.intBitsToFloat((int) b));
                for (int i = 0; i < 30000; i++) checkP(randomNumberString(r));
            }
        }
        System.out.println("floatfmt: " + passed + " passed, " + failed + " failed (" + (System.nanoTime() - t0) / 1000000 + " ms)");
        if (failed != 0) System.exit(1);
    }

    static void bench(int n) {
        Random r = new Random(7);
        String[] names = {"random bits", "short decimals 1e-3..1e7", "17-digit 1e-10..1e-3", "17-digit 1e8..1e22", "random 1e-300..1e300", "floats (random bits)"};
        double[][] sets = new double[names.length][4096];
        for (int i = 0; i < 4096; i++) {
            sets[0][i] = Double.longBitsToDouble(r.nextLong());
            sets[1][i] = Math.round(r.nextDouble() * 1e6) / 1000.0;
            sets[2][i] = r.nextDouble() * Math.pow(10, -3 - r.nextInt(8));
            sets[3][i] = r.nextDouble() * Math.pow(10, 8 + r.nextInt(14));
            sets[4][i] = r.nextDouble() * Math.pow(10, r.nextInt(600) - 300);
            sets[5][i] = Float.intBitsToFloat(r.nextInt());
        }
        long sink = 0;
        for (int round = 0; round < 3; round++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < names.length; k++) {
                double[] ds = sets[k];
                boolean fl = k == 5;
                long t = System.nanoTime();
                for (int i = 0; i < n; i++) sink += fl ? FloatingDecimal.toJavaFormatString((float) ds[i & 4095]).length() : FloatingDecimal.toJavaFormatString(ds[i & 4095]).length();
                long t1 = System.nanoTime();
                for (int i = 0; i < n; i++) sink += fl ? Float.toString((float) ds[i & 4095]).length() : Double.toString(ds[i & 4095]).length();
                long t2 = System.nanoTime();
                sb.append(String.format("  %-26s lantern %5d ns  jdk %5d ns%n", names[k], (t1 - t) / n, (t2 - t1) / n));
            }
            if (round == 2) System.out.print(sb);
        }
        String[][] psets = new String[3][4096];
        for (int i = 0; i < 4096; i++) {
            psets[0][i] = Double.toString(Math.round(r.nextDouble() * 1e6) / 1000.0);
            psets[1][i] = Double.toString(Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL));
            psets[2][i] = Double.toString(r.nextDouble() * Math.pow(10, r.nextInt(40) - 20));
        }
        String[] pnames = {"parse short decimals", "parse toString(random bits)", "parse toString(1e-20..1e20)"};
        for (int round = 0; round < 3; round++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < 3; k++) {
                String[] ss = psets[k];
                int m = n / 4;
                long t = System.nanoTime();
                for (int i = 0; i < m; i++) sink += (long) FloatingDecimal.parseDouble(ss[i & 4095]);
                long t1 = System.nanoTime();
                for (int i = 0; i < m; i++) sink += (long) Double.parseDouble(ss[i & 4095]);
                long t2 = System.nanoTime();
                sb.append(String.format("  %-26s lantern %5d ns  jdk %5d ns%n", pnames[k], (t1 - t) / m, (t2 - t1) / m));
            }
            if (round == 2) System.out.print(sb);
        }
        if (sink == 42) System.out.println();
    }
}
