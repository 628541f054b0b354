/*
 * java.util.concurrent.ForkJoinTask: a task run at most once, by whoever
 * claims it first (CAS of status from NEW to RUNNING): a pool worker that
 * takes it from the queue, or a thread that joins it before anyone took it
 * (then it runs inline, so a join never waits for a task nobody runs).
 * A join of a task claimed elsewhere waits on the task's monitor until the
 * final status is published.  No work stealing: forked tasks go to the
 * pool's shared queue.
 */
package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import jdk.internal.misc.Unsafe;

public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = -7721805057305804111L;

    static final int NEW = 0;
    static final int RUNNING = 1;
    static final int NORMAL = 2;
    static final int EXCEPTIONAL = 3;
    static final int CANCELLED = 4;

    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long STATUS = U.objectFieldOffset(ForkJoinTask.class, "status");

    private volatile int status;
    /* Written before the status store that publishes them. */
    private Throwable exception;
    private Thread thrower;

    /*
     * The last copy made by getThrowableException in this thread and its
     * original: when that copy propagates out of a task (a join rethrowing a
     * subtask's failure), the task records the original, so copies do not
     * nest as failures travel up through joins in several threads.
     */
    private static final ThreadLocal<Throwable[]> lastCopy = new ThreadLocal<>();

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    private void finish(int s) {
        synchronized (this) {
            status = s;
            notifyAll();
        }
    }

    /* Runs the task if this thread claims it; false if it was already claimed or done. */
    final boolean tryRun() {
        if (!U.compareAndSetInt(this, STATUS, NEW, RUNNING)) {
            return false;
        }
        try {
            exec();
        } catch (Throwable ex) {
            Throwable[] lc = lastCopy.get();
            if (lc != null && lc[0] == ex) {
                ex = lc[1];
            }
            exception = ex;
            thrower = Thread.currentThread();
            finish(EXCEPTIONAL);
            return true;
        }
        finish(NORMAL);
        return true;
    }

    private void awaitDone() {
        if (status <= RUNNING) {
            tryRun();
        }
        if (status <= RUNNING) {
            boolean interrupted = false;
            synchronized (this) {
                while (status <= RUNNING) {
                    try {
                        wait();
                    } catch (InterruptedException ie) {
                        interrupted = true;
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private boolean awaitDone(long nanos) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (status <= RUNNING) {
            tryRun();
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (this) {
            while (status <= RUNNING) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                long ms = left / 1000000L;
                wait(ms, (int) (left % 1000000L));
            }
        }
        return true;
    }

    /*
     * As the JDK: a failure thrown in another thread is reported as a new
     * exception of the same class (its public (Throwable) constructor, else
     * its no-argument one plus initCause) with the original as cause, so the
     * joiner's stack shows up; in the same thread, the original.
     */
    private Throwable getThrowableException() {
        Throwable ex = exception;
        if (ex == null || thrower == Thread.currentThread()) {
            return ex;
        }
        Throwable copy = null;
        try {
            java.lang.reflect.Constructor<?> noArg = null;
            for (java.lang.reflect.Constructor<?> c : ex.getClass().getConstructors()) {
                Class<?>[] ps = c.getParameterTypes();
                if (ps.length == 0) {
                    noArg = c;
                } else if (ps.length == 1 && ps[0] == Throwable.class) {
                    copy = (Throwable) c.newInstance(ex);
                    break;
                }
            }
            if (copy == null && noArg != null) {
                copy = (Throwable) noArg.newInstance();
                copy.initCause(ex);
            }
        } catch (Exception ignore) {
            copy = null;
        }
        if (copy == null) {
            return ex;
        }
        lastCopy.set(new Throwable[] {copy, ex});
        return copy;
    }

    @SuppressWarnings("unchecked")
    static <T extends Throwable> void uncheckedThrow(Throwable t) throws T {
        throw (T) t;
    }

    private V reportJoin() {
        int s = status;
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            ForkJoinTask.<RuntimeException>uncheckedThrow(getThrowableException());
        }
        return getRawResult();
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        ForkJoinPool p = (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : ForkJoinPool.common;
        p.push(this);
        return this;
    }

    public final V join() {
        awaitDone();
        return reportJoin();
    }

    public final V invoke() {
        tryRun();
        awaitDone();
        return reportJoin();
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.invoke();
        t2.join();
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (int i = tasks.length - 1; i > 0; i--) {
            tasks[i].fork();
        }
        RuntimeException first = null;
        for (int i = 0; i < tasks.length; i++) {
            try {
                if (i == 0) {
                    tasks[0].invoke();
                } else {
                    tasks[i].join();
                }
            } catch (RuntimeException ex) {
                if (first == null) {
                    first = ex;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        invokeAll(tasks.toArray(new ForkJoinTask<?>[0]));
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        if (U.compareAndSetInt(this, STATUS, NEW, CANCELLED)) {
            finish(CANCELLED);
            return true;
        }
        return status == CANCELLED;
    }

    public final boolean isDone() {
        return status >= NORMAL;
    }

    public final boolean isCancelled() {
        return status == CANCELLED;
    }

    public final boolean isCompletedAbnormally() {
        return status >= EXCEPTIONAL;
    }

    public final boolean isCompletedNormally() {
        return status == NORMAL;
    }

    public final Throwable getException() {
        int s = status;
        return s == CANCELLED ? new CancellationException() : s == EXCEPTIONAL ? getThrowableException() : null;
    }

    public void completeExceptionally(Throwable ex) {
        for (int s; (s = status) <= RUNNING; ) {
            if (U.compareAndSetInt(this, STATUS, s, RUNNING)) {
                exception = ex;
                thrower = Thread.currentThread();
                finish(EXCEPTIONAL);
                return;
            }
        }
    }

    public void complete(V value) {
        setRawResult(value);
        for (int s; (s = status) <= RUNNING; ) {
            if (U.compareAndSetInt(this, STATUS, s, RUNNING)) {
                finish(NORMAL);
                return;
            }
        }
    }

    public final void quietlyComplete() {
        for (int s; (s = status) <= RUNNING; ) {
            if (U.compareAndSetInt(this, STATUS, s, RUNNING)) {
                finish(NORMAL);
                return;
            }
        }
    }

    public final V get() throws InterruptedException, ExecutionException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        awaitDone();
        int s = status;
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(getThrowableException());
        }
        return getRawResult();
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (!awaitDone(unit.toNanos(timeout))) {
            throw new TimeoutException();
        }
        int s = status;
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(getThrowableException());
        }
        return getRawResult();
    }

    public final void quietlyJoin() {
        awaitDone();
    }

    public final void quietlyInvoke() {
        tryRun();
        awaitDone();
    }

    public void reinitialize() {
        exception = null;
        thrower = null;
        status = NEW;
    }

    public boolean tryUnfork() {
        return false;
    }

    public static void helpQuiesce() {
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnable<Void>(runnable, null);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }

    static final class AdaptedRunnable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;
        T result;

        AdaptedRunnable(Runnable runnable, T result) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
            this.result = result;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        public boolean exec() {
            runnable.run();
            return true;
        }

        public void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + runnable + "]";
        }
    }

    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null) {
                throw new NullPointerException();
            }
            this.callable = callable;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        public boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + callable + "]";
        }
    }
}
