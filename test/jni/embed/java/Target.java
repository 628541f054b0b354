// The main target of the embedding tests: fields of every type, methods of
// every result type, constructors, a static initializer that prints, and
// methods that throw.
public class Target {
    static int counter;
    public static String label = "static-label";
    static boolean sz = true;
    static byte sb = -5;
    static char sc = 'Q';
    static short ss = -300;
    static long sj = 1L << 40;
    static float sf = 1.5f;
    static double sd = -2.25;

    static {
        counter = 42;
        System.out.println("Target.<clinit>");
    }

    public boolean z;
    public byte b;
    public char c;
    public short s;
    public int i = 7;
    public long j;
    public float f;
    public double d;
    public Object o;
    private String tag = "none";

    public Target() {
    }

    public Target(int i, String tag) {
        this.i = i;
        this.tag = tag;
    }

    public Target(String bad) {
        throw new IllegalArgumentException("bad constructor argument: " + bad);
    }

    public String toString() {
        return "Target[i=" + i + ", tag=" + tag + "]";
    }

    public boolean isPositive(int v) {
        return v > 0;
    }

    public byte toByte(int v) {
        return (byte) v;
    }

    public char charAt(String s, int k) {
        return s.charAt(k);
    }

    public short negShort(short v) {
        return (short) -v;
    }

    public int add(int a, int b) {
        return a + b;
    }

    public long mulLong(long a, int b) {
        return a * b;
    }

    public float half(float v) {
        return v / 2;
    }

    public double sum(double a, float b, long c, int d) {
        return a + b + c + d;
    }

    public Object self() {
        return this;
    }

    public void note(String what) {
        System.out.println("note: " + what + " on " + this);
    }

    public static String mix(boolean z, byte b, char c, short s, int i, long j, float f, double d, String str,
                             int[] arr) {
        return z + " " + b + " " + c + " " + s + " " + i + " " + j + " " + f + " " + d + " " + str + " "
            + (arr == null ? "null" : arr.length + "");
    }

    public static int staticAdd(int a, int b) {
        return a + b;
    }

    public static void fail(String msg) {
        throw new IllegalStateException(msg);
    }

    public static int nested(int depth) {
        if (depth == 0) throw new UnsupportedOperationException("deep");
        return nested(depth - 1);
    }

    public static String pass(String s) {
        return s;
    }
}
