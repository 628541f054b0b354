// Generics after erasure: bridge methods (a Comparable<T> implementation
// called through the raw interface, covariant returns), generic methods
// with bounds, wildcard use, and a generic container of its own.
public class Generics_Bridges {
    interface Shape { double area(); }
    static class Sq implements Shape, Comparable<Sq> {
        final double s;
        Sq(double s) { this.s = s; }
        public double area() { return s * s; }
        public int compareTo(Sq o) { return Double.compare(s, o.s); }
        @Override public String toString() { return "Sq" + (int) s; }
    }
    static class Animal { Animal self() { return this; } String kind() { return "animal"; } }
    static class Dog extends Animal { @Override Dog self() { return this; } @Override String kind() { return "dog"; } String bark() { return "woof"; } }

    static class Stack<T> {
        private Object[] items = new Object[2];
        private int n;
        void push(T t) { if (n == items.length) { Object[] g = new Object[n * 2]; System.arraycopy(items, 0, g, 0, n); items = g; } items[n++] = t; }
        @SuppressWarnings("unchecked") T pop() { return (T) items[--n]; }
        boolean isEmpty() { return n == 0; }
    }
    interface Transformer<A, B> { B apply(A a); }
    static class Lengths implements Transformer<String, Integer> { public Integer apply(String s) { return s.length(); } }

    static <T extends Comparable<T>> T max(T[] xs) { T m = xs[0]; for (T x : xs) if (x.compareTo(m) > 0) m = x; return m; }
    static double total(Shape[] shapes) { double t = 0; for (Shape s : shapes) t += s.area(); return t; }
    static <A, B> Object[] mapAll(A[] in, Transformer<? super A, ? extends B> f) { Object[] out = new Object[in.length]; for (int i = 0; i < in.length; i++) out[i] = f.apply(in[i]); return out; }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        Sq[] sqs = {new Sq(3), new Sq(5), new Sq(2)};
        System.out.println(max(sqs) + " " + total(sqs));
        Comparable raw = sqs[0];
        System.out.println(raw.compareTo(sqs[1]) + " " + raw.compareTo(sqs[2]));
        try {
            raw.compareTo("not a square");
        } catch (ClassCastException e) {
            System.out.println("bridge cast: " + e.getMessage());
        }
        Animal a = new Dog();
        System.out.println(a.self().kind() + " " + ((Dog) a).self().bark());
        Stack<String> st = new Stack<>();
        for (String s : new String[] {"a", "bb", "ccc", "dddd", "eeeee"}) st.push(s);
        StringBuilder sb = new StringBuilder();
        while (!st.isEmpty()) sb.append(st.pop()).append(' ');
        System.out.println(sb);
        Object[] lens = mapAll(new String[] {"x", "yy", "", "zzz"}, new Lengths());
        for (Object o : lens) System.out.print(o + " ");
        System.out.println();
        Transformer rawT = new Lengths();
        try {
            rawT.apply(42);
        } catch (ClassCastException e) {
            System.out.println("raw transformer: " + e.getMessage());
        }
        Integer[] boxed = {4, 9, -1, 7};
        System.out.println("max boxed " + max(boxed) + " max strings " + max(new String[] {"pear", "apple", "zoo", "kiwi"}));
    }
}
