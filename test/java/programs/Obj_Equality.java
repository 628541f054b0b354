// equals/hashCode contracts implemented by the program: value objects,
// symmetric equality through getClass checks, hashCode combining fields,
// and a tiny hash set built on them (deterministic: custom hashes only).
public class Obj_Equality {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (o == null || o.getClass() != getClass()) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return 31 * x + y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    static final class Money {
        final long cents; final String cur;
        Money(long c, String cur) { cents = c; this.cur = cur; }
        @Override public boolean equals(Object o) { return o instanceof Money && ((Money) o).cents == cents && ((Money) o).cur.equals(cur); }
        @Override public int hashCode() { return Long.hashCode(cents) * 17 + cur.hashCode(); }
    }
    static class PointSet {
        Object[][] buckets = new Object[16][];
        int size;
        boolean add(Object p) {
            int b = p.hashCode() & 15;
            Object[] bucket = buckets[b];
            if (bucket == null) bucket = buckets[b] = new Object[0];
            for (Object q : bucket) if (q.equals(p)) return false;
            Object[] grown = new Object[bucket.length + 1];
            System.arraycopy(bucket, 0, grown, 0, bucket.length);
            grown[bucket.length] = p;
            buckets[b] = grown;
            size++;
            return true;
        }
    }

    public static void main(String[] args) {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        System.out.println(a.equals(b) + " " + b.equals(a) + " " + a.equals(c) + " " + (a == b) + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode() + " " + c.hashCode() + " " + a.equals(null) + " " + a.equals("(1,2)"));
        Money m1 = new Money(1050, "EUR"), m2 = new Money(1050, "EUR"), m3 = new Money(1050, "USD");
        System.out.println(m1.equals(m2) + " " + m1.equals(m3) + " " + m1.hashCode() + " " + m3.hashCode());
        PointSet set = new PointSet();
        int added = 0;
        for (int i = 0; i < 200; i++) if (set.add(new Point(i % 13, i % 7))) added++;
        System.out.println("distinct points " + added + " size " + set.size);
        StringBuilder sb = new StringBuilder();
        for (Object[] bucket : set.buckets) sb.append(bucket == null ? 0 : bucket.length).append(' ');
        System.out.println("buckets " + sb);
        Object o1 = new Object(), o2 = new Object();
        System.out.println(o1.equals(o1) + " " + o1.equals(o2) + " " + (o1.hashCode() == o1.hashCode()));
        String s1 = "abc", s2 = new String("abc");
        System.out.println(s1.equals(s2) + " " + (s1.hashCode() == s2.hashCode()) + " " + Integer.valueOf(7).equals(7) + " " + Long.valueOf(7).equals(7));
    }
}
