// What the -Xcheck:jni programs call: static and instance members, a
// method that throws.
public class Chk {
    public static int value = 3;
    public static String name = "chk";
    public int inst = 4;
    public Object ref;

    public static void hello() {
        System.out.println("Chk.hello");
    }

    public static void boom() {
        throw new IllegalStateException("boom");
    }

    public int twice(int x) {
        return 2 * x;
    }

    public String show() {
        return "Chk[inst=" + inst + ", ref=" + ref + "]";
    }
}
