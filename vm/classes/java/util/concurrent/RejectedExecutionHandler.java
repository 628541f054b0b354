/* java.util.concurrent.RejectedExecutionHandler: what a ThreadPoolExecutor does with a task it cannot take. */
package java.util.concurrent;

public interface RejectedExecutionHandler {
    void rejectedExecution(Runnable r, ThreadPoolExecutor executor);
}
