import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

// java.lang.ref: after System.gc() the weak and phantom references whose
// objects nothing else holds are cleared and queued, those held strongly
// (or softly) are not; enqueue, clear, refersTo, queues with timeouts.
public class Ref_Weak {
    static final ReferenceQueue<Object> Q = new ReferenceQueue<>();

    static class Named {
        final String name;
        Named(String name) { this.name = name; }
        public String toString() { return name; }
    }

    static class Tagged extends WeakReference<Object> {
        final int tag;
        Tagged(Object o, int tag) { super(o, Q); this.tag = tag; }
    }

    // made here, so no local of main's keeps the referents
    static List<Tagged> make(List<Object> keep) {
        List<Tagged> refs = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            Object o = new Named("obj" + i);
            if (i % 3 == 0) keep.add(o);
            refs.add(new Tagged(o, i));
        }
        return refs;
    }

    static PhantomReference<Object> phantom() {
        return new PhantomReference<>(new Named("ghost"), Q);
    }

    public static void main(String[] args) throws Exception {
        List<Object> keep = new ArrayList<>();
        List<Tagged> refs = make(keep);
        Object held = new Named("held");
        SoftReference<Object> soft = new SoftReference<>(new Named("soft"));
        WeakReference<Object> heldWeak = new WeakReference<>(held);
        PhantomReference<Object> ph = phantom();
        System.out.println("before: held " + heldWeak.get() + ", refersTo " + heldWeak.refersTo(held) + ", phantom get " + ph.get());

        System.gc();
        int[] cleared = new int[10];
        int n = 0;
        boolean phantomQueued = false;
        Reference<?> r;
        while (n < 6 || !phantomQueued) {
            r = Q.remove(5000);
            if (r == null) break;
            if (r == ph) {
                phantomQueued = true;
            } else {
                cleared[((Tagged) r).tag]++;
                n++;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            Tagged t = refs.get(i);
            sb.append(i).append(':').append(t.get() == null ? "cleared" : "alive " + t.get())
              .append(cleared[i] > 0 ? " queued" : "").append(t.isEnqueued() ? " enqueued" : "").append("; ");
        }
        System.out.println(sb);
        System.out.println("phantom queued " + phantomQueued + ", refersTo(null) " + ph.refersTo(null));
        System.out.println("held still " + heldWeak.get() + ", soft still " + soft.get());
        System.out.println("queue now empty: " + (Q.poll() == null));

        // explicit enqueue and clear
        Tagged t0 = refs.get(0);
        System.out.println("enqueue " + t0.enqueue() + " again " + t0.enqueue() + " get " + t0.get()
                + " polled same " + (Q.poll() == t0) + " enqueued " + t0.isEnqueued());
        heldWeak.clear();
        System.out.println("after clear " + heldWeak.get());
        WeakReference<Object> noQueue = new WeakReference<>(held);
        System.out.println("no queue: enqueue " + noQueue.enqueue());
        long t = System.nanoTime();
        System.out.println("remove(20) on an empty queue: " + Q.remove(20) + " waited " + ((System.nanoTime() - t) >= 15_000_000L));
        try {
            Q.remove(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(keep.size() + " " + held);
    }
}
