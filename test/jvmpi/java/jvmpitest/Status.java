package jvmpitest;

// Thread status (test jvmpi.status): at checkpoint() the agent asks
// GetThreadStatus of a thread in Thread.sleep, one in Object.wait and main
// itself, then checks MONITOR_DUMPs taken while its own thread waits on a
// raw monitor over and over.
public class Status {
    static final Object lock = new Object();

    static void checkpoint(Thread sleeper, Thread waiter) {
        // the agent acts at this method's METHOD_ENTRY
    }

    static void awaitState(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(1);
    }

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                System.out.println("sleeper interrupted");
            }
        }, "sleeper");
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    System.out.println("waiter interrupted");
                }
            }
        }, "waiter");
        sleeper.start();
        awaitState(sleeper, Thread.State.TIMED_WAITING);
        sleeper.interrupt();
        sleeper.join();
        Thread sleeper2 = new Thread(() -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                System.out.println("sleeper 2 interrupted");
            }
        }, "sleeper2");
        sleeper2.start();
        waiter.start();
        awaitState(sleeper2, Thread.State.TIMED_WAITING);
        awaitState(waiter, Thread.State.WAITING);
        checkpoint(sleeper2, waiter);
        sleeper2.interrupt();
        sleeper2.join();
        waiter.interrupt();
        waiter.join();
        System.out.println("done");
    }
}
