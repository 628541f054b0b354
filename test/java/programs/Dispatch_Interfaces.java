// Interface dispatch, default methods, the diamond resolved with X.super.m(),
// static and private interface methods, abstract classes implementing
// interfaces partially, and a class inheriting an implementation from its
// superclass to satisfy an interface.
public class Dispatch_Interfaces {
    interface Greeter {
        String name();
        default String greet() { return "Hello, " + decorate(name()); }
        private String decorate(String s) { return "<" + s + ">"; }
        static Greeter of(String n) { return new Fixed(n); }
    }
    interface Loud extends Greeter {
        default String greet() { return Greeter.super.greet().toUpperCase() + "!"; }
    }
    interface Polite {
        default String greet() { return "Good day"; }
    }
    static class Fixed implements Greeter {
        final String n;
        Fixed(String n) { this.n = n; }
        public String name() { return n; }
    }
    static class Both implements Loud, Polite {
        public String name() { return "both"; }
        public String greet() { return Loud.super.greet() + " / " + Polite.super.greet(); }
    }
    static abstract class Partial implements Greeter, Comparable<Partial> {
        abstract int rank();
        public int compareTo(Partial o) { return Integer.compare(rank(), o.rank()); }
    }
    static class Concrete extends Partial {
        final int r;
        Concrete(int r) { this.r = r; }
        int rank() { return r; }
        public String name() { return "c" + r; }
    }
    static class HasName { public String name() { return "inherited"; } }
    static class Inherits extends HasName implements Greeter { }

    interface Counter { int next(); default int skip(int n) { int v = 0; for (int i = 0; i < n; i++) v = next(); return v; } }
    static class Seq implements Counter { int v; public int next() { return v += 3; } }

    public static void main(String[] args) {
        Greeter[] gs = {Greeter.of("plain"), new Both(), new Concrete(3), new Inherits(), new Loud() { public String name() { return "anon"; } }};
        for (Greeter g : gs) System.out.println(g.greet() + " | " + g.name());
        Partial p1 = new Concrete(1), p2 = new Concrete(2);
        Comparable<Partial> cmp = p1;
        System.out.println(cmp.compareTo(p2) + " " + p2.compareTo(p1) + " " + p1.compareTo(p1));
        Counter c = new Seq();
        System.out.println(c.skip(5) + " " + c.next());
        Object o = new Both();
        System.out.println((o instanceof Loud) + " " + (o instanceof Polite) + " " + (o instanceof Greeter));
        long total = 0;
        Greeter[] many = new Greeter[64];
        for (int i = 0; i < many.length; i++) many[i] = (i % 3 == 0) ? new Fixed("f" + i) : (i % 3 == 1) ? new Concrete(i) : new Inherits();
        for (int round = 0; round < 50; round++) for (Greeter g : many) total += g.name().length() + g.greet().length();
        System.out.println("megamorphic total " + total);
    }
}
