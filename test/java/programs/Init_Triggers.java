// What triggers class initialization and what does not (JLS 12.4.1):
// new, static method, static field read/write do; a compile-time constant,
// array creation, a class literal, and a subclass's inherited static field
// (which initializes only the declaring class) do not; interfaces are not
// initialized by implementing classes unless they declare default methods.
public class Init_Triggers {
    static void log(String s) { System.out.println("  init " + s); }
    static int mark(String s) { log(s); return 1; }

    static class ByNew { static { log("ByNew"); } }
    static class ByStaticMethod { static { log("ByStaticMethod"); } static int m() { return 3; } }
    static class ByGet { static int v = mark("ByGet"); }
    static class ByPut { static int v; static { log("ByPut"); } }
    static class Constant { static final int K = 99; static final String S = "folded"; static { log("Constant (wrong!)"); } }
    static class NotConstant { static final Integer BOXED = 5; static { log("NotConstant"); } }
    static class ArrayOnly { static { log("ArrayOnly (wrong!)"); } }
    static class LiteralOnly { static { log("LiteralOnly (wrong!)"); } }
    static class Declaring { static int shared = mark("Declaring"); }
    static class Inheriting extends Declaring { static { log("Inheriting (only by its own use)"); } }
    interface PlainIface { int X = mark("PlainIface (wrong!)"); void m(); }
    interface DefaultIface { int Y = mark("DefaultIface"); default void d() { } }
    static class Impl implements PlainIface, DefaultIface { static { log("Impl"); } public void m() { } }
    interface ReadIface { int Z = mark("ReadIface"); }
    static class Once { static int count; static { count++; log("Once"); } }

    public static void main(String[] args) {
        System.out.println("constant: " + Constant.K + " " + Constant.S);
        System.out.println("array: " + new ArrayOnly[3].length + " " + new ArrayOnly[2][2].length);
        Class<?> c = LiteralOnly.class;
        System.out.println("literal: " + (c != null));
        System.out.println("new:");
        new ByNew();
        System.out.println("static method:");
        System.out.println("  -> " + ByStaticMethod.m());
        System.out.println("static get:");
        System.out.println("  -> " + ByGet.v);
        System.out.println("static put:");
        ByPut.v = 4;
        System.out.println("boxed final:");
        System.out.println("  -> " + NotConstant.BOXED);
        System.out.println("inherited static through subclass:");
        System.out.println("  -> " + Inheriting.shared);
        System.out.println("class implementing interfaces:");
        new Impl();
        System.out.println("interface field read:");
        System.out.println("  -> " + ReadIface.Z);
        System.out.println("only once:");
        Once.count += 10;
        Once.count += 10;
        System.out.println("  -> " + Once.count);
        System.out.println("now the subclass:");
        new Inheriting();
    }
}
