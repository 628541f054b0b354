package my_pkg;

/* Natives whose C names need escapes: '_' in package, class and method
 * names, overloads found by their long names, '$', non-ASCII and
 * supplementary characters, a nested class. */
public class Na_t {
    static {
        System.loadLibrary("jninat_names");
    }

    static native int get_ver();
    static native int over(String s, int[] a);
    static native int over(long a, double b, Object[][] c, boolean d);
    /* the library exports both the short and the long names of these */
    static native int both(int a);
    static native int both(long a);
    static native int café();
    static native int dollar$x();
    static native int x𝐀y();
    static native int Å();
    native int inst_m(int x);

    public static class Inner {
        static native int m();
    }

    public static void run() {
        System.out.println("get_ver " + get_ver());
        System.out.println("over(String,int[]) " + over("s", new int[0]));
        System.out.println("over(long,double,Object[][],boolean) " + over(1L, 2.0, null, true));
        System.out.println("both(int) " + both(1) + " both(long) " + both(2L));
        System.out.println("café " + café());
        System.out.println("dollar$x " + dollar$x());
        System.out.println("x\\uD835\\uDC00y " + x𝐀y());
        System.out.println("\\u00C5 " + Å());
        System.out.println("inst_m " + new Na_t().inst_m(41));
        System.out.println("Inner.m " + Inner.m());
    }
}
