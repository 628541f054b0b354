// System.exit(7) called by a second thread while main waits in join: the
// whole VM ends with 7.
public class Exit_FromThread {
    static class Quitter extends Thread {
        Quitter() { super("quitter"); }
        @Override public void run() {
            System.out.println("thread " + getName() + " exits with 7");
            System.exit(7);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Quitter();
        t.start();
        t.join();
        Thread.sleep(5000);
        System.out.println("main after join (wrong)");
    }
}
