/* RegisterNatives / UnregisterNatives: binding by hand beats the JNI name,
 * unregistering goes back to it; the errors for names that do not match. */
public class JniRegister {
    static {
        System.loadLibrary("jninat_register");
    }

    static native int target(long v);
    native Object echo(Object o, double d);
    static native int registerGood();
    static native int registerBad(int which);
    static native int unregister();

    static int notNative(long v) {
        return 0;
    }

    public static void main(String[] args) {
        System.out.println("linked by name: " + target(5));
        System.out.println("registerGood: " + registerGood());
        System.out.println("registered: " + target(5));
        JniRegister r = new JniRegister();
        System.out.println("echo: " + r.echo("arg", 1.0) + " " + (r.echo("arg", -1.0) == r));
        for (int i = 0; i < 3; i++) {
            try {
                System.out.println("registerBad(" + i + ") returned " + registerBad(i));
            } catch (Throwable t) {
                System.out.println("registerBad(" + i + "): " + t);
            }
        }
        System.out.println("still registered: " + target(5));
        System.out.println("unregister: " + unregister());
        System.out.println("linked by name again: " + target(5));
        try {
            System.out.println("echo: " + r.echo("arg", 1.0));
        } catch (UnsatisfiedLinkError e) {
            System.out.println("echo after unregister: " + e.getMessage());
        }
    }
}
