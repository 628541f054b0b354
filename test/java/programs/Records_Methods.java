// Records: toString, hashCode and equals from ObjectMethods.bootstrap, which
// Lantern runs in the VM -- every component type, floating-point equality
// by bits (NaN equal, 0.0 and -0.0 not), nested and generic records, null
// components, compact constructors.
import java.util.function.*;
public class Records_Methods {
    record Point(int x, int y) { }
    record Mixed(boolean b, byte by, short s, char c, int i, long l, float f, double d, String str, Object o, int[] arr) { }
    record Empty() { }
    record Named(String name, Point p) {
        Named { if (name == null) throw new IllegalArgumentException("name"); }
        String shout() { return name.toUpperCase(); }
    }
    record Gen<T>(T value, double weight) { }
    public static void main(String[] a) {
        Point p = new Point(1, 2), q = new Point(1, 2), r = new Point(2, 1);
        System.out.println(p + " " + p.equals(q) + " " + p.equals(r) + " " + (p.hashCode() == q.hashCode()) + " " + p.hashCode() + " " + r.hashCode());
        Mixed m = new Mixed(true, (byte) -3, (short) 400, 'z', -7, 1L << 40, 1.5f, -0.0, "s", null, null);
        System.out.println(m);
        System.out.println(m.hashCode());
        System.out.println(m.equals(new Mixed(true, (byte) -3, (short) 400, 'z', -7, 1L << 40, 1.5f, 0.0, "s", null, null)));
        System.out.println(m.equals(new Mixed(true, (byte) -3, (short) 400, 'z', -7, 1L << 40, 1.5f, -0.0, "s", null, null)));
        System.out.println(new Empty() + " " + new Empty().hashCode() + " " + new Empty().equals(new Empty()));
        Named n = new Named("pt", p);
        System.out.println(n + " " + n.hashCode() + " " + n.shout() + " " + n.equals(null) + " " + n.equals("x"));
        Gen<String> g = new Gen<>("v", Double.NaN);
        System.out.println(g + " " + g.equals(new Gen<>("v", Double.NaN)) + " " + g.hashCode());
        try { new Named(null, p); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.out.println(new Gen<>(new Point(3, 4), 2.0));
    }
}
