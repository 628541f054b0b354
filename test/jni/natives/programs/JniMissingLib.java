/* An uncaught UnsatisfiedLinkError from System.loadLibrary: exit code and trace. */
public class JniMissingLib {
    public static void main(String[] args) {
        System.out.println("loading");
        System.loadLibrary("jninat_missing");
        System.out.println("not reached");
    }
}
