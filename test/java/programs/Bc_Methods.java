// Method invocation: many mixed-width arguments (long and double take two
// slots), every return type, varargs, static/instance/private/super calls,
// recursion through an interface, and argument evaluation order.
public class Bc_Methods {
    static StringBuilder order = new StringBuilder();
    static int tick(int v) { order.append(v); return v; }

    static long mixStatic(int a, long b, double c, float d, char e, short f, byte g, boolean h, Object i, long j, double k) {
        return a + b + (long) c + (long) d + e + f + g + (h ? 1000 : 0) + (i == null ? 0 : i.hashCode() % 7) + j + (long) (k * 10);
    }
    double mixInstance(double a, long b, int c, double d, long e) { return a * b + c - d / e; }
    private long priv(long x) { return x * x; }

    static boolean retZ(int x) { return x > 0; }
    static byte retB(int x) { return (byte) x; }
    static char retC(int x) { return (char) x; }
    static short retS(int x) { return (short) x; }
    static int retI(long x) { return (int) x; }
    static long retJ(int x) { return (long) x << 32; }
    static float retF(double x) { return (float) x; }
    static double retD(float x) { return x; }
    static int[] retArr(int n) { return new int[n]; }
    static void retV(int[] box) { box[0]++; }

    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String fmt(String head, Object... rest) {
        StringBuilder sb = new StringBuilder(head);
        for (Object o : rest) sb.append('|').append(o);
        return sb + "#" + rest.length;
    }

    static class Base { String m() { return "Base.m"; } }
    static class Derived extends Base {
        @Override String m() { return "Derived.m"; }
        String both() { return super.m() + "+" + this.m(); }
    }

    public static void main(String[] args) {
        System.out.println(mixStatic(1, 2L, 3.9, 4.9f, 'A', (short) -6, (byte) 7, true, "key", 1L << 40, 0.25));
        Bc_Methods self = new Bc_Methods();
        System.out.println(self.mixInstance(1.5, 4L, 3, 9.0, 2L) + " " + self.priv(123456789L));
        System.out.println(retZ(5) + " " + retB(300) + " " + (int) retC(-1) + " " + retS(70000) + " " + retI(1L << 33 | 5) + " " + retJ(3) + " " + retF(0.1) + " " + retD(0.1f) + " " + retArr(4).length);
        int[] box = {0};
        for (int i = 0; i < 5; i++) retV(box);
        System.out.println(box[0] + " " + sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[] {4, 5}));
        System.out.println(fmt("h") + " " + fmt("h", 1, 'c', null) + " " + fmt("h", (Object[]) new String[] {"x", "y"}) + " " + fmt("h", (Object) new String[] {"x", "y"}).startsWith("h|[Ljava.lang.String;@"));
        System.out.println(new Derived().both());
        int r = tick(1) + tick(2) * tick(3) - tick(4) / tick(5);
        System.out.println("order " + order + " r " + r);
        order.setLength(0);
        int[] arr = new int[3];
        int idx = 0;
        arr[tick(idx++)] = tick(10) + idx;
        System.out.println("order " + order + " arr " + arr[0] + arr[1] + " idx " + idx);
        order.setLength(0);
        long v = mixStatic(tick(1), tick(2), tick(3), tick(4), (char) tick(5), (short) tick(6), (byte) tick(7), tick(8) > 0, null, tick(9), tick(0));
        System.out.println("args order " + order + " v " + v);
    }
}
