// Sample for test_refmap: constructs whose frames javac describes with
// StackMapTable entries the test compares the reference maps against.
import java.util.*;
import java.util.function.*;

public class Samples {
    record Point(int x, long y, String name) {}
    enum Kind { A, B, C }
    interface Shape { double area(); }
    sealed interface Expr permits Num, Add {}
    record Num(int v) implements Expr {}
    record Add(Expr l, Expr r) implements Expr {}

    private final Object lock = new Object();
    private int counter;
    private final List<String> names;

    Samples(List<String> names) {
        this.names = names == null ? new ArrayList<>() : names;
    }

    class Inner {
        int get() { return counter + names.size(); }
    }

    static long mix(long a, double b, int c, Object o, float f) {
        long r = a;
        for (int i = 0; i < c; i++) {
            r += (long) (b * i) ^ (o == null ? 0 : o.hashCode());
            if (f > 1.5f) r -= i; else r += (long) f;
        }
        return r;
    }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.v();
        Add a = (Add) e;
        return switch (a.l() instanceof Num ? 1 : 2) {
            case 1 -> eval(a.l()) + eval(a.r());
            default -> { int x = eval(a.r()); yield x * 2 + eval(a.l()); }
        };
    }

    static String kind(Kind k, String s) {
        switch (k) {
            case A: return "a" + s;
            case B: s = s.trim(); break;
            default: s = null;
        }
        switch (s == null ? "" : s) {
            case "x": return "ex";
            case "y": return "why";
            default: return String.valueOf(s);
        }
    }

    static int tryFinally(Object o, int[] arr) {
        int result = 0;
        String msg = null;
        try {
            msg = o.toString();
            result = arr[msg.length()];
        } catch (ArrayIndexOutOfBoundsException | NullPointerException ex) {
            result = -1;
            msg = ex.getMessage();
        } finally {
            if (msg != null) result += msg.length();
        }
        return result;
    }

    int sync(int n) {
        synchronized (lock) {
            counter += n;
            if (counter > 100) throw new IllegalStateException("too big: " + counter);
            return counter;
        }
    }

    static Object nested(boolean b, String s) {
        return new StringBuilder(b ? new String(s.toCharArray()) : new StringBuilder(s).reverse().toString())
            .append(b ? 1 : 2L).append(new Point(1, 2L, s));
    }

    static double[][] matrix(int n) {
        double[][] m = new double[n][n + 1];
        Object[][][] cube = new Object[2][3][];
        for (int i = 0; i < n; i++)
            for (int j = 0; j <= n; j++) m[i][j] = i == j ? 1.0 : (cube.length + j) / 2.0;
        return m;
    }

    static List<String> lambdas(List<String> in, int min) {
        Function<String, Integer> len = String::length;
        Predicate<String> longEnough = s -> len.apply(s) >= min;
        Supplier<List<String>> mk = ArrayList::new;
        List<String> out = mk.get();
        in.stream().filter(longEnough).map(s -> s + ":" + len.apply(s)).forEach(out::add);
        Runnable r = () -> out.add("done " + min);
        r.run();
        return out;
    }

    static int loops(int[] a) {
        int sum = 0;
        outer:
        for (int i = 0; i < a.length; i++) {
            long acc = 0;
            Object marker = null;
            while (acc < a[i]) {
                if ((acc & 3) == 0) { marker = Integer.valueOf(i); continue; }
                if (acc > 1000) break outer;
                acc += i + 1;
            }
            do { sum += (int) acc; acc /= 2; } while (acc > 0 && marker != null);
        }
        return sum;
    }

    static String ternaries(Object o, int i) {
        Object x = i > 0 ? "pos" : i < 0 ? Integer.valueOf(i) : null;
        String s = o instanceof String str && !str.isEmpty() ? str : "empty";
        return s + x + (o instanceof Integer n ? n + 1 : 0);
    }

    static void resources(String path) throws Exception {
        try (java.io.StringReader r = new java.io.StringReader(path);
             java.io.BufferedReader b = new java.io.BufferedReader(r)) {
            String line;
            while ((line = b.readLine()) != null) System.out.println(line);
        }
    }

    static int bigSwitch(int k) {
        switch (k) {
            case 1: case 2: case 3: return k * 2;
            case 10: return -1;
            case 1000: return 7;
            case -5: k++;
            default: return k;
        }
    }

    static Object arrays(Object[] objs, long[] ls, char[] cs, byte b) {
        objs[0] = objs[objs.length - 1];
        ls[0] += ls.length;
        cs[1] = (char) (cs[0] + b);
        boolean[] flags = new boolean[3];
        flags[0] = !flags[1];
        return flags;
    }

    static int assertAndThrow(int v) {
        assert v > 0 : "v";
        if (v == 42) throw new RuntimeException();
        return v;
    }

    static Shape anon(double d) {
        return new Shape() {
            double k = d * 2;
            public double area() { return k * Math.PI; }
        };
    }
}
