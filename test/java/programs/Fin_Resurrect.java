/*
 * Finalization and references: a finalizer can resurrect its object, which
 * is never finalized again; a WeakReference to a final-reachable object is
 * cleared before finalize() runs; a PhantomReference is enqueued only once
 * the object is really gone; runFinalization waits for the queue.
 */
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

public class Fin_Resurrect {
    static volatile Zombie saved;
    static volatile int finalized;
    static volatile String weakSeen;
    static WeakReference<Zombie> weak;

    static class Zombie {
        final String name;
        final StringBuilder payload = new StringBuilder("payload");
        Zombie(String name) {
            this.name = name;
        }
        @Override
        protected void finalize() {
            finalized++;
            weakSeen = "weak cleared before finalize: " + (weak.get() == null);
            saved = this;
        }
    }

    static ReferenceQueue<Object> q = new ReferenceQueue<>();
    static PhantomReference<Object> phantom;

    static void make() {
        Zombie z = new Zombie("z1");
        weak = new WeakReference<>(z);
        phantom = new PhantomReference<>(z, q);
    }

    public static void main(String[] args) throws Exception {
        make();
        for (int i = 0; i < 500 && saved == null; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        System.out.println("finalized " + finalized);
        System.out.println(weakSeen);
        System.out.println("resurrected " + saved.name + " " + saved.payload);
        System.out.println("weak after " + (weak.get() == null ? "null" : "alive"));
        Reference<?> r = q.poll();
        System.out.println("phantom while resurrected " + (r == null ? "not enqueued" : "enqueued"));
        saved = null;
        Reference<?> got = null;
        for (int i = 0; i < 500 && got == null; i++) {
            System.gc();
            got = q.remove(10);
        }
        System.out.println("phantom after " + (got == phantom ? "enqueued" : "missing"));
        for (int i = 0; i < 5; i++) {
            System.gc();
            System.runFinalization();
        }
        System.out.println("finalized " + finalized);
    }
}
