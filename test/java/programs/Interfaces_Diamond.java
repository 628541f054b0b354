// Interface default, static and private methods: diamond resolution with
// explicit X.super.m() choices, class methods winning over defaults,
// more-specific interfaces winning, abstract re-declaration of a default,
// private helpers (static and instance) in interfaces, static methods not
// inherited, and interface constants initialised lazily.
import java.util.*;

public class Interfaces_Diamond {
    static StringBuilder log = new StringBuilder();

    interface Named {
        String name();
        default String greet() { return "Hello, " + decorate(name()); }
        private String decorate(String s) { return "[" + s + "]"; }
        static Named of(String n) { return () -> n; }
    }
    interface Polite extends Named {
        default String greet() { return "Good day, " + name() + suffix(); }
        private static String suffix() { return "."; }
    }
    interface Loud {
        default String greet() { return "HEY!"; }
        default int volume() { return 11; }
    }
    static class Person implements Polite {
        public String name() { return "Ann"; }
    }
    static class Shouter implements Polite, Loud {
        public String name() { return "Bob"; }
        public String greet() { return Polite.super.greet() + " / " + Loud.super.greet(); }
    }
    static class Base {
        public String greet() { return "class wins"; }
    }
    static class Mixed extends Base implements Loud, Polite {
        public String name() { return "Cy"; }
    }
    interface Quiet extends Loud {
        int volume();
    }
    static class Whisper implements Quiet {
        public int volume() { return 1; }
    }

    interface A { default String who() { return "A"; } }
    interface B extends A { default String who() { return "B>" + A.super.who(); } }
    interface C extends A { }
    static class D implements B, C { }
    interface E extends A { default String who() { return "E"; } }
    static class F implements B, E {
        public String who() { return B.super.who() + "+" + E.super.who(); }
    }

    interface Consts {
        int EAGER = 7;
        List<String> LAZY = make();
        static List<String> make() { log.append("Consts.<clinit> "); return List.of("x", "y"); }
    }
    static class UsesConsts implements Consts {
        int eager() { return EAGER; }
        List<String> lazy() { return LAZY; }
    }

    interface Stack<T> extends Iterable<T> {
        void push(T t);
        T pop();
        boolean isEmpty();
        default T peekOr(T dflt) {
            if (isEmpty()) return dflt;
            T t = pop();
            push(t);
            return t;
        }
        default void pushAll(Iterable<? extends T> items) { for (T t : items) push(t); }
        default int drainCount() { int n = 0; while (!isEmpty()) { pop(); n++; } return n; }
    }
    static class ListStack<T> implements Stack<T> {
        private final ArrayList<T> items = new ArrayList<>();
        public void push(T t) { items.add(t); }
        public T pop() { return items.remove(items.size() - 1); }
        public boolean isEmpty() { return items.isEmpty(); }
        public Iterator<T> iterator() { return items.iterator(); }
    }

    public static void main(String[] args) {
        System.out.println(Named.of("Zed").greet());
        System.out.println(new Person().greet());
        System.out.println(new Shouter().greet() + " vol=" + new Shouter().volume());
        System.out.println(new Mixed().greet() + " vol=" + new Mixed().volume());
        System.out.println(new Whisper().greet() + " vol=" + new Whisper().volume());
        System.out.println(new D().who() + " " + new F().who());
        Named n = new Person();
        Polite p = new Person();
        System.out.println(n.greet().equals(p.greet()));

        UsesConsts uc = new UsesConsts();
        System.out.println("eager=" + uc.eager() + " log='" + log + "'");
        System.out.println("lazy=" + uc.lazy() + " log='" + log + "'");

        ListStack<Integer> st = new ListStack<>();
        System.out.println(st.peekOr(-1));
        st.pushAll(List.of(1, 2, 3));
        System.out.println(st.peekOr(-1) + " " + st.pop());
        StringBuilder sb = new StringBuilder();
        st.forEach(x -> sb.append(x).append(','));
        System.out.println(sb + " drained=" + st.drainCount() + " empty=" + st.isEmpty());
        Iterable<String> it = () -> List.of("i", "t").iterator();
        for (String s : it) System.out.print(s);
        System.out.println();

        // reflection: which methods are default
        List<String> defs = new ArrayList<>();
        for (var m : Stack.class.getDeclaredMethods()) if (m.isDefault()) defs.add(m.getName());
        Collections.sort(defs);
        System.out.println(defs);
        List<String> mods = new ArrayList<>();
        for (var m : Named.class.getDeclaredMethods())
            if (!m.isSynthetic()) mods.add(m.getName() + ":" + java.lang.reflect.Modifier.toString(m.getModifiers()) + (m.isDefault() ? ":default" : ""));
        Collections.sort(mods);
        System.out.println(mods);
    }
}
