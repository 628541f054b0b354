/* JniOnLoad's application class: its natives have no JNI names in the
 * library, so they work only if the library's JNI_OnLoad found this class
 * (FindClass) and registered them (RegisterNatives). */
package onload_pkg;

public class Registered {
    static int bumped;

    public static native int twice(int x);

    public static native String findFromNative();

    /* called by JNI_OnLoad through GetStaticMethodID + CallStaticIntMethod */
    static int bump(int by) {
        bumped += by;
        return bumped;
    }

    public static int bumped() {
        return bumped;
    }
}
