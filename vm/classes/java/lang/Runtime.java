/*
 * java.lang.Runtime.  exit() runs the shutdown hooks (in registration order,
 * on the exiting thread until threads exist), flushes System.out/err and
 * ends the process through the native halt0.  Memory figures and gc are
 * natives of the VM.
 */
package java.lang;

public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Thread[] hooks = new Thread[0];
    private boolean exiting;

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        if (!exiting) {
            exiting = true;
            Thread[] h = hooks;
            hooks = new Thread[0];
            for (int i = 0; i < h.length; i++) {
                try {
                    h[i].run();
                } catch (Throwable t) {
                    // the JDK reports an uncaught exception of a hook on its thread and goes on
                    h[i].getUncaughtExceptionHandler().uncaughtException(h[i], t);
                }
            }
            if (System.out != null) {
                System.out.flush();
            }
            if (System.err != null) {
                System.err.flush();
            }
        }
        halt0(status);
    }

    public void halt(int status) {
        halt0(status);
    }

    /* Ends the process with this status at once. */
    private static native void halt0(int status);

    public void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (exiting) {
            throw new IllegalStateException("Shutdown in progress");
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                throw new IllegalArgumentException("Hook previously registered");
            }
        }
        Thread[] h = new Thread[hooks.length + 1];
        System.arraycopy(hooks, 0, h, 0, hooks.length);
        h[hooks.length] = hook;
        hooks = h;
    }

    public boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                Thread[] h = new Thread[hooks.length - 1];
                System.arraycopy(hooks, 0, h, 0, i);
                System.arraycopy(hooks, i + 1, h, i, hooks.length - i - 1);
                hooks = h;
                return true;
            }
        }
        return false;
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void runFinalization() {
    }
}
