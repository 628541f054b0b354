// One method per result type, instance and static, each taking an int and
// a double so that both kinds of argument pass: for every Call*Method entry
// point (embed_callall.c).  Sub overrides the instance ones.
public class AllTypes {
    public Object o(int i, double d) { return "o" + i + "/" + d; }
    public boolean z(int i, double d) { return i > d; }
    public byte b(int i, double d) { return (byte) (i + d); }
    public char c(int i, double d) { return (char) ('a' + i); }
    public short s(int i, double d) { return (short) (i * -2); }
    public int i(int i, double d) { return i * 3; }
    public long j(int i, double d) { return (long) i << 33; }
    public float f(int i, double d) { return i + 0.25f; }
    public double d(int i, double d) { return i + d; }
    public void v(int i, double d) { System.out.println("AllTypes.v " + i + " " + d); }

    public static Object so(int i, double d) { return "so" + i + "/" + d; }
    public static boolean sz(int i, double d) { return i < d; }
    public static byte sb(int i, double d) { return (byte) (i - d); }
    public static char sc(int i, double d) { return (char) ('A' + i); }
    public static short ss(int i, double d) { return (short) (i * 1000); }
    public static int si(int i, double d) { return -i; }
    public static long sj(int i, double d) { return -((long) i << 40); }
    public static float sf(int i, double d) { return i / 4.0f; }
    public static double sd(int i, double d) { return i * d; }
    public static void sv(int i, double d) { System.out.println("AllTypes.sv " + i + " " + d); }

    public static class Sub extends AllTypes {
        public Object o(int i, double d) { return "sub-o" + i; }
        public boolean z(int i, double d) { return !super.z(i, d); }
        public byte b(int i, double d) { return (byte) 99; }
        public char c(int i, double d) { return 'S'; }
        public short s(int i, double d) { return (short) 7; }
        public int i(int i, double d) { return 1000 + i; }
        public long j(int i, double d) { return -1L; }
        public float f(int i, double d) { return -0.5f; }
        public double d(int i, double d) { return -d; }
        public void v(int i, double d) { System.out.println("Sub.v " + i + " " + d); }
    }
}
