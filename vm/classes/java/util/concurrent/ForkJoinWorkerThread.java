/* java.util.concurrent.ForkJoinWorkerThread: a pool's daemon worker; it runs tasks from the pool's queue. */
package java.util.concurrent;

public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        super(null, null, pool.nextWorkerName(), 0);
        this.pool = pool;
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return 0;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable exception = null;
        try {
            onStart();
            pool.runWorker(this);
        } catch (Throwable ex) {
            exception = ex;
        } finally {
            onTermination(exception);
            pool.workerExited();
        }
    }
}
