/* FindClass in JNI_OnLoad: the library's JNI_OnLoad looks up application
 * classes with the loader of the class that called System.loadLibrary (this
 * one), registers natives for one of them, calls one of its static methods;
 * the natives then work, and FindClass from an ordinary native method sees
 * application classes as before. */
import onload_pkg.Registered;

public class JniOnLoad {
    static native String onloadReport();

    public static void main(String[] args) {
        try {
            System.loadLibrary("jninat_onloadfind");
        } catch (Throwable t) {
            System.out.println("loadLibrary: " + t);
            return;
        }
        System.out.println("JNI_OnLoad: " + onloadReport());
        System.out.println("bumped by JNI_OnLoad: " + Registered.bumped());
        System.out.println("twice(21) = " + Registered.twice(21));
        System.out.println("from a native method: " + Registered.findFromNative());
        // loading it again runs no second JNI_OnLoad
        System.loadLibrary("jninat_onloadfind");
        System.out.println("again: " + onloadReport() + ", bumped " + Registered.bumped());
    }
}
