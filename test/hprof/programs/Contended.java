/*
 * monitor=y test program: 4 threads take turns on one lock (an instance of
 * Contended$Lock) and hold it while sleeping, so that the others block
 * entering it many times.
 */
public class Contended {
    static final class Lock {
    }

    static final Lock LOCK = new Lock();
    static int counter;

    static void work() throws InterruptedException {
        for (int i = 0; i < 5; i++) {
            synchronized (LOCK) {
                counter++;
                Thread.sleep(20);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                try {
                    work();
                } catch (InterruptedException e) {
                    // not expected
                }
            }, "worker-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("counter " + counter);
    }
}
