/* The invocation API from native threads: see libs/jninat_attach.c. */
public class JniAttach {
    static native void run();
    static native int count();
    static native int result(int i);
    static native void lockAndDetach(Object o);
    static volatile boolean entered;

    static final String[] CHECKS = {
        "main: GetEnv(1_8)", "main: env is the native's", "main: GetEnv(1_1)", "main: GetEnv(0x110000)",
        "main: AttachCurrentThread", "main: same env", "main: DetachCurrentThread in a native",
        "main: GetEnv after",
        "named: GetEnv before attach", "named: env cleared", "named: AttachCurrentThread", "named: env set",
        "named: GetEnv(10)", "named: same env", "named: GetVersion", "named: attach again", "named: same env again",
        "named: DetachCurrentThread", "named: GetEnv after detach", "named: detach again",
        "unnamed: AttachCurrentThread(NULL args)", "unnamed: env set", "unnamed: DetachCurrentThread",
        "daemon: AttachCurrentThreadAsDaemon", "daemon: env set", "daemon: DetachCurrentThread",
        "bad: attach version 0x110000", "bad: GetEnv", "bad: attach version 1_1", "bad: GetEnv", "bad: detach",
        "twice: attach", "twice: detach", "twice: attach", "twice: GetEnv", "twice: detach",
        "locker: attach", "locker: MonitorEnter", "locker: MonitorEnter again", "locker: detach holding it",
    };

    public static void main(String[] args) {
        System.loadLibrary("jninat_attach");
        run();
        Object lock = new Object();
        lockAndDetach(lock);
        // A daemon, so that a monitor never released cannot keep the VM alive.
        Thread t = new Thread(() -> {
            synchronized (lock) {
                entered = true;
            }
        });
        t.setDaemon(true);
        t.start();
        try {
            t.join(5000);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        int n = count();
        for (int i = 0; i < n; i++) {
            int v = result(i);
            System.out.println((i < CHECKS.length ? CHECKS[i] : "?") + " = "
                               + (v > 0xffff ? "0x" + Integer.toHexString(v) : String.valueOf(v)));
        }
        System.out.println(n + " checks");
        System.out.println("the monitor is free after the detach: " + entered);
    }
}
