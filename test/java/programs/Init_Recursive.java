// Circular static initialization: a class whose initializer touches a class
// that touches the first again sees default values (the first class is
// being initialized by the same thread), and instance creation inside
// a static initializer.
public class Init_Recursive {
    static class A {
        static int a1 = 10;
        static int fromB = B.b1;       // starts B's init, which reads A
        static int a2 = 20;
        static { System.out.println("A done: a1=" + a1 + " fromB=" + fromB + " a2=" + a2); }
    }
    static class B {
        static int b1 = A.a1 + A.a2 + 1; // A is being initialized: a2 still 0
        static { System.out.println("B done: b1=" + b1); }
    }
    static class Singleton {
        static final Singleton INSTANCE = new Singleton();
        static int counter = 5;        // runs after the constructor
        static int before;
        int seen;
        Singleton() { seen = counter; counter++; before++; }
    }
    static class SelfRef {
        static SelfRef first = new SelfRef("first");
        static String label = "label";
        final String text;
        SelfRef(String n) { text = n + ":" + label; }
    }

    public static void main(String[] args) {
        System.out.println("A.a2 = " + A.a2);
        System.out.println("B.b1 = " + B.b1);
        System.out.println("Singleton seen=" + Singleton.INSTANCE.seen + " counter=" + Singleton.counter + " before=" + Singleton.before);
        System.out.println(SelfRef.first.text + " " + new SelfRef("second").text);
    }
}
