package jvmpitest;

// CPU sampling (test jvmpi.sampling): while main spins in hot() for about
// 1.5 s, "sleeper" sleeps, "waiter" waits in Object.wait, "holder" sleeps
// holding LOCK and "blocked" is blocked entering LOCK.  main enters hot()
// only once all four are in those states, and ends them afterwards.
public class Sampling {
    static final Object LOCK = new Object();
    static final Object SIGNAL = new Object();
    static volatile boolean release;
    static volatile long sink;

    static long hot(long until) {
        long s = 0;
        while (System.nanoTime() < until) {
            for (int i = 0; i < 10_000; i++) {
                s += (long) i * i % 7;
            }
        }
        return s;
    }

    static void sink(String s) {
        if (s.isEmpty()) {
            System.out.println("?");
        }
    }

    static void await(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) {
            Thread.sleep(1);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        // loaded here: two threads loading it at once can fail (a VM bug)
        sink(InterruptedException.class.getName());
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(600_000);
            } catch (InterruptedException e) {
                // the end
            }
        }, "sleeper");
        Thread waiter = new Thread(() -> {
            synchronized (SIGNAL) {
                while (!release) {
                    try {
                        SIGNAL.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "waiter");
        Thread holder = new Thread(() -> {
            synchronized (LOCK) {
                try {
                    Thread.sleep(600_000);
                } catch (InterruptedException e) {
                    // the end
                }
            }
        }, "holder");
        Thread blocked = new Thread(() -> {
            synchronized (LOCK) {
                sink++;
            }
        }, "blocked");
        sleeper.start();
        waiter.start();
        holder.start();
        await(sleeper, Thread.State.TIMED_WAITING);
        await(waiter, Thread.State.WAITING);
        await(holder, Thread.State.TIMED_WAITING);
        blocked.start();
        await(blocked, Thread.State.BLOCKED);
        sink = hot(System.nanoTime() + 1_500_000_000L);
        sleeper.interrupt();
        holder.interrupt();
        synchronized (SIGNAL) {
            release = true;
            SIGNAL.notifyAll();
        }
        sleeper.join();
        waiter.join();
        holder.join();
        blocked.join();
        System.out.println("done");
    }
}
