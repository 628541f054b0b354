// Generic and nested records, records implementing interfaces (sealed and
// plain), records in HashSet/HashMap relying on equals/hashCode, and the
// toString of components that are arrays, nulls, floats, -0.0 and NaN.
import java.util.*;

public class Records_Nested {
    sealed interface Shape permits Circle, Rect, Group {}
    record Point(double x, double y) {}
    record Circle(Point center, double r) implements Shape {}
    record Rect(Point min, Point max) implements Shape {}
    record Group(String name, List<Shape> members) implements Shape {}

    record Pair<A, B>(A first, B second) {
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(first, c); }
        Pair<B, A> swap() { return new Pair<>(second, first); }
    }
    record Box<T extends Comparable<T>>(T value) implements Comparable<Box<T>> {
        public int compareTo(Box<T> o) { return value.compareTo(o.value); }
    }
    record Node<T>(T value, Node<T> next) {
        int size() { return next == null ? 1 : 1 + next.size(); }
    }
    record Floats(float f, double d, Float boxed) {}
    record Arrays2(int[] ints, String[] strs) {}
    record Prims(byte b, short s, char c, int i, long l, boolean z) {}

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r) return (r.max().x() - r.min().x()) * (r.max().y() - r.min().y());
        if (s instanceof Group g) {
            double t = 0;
            for (Shape m : g.members()) t += area(m);
            return t;
        }
        throw new AssertionError();
    }

    public static void main(String[] args) {
        Shape g = new Group("g", List.of(new Circle(new Point(0, 0), 1), new Rect(new Point(0, 0), new Point(2, 3)),
            new Group("inner", List.of(new Rect(new Point(-1, -1), new Point(1, 1))))));
        System.out.println(g);
        System.out.printf("area=%.6f%n", area(g));

        Pair<String, Integer> p = new Pair<>("k", 1);
        System.out.println(p + " " + p.swap() + " " + p.withSecond(List.of(2.5)) + " " + new Pair<>(null, null));
        System.out.println(p.equals(new Pair<>("k", 1)) + " " + p.equals(new Pair<>("k", 1L)) + " " + p.equals(null));

        List<Box<String>> boxes = new ArrayList<>(List.of(new Box<>("pear"), new Box<>("apple"), new Box<>("fig")));
        Collections.sort(boxes);
        System.out.println(boxes);

        Node<Integer> list = null;
        for (int i = 0; i < 5; i++) list = new Node<>(i, list);
        System.out.println(list + " size=" + list.size());
        System.out.println(list.hashCode() + " " + new Node<>("x", null).hashCode());

        Floats f1 = new Floats(-0.0f, Double.NaN, null);
        Floats f2 = new Floats(0.0f, Double.NaN, 1e10f);
        System.out.println(f1 + " " + f2);
        System.out.println(f1.equals(new Floats(-0.0f, Double.NaN, null)) + " " + f1.equals(new Floats(0.0f, Double.NaN, null)));
        System.out.println(new Floats(1e-5f, 1e7, 3.0f) + " " + new Floats(Float.MIN_VALUE, Double.MAX_VALUE, Float.NaN));
        System.out.println(f1.hashCode() + " " + f2.hashCode() + " " + new Floats(1.5f, -2.25, 0.1f).hashCode());

        int[] shared = {1, 2};
        Arrays2 a1 = new Arrays2(shared, new String[] {"s"});
        Arrays2 a2 = new Arrays2(shared, a1.strs());
        Arrays2 a3 = new Arrays2(new int[] {1, 2}, a1.strs());
        System.out.println(a1.equals(a2) + " " + a1.equals(a3) + " " + a1.toString().startsWith("Arrays2[ints=[I@") + " " + new Arrays2(null, null));

        Prims pr = new Prims((byte) -1, (short) 256, 'z', -5, 1L << 40, true);
        System.out.println(pr + " " + pr.hashCode());
        System.out.println(new Prims((byte) 0, (short) 0, '\0', 0, 0, false).hashCode());

        // records as keys of hash collections
        Set<Point> pts = new HashSet<>();
        for (int i = -2; i <= 2; i++) for (int j = -2; j <= 2; j++) pts.add(new Point(i * 0.5, j * 0.5));
        pts.add(new Point(0.0, 0.0));
        pts.add(new Point(-0.0, 0.0));
        System.out.println(pts.size() + " " + pts.contains(new Point(1.0, -1.0)) + " " + pts.contains(new Point(1.1, 0)));
        Map<Pair<String, Integer>, Integer> counts = new HashMap<>();
        String[] words = "a b a c b a d a".split(" ");
        for (int i = 0; i < words.length; i++) counts.merge(new Pair<>(words[i], words[i].length()), 1, Integer::sum);
        System.out.println(new TreeMap<>(Map.of("a", counts.get(new Pair<>("a", 1)), "b", counts.get(new Pair<>("b", 1)))));
        List<Point> sorted = new ArrayList<>(pts);
        sorted.sort(Comparator.comparingDouble(Point::x).thenComparingDouble(Point::y));
        System.out.println(sorted.subList(0, 6));

        // records inside records inside a map, iteration by TreeMap on a component
        Map<String, Pair<Point, Circle>> m = new TreeMap<>();
        m.put("z", new Pair<>(new Point(1, 2), new Circle(new Point(3, 4), 5)));
        m.put("a", new Pair<>(new Point(-1, -2), null));
        System.out.println(m);
    }
}
