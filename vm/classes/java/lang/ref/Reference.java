/*
 * java.lang.ref.Reference: the base of Soft/Weak/PhantomReference.  The
 * collector (gc.c) treats `referent` specially: it is not followed when
 * copying, and is cleared when nothing else keeps its object.  A cleared
 * Reference with a queue is put on the VM's pending chain (through
 * `discovered`), which any ReferenceQueue drains (processPending) before it
 * looks at its own entries -- there is no Reference Handler thread.
 */
package java.lang.ref;

public abstract class Reference<T> {
    private T referent;
    /* null: no queue; ReferenceQueue.ENQUEUED once enqueued */
    volatile ReferenceQueue<? super T> queue;
    /* the queue's chain (the last points to itself) */
    Reference<?> next;
    /* the VM's pending chain */
    private transient Reference<?> discovered;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    @Deprecated(since = "16")
    public boolean isEnqueued() {
        return queue == ReferenceQueue.ENQUEUED;
    }

    public boolean enqueue() {
        referent = null;
        ReferenceQueue<? super T> q = queue;
        return q != null && q.enqueue(this);
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public static void reachabilityFence(Object ref) {
    }

    /* The References the collector cleared since the last call, chained
     * through `discovered`. */
    private static native Reference<?> takePending();

    /* Moves what the collector cleared onto the References' queues. */
    static void processPending() {
        Reference<?> r = takePending();
        while (r != null) {
            Reference<?> n = r.discovered;
            r.discovered = null;
            enqueuePending(r);
            r = n == r ? null : n;
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> void enqueuePending(Reference<T> r) {
        ReferenceQueue<? super T> q = r.queue;
        if (q != null) {
            q.enqueue(r);
        }
    }
}
