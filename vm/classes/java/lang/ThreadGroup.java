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
    /* the subgroups, made under this group's lock (a plain array: the VM
     * makes the first groups before the collections classes can run) */
    private ThreadGroup[] groups;
    private int ngroups;
    private boolean destroyed;

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
        parent.add(this);
    }

    private synchronized void add(ThreadGroup g) {
        if (destroyed) {
            throw new IllegalThreadStateException();
        }
        if (groups == null) {
            groups = new ThreadGroup[4];
        } else if (ngroups == groups.length) {
            ThreadGroup[] bigger = new ThreadGroup[ngroups * 2];
            System.arraycopy(groups, 0, bigger, 0, ngroups);
            groups = bigger;
        }
        groups[ngroups++] = g;
    }

    private synchronized ThreadGroup[] subgroups() {
        ThreadGroup[] copy = new ThreadGroup[ngroups];
        if (ngroups > 0) System.arraycopy(groups, 0, copy, 0, ngroups);
        return copy;
    }

    /* The live threads of this group (and its subgroups, if recurse), in the
     * order the VM started them. */
    private Thread[] liveThreads(boolean recurse) {
        Thread[] all = Thread.getThreads0();
        int n = 0;
        for (Thread t : all) {
            if (t != null && t.isAlive() && (recurse ? parentOf(t.getThreadGroup()) : t.getThreadGroup() == this)) {
                all[n++] = t;
            }
        }
        Thread[] r = new Thread[n];
        System.arraycopy(all, 0, r, 0, n);
        return r;
    }

    public int activeCount() {
        return liveThreads(true).length;
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        Thread[] live = liveThreads(recurse);
        int n = Math.min(live.length, list.length);
        System.arraycopy(live, 0, list, 0, n);
        return n;
    }

    public int activeGroupCount() {
        int n = 0;
        for (ThreadGroup g : subgroups()) n += 1 + g.activeGroupCount();
        return n;
    }

    public int enumerate(ThreadGroup[] list) {
        return enumerate(list, true);
    }

    public int enumerate(ThreadGroup[] list, boolean recurse) {
        return enumerateGroups(list, 0, recurse);
    }

    private int enumerateGroups(ThreadGroup[] list, int n, boolean recurse) {
        for (ThreadGroup g : subgroups()) {
            if (n >= list.length) break;
            list[n++] = g;
            if (recurse) n = g.enumerateGroups(list, n, true);
        }
        return n;
    }

    /* Deprecated in 17 but still working: a group with no live threads of
     * its own is marked destroyed with all its subgroups (each must be empty
     * too) and leaves its parent; the system group is never destroyed. */
    public final void destroy() {
        checkAccess();
        ThreadGroup[] subs;
        synchronized (this) {
            if (destroyed || liveThreads(false).length > 0) {
                throw new IllegalThreadStateException();
            }
            subs = subgroups();
            if (parent != null) {
                destroyed = true;
                groups = null;
                ngroups = 0;
            }
        }
        for (ThreadGroup g : subs) g.destroy();
        if (parent != null) parent.remove(this);
    }

    public synchronized boolean isDestroyed() {
        return destroyed;
    }

    private synchronized void remove(ThreadGroup g) {
        for (int i = 0; i < ngroups; i++) {
            if (groups[i] == g) {
                System.arraycopy(groups, i + 1, groups, i, ngroups - i - 1);
                groups[--ngroups] = null;
                return;
            }
        }
    }

    public void list() {
        list(System.out, 0);
    }

    private void list(java.io.PrintStream out, int indent) {
        out.print(" ".repeat(indent));
        out.println(this);
        indent += 4;
        for (Thread t : liveThreads(false)) {
            out.print(" ".repeat(indent));
            out.println(t);
        }
        for (ThreadGroup g : subgroups()) g.list(out, indent);
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
