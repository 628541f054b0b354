// Records (ObjectMethods bootstrap): toString, equals, hashCode of int and
// String components, compact constructors with validation, static factory.
public class Records_Basic {
    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative x " + x);
        }
        static Point origin() { return new Point(0, 0); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
    }
    record Named(String name, double weight, long id) { }

    public static void main(String[] args) {
        Point p = new Point(3, 4), q = new Point(3, 4);
        System.out.println(p + " " + p.equals(q) + " " + (p.hashCode() == q.hashCode()) + " " + p.hashCode() + " " + p.plus(Point.origin()).x());
        Named n = new Named("lamp", 1.5, 7L);
        System.out.println(n + " " + n.name() + " " + n.equals(new Named("lamp", 1.5, 7L)) + " " + n.equals(new Named("lamp", 1.5, 8L)));
        Named nul = new Named(null, -0.0, 0);
        System.out.println(nul + " " + nul.hashCode());
        try { new Point(-1, 0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    }
}
