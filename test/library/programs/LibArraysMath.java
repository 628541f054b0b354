// java.util.Arrays (sort, search, fill, copy, equals, hashCode, toString),
// Objects, Comparator and Math/StrictMath, over fixed pseudo-random data
// (anonymous classes, not lambdas: written before the VM linked lambdas).
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

public class LibArraysMath {
    static long seed = 12345;

    static int next() {
        seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
        return (int) (seed >>> 16);
    }

    static class P {
        final String name;
        final int age;
        P(String name, int age) { this.name = name; this.age = age; }
        public String toString() { return name + ":" + age; }
    }

    public static void main(String[] args) {
        for (int n : new int[] {0, 1, 2, 5, 30, 100, 1000, 5000}) {
            int[] a = new int[n];
            long[] l = new long[n];
            short[] s = new short[n];
            char[] c = new char[n];
            byte[] b = new byte[n];
            double[] d = new double[n];
            float[] f = new float[n];
            Integer[] boxed = new Integer[n];
            for (int i = 0; i < n; i++) {
                int r = next();
                a[i] = (n > 100 && i % 3 == 0) ? r % 10 : r;
                l[i] = ((long) r << 20) ^ next();
                s[i] = (short) r;
                c[i] = (char) (r >>> 7);
                b[i] = (byte) r;
                d[i] = switchD(r, i);
                f[i] = (float) d[i];
                boxed[i] = r % 50;
            }
            int[] a2 = a.clone();
            Arrays.sort(a);
            Arrays.sort(l);
            Arrays.sort(s);
            Arrays.sort(c);
            Arrays.sort(b);
            Arrays.sort(d);
            Arrays.sort(f);
            Arrays.sort(boxed, Comparator.reverseOrder());
            Arrays.sort(a2, n / 4, n / 2);
            System.out.println(n + " " + Arrays.hashCode(a) + " " + Arrays.hashCode(l) + " " + Arrays.hashCode(s) + " " + Arrays.hashCode(c) + " " + Arrays.hashCode(b)
                + " " + Arrays.hashCode(d) + " " + Arrays.hashCode(f) + " " + Arrays.hashCode(boxed) + " " + Arrays.hashCode(a2));
            if (n > 0) {
                System.out.println(Arrays.binarySearch(a, a[n / 2]) + " " + Arrays.binarySearch(a, Integer.MIN_VALUE) + " " + Arrays.binarySearch(l, l[n - 1]) + " " + Arrays.binarySearch(d, d[0]) + " " + Arrays.binarySearch(c, 0, n, (char) 1));
            }
            if (n <= 30) {
                System.out.println(Arrays.toString(a) + Arrays.toString(d) + Arrays.toString(f) + Arrays.toString(b) + Arrays.toString(c).length() + Arrays.toString(boxed));
            }
        }
        double[] special = {3.0, Double.NaN, -0.0, 0.0, -1.0, Double.NEGATIVE_INFINITY, Double.NaN, 0.0, -0.0, Double.POSITIVE_INFINITY, Double.MIN_VALUE};
        Arrays.sort(special);
        System.out.println(Arrays.toString(special) + " " + Arrays.binarySearch(special, -0.0) + " " + Arrays.binarySearch(special, 0.0) + " " + Arrays.binarySearch(special, Double.NaN));
        float[] fspecial = {Float.NaN, -0.0f, 0.0f, -0.0f, 1f};
        Arrays.sort(fspecial);
        System.out.println(Arrays.toString(fspecial));

        P[] people = {new P("bob", 30), new P("al", 25), new P("cy", 30), new P("di", 25), new P("ed", 40), new P("fay", 25), new P("gus", 30),
                      new P("hal", 30), new P("ida", 25), new P("jo", 40), new P("kim", 25), new P("lu", 30), new P("mo", 25), new P("ned", 40)};
        P[] byAge = people.clone();
        Arrays.sort(byAge, Comparator.comparingInt(new java.util.function.ToIntFunction<P>() { public int applyAsInt(P p) { return p.age; } }));
        System.out.println(Arrays.toString(byAge));
        Arrays.sort(byAge, Comparator.comparing(new java.util.function.Function<P, String>() { public String apply(P p) { return p.name; } }).reversed());
        System.out.println(Arrays.toString(byAge));
        String[] words = {"pear", "Apple", "fig", "banana", "Cherry", "date", "fig"};
        String[] w2 = words.clone();
        Arrays.sort(w2);
        System.out.println(Arrays.toString(w2) + Arrays.binarySearch(w2, "fig") + Arrays.binarySearch(w2, "zzz"));
        Arrays.sort(w2, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(w2));
        Arrays.sort(w2, Comparator.comparing(new java.util.function.Function<String, Integer>() { public Integer apply(String w) { return w.length(); } }).thenComparing(Comparator.naturalOrder()));
        System.out.println(Arrays.toString(w2));
        Arrays.sort(w2, Comparator.nullsFirst(Comparator.<String>reverseOrder()));
        System.out.println(Arrays.toString(w2));
        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println(Arrays.toString(filled) + Arrays.toString(Arrays.copyOf(filled, 8)) + Arrays.toString(Arrays.copyOfRange(filled, 2, 9)) + Arrays.toString(Arrays.copyOf(words, 2)) + Arrays.copyOf(words, 3, Object[].class).getClass().getSimpleName());
        CharSequence[] cs = Arrays.copyOf(words, 2, CharSequence[].class);
        System.out.println(cs.getClass().getName() + " " + Arrays.copyOfRange(words, 5, 8)[2] + " " + Arrays.copyOf(new int[0][], 2).getClass().getName());
        Object[] deep = {1, new int[] {2, 3}, new String[] {"a", null}, null, new double[] {1.5}, new Object[] {new char[] {'x'}}};
        deep[5] = new Object[] {deep[1], new long[] {9L}, new boolean[] {true}};
        Object[] loop = {1, null};
        loop[1] = loop;
        System.out.println(Arrays.deepToString(deep) + " " + Arrays.deepHashCode(deep) + " " + Arrays.deepEquals(deep, deep.clone()) + " " + Arrays.deepToString(loop) + " " + Arrays.equals(new int[] {1}, new int[] {1}) + Arrays.equals(new double[] {-0.0}, new double[] {0.0}) + Arrays.equals((int[]) null, null));
        Integer[] gen = new Integer[5];
        Arrays.setAll(gen, new java.util.function.IntFunction<Integer>() { public Integer apply(int i) { return i * i; } });
        System.out.println(Arrays.toString(gen) + " " + Arrays.hashCode(new Object[] {null, "a"}) + " " + Arrays.hashCode((int[]) null) + Arrays.toString((Object[]) null));
        System.out.println(Objects.hash(1, "a", null) + " " + Objects.hashCode(null) + " " + Objects.equals(null, null) + " " + Objects.toString(null, "dflt") + " " + Objects.requireNonNullElse(null, "else") + " " + Objects.isNull(null) + Objects.nonNull(1) + " " + Objects.compare("a", "b", Comparator.naturalOrder()) + " " + Objects.checkFromToIndex(1, 2, 3) + Objects.checkFromIndexSize(1, 2, 3) + Objects.deepEquals(new int[] {1}, new int[] {1}));
        try { Objects.checkFromToIndex(3, 2, 5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { Objects.checkFromIndexSize(3, 4, 5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }

        double[] xs = {0.0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 1e15 + 0.5, 4503599627370497.0, 1e300, -1e-300, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Math.PI, -7.25, 123456.789, Double.MIN_VALUE, 9.007199254740993E15};
        for (double x : xs) {
            System.out.println(x + " " + Math.floor(x) + " " + Math.ceil(x) + " " + Math.rint(x) + " " + Math.round(x) + " " + Math.round((float) x) + " " + Math.abs(x) + " " + Math.signum(x) + " " + Math.sqrt(x)
                + " " + Math.ulp(x) + " " + Math.getExponent(x) + " " + Math.nextUp(x) + " " + Math.nextDown(x) + " " + Math.nextAfter(x, 0.0) + " " + Math.copySign(2.0, x) + " " + Math.scalb(x, 3) + " " + Math.toDegrees(x) + " " + Math.toRadians(x)
                + " " + Math.max(x, -0.0) + " " + Math.min(x, 0.0) + " " + Math.hypot(x, 3) + " " + StrictMath.floor(x) + " " + Math.ulp((float) x) + " " + Math.scalb((float) x, -2) + " " + Math.nextUp((float) x));
        }
        System.out.println(Math.exp(1) + " " + Math.log(10) + " " + Math.log10(1000) + " " + Math.pow(2, 10) + " " + Math.pow(2, 0.5) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(0, -1) + " " + Math.pow(-1, Double.POSITIVE_INFINITY)
            + " " + Math.sin(Math.PI / 6) + " " + Math.cos(0) + " " + Math.tan(1) + " " + Math.atan2(1, 1) + " " + Math.asin(1) + " " + Math.acos(0.5) + " " + Math.atan(1) + " " + Math.sinh(1) + " " + Math.cosh(0) + " " + Math.tanh(0.5) + " " + " " + Math.log1p(1e-10) + " " + Math.IEEEremainder(10, 3));
        System.out.println(Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-5L) + " " + Math.abs(-2.5f) + " " + Math.max(3, 7) + Math.min(3L, 7L) + Math.max(1f, Float.NaN) + Math.min(-0.0f, 0.0f) + " " + Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorDiv(7L, -2L) + " " + Math.floorMod(7L, -2) + " " + Math.floorMod(-7L, 3L)
            + " " + Math.multiplyHigh(Long.MAX_VALUE, 3L) + " " + Math.multiplyFull(Integer.MAX_VALUE, 2) + " " + Math.addExact(1, 2) + " " + Math.multiplyExact(-3L, 4L) + " " + Math.negateExact(5) + " " + Math.toIntExact(9L) + " " + Math.absExact(-3) + " " + Math.signum(-2.0f) + " " + Math.round(2.5f) + Math.round(-2.5f) + Math.round(Float.NaN) + Math.round(1e20) + Math.round(-1e20f));
        double r = Math.random();
        System.out.println((r >= 0 && r < 1) + " " + (Math.E > 2.7) + " " + StrictMath.sqrt(2) + " " + StrictMath.pow(3, 4) + " " + StrictMath.max(1, 2) + " " + Math.scalb(1.0, 1024) + " " + Math.scalb(1.0, -1074) + " " + Math.scalb(3.0, -1080) + " " + Math.ulp(Double.MAX_VALUE));
    }

    static double switchD(int r, int i) {
        int k = i % 7;
        if (k == 0) return r / 1000.0;
        if (k == 1) return -r / 3.0;
        if (k == 2) return (r % 5) * 0.0 * (r % 2 == 0 ? 1 : -1);
        if (k == 3 && i % 11 == 0) return Double.NaN;
        if (k == 4) return r % 100;
        return Math.sqrt(Math.abs(r));
    }
}
