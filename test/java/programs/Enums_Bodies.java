// Enums with constructor fields, constant-specific bodies overriding
// abstract and concrete methods, static lookup tables built in <clinit>,
// values()/valueOf() and their error messages, compareTo/ordinal/name,
// getDeclaringClass of constants with bodies, and enums implementing
// interfaces.
import java.util.*;
import java.util.function.*;

public class Enums_Bodies {
    interface Op { int apply(int a, int b); }

    enum Arith implements Op {
        PLUS("+", 1) { public int apply(int a, int b) { return a + b; } },
        MINUS("-", 1) { public int apply(int a, int b) { return a - b; } },
        TIMES("*", 2) { public int apply(int a, int b) { return a * b; } },
        DIV("/", 2) {
            public int apply(int a, int b) { return a / b; }
            @Override String describe() { return "integer division"; }
        },
        POW("^", 3) {
            public int apply(int a, int b) { int r = 1; for (int i = 0; i < b; i++) r *= a; return r; }
            @Override boolean rightAssoc() { return true; }
        };

        final String sym;
        final int prec;
        private static final Map<String, Arith> BY_SYM = new HashMap<>();
        static { for (Arith a : values()) BY_SYM.put(a.sym, a); }

        Arith(String sym, int prec) { this.sym = sym; this.prec = prec; }
        String describe() { return name().toLowerCase() + " (" + sym + ", prec " + prec + ")"; }
        boolean rightAssoc() { return false; }
        static Arith bySymbol(String s) {
            Arith a = BY_SYM.get(s);
            if (a == null) throw new IllegalArgumentException("no operator " + s);
            return a;
        }
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), VENUS(4.869e+24, 6.0518e6), EARTH(5.976e+24, 6.37814e6),
        MARS(6.421e+23, 3.3972e6), JUPITER(1.9e+27, 7.1492e7);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        static final double G = 6.67300E-11;
        double surfaceGravity() { return G * mass / (radius * radius); }
        double surfaceWeight(double otherMass) { return otherMass * surfaceGravity(); }
    }

    enum Level {
        LOW, MEDIUM, HIGH;
        Level next() { return values()[(ordinal() + 1) % values().length]; }
    }

    enum Singleton {
        INSTANCE;
        int calls;
        int call() { return ++calls; }
    }

    enum Empty {}

    // Shunting-yard over the enum, exercising the lookup table.
    static int eval(String expr) {
        Deque<Integer> vals = new ArrayDeque<>();
        Deque<Arith> ops = new ArrayDeque<>();
        for (String tok : expr.split(" ")) {
            if (Character.isDigit(tok.charAt(0))) { vals.push(Integer.parseInt(tok)); continue; }
            Arith op = Arith.bySymbol(tok);
            while (!ops.isEmpty() && (ops.peek().prec > op.prec || (ops.peek().prec == op.prec && !op.rightAssoc()))) {
                int b = vals.pop(), a = vals.pop();
                vals.push(ops.pop().apply(a, b));
            }
            ops.push(op);
        }
        while (!ops.isEmpty()) { int b = vals.pop(), a = vals.pop(); vals.push(ops.pop().apply(a, b)); }
        return vals.pop();
    }

    public static void main(String[] args) {
        for (Arith a : Arith.values())
            System.out.println(a + " " + a.ordinal() + " " + a.describe() + " 7?3=" + a.apply(7, 3) + " class=" + (a.getClass() == Arith.class) + " decl=" + a.getDeclaringClass().getSimpleName());
        System.out.println(eval("2 + 3 * 4 - 5") + " " + eval("2 ^ 3 ^ 2") + " " + eval("100 / 5 / 2") + " " + eval("1 - 2 - 3"));
        try { eval("1 % 2"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Arith.DIV.apply(1, 0); } catch (ArithmeticException e) { System.out.println("AE " + e.getMessage()); }

        double earthWeight = 175;
        double mass = earthWeight / Planet.EARTH.surfaceGravity();
        for (Planet p : Planet.values()) System.out.printf("Weight on %s is %.2f%n", p, p.surfaceWeight(mass));

        System.out.println(Level.valueOf("HIGH").next() + " " + Level.LOW.compareTo(Level.HIGH) + " " + Level.HIGH.compareTo(Level.LOW));
        for (String s : new String[] {"low", "MEDIUM ", "", "HIGH"}) {
            try {
                System.out.println("valueOf(" + s + ")=" + Level.valueOf(s));
            } catch (IllegalArgumentException e) {
                System.out.println("IAE: " + e.getMessage());
            }
        }
        try { Level.valueOf(null); } catch (NullPointerException e) { System.out.println("NPE: " + e.getMessage()); }
        try { Enum.valueOf(Level.class, "NOPE"); } catch (IllegalArgumentException e) { System.out.println("IAE: " + e.getMessage()); }
        System.out.println(Enum.valueOf(Arith.class, "POW").apply(2, 10));
        System.out.println(Empty.values().length + " " + Arrays.toString(Level.values()));
        Level[] v1 = Level.values(), v2 = Level.values();
        v1[0] = null;
        System.out.println("values() is a copy: " + (v1 != v2) + " " + v2[0]);

        System.out.println(Singleton.INSTANCE.call() + Singleton.INSTANCE.call() + Singleton.valueOf("INSTANCE").call());
        System.out.println(Level.MEDIUM.name() + " " + Level.MEDIUM.toString() + " " + Level.MEDIUM.equals(Level.valueOf("MEDIUM")) + " " + (Level.MEDIUM.hashCode() == Level.MEDIUM.hashCode()));

        Map<Level, List<String>> tasks = new TreeMap<>(Comparator.reverseOrder());
        String[][] data = {{"a", "LOW"}, {"b", "HIGH"}, {"c", "LOW"}, {"d", "MEDIUM"}, {"e", "HIGH"}};
        for (String[] d : data) tasks.computeIfAbsent(Level.valueOf(d[1]), k -> new ArrayList<>()).add(d[0]);
        System.out.println(tasks);
        Function<Level, String> f = Level::name;
        List<Level> sorted = new ArrayList<>(List.of(Level.HIGH, Level.LOW, Level.MEDIUM, Level.LOW));
        Collections.sort(sorted);
        System.out.println(sorted + " " + f.apply(sorted.get(3)));
        Optional<Arith> maxPrec = Arrays.stream(Arith.values()).max(Comparator.comparingInt(a -> a.prec));
        System.out.println(maxPrec.get());
    }
}
