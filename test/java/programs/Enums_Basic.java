// Enums: values(), valueOf, ordinal, name, switch on an enum (synthetic
// switch map), constant-specific bodies, EnumMap, compareTo.
import java.util.EnumMap;

public class Enums_Basic {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        final double mass, radius;
        Planet(double m, double r) { mass = m; radius = r; }
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }
    enum Op {
        ADD { int apply(int a, int b) { return a + b; } },
        MUL { int apply(int a, int b) { return a * b; } };
        abstract int apply(int a, int b);
    }

    public static void main(String[] args) {
        for (Planet p : Planet.values()) System.out.println(p + " " + p.ordinal() + " " + p.gravity());
        System.out.println(Planet.valueOf("EARTH").name() + " " + Planet.EARTH.compareTo(Planet.JUPITER));
        try { Planet.valueOf("PLUTO"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        for (Op op : Op.values()) {
            switch (op) {
                case ADD: System.out.println("add " + op.apply(3, 4)); break;
                case MUL: System.out.println("mul " + op.apply(3, 4) + " " + op.getClass().getName() + " " + op.getDeclaringClass().getName()); break;
            }
        }
        EnumMap<Planet, String> m = new EnumMap<>(Planet.class);
        m.put(Planet.JUPITER, "big");
        m.put(Planet.MERCURY, "small");
        System.out.println(m);
    }
}
