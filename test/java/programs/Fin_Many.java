/*
 * Many finalizable objects, collected by young and full collections alike:
 * chains of them (each reaching the next), some resurrected into a list
 * whose contents must survive intact, a WeakReference to each cleared, and
 * every one finalized exactly once.
 */
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

public class Fin_Many {
    static final int N = 5000;
    static final AtomicInteger finalized = new AtomicInteger();
    static final byte[] seen = new byte[N];
    static final List<Item> rescued = new ArrayList<>();
    static volatile int badData;

    static class Item {
        final int id;
        final int[] data;
        Item next;
        Item(int id) {
            this.id = id;
            this.data = new int[] {id, id * 3, id ^ 0x5a5a};
        }
        @Override
        protected void finalize() {
            if (data[0] != id || data[1] != id * 3 || data[2] != (id ^ 0x5a5a)) {
                badData++;
            }
            if (next != null && next.data[0] != next.id) {
                badData++;
            }
            synchronized (seen) {
                seen[id]++;
            }
            if (id % 250 == 0) {
                synchronized (rescued) {
                    rescued.add(this);
                }
            }
            finalized.incrementAndGet();
        }
    }

    public static void main(String[] args) throws Exception {
        List<WeakReference<Item>> weak = new ArrayList<>();
        Item head = null;
        for (int i = 0; i < N; i++) {
            Item it = new Item(i);
            if (i % 10 != 0) {
                it.next = head;
            }
            head = it;
            if (i % 100 == 0) {
                weak.add(new WeakReference<>(it));
            }
            /* some garbage that is not finalizable */
            Object[] junk = new Object[8];
            junk[0] = new StringBuilder("junk").append(i);
            if (i % 2000 == 1999) {
                head = null;
            }
        }
        head = null;
        for (int i = 0; i < 1000 && finalized.get() < N; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(5);
        }
        for (int i = 0; i < 3; i++) {
            System.gc();
            System.runFinalization();
        }
        int once = 0, twice = 0;
        for (byte b : seen) {
            if (b == 1) {
                once++;
            } else if (b > 1) {
                twice++;
            }
        }
        int cleared = 0;
        for (WeakReference<Item> w : weak) {
            if (w.get() == null) {
                cleared++;
            }
        }
        System.out.println("finalized " + finalized.get() + " once " + once + " more " + twice + " bad " + badData);
        System.out.println("weak cleared " + cleared + " of " + weak.size());
        int ok = 0;
        synchronized (rescued) {
            for (Item it : rescued) {
                if (it.data[0] == it.id && it.data[2] == (it.id ^ 0x5a5a)) {
                    ok++;
                }
            }
            System.out.println("rescued " + rescued.size() + " intact " + ok);
            rescued.clear();
        }
        for (int i = 0; i < 3; i++) {
            System.gc();
            System.runFinalization();
        }
        System.out.println("finalized after dropping the rescued " + finalized.get());
    }
}
