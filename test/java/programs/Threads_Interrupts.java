// interrupt() wakes sleep, wait and join with InterruptedException (clearing
// the flag); interrupting before sleep throws at once; interrupted() reads
// and clears; isInterrupted() only reads; an interrupt while running sets
// the flag only.
public class Threads_Interrupts {
    static void waitState(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(5);
    }

    public static void main(String[] args) throws Exception {
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(60000); System.out.println("slept (wrong)"); }
            catch (InterruptedException e) { System.out.println("sleep: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted()); }
        });
        sleeper.start();
        waitState(sleeper, Thread.State.TIMED_WAITING);
        sleeper.interrupt();
        sleeper.join();

        final Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try { lock.wait(); System.out.println("woken (wrong)"); }
                catch (InterruptedException e) { System.out.println("wait: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted() + ", holds lock " + Thread.holdsLock(lock)); }
            }
        });
        waiter.start();
        waitState(waiter, Thread.State.WAITING);
        waiter.interrupt();
        waiter.join();

        Thread me = Thread.currentThread();
        Thread joiner = new Thread(() -> {
            try { sleeperForever().join(); }
            catch (InterruptedException e) { System.out.println("join: interrupted, flag " + Thread.currentThread().isInterrupted()); }
        });
        joiner.start();
        waitState(joiner, Thread.State.WAITING);
        joiner.interrupt();
        joiner.join();

        me.interrupt();
        System.out.println("self: isInterrupted " + me.isInterrupted() + " " + me.isInterrupted());
        try { Thread.sleep(10); System.out.println("slept (wrong)"); }
        catch (InterruptedException e) { System.out.println("pre-interrupted sleep throws: " + e.getMessage()); }
        System.out.println("after: " + Thread.interrupted());
        me.interrupt();
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        me.interrupt();
        synchronized (lock) {
            try { lock.wait(10); System.out.println("waited (wrong)"); }
            catch (InterruptedException e) { System.out.println("pre-interrupted wait throws, flag " + me.isInterrupted()); }
        }
        Thread busy = new Thread(() -> {
            long n = 0;
            while (!Thread.currentThread().isInterrupted()) n++;
            System.out.println("busy loop saw its flag: " + Thread.currentThread().isInterrupted());
        });
        busy.start();
        Thread.sleep(20);
        busy.interrupt();
        busy.join();
        System.out.println("done");
        System.exit(0);
    }

    static Thread forever;
    static Thread sleeperForever() {
        if (forever == null) {
            forever = new Thread(() -> { try { Thread.sleep(600000); } catch (InterruptedException e) { } });
            forever.setDaemon(true);
            forever.start();
        }
        return forever;
    }
}
