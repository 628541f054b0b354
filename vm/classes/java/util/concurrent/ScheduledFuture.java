/* java.util.concurrent.ScheduledFuture: a delayed result. */
package java.util.concurrent;

public interface ScheduledFuture<V> extends Delayed, Future<V> {
}
