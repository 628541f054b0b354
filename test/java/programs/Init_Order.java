// Class and instance initialization order: superclass static init before
// subclass, static fields and static blocks in textual order, instance field
// initializers and instance blocks before the constructor body, after super().
public class Init_Order {
    static int log(String s) { System.out.println("  " + s); return s.length(); }

    static class Super {
        static int s1 = log("Super static field s1");
        static { log("Super static block"); }
        int i1 = log("Super instance field i1");
        { log("Super instance block"); }
        Super() { log("Super() body"); }
        static int s2 = log("Super static field s2");
    }
    static class Sub extends Super {
        static { log("Sub static block 1"); }
        static int t = log("Sub static field t");
        int j = log("Sub instance field j");
        Sub() { super(); log("Sub() body"); }
        Sub(int x) { this(); log("Sub(int) body"); }
        { log("Sub instance block"); }
        static { log("Sub static block 2"); }
    }

    static { System.out.println("main class static init"); }

    public static void main(String[] args) {
        System.out.println("main starts");
        System.out.println("new Sub(1):");
        new Sub(1);
        System.out.println("new Sub():");
        new Sub();
        System.out.println("new Super():");
        new Super();
        System.out.println("done " + Super.s1 + " " + Super.s2 + " " + Sub.t);
    }
}
