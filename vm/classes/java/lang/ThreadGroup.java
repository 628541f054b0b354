/*
 * java.lang.ThreadGroup, minimal.  The VM creates "system" with the private
 * no-argument constructor and "main" with ThreadGroup(system, "main"); neither
 * calls Thread.currentThread().  uncaughtException prints exactly what the
 * JDK prints: `Exception in thread "NAME" ` then the stack trace on System.err.
 */
package java.lang;

public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;

    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    public final void setMaxPriority(int pri) {
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        maxPriority = (parent != null) ? Math.min(pri, parent.maxPriority) : pri;
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public final void checkAccess() {
    }

    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
        } else {
            Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
            if (ueh != null) {
                ueh.uncaughtException(t, e);
            } else {
                printUncaught(t, e);
            }
        }
    }

    static void printUncaught(Thread t, Throwable e) {
        if (!(e instanceof ThreadDeath)) {
            System.err.print(new StringBuilder("Exception in thread \"").append(t.getName())
                .append("\" ").toString());
            e.printStackTrace(System.err);
        }
    }

    public String toString() {
        return new StringBuilder(getClass().getName()).append("[name=").append(getName())
            .append(",maxpri=").append(getMaxPriority()).append(']').toString();
    }
}
