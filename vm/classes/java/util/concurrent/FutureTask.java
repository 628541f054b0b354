/*
 * java.util.concurrent.FutureTask: a task whose state moves once from NEW
 * to a final state (NORMAL, EXCEPTIONAL, CANCELLED, INTERRUPTED) by CAS,
 * through a short COMPLETING/INTERRUPTING step while the outcome is
 * written.  The running thread is claimed by CAS on `runner`, so a task
 * runs at most once.  Waiting threads push themselves on a Treiber stack
 * and park; the completing thread pops the stack and unparks them all.
 */
package java.util.concurrent;

import java.util.concurrent.locks.LockSupport;
import jdk.internal.misc.Unsafe;

public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int COMPLETING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTING = 5;
    private static final int INTERRUPTED = 6;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATE = U.objectFieldOffset(FutureTask.class, "state");
    private static final long RUNNER = U.objectFieldOffset(FutureTask.class, "runner");
    private static final long WAITERS = U.objectFieldOffset(FutureTask.class, "waiters");

    private volatile int state;
    private Callable<V> callable;
    /* Written before the volatile state store that publishes it. */
    private Object outcome;
    private volatile Thread runner;
    private volatile WaitNode waiters;

    static final class WaitNode {
        volatile Thread thread = Thread.currentThread();
        volatile WaitNode next;
    }

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        Object x = outcome;
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x);
    }

    public boolean isCancelled() {
        return state >= CANCELLED;
    }

    public boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        if (!(state == NEW && U.compareAndSetInt(this, STATE, NEW, mayInterruptIfRunning ? INTERRUPTING : CANCELLED))) {
            return false;
        }
        try {
            if (mayInterruptIfRunning) {
                try {
                    Thread t = runner;
                    if (t != null) {
                        t.interrupt();
                    }
                } finally {
                    U.putIntVolatile(this, STATE, INTERRUPTED);
                }
            }
        } finally {
            finishCompletion();
        }
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s = state;
        if (s <= COMPLETING) {
            s = awaitDone(false, 0L);
        }
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        int s = state;
        if (s <= COMPLETING && (s = awaitDone(true, unit.toNanos(timeout))) <= COMPLETING) {
            throw new TimeoutException();
        }
        return report(s);
    }

    protected void done() {
    }

    protected void set(V v) {
        if (U.compareAndSetInt(this, STATE, NEW, COMPLETING)) {
            outcome = v;
            U.putIntVolatile(this, STATE, NORMAL);
            finishCompletion();
        }
    }

    protected void setException(Throwable t) {
        if (U.compareAndSetInt(this, STATE, NEW, COMPLETING)) {
            outcome = t;
            U.putIntVolatile(this, STATE, EXCEPTIONAL);
            finishCompletion();
        }
    }

    public void run() {
        if (state != NEW || !U.compareAndSetReference(this, RUNNER, null, Thread.currentThread())) {
            return;
        }
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran) {
                    set(result);
                }
            }
        } finally {
            runner = null;
            int s = state;
            if (s >= INTERRUPTING) {
                handlePossibleCancellationInterrupt(s);
            }
        }
    }

    protected boolean runAndReset() {
        if (state != NEW || !U.compareAndSetReference(this, RUNNER, null, Thread.currentThread())) {
            return false;
        }
        boolean ran = false;
        int s = state;
        try {
            Callable<V> c = callable;
            if (c != null && s == NEW) {
                try {
                    c.call();
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            runner = null;
            s = state;
            if (s >= INTERRUPTING) {
                handlePossibleCancellationInterrupt(s);
            }
        }
        return ran && s == NEW;
    }

    /* A cancel(true) racing with the end of run must not leak its interrupt into the pool's next task. */
    private void handlePossibleCancellationInterrupt(int s) {
        if (s == INTERRUPTING) {
            while (state == INTERRUPTING) {
                Thread.yield();
            }
        }
    }

    private void finishCompletion() {
        for (WaitNode q; (q = waiters) != null; ) {
            if (U.compareAndSetReference(this, WAITERS, q, null)) {
                for (;;) {
                    Thread t = q.thread;
                    if (t != null) {
                        q.thread = null;
                        LockSupport.unpark(t);
                    }
                    WaitNode next = q.next;
                    if (next == null) {
                        break;
                    }
                    q.next = null;
                    q = next;
                }
                break;
            }
        }
        done();
        callable = null;
    }

    private int awaitDone(boolean timed, long nanos) throws InterruptedException {
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        WaitNode q = null;
        boolean queued = false;
        for (;;) {
            int s = state;
            if (s > COMPLETING) {
                if (q != null) {
                    q.thread = null;
                }
                return s;
            } else if (s == COMPLETING) {
                Thread.yield();
            } else if (Thread.interrupted()) {
                removeWaiter(q);
                throw new InterruptedException();
            } else if (q == null) {
                if (timed && nanos <= 0L) {
                    return s;
                }
                q = new WaitNode();
            } else if (!queued) {
                q.next = waiters;
                queued = U.compareAndSetReference(this, WAITERS, q.next, q);
            } else if (timed) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    removeWaiter(q);
                    return state;
                }
                if (state < COMPLETING) {
                    LockSupport.parkNanos(this, left);
                }
            } else {
                LockSupport.park(this);
            }
        }
    }

    /* Unlinks the nodes whose thread gave up (thread == null); retries when the stack changed under it. */
    private void removeWaiter(WaitNode node) {
        if (node == null) {
            return;
        }
        node.thread = null;
        retry:
        for (;;) {
            for (WaitNode pred = null, q = waiters, s; q != null; q = s) {
                s = q.next;
                if (q.thread != null) {
                    pred = q;
                } else if (pred != null) {
                    pred.next = s;
                    if (pred.thread == null) {
                        continue retry;
                    }
                } else if (!U.compareAndSetReference(this, WAITERS, q, s)) {
                    continue retry;
                }
            }
            break;
        }
    }

    public String toString() {
        String status;
        switch (state) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + outcome + "]";
                break;
            case CANCELLED:
            case INTERRUPTING:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                Callable<?> c = callable;
                status = (c == null) ? "[Not completed]" : "[Not completed, task = " + c + "]";
        }
        return super.toString() + status;
    }
}
