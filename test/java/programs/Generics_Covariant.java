// Generic bridges and covariant returns: overriding with narrower return
// types, generic superclass methods specialised in subclasses (bridge
// methods called through the raw/erased type), Comparable bridges,
// clone() covariance, bounded wildcards, recursive bounds, and the
// reflection view of bridges (isBridge/isSynthetic, sorted by name).
import java.lang.reflect.*;
import java.util.*;

public class Generics_Covariant {
    static class Animal implements Cloneable {
        String name;
        Animal(String n) { name = n; }
        Animal self() { return this; }
        Number legs() { return 4; }
        @Override protected Animal clone() {
            try { return (Animal) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
        public String toString() { return getClass().getSimpleName() + "(" + name + ")"; }
    }
    static class Bird extends Animal {
        Bird(String n) { super(n); }
        @Override Bird self() { return this; }
        @Override Integer legs() { return 2; }
        @Override protected Bird clone() { return (Bird) super.clone(); }
        String fly() { return name + " flies"; }
    }

    static abstract class Container<T> {
        abstract T get();
        abstract void set(T t);
        T getOr(T dflt) { T t = get(); return t == null ? dflt : t; }
    }
    static class StringBox extends Container<String> {
        String s;
        String get() { return s; }
        void set(String t) { s = t == null ? null : t.trim(); }
    }

    static class Version implements Comparable<Version> {
        final int major, minor;
        Version(int a, int b) { major = a; minor = b; }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        public String toString() { return major + "." + minor; }
    }

    static abstract class Builder<B extends Builder<B>> {
        StringBuilder sb = new StringBuilder();
        @SuppressWarnings("unchecked") B add(String s) { sb.append(s).append(';'); return (B) this; }
        abstract String build();
    }
    static class HtmlBuilder extends Builder<HtmlBuilder> {
        HtmlBuilder bold(String s) { return add("<b>" + s + "</b>"); }
        String build() { return "<p>" + sb + "</p>"; }
    }

    interface Source<T> { T next(); }
    interface IntSource extends Source<Integer> { Integer next(); }

    static double sumAll(Collection<? extends Number> c) { double s = 0; for (Number n : c) s += n.doubleValue(); return s; }
    static void fill(List<? super Integer> l, int n) { for (int i = 0; i < n; i++) l.add(i); }
    static <T extends Comparable<? super T>> T max(List<? extends T> l) {
        T m = l.get(0);
        for (T t : l) if (t.compareTo(m) > 0) m = t;
        return m;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static void rawAbuse() {
        Container raw = new StringBox();
        raw.set("  ok  ");
        System.out.println("raw get: [" + raw.get() + "]");
        try {
            raw.set(42);
        } catch (ClassCastException e) {
            System.out.println("CCE via bridge set(Object)");
        }
        Comparable c = new Version(1, 2);
        try {
            c.compareTo("1.2");
        } catch (ClassCastException e) {
            System.out.println("CCE via bridge compareTo(Object)");
        }
    }

    static String methods(Class<?> k) {
        List<String> out = new ArrayList<>();
        for (Method m : k.getDeclaredMethods())
            out.add(m.getName() + "(" + m.getParameterCount() + ")->" + m.getReturnType().getSimpleName() + (m.isBridge() ? "[bridge]" : "") + (m.isSynthetic() ? "[synth]" : ""));
        Collections.sort(out);
        return out.toString();
    }

    public static void main(String[] args) {
        Animal a = new Bird("tweety");
        System.out.println(a.self() + " " + a.legs() + " " + a.legs().getClass().getSimpleName() + " " + ((Bird) a).self().fly());
        Animal cl = a.clone();
        System.out.println(cl + " same=" + (cl == a) + " " + new Animal("rex").clone() + " " + new Animal("rex").legs());
        Bird b2 = new Bird("polly").clone();
        System.out.println(b2.fly());

        Container<String> box = new StringBox();
        System.out.println(box.getOr("empty"));
        box.set("  value ");
        System.out.println("[" + box.get() + "] " + box.getOr("x"));
        rawAbuse();

        List<Version> vs = new ArrayList<>(List.of(new Version(1, 10), new Version(1, 2), new Version(0, 99), new Version(2, 0)));
        Collections.sort(vs);
        System.out.println(vs + " max=" + max(vs) + " " + Collections.max(vs) + " " + Collections.min(vs));
        System.out.println(new HtmlBuilder().add("a").bold("b").add("c").build());

        IntSource src = new IntSource() { int n; public Integer next() { return n += 3; } };
        Source<Integer> gs = src;
        System.out.println(src.next() + " " + gs.next() + " " + src.next());

        List<Number> nums = new ArrayList<>();
        fill(nums, 4);
        nums.add(2.5);
        List<Object> objs = new ArrayList<>();
        fill(objs, 2);
        System.out.println(nums + " " + sumAll(nums) + " " + objs + " " + sumAll(List.of(1L, 2.5f, (short) 3)));
        System.out.println(max(List.of("kiwi", "apple", "melon")) + " " + max(List.of(3, 7, 5)));

        System.out.println(methods(Bird.class));
        System.out.println(methods(StringBox.class));
        System.out.println(methods(Version.class));
        System.out.println(methods(HtmlBuilder.class));

        System.out.println(StringBox.class.getSuperclass().getSimpleName() + " " + Version.class.getInterfaces()[0].getSimpleName());
    }
}
