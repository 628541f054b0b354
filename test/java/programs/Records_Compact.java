// Records with compact constructors that validate and normalise, explicit
// canonical constructors, static factories, and the exceptions thrown from
// them; accessors overridden; records as map keys after normalisation.
import java.util.*;

public class Records_Compact {
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
        }
        static Range of(int a, int b) { return new Range(Math.min(a, b), Math.max(a, b)); }
        int length() { return hi - lo; }
        boolean contains(int x) { return lo <= x && x < hi; }
        Range intersect(Range o) {
            int l = Math.max(lo, o.lo), h = Math.min(hi, o.hi);
            return l <= h ? new Range(l, h) : null;
        }
    }

    record Name(String first, String last) {
        Name {
            Objects.requireNonNull(first, "first");
            Objects.requireNonNull(last, "last");
            first = first.strip();
            last = last.strip().toUpperCase();
        }
        public String first() { return "<" + first + ">"; }
    }

    record Fraction(long num, long den) {
        Fraction(long num, long den) {
            if (den == 0) throw new ArithmeticException("zero denominator");
            long g = gcd(Math.abs(num), Math.abs(den));
            if (den < 0) { num = -num; den = -den; }
            this.num = num / g;
            this.den = den / g;
        }
        Fraction(long whole) { this(whole, 1); }
        static long gcd(long a, long b) { return b == 0 ? Math.max(a, 1) : gcd(b, a % b); }
        Fraction plus(Fraction o) { return new Fraction(num * o.den + o.num * den, den * o.den); }
        Fraction times(Fraction o) { return new Fraction(num * o.num, den * o.den); }
        @Override public String toString() { return den == 1 ? Long.toString(num) : num + "/" + den; }
    }

    record Tagged(String tag, List<String> items) {
        Tagged {
            items = List.copyOf(items);
        }
    }

    record Empty() {
        static int made;
        Empty { made++; }
    }

    public static void main(String[] args) {
        System.out.println(Range.of(9, 2) + " len=" + Range.of(9, 2).length());
        try {
            new Range(5, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Range r = new Range(0, 10);
        System.out.println(r.contains(0) + " " + r.contains(10) + " " + r.intersect(new Range(5, 20)) + " " + r.intersect(new Range(11, 12)));

        Name n = new Name("  Ada ", " lovelace  ");
        System.out.println(n + " first()=" + n.first() + " last()=" + n.last());
        System.out.println(n.equals(new Name("Ada", "LOVELACE")) + " " + (n.hashCode() == new Name("Ada", "Lovelace").hashCode()));
        for (String[] bad : new String[][] {{null, "x"}, {"x", null}}) {
            try {
                new Name(bad[0], bad[1]);
            } catch (NullPointerException e) {
                System.out.println("NPE " + e.getMessage());
            }
        }

        Fraction sum = new Fraction(0);
        for (int i = 1; i <= 10; i++) sum = sum.plus(new Fraction(1, (long) i * (i + 1)));
        System.out.println("telescoping sum = " + sum);
        System.out.println(new Fraction(6, -8) + " " + new Fraction(-3, -9) + " " + new Fraction(0, 5) + " " + new Fraction(2, 3).times(new Fraction(3, 2)));
        System.out.println(new Fraction(2, 4).equals(new Fraction(1, 2)) + " " + new Fraction(2, 4).num());
        try {
            new Fraction(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("AE " + e.getMessage());
        }
        Map<Fraction, String> names = new HashMap<>();
        names.put(new Fraction(1, 2), "half");
        names.put(new Fraction(2, 6), "third");
        System.out.println(names.get(new Fraction(3, 6)) + " " + names.get(new Fraction(-1, -3)) + " " + names.get(new Fraction(1, 4)));

        List<String> src = new ArrayList<>(List.of("a", "b"));
        Tagged t = new Tagged("t", src);
        src.add("c");
        System.out.println(t + " " + t.items().size());
        try {
            t.items().add("d");
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable items");
        }
        try {
            new Tagged("bad", Arrays.asList("x", null));
        } catch (NullPointerException e) {
            System.out.println("null item rejected");
        }

        new Empty(); new Empty();
        System.out.println(new Empty() + " made=" + Empty.made + " eq=" + new Empty().equals(new Empty()) + " hash=" + new Empty().hashCode());

        // Records in sorted collections via a comparator on components
        TreeSet<Range> set = new TreeSet<>(Comparator.comparingInt(Range::lo).thenComparingInt(Range::hi));
        int[][] pairs = {{3, 4}, {1, 9}, {3, 1}, {1, 2}, {0, 0}, {1, 9}};
        for (int[] p : pairs) set.add(Range.of(p[0], p[1]));
        System.out.println(set);
        System.out.println(set.first().hashCode() + " " + new Range(1, 9).hashCode() + " " + new Range(-1, 0).hashCode());
    }
}
