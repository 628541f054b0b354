/*
 * JniHeaderCheck -- runs natives compiled against Lantern's vm/jni/jni.h
 * (jni_header_native.c) inside the JDK 17, the reference VM: if the header's
 * slots, types or calling convention were off, these calls would land in the
 * wrong JNI function.  Prints one line per check and exits 1 if any failed.
 */
public class JniHeaderCheck {
    static int counter;

    static native int version();
    static native int onLoadVersion();
    static native int sum(int[] values);
    static native String greet(String name);
    static native long callback();
    static native int refTypes(Object o);
    static native boolean hasModule(Class<?> c);
    static native void throwIt(String message);
    static native int bump();
    static native int registered(int x); // bound by RegisterNatives in JNI_OnLoad
    native double scaled(double factor);

    final double base = 2.5;

    static long add(int a, long b, double c, char d) {
        return a + b + (long) c + d;
    }

    static int failures;

    static void check(String what, Object got, Object want) {
        boolean ok = want.equals(got);
        if (!ok) failures++;
        System.out.println((ok ? "PASS " : "FAIL ") + what + ": " + got + (ok ? "" : " (want " + want + ")"));
    }

    public static void main(String[] args) {
        System.loadLibrary("jni_header_native");
        check("GetVersion", Integer.toHexString(version()), "a0000");
        check("JNI_OnLoad GetEnv", Integer.toHexString(onLoadVersion()), "a0000");
        check("GetIntArrayRegion", sum(new int[] {1, 2, 3, 40}), 46);
        check("strings", greet("Lantern"), "Hello, Lantern");
        check("CallStaticLongMethod[A]", callback(), 2L * (1 + 20 + 300 + 4000));
        check("GetObjectRefType", refTypes(new Object()), 123);
        check("GetModule", hasModule(String.class), true);
        try {
            throwIt("from C");
            check("ThrowNew", "no exception", "IllegalStateException: from C");
        } catch (IllegalStateException e) {
            check("ThrowNew", "IllegalStateException: " + e.getMessage(), "IllegalStateException: from C");
        }
        counter = 41;
        check("static fields", bump(), 42);
        check("static fields", counter, 42);
        check("RegisterNatives", registered(21), 42);
        check("instance method, fields", new JniHeaderCheck().scaled(4.0), 10.0);
        System.out.println(failures == 0 ? "all checks passed" : failures + " checks failed");
        System.exit(failures == 0 ? 0 : 1);
    }
}
