/* java.util.concurrent.Executor: runs submitted tasks. */
package java.util.concurrent;

public interface Executor {
    void execute(Runnable command);
}
