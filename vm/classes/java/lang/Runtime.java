/*
 * java.lang.Runtime.  exit() runs the shutdown hooks (each on its own
 * thread, all joined), flushes System.out/err and ends the process through
 * the native halt0; the VM runs the hooks through shutdown() when the last
 * non-daemon thread ends.  Memory figures and gc are
 * natives of the VM.
 */
package java.lang;

public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private volatile Thread[] hooks = new Thread[0];
    private volatile boolean exiting;

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        @SuppressWarnings("removal")
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkExit(status);
        }
        runShutdownHooks();
        halt0(status);
    }

    /* The VM calls this when the last non-daemon thread has ended. */
    static void shutdown() {
        currentRuntime.runShutdownHooks();
    }

    /* Once: every hook is started on its own thread, then all are joined,
     * as the JDK does; a second caller (System.exit from another thread)
     * blocks until they are done. */
    private synchronized void runShutdownHooks() {
        if (exiting) {
            return;
        }
        exiting = true;
        Thread[] h = hooks;
        hooks = new Thread[0];
        for (int i = 0; i < h.length; i++) {
            h[i].start();
        }
        for (int i = 0; i < h.length; i++) {
            while (true) {
                try {
                    h[i].join();
                    break;
                } catch (InterruptedException ignored) {
                }
            }
        }
        jdk.internal.misc.DeleteOnExitHook.runHooks();
        if (System.out != null) {
            System.out.flush();
        }
        if (System.err != null) {
            System.err.flush();
        }
    }

    public void halt(int status) {
        @SuppressWarnings("removal")
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkExit(status);
        }
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

    /* ---- exec: ProcessBuilder underneath, as on the JDK; a command
     * string is split at whitespace by StringTokenizer, without quoting. */

    public Process exec(String command) throws java.io.IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws java.io.IOException {
        return exec(command, envp, null);
    }

    public Process exec(String command, String[] envp, java.io.File dir) throws java.io.IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("Empty command");
        }
        java.util.StringTokenizer st = new java.util.StringTokenizer(command);
        String[] cmdarray = new String[st.countTokens()];
        for (int i = 0; st.hasMoreTokens(); i++) {
            cmdarray[i] = st.nextToken();
        }
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws java.io.IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws java.io.IOException {
        return exec(cmdarray, envp, null);
    }

    public Process exec(String[] cmdarray, String[] envp, java.io.File dir) throws java.io.IOException {
        return new ProcessBuilder(cmdarray).environment(envp).directory(dir).start();
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public void load(String filename) {
        ClassLoader.load(filename);
    }

    public void loadLibrary(String libname) {
        ClassLoader.loadLibrary(libname);
    }

    public void runFinalization() {
        runFinalization0();
    }

    /* finalization: java.lang.ref.Finalizer.runFinalization, by the VM */
    private static native void runFinalization0();
}
