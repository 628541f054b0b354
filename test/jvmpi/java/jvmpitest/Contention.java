package jvmpitest;

// Monitor contention (test jvmpi.contention): main holds LOCK (a
// Contention$Lock) until three workers are blocked entering it, then lets
// go; each worker then takes it once and sleeps 5 ms holding it.  Then main
// sleeps 37 ms (MONITOR_WAIT with a NULL object) and waits 41 ms on LOCK
// (MONITOR_WAIT with the lock).
public class Contention {
    static final class Lock {
    }

    static final Lock LOCK = new Lock();
    static int counter;

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[3];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Thread(() -> {
                synchronized (LOCK) {
                    counter++;
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        // not expected
                    }
                }
            }, "worker-" + i);
        }
        synchronized (LOCK) {
            for (Thread w : workers) {
                w.start();
            }
            for (Thread w : workers) {
                while (w.getState() != Thread.State.BLOCKED) {
                    Thread.sleep(1);
                }
            }
        }
        for (Thread w : workers) {
            w.join();
        }
        Thread.sleep(37);
        synchronized (LOCK) {
            LOCK.wait(41);
        }
        System.out.println("counter " + counter);
    }
}
