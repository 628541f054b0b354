/*
 * java.util.concurrent.ForkJoinPool: up to `parallelism` daemon workers
 * started on demand, all taking tasks from one shared deque (no work
 * stealing).  Joins never deadlock because a joiner runs any task nobody
 * has claimed yet (ForkJoinTask.tryRun), and a claimed task is always
 * being run by a live thread.  The common pool never shuts down.
 */
package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

public class ForkJoinPool extends AbstractExecutorService {
    private static final AtomicInteger poolNumber = new AtomicInteger(1);
    static final ForkJoinPool common = new ForkJoinPool(Math.max(1, Runtime.getRuntime().availableProcessors() - 1), true);
    static final int MAX_CAP = 0x7fff;

    private final int parallelism;
    private final boolean isCommon;
    private final String workerPrefix;
    private final LinkedBlockingDeque<ForkJoinTask<?>> queue = new LinkedBlockingDeque<>();
    private final AtomicInteger workerCount = new AtomicInteger();
    private final AtomicInteger workerNumber = new AtomicInteger(1);
    private volatile boolean shutdown;
    private volatile boolean terminated;

    public ForkJoinPool() {
        this(Math.min(MAX_CAP, Runtime.getRuntime().availableProcessors()));
    }

    public ForkJoinPool(int parallelism) {
        if (parallelism <= 0 || parallelism > MAX_CAP) {
            throw new IllegalArgumentException();
        }
        this.parallelism = parallelism;
        this.isCommon = false;
        this.workerPrefix = "ForkJoinPool-" + poolNumber.getAndIncrement() + "-worker-";
    }

    private ForkJoinPool(int parallelism, boolean isCommon) {
        this.parallelism = parallelism;
        this.isCommon = true;
        this.workerPrefix = "ForkJoinPool.commonPool-worker-";
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return common.parallelism;
    }

    String nextWorkerName() {
        return workerPrefix + workerNumber.getAndIncrement();
    }

    final void push(ForkJoinTask<?> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        if (shutdown) {
            throw new RejectedExecutionException();
        }
        queue.offerLast(task);
        for (;;) {
            int n = workerCount.get();
            if (n >= parallelism) {
                return;
            }
            if (workerCount.compareAndSet(n, n + 1)) {
                boolean started = false;
                try {
                    new ForkJoinWorkerThread(this).start();
                    started = true;
                } finally {
                    if (!started) {
                        workerCount.decrementAndGet();
                    }
                }
                return;
            }
        }
    }

    final void runWorker(ForkJoinWorkerThread w) {
        for (;;) {
            ForkJoinTask<?> t;
            try {
                t = queue.pollFirst(50L, TimeUnit.MILLISECONDS);
            } catch (InterruptedException ie) {
                t = null;
            }
            if (t != null) {
                t.tryRun();
            } else if (shutdown && queue.isEmpty()) {
                return;
            }
        }
    }

    final void workerExited() {
        if (workerCount.decrementAndGet() == 0 && shutdown && queue.isEmpty()) {
            synchronized (this) {
                terminated = true;
                notifyAll();
            }
        }
    }

    public <T> T invoke(ForkJoinTask<T> task) {
        push(task);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        push(task);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push((task instanceof ForkJoinTask<?>) ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task));
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        push(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task);
        push(t);
        return t;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task, result);
        push(t);
        return t;
    }

    public ForkJoinTask<?> submit(Runnable task) {
        ForkJoinTask<?> t = ForkJoinTask.adapt(task);
        push(t);
        return t;
    }

    public int getParallelism() {
        return parallelism;
    }

    public int getPoolSize() {
        return workerCount.get();
    }

    public long getQueuedTaskCount() {
        return queue.size();
    }

    public int getQueuedSubmissionCount() {
        return queue.size();
    }

    public boolean hasQueuedSubmissions() {
        return !queue.isEmpty();
    }

    public boolean isQuiescent() {
        return queue.isEmpty();
    }

    public boolean getAsyncMode() {
        return false;
    }

    public void shutdown() {
        if (!isCommon) {
            shutdown = true;
            if (workerCount.get() == 0 && queue.isEmpty()) {
                synchronized (this) {
                    terminated = true;
                    notifyAll();
                }
            }
        }
    }

    public List<Runnable> shutdownNow() {
        if (!isCommon) {
            shutdown = true;
            ForkJoinTask<?> t;
            while ((t = queue.pollFirst()) != null) {
                t.cancel(false);
            }
            shutdown();
        }
        return new ArrayList<Runnable>();
    }

    public boolean isShutdown() {
        return shutdown;
    }

    public boolean isTerminating() {
        return shutdown && !terminated;
    }

    public boolean isTerminated() {
        return terminated;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            return awaitQuiescence(timeout, unit);
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (!terminated) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return true;
    }

    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (!queue.isEmpty()) {
            if (deadline - System.nanoTime() <= 0L) {
                return false;
            }
            ForkJoinTask<?> t = queue.pollFirst();
            if (t != null) {
                t.tryRun();
            }
        }
        return true;
    }
}
