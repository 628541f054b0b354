/*
 * java.lang.Thread.  Each started Thread runs on its own native thread
 * (vm/threads.c).  VM contract (NATIVES.md):
 * the VM creates the main Thread with the private constructor
 * Thread(ThreadGroup, String, int, boolean), which never calls
 * currentThread(); `eetop` holds the VM's thread pointer (0 = not alive);
 * when main (or any thread's run) ends with an exception the VM calls
 * dispatchUncaughtException(e).  When a thread ends the VM sets eetop to 0
 * and does notifyAll() on the Thread object (join waits on it).
 */
package java.lang;

public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private volatile String name;
    private int priority;
    private boolean daemon;
    private long eetop;
    private ThreadGroup group;
    private Runnable target;
    private long tid;
    private long stackSize;
    private boolean started;
    private volatile boolean interrupted;
    private ClassLoader contextClassLoader;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;
    /* ThreadLocal's maps (ThreadLocal.java owns their type) and LockSupport's blocker. */
    Object threadLocals;
    Object inheritableThreadLocals;
    volatile Object parkBlocker;

    private static int threadInitNumber;
    private static long threadSeqNumber;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    /* For the VM: the main thread (and other VM-made threads). */
    private Thread(ThreadGroup group, String name, int priority, boolean daemon) {
        this.group = group;
        this.name = name;
        this.priority = priority;
        this.daemon = daemon;
        this.tid = nextThreadID();
        this.started = true;
    }

    public Thread() {
        this(null, null, null, 0);
    }

    public Thread(Runnable target) {
        this(null, target, null, 0);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, null, 0);
    }

    public Thread(String name) {
        this(null, null, name, 0);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name, 0);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name, 0);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        if (name == null) {
            name = new StringBuilder("Thread-").append(nextThreadNum()).toString();
        }
        Thread parent = currentThread();
        if (group == null) {
            group = parent.getThreadGroup();
        }
        if (group != null && group.isDestroyed()) {
            throw new IllegalThreadStateException();
        }
        this.group = group;
        this.name = name;
        this.daemon = parent.isDaemon();
        this.priority = parent.getPriority();
        if (group != null && priority > group.getMaxPriority()) {
            priority = group.getMaxPriority();
        }
        this.contextClassLoader = parent.contextClassLoader;
        if (parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = ThreadLocal.createInheritedMap(parent.inheritableThreadLocals);
        }
        this.target = target;
        this.stackSize = stackSize;
        this.tid = nextThreadID();
    }

    public static native Thread currentThread();

    public static native void yield();

    public static native void sleep(long millis) throws InterruptedException;

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep(millis);
    }

    public static void onSpinWait() {
    }

    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        start0();
    }

    /* Starts a native thread that runs this.run(), then exits the thread (see header). */
    private native void start0();

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public void interrupt() {
        interrupted = true;
        interrupt0();
    }

    /* Wakes this thread if it sleeps, waits or joins; the VM clears `interrupted` when it throws. */
    private native void interrupt0();

    public static boolean interrupted() {
        Thread t = currentThread();
        boolean was = t.interrupted;
        if (was) {
            t.interrupted = false;
        }
        return was;
    }

    public boolean isInterrupted() {
        return interrupted;
    }

    public final boolean isAlive() {
        return eetop != 0;
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            if (newPriority > g.getMaxPriority()) {
                newPriority = g.getMaxPriority();
            }
            priority = newPriority;
            setPriority0(newPriority);
        }
    }

    /* Passes the new priority to the native thread if it runs (may do nothing). */
    private native void setPriority0(int newPriority);

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        if (isAlive()) {
            setNativeName0(name);
        }
    }

    /* The OS thread's name follows (thread dumps, debuggers). */
    private native void setNativeName0(String name);

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        return group;
    }

    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else {
            long start = System.nanoTime();
            long delay = millis;
            while (isAlive() && delay > 0) {
                wait(delay);
                delay = millis - (System.nanoTime() - start) / 1000000L;
            }
        }
    }

    public final synchronized void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public String toString() {
        ThreadGroup g = getThreadGroup();
        StringBuilder sb = new StringBuilder("Thread[").append(getName()).append(',')
            .append(getPriority()).append(',');
        if (g != null) {
            sb.append(g.getName());
        }
        return sb.append(']').toString();
    }

    public ClassLoader getContextClassLoader() {
        return contextClassLoader;
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
    }

    public static native boolean holdsLock(Object obj);

    /* The Thread objects the VM runs (trailing nulls; the dead may be among
     * them): ThreadGroup's enumerations filter them. */
    static native Thread[] getThreads0();

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    /* Deprecated since 1.2 and still working in 17: the thread stops where
     * it is (holding its locks) until resume(). */
    @Deprecated
    public final void suspend() {
        checkAccess();
        suspend0();
    }

    @Deprecated
    public final void resume() {
        checkAccess();
        resume0();
    }

    private native void suspend0();

    private native void resume0();

    /* The current thread's frames, innermost first, starting at getStackTrace itself as on the JDK. */
    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return stackOf(this);
        }
        return new Throwable().getStackTrace();
    }

    /* ---- other threads' stacks (misc gaps) ---- */

    /* A snapshot of another thread's frames, innermost first (empty if it
     * is not running), carried by a Throwable's backtrace. */
    private static StackTraceElement[] stackOf(Thread t) {
        Throwable holder = new Throwable();
        fillStackOf0(t, holder);
        StackTraceElement[] s = holder.getStackTrace();
        for (StackTraceElement e : s) {
            e.keepAll();
        }
        return s;
    }

    private static native void fillStackOf0(Thread t, Throwable holder);

    public static java.util.Map<Thread, StackTraceElement[]> getAllStackTraces() {
        @SuppressWarnings("removal")
        SecurityManager sm = System.getSecurityManager();
        if (sm != null) {
            sm.checkPermission(new RuntimePermission("getStackTrace"));
            sm.checkPermission(new RuntimePermission("modifyThreadGroup"));
        }
        java.util.Map<Thread, StackTraceElement[]> m = new java.util.HashMap<>();
        Thread self = currentThread();
        for (Thread t : getThreads0()) {
            if (t != null && t.isAlive()) {
                m.put(t, t == self ? new Throwable().getStackTrace() : stackOf(t));
            }
        }
        return m;
    }

    public long getId() {
        return tid;
    }

    public enum State {
        NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED
    }

    public State getState() {
        if (!started) {
            return State.NEW;
        }
        if (!isAlive()) {
            return State.TERMINATED;
        }
        switch (getState0()) {
            case 1: return State.BLOCKED;
            case 2: return State.WAITING;
            case 3: return State.TIMED_WAITING;
            default: return State.RUNNABLE;
        }
    }

    /* The VM's view of a live thread: 0 runnable, 1 blocked on a monitor,
     * 2 waiting, 3 timed waiting. */
    private native int getState0();

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        return h != null ? h : group;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /* Called by the VM when run() (or main) ends with an exception. */
    private void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = getUncaughtExceptionHandler();
        if (h != null) {
            h.uncaughtException(this, e);
        } else {
            ThreadGroup.printUncaught(this, e);
        }
    }
}
