// Thread.getState through a thread's life: NEW, RUNNABLE, BLOCKED (on a
// held monitor), WAITING (wait, join), TIMED_WAITING (sleep, timed wait),
// TERMINATED; isAlive along the way; start twice is an error.
public class Threads_States {
    static volatile boolean go;

    static void until(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(2);
        System.out.println(t.getName() + ": " + s + " alive=" + t.isAlive());
    }

    public static void main(String[] args) throws Exception {
        final Object lock = new Object();
        Thread t = new Thread(() -> {
            while (!go) { }
            synchronized (lock) {
                try {
                    lock.wait();
                    lock.wait(60000);
                } catch (InterruptedException e) { }
            }
            try { Thread.sleep(60000); } catch (InterruptedException e) { }
        }, "subject");
        System.out.println(t.getName() + ": " + t.getState() + " alive=" + t.isAlive());
        synchronized (lock) {
            t.start();
            until(t, Thread.State.RUNNABLE);
            go = true;
            until(t, Thread.State.BLOCKED);
        }
        until(t, Thread.State.WAITING);
        synchronized (lock) { lock.notify(); }
        until(t, Thread.State.TIMED_WAITING);
        synchronized (lock) { lock.notify(); }
        Thread.sleep(50);
        until(t, Thread.State.TIMED_WAITING);
        t.interrupt();
        t.join();
        until(t, Thread.State.TERMINATED);
        try { t.start(); } catch (IllegalThreadStateException e) { System.out.println("start again: " + e); }
        Thread j = new Thread(() -> { try { t.join(); Thread.currentThread().join(1); } catch (InterruptedException e) { } }, "joiner");
        j.start();
        j.join();
        System.out.println(j.getName() + ": " + j.getState());
    }
}
