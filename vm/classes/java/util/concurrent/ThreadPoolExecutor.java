/*
 * java.util.concurrent.ThreadPoolExecutor: worker threads that run their
 * first task and then take tasks from the work queue.
 *
 * Pool bookkeeping (run state changes, the worker set and count, the
 * completed-task totals) happens under mainLock, so execute's decision
 * (new core worker, queue, new non-core worker, reject) and a worker's
 * decision to exit are ordered against each other.  runState is also
 * volatile for the workers' lock-free checks.  Each worker holds its own
 * non-reentrant lock while it runs a task, so shutdown interrupts only
 * idle workers (tryLock succeeds) and a task that calls shutdown does not
 * interrupt itself.  When the pool is shut down and drained, each exiting
 * worker wakes one more idle worker, until the last one terminates the
 * pool and signals awaitTermination.
 */
package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TIDYING = 3;
    private static final int TERMINATED = 4;

    private final BlockingQueue<Runnable> workQueue;
    private final ReentrantLock mainLock = new ReentrantLock();
    private final Condition termination = mainLock.newCondition();
    private final HashSet<Worker> workers = new HashSet<>();
    private volatile int runState;
    private int workerCount;
    private int largestPoolSize;
    private long completedTaskCount;
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    private final class Worker extends AbstractQueuedSynchronizer implements Runnable {
        private static final long serialVersionUID = 6138294804551838833L;
        final Thread thread;
        Runnable firstTask;
        volatile long completedTasks;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = threadFactory.newThread(this);
        }

        public void run() {
            runWorker(this);
        }

        @Override
        protected boolean isHeldExclusively() {
            return getState() != 0;
        }

        @Override
        protected boolean tryAcquire(int unused) {
            if (compareAndSetState(0, 1)) {
                setExclusiveOwnerThread(Thread.currentThread());
                return true;
            }
            return false;
        }

        @Override
        protected boolean tryRelease(int unused) {
            setExclusiveOwnerThread(null);
            setState(0);
            return true;
        }

        void lock() {
            acquire(1);
        }

        boolean tryLock() {
            return tryAcquire(1);
        }

        void unlock() {
            release(1);
        }

        boolean isLocked() {
            return isHeldExclusively();
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        mainLock.lock();
        try {
            if (runState == RUNNING) {
                if (workerCount < corePoolSize && addWorker(command)) {
                    return;
                }
                if (workQueue.offer(command)) {
                    if (workerCount == 0) {
                        addWorker(null);
                    }
                    return;
                }
                if (workerCount < maximumPoolSize && addWorker(command)) {
                    return;
                }
            }
        } finally {
            mainLock.unlock();
        }
        reject(command);
    }

    /* Under mainLock.  False when the factory gives no thread. */
    private boolean addWorker(Runnable firstTask) {
        Worker w = new Worker(firstTask);
        Thread t = w.thread;
        if (t == null) {
            return false;
        }
        workers.add(w);
        workerCount++;
        boolean started = false;
        try {
            t.start();
            started = true;
        } finally {
            if (!started) {
                workers.remove(w);
                workerCount--;
                tryTerminate();
            }
        }
        if (workerCount > largestPoolSize) {
            largestPoolSize = workerCount;
        }
        return true;
    }

    /* For ScheduledThreadPoolExecutor: a worker to take queued tasks, if the pool has room. */
    final void ensurePrestart() {
        mainLock.lock();
        try {
            if (runState != RUNNING && workQueue.isEmpty()) {
                return;
            }
            if (workerCount < corePoolSize || workerCount == 0) {
                addWorker(null);
            }
        } finally {
            mainLock.unlock();
        }
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean abrupt = true;
        try {
            while (task != null || (task = getTask()) != null) {
                w.lock();
                // A stopping pool interrupts its tasks; otherwise a stale interrupt (meant for the idle worker) is cleared.
                if ((runState >= STOP || (Thread.interrupted() && runState >= STOP)) && !wt.isInterrupted()) {
                    wt.interrupt();
                }
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    w.completedTasks++;
                    w.unlock();
                }
            }
            abrupt = false;
        } finally {
            processWorkerExit(w, abrupt);
        }
    }

    /* The next task, or null when this worker must exit (its count already taken off). */
    private Runnable getTask() {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            mainLock.lock();
            try {
                int rs = runState;
                if (rs >= STOP || (rs >= SHUTDOWN && workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
                timed = allowCoreThreadTimeOut || workerCount > corePoolSize;
                if ((workerCount > maximumPoolSize || (timed && timedOut))
                        && (workerCount > 1 || workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
            } finally {
                mainLock.unlock();
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS) : workQueue.take();
                if (r != null) {
                    return r;
                }
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    private void processWorkerExit(Worker w, boolean abrupt) {
        mainLock.lock();
        try {
            if (abrupt) {
                workerCount--;
            }
            completedTaskCount += w.completedTasks;
            workers.remove(w);
        } finally {
            mainLock.unlock();
        }
        tryTerminate();
        mainLock.lock();
        try {
            if (runState < STOP) {
                if (!abrupt) {
                    int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                    if (min == 0 && !workQueue.isEmpty()) {
                        min = 1;
                    }
                    if (workerCount >= min) {
                        return;
                    }
                }
                if (runState == RUNNING || !workQueue.isEmpty()) {
                    addWorker(null);
                }
            }
        } finally {
            mainLock.unlock();
        }
    }

    final void tryTerminate() {
        mainLock.lock();
        try {
            int rs = runState;
            if (rs == RUNNING || rs >= TIDYING || (rs == SHUTDOWN && !workQueue.isEmpty())) {
                return;
            }
            // The last worker to leave the set terminates the pool, so a terminated pool has no workers.
            if (workerCount != 0 || !workers.isEmpty()) {
                interruptIdleWorkers(true);
                return;
            }
            runState = TIDYING;
            try {
                terminated();
            } finally {
                runState = TERMINATED;
                termination.signalAll();
            }
        } finally {
            mainLock.unlock();
        }
    }

    /* Under mainLock. */
    private void interruptIdleWorkers(boolean onlyOne) {
        for (Worker w : workers) {
            Thread t = w.thread;
            if (!t.isInterrupted() && w.tryLock()) {
                try {
                    t.interrupt();
                } catch (SecurityException ignore) {
                } finally {
                    w.unlock();
                }
            }
            if (onlyOne) {
                break;
            }
        }
    }

    public void shutdown() {
        mainLock.lock();
        try {
            if (runState < SHUTDOWN) {
                runState = SHUTDOWN;
            }
            interruptIdleWorkers(false);
            onShutdown();
        } finally {
            mainLock.unlock();
        }
        tryTerminate();
    }

    void onShutdown() {
    }

    public List<Runnable> shutdownNow() {
        List<Runnable> tasks;
        mainLock.lock();
        try {
            if (runState < STOP) {
                runState = STOP;
            }
            for (Worker w : workers) {
                w.thread.interrupt();
            }
            tasks = drainQueue();
        } finally {
            mainLock.unlock();
        }
        tryTerminate();
        return tasks;
    }

    private List<Runnable> drainQueue() {
        ArrayList<Runnable> taskList = new ArrayList<>();
        workQueue.drainTo(taskList);
        if (!workQueue.isEmpty()) {
            for (Runnable r : workQueue.toArray(new Runnable[0])) {
                if (workQueue.remove(r)) {
                    taskList.add(r);
                }
            }
        }
        return taskList;
    }

    public boolean isShutdown() {
        return runState != RUNNING;
    }

    boolean isStopped() {
        return runState >= STOP;
    }

    public boolean isTerminating() {
        int rs = runState;
        return rs != RUNNING && rs < TERMINATED;
    }

    public boolean isTerminated() {
        return runState == TERMINATED;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        mainLock.lock();
        try {
            while (runState < TERMINATED) {
                if (nanos <= 0L) {
                    return false;
                }
                nanos = termination.awaitNanos(nanos);
            }
            return true;
        } finally {
            mainLock.unlock();
        }
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        mainLock.lock();
        try {
            int delta = corePoolSize - this.corePoolSize;
            this.corePoolSize = corePoolSize;
            if (workerCount > corePoolSize) {
                interruptIdleWorkers(false);
            } else if (delta > 0) {
                int k = Math.min(delta, workQueue.size());
                while (k-- > 0 && runState == RUNNING && workerCount < corePoolSize && addWorker(null)) {
                    if (workQueue.isEmpty()) {
                        break;
                    }
                }
            }
        } finally {
            mainLock.unlock();
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        mainLock.lock();
        try {
            return runState == RUNNING && workerCount < corePoolSize && addWorker(null);
        } finally {
            mainLock.unlock();
        }
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (prestartCoreThread()) {
            ++n;
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        if (value != allowCoreThreadTimeOut) {
            allowCoreThreadTimeOut = value;
            if (value) {
                mainLock.lock();
                try {
                    interruptIdleWorkers(false);
                } finally {
                    mainLock.unlock();
                }
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        this.maximumPoolSize = maximumPoolSize;
        mainLock.lock();
        try {
            if (workerCount > maximumPoolSize) {
                interruptIdleWorkers(false);
            }
        } finally {
            mainLock.unlock();
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        if (time == 0 && allowsCoreThreadTimeOut()) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        long keepAliveTime = unit.toNanos(time);
        long delta = keepAliveTime - this.keepAliveTime;
        this.keepAliveTime = keepAliveTime;
        if (delta < 0) {
            mainLock.lock();
            try {
                interruptIdleWorkers(false);
            } finally {
                mainLock.unlock();
            }
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    public void purge() {
        for (Object r : workQueue.toArray()) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
        tryTerminate();
    }

    public int getPoolSize() {
        mainLock.lock();
        try {
            return runState >= TIDYING ? 0 : workers.size();
        } finally {
            mainLock.unlock();
        }
    }

    public int getActiveCount() {
        mainLock.lock();
        try {
            int n = 0;
            for (Worker w : workers) {
                if (w.isLocked()) {
                    ++n;
                }
            }
            return n;
        } finally {
            mainLock.unlock();
        }
    }

    public int getLargestPoolSize() {
        mainLock.lock();
        try {
            return largestPoolSize;
        } finally {
            mainLock.unlock();
        }
    }

    public long getTaskCount() {
        mainLock.lock();
        try {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
                if (w.isLocked()) {
                    ++n;
                }
            }
            return n + workQueue.size();
        } finally {
            mainLock.unlock();
        }
    }

    public long getCompletedTaskCount() {
        mainLock.lock();
        try {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
            }
            return n;
        } finally {
            mainLock.unlock();
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers;
        int nactive;
        mainLock.lock();
        try {
            ncompleted = completedTaskCount;
            nactive = 0;
            nworkers = workers.size();
            for (Worker w : workers) {
                ncompleted += w.completedTasks;
                if (w.isLocked()) {
                    ++nactive;
                }
            }
        } finally {
            mainLock.unlock();
        }
        int rs = runState;
        String state = rs == RUNNING ? "Running" : rs == TERMINATED ? "Terminated" : "Shutting down";
        return super.toString() + "[" + state + ", pool size = " + nworkers + ", active threads = " + nactive
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
