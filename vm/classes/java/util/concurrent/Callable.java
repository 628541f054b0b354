/* java.util.concurrent.Callable: a task that returns a result or throws. */
package java.util.concurrent;

@FunctionalInterface
public interface Callable<V> {
    V call() throws Exception;
}
