/* java.util.concurrent.Delayed: an object to act upon after a delay. */
package java.util.concurrent;

public interface Delayed extends Comparable<Delayed> {
    long getDelay(TimeUnit unit);
}
