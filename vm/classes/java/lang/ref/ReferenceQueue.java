/*
 * java.lang.ref.ReferenceQueue: References appended by enqueue, taken by
 * poll/remove.  Every look first drains the VM's pending chain
 * (Reference.processPending); since no thread is told when a collection
 * clears something, remove() looks again every 10 ms while it waits.
 */
package java.lang.ref;

public class ReferenceQueue<T> {
    static final ReferenceQueue<Object> ENQUEUED = new ReferenceQueue<>();

    private final Object lock = new Object();
    private Reference<? extends T> head;
    private long queueLength;

    public ReferenceQueue() {
    }

    boolean enqueue(Reference<? extends T> r) {
        synchronized (lock) {
            if (this == ENQUEUED || r.queue != this) {
                return false;
            }
            r.queue = ENQUEUED;
            r.next = head == null ? r : head;
            head = r;
            queueLength++;
            lock.notifyAll();
            return true;
        }
    }

    private Reference<? extends T> reallyPoll() {
        Reference<? extends T> r = head;
        if (r != null) {
            @SuppressWarnings("unchecked")
            Reference<? extends T> n = (Reference<? extends T>) r.next;
            head = n == r ? null : n;
            r.next = r;
            r.queue = null; /* taken: neither enqueued nor enqueueable again */
            queueLength--;
        }
        return r;
    }

    public Reference<? extends T> poll() {
        Reference.processPending();
        synchronized (lock) {
            return reallyPoll();
        }
    }

    public Reference<? extends T> remove(long timeout) throws IllegalArgumentException, InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        long deadline = System.nanoTime() + timeout * 1_000_000L;
        for (;;) {
            Reference.processPending();
            synchronized (lock) {
                Reference<? extends T> r = reallyPoll();
                if (r != null) {
                    return r;
                }
                long wait = 10;
                if (timeout != 0) {
                    long left = (deadline - System.nanoTime()) / 1_000_000L;
                    if (left <= 0) {
                        return null;
                    }
                    wait = Math.min(wait, left);
                }
                lock.wait(wait);
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
