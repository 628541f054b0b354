// Constructors chaining, virtual calls from constructors (seeing default
// field values), super calls, overloading chosen at compile time.
public class Obj_Inheritance {
    static StringBuilder log = new StringBuilder();

    static class A {
        int a = 1;
        A() { log.append("A() "); describe(); }
        A(int v) { this(); a = v; log.append("A(int) "); }
        void describe() { log.append("A.describe a=" + a + " "); }
        String who() { return "A"; }
        String callWho() { return "via A:" + who(); }
        static String stat() { return "A.stat"; }
    }
    static class B extends A {
        int b = 2;
        String s = "set";
        B() { super(7); log.append("B() "); }
        @Override void describe() { log.append("B.describe b=" + b + " s=" + s + " "); }
        @Override String who() { return "B"; }
        String superWho() { return super.who() + "/" + who(); }
        static String stat() { return "B.stat"; }
    }
    static class C extends B {
        C() { log.append("C() "); }
        @Override String who() { return "C>" + super.who(); }
    }

    static String over(Object o) { return "Object"; }
    static String over(String s) { return "String"; }
    static String over(Integer i) { return "Integer"; }
    static String over(int i) { return "int"; }
    static String over(long l) { return "long"; }
    static String over(double d) { return "double"; }
    static String over(A a) { return "A"; }
    static String over(B b) { return "B"; }

    public static void main(String[] args) {
        C c = new C();
        System.out.println(log);
        System.out.println(c.a + " " + c.b + " " + c.s);
        A asA = c;
        System.out.println(asA.who() + " " + asA.callWho() + " " + c.superWho());
        System.out.println(A.stat() + " " + B.stat());
        Object o = "str";
        short sh = 3;
        char ch = 'c';
        System.out.println(over(o) + " " + over("lit") + " " + over(5) + " " + over(sh) + " " + over(ch) + " "
                + over(5L) + " " + over(5f) + " " + over(Integer.valueOf(5)) + " " + over(asA) + " " + over(c) + " " + over((A) c));
        A[] arr = {new A(), new B(), new C()};
        log.setLength(0);
        StringBuilder sb = new StringBuilder();
        for (A x : arr) sb.append(x.who()).append(',');
        System.out.println(sb);
    }
}
