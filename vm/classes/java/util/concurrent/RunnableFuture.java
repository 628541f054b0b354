/* java.util.concurrent.RunnableFuture: a Future that is its own task. */
package java.util.concurrent;

public interface RunnableFuture<V> extends Runnable, Future<V> {
    void run();
}
