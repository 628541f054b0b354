// Main dies with an uncaught exception while a non-daemon thread is still
// running; that thread later calls System.exit(5): the status is 5, and the
// uncaught trace of main is on stderr.
public class Exit_UncaughtThenExit {
    static final Object lock = new Object();
    static boolean mainDone;

    static class Later extends Thread {
        Later() { super("later"); }
        @Override public void run() {
            synchronized (lock) {
                while (!mainDone) {
                    try { lock.wait(); } catch (InterruptedException e) { return; }
                }
            }
            try { Thread.sleep(100); } catch (InterruptedException e) { }
            System.out.println("later thread exits with 5");
            System.exit(5);
        }
    }

    public static void main(String[] args) {
        new Later().start();
        System.out.println("main throws");
        synchronized (lock) {
            mainDone = true;
            lock.notifyAll();
        }
        throw new IllegalArgumentException("main is done");
    }
}
