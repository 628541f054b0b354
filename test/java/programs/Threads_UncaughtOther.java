// An uncaught exception in a non-main thread: the trace goes to stderr with
// the thread's name, main continues and the exit code stays 0.
public class Threads_UncaughtOther {
    static class Worker extends Thread {
        Worker(String name) { super(name); }
        @Override public void run() {
            System.out.println(getName() + " starts");
            compute(3);
        }
        void compute(int n) {
            if (n == 0) throw new IllegalStateException("worker failed");
            compute(n - 1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker("worker-1");
        w.start();
        w.join();
        System.out.println("main continues, worker alive: " + w.isAlive());
        Worker w2 = new Worker("worker-2");
        w2.start();
        w2.join();
        System.out.println("main ends normally");
    }
}
