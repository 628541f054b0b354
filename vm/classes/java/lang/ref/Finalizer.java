/*
 * java.lang.ref.Finalizer: the "Finalizer" daemon thread, which calls
 * finalize() on the objects the collector found final-reachable
 * (vm/heap/finalizer.c holds the registry and the queue), and
 * Runtime.runFinalization's wait for that queue to drain.  The VM calls
 * startThread when the first finalizable object is allocated.
 */
package java.lang.ref;

import java.util.concurrent.locks.LockSupport;

final class Finalizer {
    /* guards busy; notified whenever the thread is done with an object or
     * finds the queue empty */
    private static final Object lock = new Object();
    private static boolean busy;
    private static Thread thread;

    private Finalizer() {
    }

    /* The newest queued object, taken off the queue, or null. */
    private static native Object poll();

    private static native boolean hasPending();

    /* So that a collection that queues something can unpark the thread. */
    private static native void setThread(Thread t);

    /* Calls o.finalize(), ignoring what it throws. */
    private static native void invokeFinalize(Object o);

    static void startThread() {
        ThreadGroup g = Thread.currentThread().getThreadGroup();
        while (g.getParent() != null) {
            g = g.getParent();
        }
        Thread t = new Thread(g, new Runnable() {
            @Override
            public void run() {
                loop();
            }
        }, "Finalizer");
        t.setPriority(Thread.MAX_PRIORITY - 2);
        t.setDaemon(true);
        thread = t;
        setThread(t);
        t.start();
    }

    private static void loop() {
        for (;;) {
            if (!runOne()) {
                LockSupport.park();
            }
        }
    }

    /* Finalizes the newest queued object; false if there was none. */
    private static boolean runOne() {
        Object o;
        synchronized (lock) {
            o = poll();
            busy = o != null;
            if (o == null) {
                lock.notifyAll();
                return false;
            }
        }
        try {
            invokeFinalize(o);
        } catch (Throwable ignored) {
            /* finalizers' exceptions are ignored */
        }
        o = null;
        synchronized (lock) {
            busy = false;
            lock.notifyAll();
        }
        return true;
    }

    /* Returns once nothing is queued and the thread is not finalizing
     * anything (on the Finalizer thread itself: runs the queue). */
    static void runFinalization() {
        Thread t = thread;
        if (t == null || Thread.currentThread() == t || !t.isAlive()) {
            while (runOne()) {
            }
            return;
        }
        boolean interrupted = false;
        synchronized (lock) {
            while (busy || hasPending()) {
                try {
                    lock.wait(100);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
