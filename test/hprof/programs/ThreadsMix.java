/*
 * Many threads under cpu=samples + monitor=y + thread=y: six workers churn
 * through small arrays, take one shared lock (a ThreadsMix$Shared) many
 * thousand times and now and then sleep, while the sampler suspends them
 * and they end.  The run must end, with every section written.  Classes
 * the workers use are loaded by main first: two threads loading one class
 * at once is a Lantern bug of its own (as is a wait failing with
 * IllegalMonitorStateException when collections run, so the test uses the
 * default heap, where none does).
 */
import java.util.ArrayList;
import java.util.List;

public class ThreadsMix {
    static final class Shared {
        long total;
    }

    static final Shared SHARED = new Shared();

    static void work(int id) {
        List<int[]> keep = new ArrayList<>();
        for (int k = 0; k < 100_000; k++) {
            keep.add(new int[8 + (k % 32)]);
            if (keep.size() > 100) {
                keep.clear();
            }
            synchronized (SHARED) {
                SHARED.total += k % 3;
            }
            if (k % 10_000 == 0) {
                // the others, running, block on the lock meanwhile
                synchronized (SHARED) {
                    try {
                        Thread.sleep(2);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        List<int[]> warm = new ArrayList<>();
        warm.add(new int[1]);
        if (InterruptedException.class.getName().isEmpty()) {
            System.out.println("?");
        }
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> work(id), "mix-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("total " + SHARED.total);
    }
}
