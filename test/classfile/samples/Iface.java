// Sample for test_classfile: an interface with constants, abstract, default,
// static and private methods, a nested annotation type and an enum with
// bodies.
public interface Iface extends Comparable<Iface> {
    int ANSWER = 42;
    String NAME = "iface";

    int value();

    default int twice() { return value() * 2 + helper(); }

    static Iface of(int v) { return () -> v; }

    private int helper() { return ANSWER; }

    default int compareTo(Iface o) { return Integer.compare(value(), o.value()); }

    @interface Marker { String value() default "m"; int[] nums() default {1, 2}; }

    enum Op {
        ADD { int apply(int a, int b) { return a + b; } },
        MUL { int apply(int a, int b) { return a * b; } };
        abstract int apply(int a, int b);
    }
}
