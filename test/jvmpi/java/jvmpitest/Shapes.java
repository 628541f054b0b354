package jvmpitest;

// CLASS_LOAD contents (test jvmpi.classload): the agent prints, for the
// classes below, what CLASS_LOAD said about them; expected/classload.out is
// written from this source (class-file order = source order; javac puts a
// class's static initializer last).
interface Shape {
    double area();

    String name();
}

abstract class Base implements Shape, Comparable<Base> {
    static int created;
    protected final String label;

    Base(String label) {
        this.label = label;
        created++;
    }

    public String name() {
        return label;
    }

    public int compareTo(Base o) {
        return Double.compare(area(), o.area());
    }

    abstract double scale(double f);
}

final class Circle extends Base {
    static final double PI2 = 6.283185307179586;
    private static Circle unit;
    private static final long SERIAL = 42L;
    private double r;
    int[] tags;

    static {
        unit = new Circle(1.0);
    }

    Circle(double r) {
        super("circle");
        this.r = r;
    }

    public double area() {
        return PI2 / 2 * r * r;
    }

    double scale(double f) {
        r = r * f;
        return r;
    }

    static native int nativeCount();

    static Circle unit() {
        return unit;
    }
}

public class Shapes {
    static class Counter {
        int n;

        void add(int k) {
            n += k;
        }
    }

    public static void main(String[] args) {
        Circle c = new Circle(2.0);
        Counter k = new Counter();
        for (int i = 0; i < 3; i++) {
            k.add(i);
        }
        Circle[] all = { c, Circle.unit() };
        int[][] grid = new int[2][3];
        grid[1][2] = k.n;
        System.out.println(c.name());
        System.out.println(c.compareTo(all[1]));
        System.out.println(c.scale(0.5));
        System.out.println(grid[1][2]);
        System.out.println(Base.created);
    }
}
