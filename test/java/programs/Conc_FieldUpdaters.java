import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

// Field updaters: atomic operations on volatile fields of plain objects,
// and the checks made when an updater is created or used.
public class Conc_FieldUpdaters {
    static class Node {
        volatile int count;
        volatile long total;
        volatile String label;
        int plain;
        long notInt;
        volatile Integer boxed;
    }

    static class SubNode extends Node {
    }

    static final AtomicIntegerFieldUpdater<Node> COUNT = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
    static final AtomicLongFieldUpdater<Node> TOTAL = AtomicLongFieldUpdater.newUpdater(Node.class, "total");
    static final AtomicReferenceFieldUpdater<Node, String> LABEL = AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "label");

    public static void main(String[] args) {
        Node n = new Node();
        System.out.println(COUNT.incrementAndGet(n) + " " + COUNT.getAndAdd(n, 5) + " " + COUNT.compareAndSet(n, 6, 10) + " "
                + COUNT.compareAndSet(n, 6, 11) + " " + COUNT.get(n) + " " + n.count);
        System.out.println(COUNT.updateAndGet(n, x -> x * 3) + " " + COUNT.accumulateAndGet(n, 7, Math::min) + " " + COUNT.getAndSet(n, -1)
                + " " + COUNT.decrementAndGet(n) + " " + COUNT.getAndDecrement(n) + " " + n.count);
        TOTAL.set(n, 1L << 40);
        System.out.println(TOTAL.addAndGet(n, 5) + " " + TOTAL.getAndIncrement(n) + " " + TOTAL.getAndUpdate(n, x -> -x) + " " + n.total);
        System.out.println(LABEL.compareAndSet(n, null, "first") + " " + LABEL.getAndSet(n, "second") + " "
                + LABEL.accumulateAndGet(n, "+", String::concat) + " " + n.label);
        SubNode sub = new SubNode();
        COUNT.incrementAndGet(sub);
        System.out.println("subclass " + sub.count);

        Runnable[] bad = {
            () -> AtomicIntegerFieldUpdater.newUpdater(Node.class, "missing"),
            () -> AtomicIntegerFieldUpdater.newUpdater(Node.class, "plain"),
            () -> AtomicIntegerFieldUpdater.newUpdater(Node.class, "total"),
            () -> AtomicLongFieldUpdater.newUpdater(Node.class, "count"),
            () -> AtomicReferenceFieldUpdater.newUpdater(Node.class, Object.class, "label"),
            () -> AtomicReferenceFieldUpdater.newUpdater(Node.class, int.class, "count"),
            () -> COUNT.get(null),
        };
        for (Runnable r : bad) {
            try {
                r.run();
                System.out.println("no exception");
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        @SuppressWarnings({"unchecked", "rawtypes"})
        AtomicReferenceFieldUpdater<Node, Object> raw = (AtomicReferenceFieldUpdater) LABEL;
        try {
            raw.set(n, 42);
        } catch (ClassCastException e) {
            System.out.println("wrong value type: " + e.getClass().getName());
        }
    }
}
