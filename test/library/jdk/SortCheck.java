// Runs Lantern's java.util.Arrays (copied into package t by the test, see
// CMakeLists.txt) beside the JDK's on many arrays of every primitive type and
// of objects, and reports any result that differs (values compared bit for bit).
package t;

import java.util.Comparator;

public class SortCheck {
    static long seed = 42;

    static int next() {
        seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
        return (int) (seed >>> 16);
    }

    static int failures;

    static void check(boolean ok, String what) {
        if (!ok) {
            failures++;
            if (failures < 20) System.out.println("MISMATCH " + what);
        }
    }

    static int value(int pattern, int i, int n) {
        switch (pattern) {
            case 0: return next();
            case 1: return i;
            case 2: return n - i;
            case 3: return 7;
            case 4: return next() % 4;
            case 5: return i < n / 2 ? i : n - i;
            case 6: return (i % 10 == 0) ? next() : i;
            default: return next() % 1000;
        }
    }

    public static void main(String[] args) {
        int[] sizes = {0, 1, 2, 3, 10, 23, 24, 25, 47, 100, 257, 1000, 4096, 20000};
        for (int n : sizes) {
            for (int pattern = 0; pattern < 8; pattern++) {
                int[] a = new int[n];
                long[] l = new long[n];
                short[] s = new short[n];
                char[] c = new char[n];
                byte[] b = new byte[n];
                float[] f = new float[n];
                double[] d = new double[n];
                String[] o = new String[n];
                for (int i = 0; i < n; i++) {
                    int v = value(pattern, i, n);
                    a[i] = v;
                    l[i] = ((long) v << 17) - next();
                    s[i] = (short) v;
                    c[i] = (char) v;
                    b[i] = (byte) v;
                    int k = next() & 15;
                    d[i] = k == 0 ? Double.NaN : k == 1 ? -0.0 : k == 2 ? 0.0 : k == 3 ? Double.NEGATIVE_INFINITY : v / 7.0;
                    f[i] = (float) d[i];
                    o[i] = Integer.toString(v % 97);
                }
                int from = n / 5;
                int to = n - n / 7;
                String tag = " n=" + n + " p=" + pattern;
                {
                    int[] x = a.clone(), y = a.clone();
                    Arrays.sort(x); java.util.Arrays.sort(y);
                    check(java.util.Arrays.equals(x, y), "int" + tag);
                    x = a.clone(); y = a.clone();
                    Arrays.sort(x, from, to); java.util.Arrays.sort(y, from, to);
                    check(java.util.Arrays.equals(x, y), "int range" + tag);
                    java.util.Arrays.sort(y);
                    for (int i = 0; i < n; i += 1 + n / 10) check(Arrays.binarySearch(y, y[i]) >= 0 && y[Arrays.binarySearch(y, y[i])] == y[i], "int search" + tag);
                    check(Arrays.binarySearch(y, 123456789) == java.util.Arrays.binarySearch(y, 123456789), "int search miss" + tag);
                }
                {
                    long[] x = l.clone(), y = l.clone();
                    Arrays.sort(x); java.util.Arrays.sort(y);
                    check(java.util.Arrays.equals(x, y), "long" + tag);
                }
                {
                    short[] x = s.clone(), y = s.clone();
                    Arrays.sort(x); java.util.Arrays.sort(y);
                    check(java.util.Arrays.equals(x, y), "short" + tag);
                }
                {
                    char[] x = c.clone(), y = c.clone();
                    Arrays.sort(x); java.util.Arrays.sort(y);
                    check(java.util.Arrays.equals(x, y), "char" + tag);
                }
                {
                    byte[] x = b.clone(), y = b.clone();
                    Arrays.sort(x, from, to); java.util.Arrays.sort(y, from, to);
                    check(java.util.Arrays.equals(x, y), "byte" + tag);
                }
                {
                    float[] x = f.clone(), y = f.clone();
                    Arrays.sort(x); java.util.Arrays.sort(y);
                    boolean same = true;
                    for (int i = 0; i < n; i++) same &= Float.floatToRawIntBits(x[i]) == Float.floatToRawIntBits(y[i]);
                    check(same, "float" + tag);
                    check(Arrays.binarySearch(y, 0.0f) == java.util.Arrays.binarySearch(y, 0.0f), "float search" + tag);
                }
                {
                    double[] x = d.clone(), y = d.clone();
                    Arrays.sort(x, from, to); java.util.Arrays.sort(y, from, to);
                    boolean same = true;
                    for (int i = 0; i < n; i++) same &= Double.doubleToRawLongBits(x[i]) == Double.doubleToRawLongBits(y[i]);
                    check(same, "double" + tag);
                    check(Arrays.binarySearch(y, -0.0) == java.util.Arrays.binarySearch(y, -0.0), "double search" + tag);
                }
                {
                    String[] x = o.clone(), y = o.clone();
                    Arrays.sort(x); java.util.Arrays.sort(y);
                    check(java.util.Arrays.equals(x, y), "Object" + tag);
                    x = o.clone(); y = o.clone();
                    Comparator<String> byLen = Comparator.comparingInt(String::length);
                    Arrays.sort(x, byLen); java.util.Arrays.sort(y, byLen);
                    boolean same = true;
                    for (int i = 0; i < n; i++) same &= x[i] == y[i];   // stability: the same instances in the same order
                    check(same, "Object stable" + tag);
                }
                check(Arrays.hashCode(d) == java.util.Arrays.hashCode(d) && Arrays.hashCode(l) == java.util.Arrays.hashCode(l)
                      && Arrays.toString(f).equals(java.util.Arrays.toString(f)) && Arrays.deepHashCode(new Object[] {o, a}) == java.util.Arrays.deepHashCode(new Object[] {o, a}),
                      "hash/toString" + tag);
            }
        }
        System.out.println(failures == 0 ? "sort check passed" : failures + " mismatches");
        if (failures != 0) System.exit(1);
    }
}
