/* java.util.concurrent.RunnableScheduledFuture: a ScheduledFuture that is its own task. */
package java.util.concurrent;

public interface RunnableScheduledFuture<V> extends RunnableFuture<V>, ScheduledFuture<V> {
    boolean isPeriodic();
}
