/*
 * java.util.concurrent.locks.AbstractOwnableSynchronizer: the thread that
 * holds a synchronizer exclusively (written by the owner only, read by
 * anyone for monitoring and toString).
 */
package java.util.concurrent.locks;

public abstract class AbstractOwnableSynchronizer implements java.io.Serializable {
    private static final long serialVersionUID = 3737899427754241961L;

    private transient volatile Thread exclusiveOwnerThread;

    protected AbstractOwnableSynchronizer() {
    }

    protected final void setExclusiveOwnerThread(Thread thread) {
        exclusiveOwnerThread = thread;
    }

    protected final Thread getExclusiveOwnerThread() {
        return exclusiveOwnerThread;
    }
}
