// Static and instance fields of every type: defaults, initializers, field
// hiding (the static type chooses), static access through an instance.
public class Obj_Fields {
    static boolean sz; static byte sb; static char sc; static short ss;
    static int si; static long sl; static float sf; static double sd; static Object so;
    boolean z; byte b; char c; short s; int i; long l; float f; double d; String str;
    int init = 5;
    final int fin;
    static final String CONST = "constant";
    static int counter;

    Obj_Fields(int v) { fin = v; counter++; }

    static class Parent { int x = 1; static String who = "parent"; String show() { return "P" + x; } }
    static class Child extends Parent { int x = 2; static String who = "child"; String show() { return "C" + x + super.x; } }

    public static void main(String[] args) {
        System.out.println(sz + " " + sb + " " + (int) sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + so);
        Obj_Fields o = new Obj_Fields(9);
        System.out.println(o.z + " " + o.b + " " + (int) o.c + " " + o.s + " " + o.i + " " + o.l + " " + o.f + " " + o.d + " " + o.str + " " + o.init + " " + o.fin);
        o.z = true; o.b = -3; o.c = 'q'; o.s = -300; o.i = 1 << 20; o.l = -1L << 50; o.f = 0.25f; o.d = 1e-7; o.str = "s";
        System.out.println(o.z + " " + o.b + " " + o.c + " " + o.s + " " + o.i + " " + o.l + " " + o.f + " " + o.d + " " + o.str);
        sz = true; sb = 127; sc = 'S'; ss = 32767; si = -1; sl = Long.MAX_VALUE; sf = -1.5f; sd = 2.0 / 3; so = "obj";
        System.out.println(sz + " " + sb + " " + sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + so);
        Obj_Fields o2 = new Obj_Fields(10);
        System.out.println("counter " + counter + " " + o2.counter + " " + CONST + " " + o2.fin);
        Child ch = new Child();
        Parent asParent = ch;
        System.out.println(ch.x + " " + asParent.x + " " + ((Parent) ch).x + " " + ch.show() + " " + asParent.show());
        System.out.println(Child.who + " " + Parent.who);
        ch.x = 20;
        asParent.x = 10;
        System.out.println(ch.show());
        Obj_Fields nul = null;
        System.out.println("static through null ref: " + nul.counter);
        int[] sums = new int[1];
        for (int k = 0; k < 1000; k++) { o.i += k; sl -= k; sums[0] ^= o.i; }
        System.out.println(o.i + " " + sl + " " + sums[0]);
    }
}
