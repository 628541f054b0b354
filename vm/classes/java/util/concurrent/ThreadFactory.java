/* java.util.concurrent.ThreadFactory: makes threads on demand. */
package java.util.concurrent;

public interface ThreadFactory {
    Thread newThread(Runnable r);
}
