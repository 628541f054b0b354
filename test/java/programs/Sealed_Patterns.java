// Sealed interfaces with records and pattern matching, plus a switch over
// a string with yield; needs records (ObjectMethods) and PermittedSubclasses.
public class Sealed_Patterns {
    sealed interface Shape permits Circle, Rect, Tri { }
    record Circle(double r) implements Shape { }
    record Rect(double w, double h) implements Shape { }
    record Tri(double b, double h) implements Shape { }

    static double area(Shape s) {
        if (s instanceof Circle c) return 3 * c.r() * c.r();
        if (s instanceof Rect r) return r.w() * r.h();
        if (s instanceof Tri t) return t.b() * t.h() / 2;
        throw new IllegalStateException();
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Circle(1), new Rect(2, 3), new Tri(4, 5)};
        double total = 0;
        for (Shape s : shapes) { total += area(s); System.out.println(s + " " + area(s)); }
        System.out.println(total + " " + Shape.class.isSealed());
    }
}
