// -Xcheck:jni in native methods: the warnings name the Java frames that
// called the native, and its local references are counted per invocation.
public class CheckNatives {
    static native void pending();
    static native void unchecked();
    static native void afterUnchecked();
    static native void locals(int n);
    static native void frame(int capacity, int n);

    static void hello() {
    }

    static void helper() {
        pending();
    }

    public static void main(String[] args) {
        System.loadLibrary("jnicheck");
        helper();
        System.out.println("unchecked");
        unchecked();
        System.out.println("a new native invocation");
        afterUnchecked();
        // the plan a warning raised holds for the next invocations too
        for (int n : new int[] {30, 33, 34, 60, 66, 33, 100}) {
            System.out.println("locals " + n);
            locals(n);
        }
        System.out.println("frame 4, 40");
        frame(4, 40);
        System.out.println("done");
    }
}
