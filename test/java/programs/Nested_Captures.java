// Inner, anonymous and local classes capturing outer instances, locals and
// parameters; inner classes of inner classes (Outer.this chains), local
// classes in static and instance methods, anonymous subclasses with
// constructor arguments and instance initializers, shadowing, and
// getSimpleName/isAnonymousClass/isLocalClass/getEnclosingClass facts.
import java.util.*;
import java.util.function.*;

public class Nested_Captures {
    private int value = 1;
    private static int statCount;
    String name;

    Nested_Captures(String name) { this.name = name; }

    class Level1 {
        int value = 10;
        class Level2 {
            int value = 100;
            String show(int value) {
                return value + " " + this.value + " " + Level1.this.value + " " + Nested_Captures.this.value + " " + name;
            }
        }
        void bump() { Nested_Captures.this.value++; value++; }
    }

    static abstract class Greeter {
        final String greeting;
        Greeter(String g) { greeting = g; statCount++; }
        abstract String greet(String who);
    }

    interface Counter { int next(); }

    Counter makeCounter(int start, int step) {
        class LocalCounter implements Counter {
            int cur = start;
            public int next() { int r = cur; cur += step * value; return r; }
        }
        return new LocalCounter();
    }

    static List<Counter> makeMany() {
        List<Counter> list = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            int base = i * 100;
            list.add(new Counter() {
                int n = base;
                { n += 1; }
                public int next() { return n++; }
            });
        }
        return list;
    }

    Iterator<Integer> range(int from, int to) {
        return new Iterator<Integer>() {
            int cur = from;
            public boolean hasNext() { return cur < to; }
            public Integer next() {
                if (!hasNext()) throw new NoSuchElementException("past " + to);
                return cur++ * value;
            }
        };
    }

    static String describe(Class<?> c) {
        return "simple='" + c.getSimpleName() + "' anon=" + c.isAnonymousClass() + " local=" + c.isLocalClass()
            + " member=" + c.isMemberClass() + " enclosing=" + (c.getEnclosingClass() == null ? "-" : c.getEnclosingClass().getSimpleName())
            + " declaring=" + (c.getDeclaringClass() == null ? "-" : c.getDeclaringClass().getSimpleName());
    }

    public static void main(String[] args) {
        Nested_Captures o = new Nested_Captures("outer");
        Nested_Captures.Level1 l1 = o.new Level1();
        Nested_Captures.Level1.Level2 l2 = l1.new Level2();
        System.out.println(l2.show(1000));
        l1.bump();
        System.out.println(l2.show(-1));

        Counter c = o.makeCounter(5, 3);
        System.out.println(c.next() + " " + c.next() + " " + c.next());
        o.value = 2;
        System.out.println(c.next() + " " + c.next());

        for (Counter k : makeMany()) System.out.print(k.next() + "," + k.next() + " ");
        System.out.println();

        Iterator<Integer> it = o.range(3, 6);
        List<Integer> got = new ArrayList<>();
        it.forEachRemaining(got::add);
        System.out.println(got);
        try { it.next(); } catch (NoSuchElementException e) { System.out.println(e.getMessage()); }

        String suffix = "!";
        Greeter hi = new Greeter("hello") {
            String greet(String who) { return greeting + ", " + who + suffix; }
        };
        Greeter yo = new Greeter("yo") {
            int times = 2;
            String greet(String who) { return (greeting + " ").repeat(times) + who; }
        };
        System.out.println(hi.greet("ann") + " | " + yo.greet("bob") + " | made " + statCount);

        // local record, enum and interface inside a method
        record Pt(int x, int y) { int sum() { return x + y; } }
        enum Dir { N, E, S, W }
        interface Mover { Pt move(Pt p, Dir d); }
        Mover m = (p, d) -> switch (d) {
            case N -> new Pt(p.x(), p.y() + 1);
            case S -> new Pt(p.x(), p.y() - 1);
            case E -> new Pt(p.x() + 1, p.y());
            case W -> new Pt(p.x() - 1, p.y());
        };
        Pt p = new Pt(0, 0);
        for (char ch : "NNESWWWS".toCharArray()) p = m.move(p, Dir.valueOf(String.valueOf(ch == 'N' ? 'N' : ch)));
        System.out.println(p + " sum=" + p.sum());

        // local class capturing a loop variable copy and a parameter of a lambda
        Function<Integer, Supplier<String>> f = n -> {
            class Rep implements Supplier<String> {
                public String get() { return "x".repeat(n) + suffix; }
            }
            return new Rep();
        };
        System.out.println(f.apply(3).get() + " " + f.apply(0).get());

        // anonymous Comparator capturing a map
        Map<String, Integer> rank = Map.of("gold", 1, "silver", 2, "bronze", 3);
        List<String> medals = new ArrayList<>(List.of("bronze", "gold", "silver", "gold"));
        medals.sort(new Comparator<String>() {
            public int compare(String a, String b) { return rank.get(a) - rank.get(b); }
        });
        System.out.println(medals);

        System.out.println(describe(Nested_Captures.Level1.Level2.class));
        System.out.println(describe(hi.getClass()));
        System.out.println(describe(c.getClass()));
        System.out.println(describe(Pt.class));
        System.out.println(describe(Greeter.class));
        System.out.println(describe(new Object() {}.getClass()));
        System.out.println(describe(Nested_Captures.class) + " | " + describe(String[].class) + " | " + describe(Map.Entry.class));
        System.out.println(Nested_Captures.Level1.Level2.class.getName() + " " + int[][].class.getSimpleName() + " " + Pt[].class.getSimpleName());
    }
}
