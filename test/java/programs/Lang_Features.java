// Language features javac 17 compiles to plain bytecode plus a few VM
// services: enums with bodies and switches on them, string switches,
// switch expressions with yield, sealed interfaces (Class.isSealed),
// records with pattern-matching instanceof, anonymous classes, varargs,
// and assert (disabled by default).
import java.util.*;
public class Lang_Features {
    enum Color { RED, GREEN, BLUE; Color next() { return values()[(ordinal() + 1) % values().length]; } }
    enum Op { ADD("+") { int apply(int a, int b) { return a + b; } }, MUL("*") { int apply(int a, int b) { return a * b; } };
        final String sym; Op(String s) { sym = s; } abstract int apply(int a, int b); }
    sealed interface Shape permits Circle, Square { }
    record Circle(double r) implements Shape { }
    record Square(double s) implements Shape { }
    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Square q && q.s() > 0) return q.s() * q.s();
        return 0;
    }
    static String kind(Object o) {
        return switch (o.getClass().getSimpleName()) { case "Circle" -> "round"; case "Square" -> "boxy"; default -> "?"; };
    }
    public static void main(String[] a) {
        for (Color c : Color.values()) System.out.println(c + " " + c.ordinal() + " " + c.next() + " " + c.name());
        System.out.println(Color.valueOf("GREEN") + " " + Color.GREEN.compareTo(Color.BLUE));
        try { Color.valueOf("PINK"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        for (Op op : Op.values()) System.out.println(op + op.sym + op.apply(6, 7) + " " + op.getClass() + " " + op.getDeclaringClass());
        Color c = Color.BLUE;
        switch (c) { case RED: System.out.println("r"); break; case BLUE: System.out.println("b"); break; default: System.out.println("g"); }
        int v = switch (c) { case RED -> 1; case GREEN -> 2; case BLUE -> { int x = 40; yield x + 2; } };
        System.out.println(v);
        String s = "two";
        switch (s) { case "one": System.out.println(1); break; case "two": System.out.println(2); break; }
        System.out.println(area(new Circle(1)) + " " + area(new Square(2)) + " " + kind(new Square(1)));
        System.out.println(Shape.class.isSealed() + " " + Circle.class.isRecord() + " " + Shape.class.isInterface());
        Object o = 42;
        if (o instanceof Integer i && i > 40) System.out.println("big " + (i + 1));
        var list = new Object() { int count = 3; };
        System.out.println(list.count);
        int total = 0;
        for (int x : new int[]{1, 2, 3}) total += x;
        System.out.println(total + " " + sum(1, 2, 3, 4) + " " + sum());
        try { assert total > 100 : "assert message"; System.out.println("assertions off"); } catch (AssertionError e) { System.out.println("AE " + e.getMessage()); }
    }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
}
