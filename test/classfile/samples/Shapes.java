// Sample for test_classfile: sealed interfaces, records, enums, switches,
// inner, local and anonymous classes, interface default/static/private methods.
import java.io.IOException;
import java.util.Comparator;

public class Shapes {
    sealed interface Shape permits Circle, Square, Rect {}
    record Circle(double r) implements Shape {}
    record Square(int side) implements Shape {}
    record Rect(long w, long h) implements Shape {}
    record Box<T extends Comparable<T>>(T item, String label) {}

    enum Color { RED, GREEN, BLUE; Color next() { return values()[(ordinal() + 1) % 3]; } }

    interface Named {
        String name();
        default String greet() { return "hello " + helper(); }
        static Named of(String s) { return () -> s; }
        private String helper() { return name(); }
    }

    class Inner { int get() { return secret; } }
    private int secret = 42;

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Square sq) return sq.side() * sq.side();
        Rect r = (Rect) s;
        return r.w() * r.h();
    }

    static int colorCode(Color c) {
        switch (c) {
            case RED: return 1;
            case GREEN: return 2;
            default: return 3;
        }
    }

    static int expr(String s) {
        return switch (s) {
            case "Aa", "BB" -> 1;
            case "hello" -> 2;
            default -> { int h = s.hashCode(); yield h & 7; }
        };
    }

    static void mayThrow(int x) throws IOException, InterruptedException {
        if (x > 3) throw new IOException("x");
    }

    public static void main(String[] args) throws Exception {
        Comparator<String> cmp = new Comparator<String>() {
            public int compare(String a, String b) { return a.length() - b.length(); }
        };
        class Local { int v = 7; }
        System.out.println(area(new Circle(1)) + area(new Square(2)) + area(new Rect(3, 4)));
        System.out.println(colorCode(Color.GREEN) + expr("BB") + cmp.compare("a", "bb") + new Local().v);
        System.out.println(new Shapes().new Inner().get() + Named.of("n").greet() + new Box<>("a", "b"));
        mayThrow(1);
    }
}
