import java.io.*;
import java.util.*;

public class Serial_Suid implements Serializable {
    static class A implements Serializable { static int counter; int x; }
    static class B implements Serializable { static { System.getProperty("x"); } int x; }
    static class C implements Serializable { static final String S = "c"; static final int K = 3; int x; }
    static class D implements Serializable { static final Object O = new Object(); int x; }
    static class E implements Serializable { int x; void f() { assert x > 0; } }
    static class F implements Serializable { Runnable r() { return () -> System.out.println(1); } int x; }
    class Inner implements Serializable { int y; }
    static abstract class G implements Serializable, Comparable<G> { public abstract int compareTo(G o); protected synchronized void s() {} native void n(); }
    static class H extends G { public int compareTo(G o) { return 0; } public H() {} H(int a) {} private H(String s) {} protected H(int[] a, String... b) {} }
    static class I implements Serializable { volatile int v; transient int t; private transient int pt; private static int ps; public static final long L = 1L; static final List<String> LIST = new ArrayList<>(); }
    interface J extends Serializable { }
    interface K extends Serializable { default void k() {} static void s() {} }
    static class Gen<T extends Comparable<T>> implements Serializable { T val; List<T> list; T get() { return val; } }
    static final class Fin implements Serializable { public Fin() {} public String toString() { return ""; } public boolean equals(Object o) { return false; } public int hashCode() { return 1; } }
    int top;
    public static void main(String[] args) {
        for (Class<?> c : new Class<?>[] {A.class, B.class, C.class, D.class, E.class, F.class, Inner.class, G.class, H.class, I.class, J.class, K.class, Gen.class, Fin.class, Serial_Suid.class}) {
            System.out.println(c.getName() + " " + ObjectStreamClass.lookup(c).getSerialVersionUID() + " " + Arrays.toString(ObjectStreamClass.lookup(c).getFields()));
        }
    }
}
